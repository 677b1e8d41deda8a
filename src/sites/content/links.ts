/**
 * The link targets of each site: the header's (header-and-cart §2) and the newsletter form's
 * legal links (newsletter-footer §2.1).
 */
import type { SiteCode } from '../sites';
import {
  CART,
  CONTACT,
  HOME,
  NEWSLETTER,
  PRIVACY,
  SERVICE_PATHS,
  STORE_FINDER,
  TR_NEWSLETTER,
  USER_MENU,
} from './paths';

/** Builds the address of a search for `term`; the term is URL-encoded. */
export type SearchUrl = (term: string) => string;

export interface SiteLinks {
  /** '/' */
  home: string;
  /** '/service/cartfrontend/cart' */
  cart: string;
  /**
   * Where the mini cart's checkout link goes. The spec names no checkout address; the shop's
   * checkout starts from its cart page (spec §2), so that page it is (decision 46).
   */
  checkout: string;
  /** '/service/storefinder/search' */
  storeFinder: string;
  /** '/usermenu' */
  userMenu: string;
  /** '/search?query={term}' (header-and-cart §2). */
  searchResults: SearchUrl;
  /** '/search?query={term}&filters=availability-available': the search page the field carries. */
  searchPage: SearchUrl;
  /** The newsletter sign-up page: '/subscribenewsletter' on most sites (header-and-cart §2). */
  newsletter: string;
  /** Per-country help content page, in the site language. */
  help: string;
  /** Per-country FAQ content page, in the site language. */
  faq: string;
  /** Per-country loyalty-card programme page, in the site language. */
  loyaltyCard: string;
  /** '/privacy' on every site (newsletter §2.1). */
  privacy: string;
  /**
   * The contact link of the newsletter form's legal notice (newsletter §2.1): '/contact', but in
   * Turkey the personal-marketing consent text page. The shop's real contact page is '/contact'
   * everywhere (the TR keyword table sends "iletişim" there).
   */
  contact: string;
  /** The newsletter voucher conditions page of the market. */
  voucherConditions: string;
  /** A sample newsletter: DE, AT and HU only (newsletter §2.1). */
  sampleNewsletter?: string;
  /** TR only: the newsletter information page. */
  trNewsletterInfo?: string;
  /** TR only: the commercial electronic-message consent page. */
  trElectronicMessageConsent?: string;
}

export const searchResults: SearchUrl = (term) => `/search?query=${encodeURIComponent(term)}`;
const searchPage: SearchUrl = (term) =>
  `/search?query=${encodeURIComponent(term)}&filters=availability-available`;

type SiteSpecificLinks = Partial<Pick<SiteLinks, 'newsletter' | 'contact'>> &
  Pick<SiteLinks, 'sampleNewsletter' | 'trNewsletterInfo' | 'trElectronicMessageConsent'>;

function siteLinks(site: SiteCode, specific: SiteSpecificLinks = {}): SiteLinks {
  const paths = SERVICE_PATHS[site];
  return {
    home: HOME,
    cart: CART,
    checkout: CART,
    storeFinder: STORE_FINDER,
    userMenu: USER_MENU,
    searchResults,
    searchPage,
    newsletter: specific.newsletter ?? NEWSLETTER,
    help: paths.help,
    faq: paths.faq,
    loyaltyCard: paths.loyaltyCard,
    privacy: PRIVACY,
    contact: specific.contact ?? CONTACT,
    voucherConditions: paths.voucherConditions,
    sampleNewsletter: specific.sampleNewsletter,
    trNewsletterInfo: specific.trNewsletterInfo,
    trElectronicMessageConsent: specific.trElectronicMessageConsent,
  };
}

export const SITE_LINKS: Readonly<Record<SiteCode, SiteLinks>> = {
  DE: siteLinks('DE', { sampleNewsletter: '/c/newsletter-beispiel' }),
  AT: siteLinks('AT', { sampleNewsletter: '/c/newsletter-beispiel' }),
  CH: siteLinks('CH'),
  CH_FR: siteLinks('CH_FR'),
  PL: siteLinks('PL'),
  CZ: siteLinks('CZ'),
  HU: siteLinks('HU', { sampleNewsletter: '/c/hirlevel-minta' }),
  SK: siteLinks('SK'),
  TR: siteLinks('TR', {
    newsletter: TR_NEWSLETTER,
    contact: '/c/kisisel-pazarlama-acik-riza-metni',
    trNewsletterInfo: '/c/e-bulten-bilgilendirme',
    trElectronicMessageConsent: '/c/ticari-elektronik-ileti-onayi',
  }),
};
