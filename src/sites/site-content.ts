/**
 * Per-site content in one typed place: link targets, the default benefits strip, the keyword
 * redirect tables of the search, the footer facts, the minimum age and the app store links.
 *
 * Sources: header-and-cart §1 (default benefits), §2 (header links, keyword redirects), §5 (search
 * rules) and newsletter-footer-preview-layout §2.1 (link targets per market), §2.2 (footer facts)
 * and §9 (minimum ages). Where the specs state a value it is used as stated; everything else (the
 * localized content paths, the redirect table contents, the app store addresses, the benefit
 * slots the spec leaves open) is a plausible choice, marked as such where it is made.
 */
import { SITES, type SiteCode } from './sites';

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

/** Builds the address of a search for `term`; the term is URL-encoded. */
export type SearchUrl = (term: string) => string;

export interface SiteLinks {
  /** '/' */
  home: string;
  /** '/service/cartfrontend/cart' */
  cart: string;
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

/** The tracking tag of a benefit link (header-and-cart §2, "Benefits strip"). */
export type BenefitType = 'FREE_SHIPPING' | 'NEWSLETTER_SIGNUP' | 'CROSS_CHANNEL' | 'SERVICE';

/**
 * The message keys a benefit may use. Typed here as a plain union, not imported from
 * `src/i18n/messages.ts`, so this file does not depend on the catalogues; every key must exist
 * there with the placeholders named below.
 *
 * - `benefits.freeShipping` `{amount}`: free shipping from an amount.
 * - `benefits.freeShippingCoffee` `{amount}`: free shipping on coffee from an amount.
 * - `benefits.newsletterDiscount` `{percent}`: the welcome discount of the newsletter.
 * - `benefits.returnsDays` (plural) `{count}`: days to return goods.
 * - `benefits.returnsMonths` (plural) `{count}`: months right of return.
 * - `benefits.storePickup`: pick-up in a store (the cross-channel benefit).
 * - `benefits.service`: the customer service.
 */
export type BenefitMessageKey =
  | 'benefits.freeShipping'
  | 'benefits.freeShippingCoffee'
  | 'benefits.newsletterDiscount'
  | 'benefits.returnsDays'
  | 'benefits.returnsMonths'
  | 'benefits.storePickup'
  | 'benefits.service';

export interface DefaultBenefit {
  type: BenefitType;
  message: BenefitMessageKey;
  /**
   * The message's placeholders. Conventions:
   * - `amount` is a bare number in the site's currency (`SITES[site].currency`). The caller
   *   formats it with `formatPrice(amount, site)` from `src/i18n/format.ts` and passes the text
   *   on; a number left as is would be filled in as a plain number without currency.
   * - `percent` is already written as the site's language writes it ("10 %", "10%", "%10").
   * - `count` is the number that selects the plural form (`translator.plural(key, count)`).
   */
  params: Readonly<Record<string, string | number>>;
  href: string;
}

/** Maps a typed search term (lower-case, in the site's language) to a path or an https URL. */
export type KeywordRedirectTable = Readonly<Record<string, string>>;

/** The names of the keyword tables (header-and-cart §2): CH uses CHDE, CH_FR uses CHFR. */
export type KeywordTableName = 'DE' | 'AT' | 'CHDE' | 'CHFR' | 'PL' | 'CZ' | 'SK' | 'HU' | 'TR';

export interface ReturnPeriod {
  amount: number;
  unit: 'days' | 'months';
}

/** Facts the footer shows as link text (newsletter §2.2). Amounts are in the site's currency. */
export interface FooterFacts {
  freeShippingFrom?: number;
  freeShippingWithLoyaltyCard?: number;
  returnPeriod: ReturnPeriod;
  /** TR only: customer service daily from 09:00 to 19:00. */
  serviceHours?: { days: 'daily'; from: '09:00'; to: '19:00' };
  /** CZ and SK: every 11th coffee free in the store with the loyalty card. */
  everyEleventhCoffeeFree: boolean;
}

export interface AppLinks {
  appStore: string;
  googlePlay: string;
}

export interface SiteContent {
  links: SiteLinks;
  /** At most four entries, in display order. */
  defaultBenefits: readonly DefaultBenefit[];
  keywordTableName: KeywordTableName;
  /** The site's keyword table: the same object as `KEYWORD_REDIRECT_TABLES[keywordTableName]`. */
  keywordRedirects: KeywordRedirectTable;
  footerFacts: FooterFacts;
  /** Minimum age stated on the site (newsletter §9). */
  minimumAge: 16 | 18;
  appLinks: AppLinks;
}

// ---------------------------------------------------------------------------------------------
// Shared paths
// ---------------------------------------------------------------------------------------------

const HOME = '/';
const CART = '/service/cartfrontend/cart';
const STORE_FINDER = '/service/storefinder/search';
const USER_MENU = '/usermenu';
const NEWSLETTER = '/subscribenewsletter';
const PRIVACY = '/privacy';
const CONTACT = '/contact';
const ORDERS = '/orders';
const SIGNUP = '/signup';
const BEAN_ACCOUNT = '/beanaccount';
const SCOUT = '/scout';
const OUTLET = '/categories/outlet';

const searchResults: SearchUrl = (term) => `/search?query=${encodeURIComponent(term)}`;
const searchPage: SearchUrl = (term) =>
  `/search?query=${encodeURIComponent(term)}&filters=availability-available`;

/** A store-finder search for a place, as keyword targets use it. */
function storeFinderSearch(searchTerm: string): string {
  return `${STORE_FINDER}?searchTerm=${encodeURIComponent(searchTerm)}`;
}

/** The content paths of one language's service pages (chosen slugs, written in the language). */
interface ServicePaths {
  service: string;
  help: string;
  faq: string;
  terms: string;
  returns: string;
  shipping: string;
  payment: string;
  catalogue: string;
  giftCard: string;
  loyaltyCard: string;
  voucherConditions: string;
}

const GERMAN: ServicePaths = {
  service: '/c/service',
  help: '/c/service/hilfe',
  faq: '/c/service/faq',
  terms: '/c/service-agb',
  returns: '/c/service/ruecksendung',
  shipping: '/c/service/versand',
  payment: '/c/service/zahlungsarten',
  catalogue: '/c/katalog',
  giftCard: '/c/geschenkkarte',
  loyaltyCard: '/c/kundenkarte',
  voucherConditions: '/c/newsletter-gutscheinbedingungen',
};

const FRENCH: ServicePaths = {
  service: '/c/service',
  help: '/c/service/aide',
  faq: '/c/service/questions-frequentes',
  terms: '/c/service-cgv',
  returns: '/c/service/retour',
  shipping: '/c/service/livraison',
  payment: '/c/service/modes-de-paiement',
  catalogue: '/c/catalogue',
  giftCard: '/c/carte-cadeau',
  loyaltyCard: '/c/carte-client',
  voucherConditions: '/c/conditions-bon-newsletter',
};

const POLISH: ServicePaths = {
  service: '/c/obsluga-klienta',
  help: '/c/obsluga-klienta/pomoc',
  faq: '/c/obsluga-klienta/faq',
  terms: '/c/obsluga-klienta/regulamin',
  returns: '/c/obsluga-klienta/zwroty',
  shipping: '/c/obsluga-klienta/dostawa',
  payment: '/c/obsluga-klienta/platnosci',
  catalogue: '/c/katalog',
  giftCard: '/c/karta-podarunkowa',
  loyaltyCard: '/c/karta-klienta',
  voucherConditions: '/c/warunki-kuponu-newsletter',
};

const CZECH: ServicePaths = {
  service: '/c/zakaznicky-servis',
  help: '/c/zakaznicky-servis/napoveda',
  faq: '/c/zakaznicky-servis/caste-dotazy',
  terms: '/c/zakaznicky-servis/obchodni-podminky',
  returns: '/c/zakaznicky-servis/vraceni-zbozi',
  shipping: '/c/zakaznicky-servis/doprava',
  payment: '/c/zakaznicky-servis/platba',
  catalogue: '/c/katalog',
  giftCard: '/c/darkova-karta',
  loyaltyCard: '/c/zakaznicka-karta',
  voucherConditions: '/c/podminky-poukazu-newsletter',
};

const SLOVAK: ServicePaths = {
  service: '/c/zakaznicky-servis',
  help: '/c/zakaznicky-servis/pomoc',
  faq: '/c/zakaznicky-servis/caste-otazky',
  terms: '/c/zakaznicky-servis/obchodne-podmienky',
  returns: '/c/zakaznicky-servis/vratenie-tovaru',
  shipping: '/c/zakaznicky-servis/doprava',
  payment: '/c/zakaznicky-servis/platba',
  catalogue: '/c/katalog',
  giftCard: '/c/darcekova-karta',
  loyaltyCard: '/c/zakaznicka-karta',
  voucherConditions: '/c/podmienky-poukazu-newsletter',
};

const HUNGARIAN: ServicePaths = {
  service: '/c/ugyfelszolgalat',
  help: '/c/ugyfelszolgalat/segitseg',
  faq: '/c/ugyfelszolgalat/gyik',
  terms: '/c/ugyfelszolgalat/aszf',
  returns: '/c/ugyfelszolgalat/visszakuldes',
  shipping: '/c/ugyfelszolgalat/szallitas',
  payment: '/c/ugyfelszolgalat/fizetesi-modok',
  catalogue: '/c/katalogus',
  giftCard: '/c/ajandekkartya',
  loyaltyCard: '/c/torzsvasarloi-kartya',
  voucherConditions: '/c/hirlevel-kupon-feltetelei',
};

const TURKISH: ServicePaths = {
  service: '/c/musteri-hizmetleri',
  help: '/c/yardim',
  faq: '/c/sikca-sorulan-sorular',
  terms: '/c/satis-sozlesmesi',
  returns: '/c/iade',
  shipping: '/c/kargo-ve-teslimat',
  payment: '/c/odeme-secenekleri',
  catalogue: '/c/katalog',
  giftCard: '/c/hediye-karti',
  loyaltyCard: '/c/musteri-karti',
  voucherConditions: '/c/e-bulten-indirim-kosullari',
};

/** Chosen: Turkey has its own newsletter page; every other site uses '/subscribenewsletter'. */
const TR_NEWSLETTER = '/e-bulten';

function siteLinks(
  paths: ServicePaths,
  extra: Partial<Pick<SiteLinks, 'newsletter' | 'contact'>> &
    Pick<SiteLinks, 'sampleNewsletter' | 'trNewsletterInfo' | 'trElectronicMessageConsent'> = {},
): SiteLinks {
  return {
    home: HOME,
    cart: CART,
    storeFinder: STORE_FINDER,
    userMenu: USER_MENU,
    searchResults,
    searchPage,
    newsletter: extra.newsletter ?? NEWSLETTER,
    help: paths.help,
    faq: paths.faq,
    loyaltyCard: paths.loyaltyCard,
    privacy: PRIVACY,
    contact: extra.contact ?? CONTACT,
    voucherConditions: paths.voucherConditions,
    sampleNewsletter: extra.sampleNewsletter,
    trNewsletterInfo: extra.trNewsletterInfo,
    trElectronicMessageConsent: extra.trElectronicMessageConsent,
  };
}

// ---------------------------------------------------------------------------------------------
// Keyword redirect tables
// ---------------------------------------------------------------------------------------------

/** Terms every German-speaking table shares. */
function germanTerms(p: ServicePaths): Record<string, string> {
  return {
    service: p.service,
    hilfe: p.help,
    faq: p.faq,
    agb: p.terms,
    rücksendung: p.returns,
    ruecksendung: p.returns,
    rucksendung: p.returns,
    retoure: p.returns,
    versandkosten: p.shipping,
    zahlungsarten: p.payment,
    katalog: p.catalogue,
    newsletter: NEWSLETTER,
    gutschein: p.giftCard,
    geschenkkarte: p.giftCard,
    filiale: STORE_FINDER,
    kontakt: CONTACT,
    kundenkarte: p.loyaltyCard,
    warenkorb: CART,
    bestellungen: ORDERS,
    outlet: OUTLET,
  };
}

const DE_TABLE: KeywordRedirectTable = {
  ...germanTerms(GERMAN),
  registrieren: SIGNUP,
  bohnenkonto: BEAN_ACCOUNT,
  scout: SCOUT,
  'filialen berlin': storeFinderSearch('Berlin'),
};

const AT_TABLE: KeywordRedirectTable = {
  ...germanTerms(GERMAN),
  einkaufswagen: CART,
  abverkauf: OUTLET,
  registrieren: SIGNUP,
  bohnenkonto: BEAN_ACCOUNT,
  'filialen wien': storeFinderSearch('Wien'),
};

const CHDE_TABLE: KeywordRedirectTable = {
  ...germanTerms(GERMAN),
  rückgaberecht: GERMAN.returns,
  rückgabe: GERMAN.returns,
  einkaufswagen: CART,
  registrieren: SIGNUP,
  'filialen zürich': storeFinderSearch('Zürich'),
};

const CHFR_TABLE: KeywordRedirectTable = {
  service: FRENCH.service,
  'service client': FRENCH.service,
  aide: FRENCH.help,
  faq: FRENCH.faq,
  cgv: FRENCH.terms,
  retour: FRENCH.returns,
  'droit de retour': FRENCH.returns,
  'frais de livraison': FRENCH.shipping,
  'frais de port': FRENCH.shipping,
  livraison: FRENCH.shipping,
  'modes de paiement': FRENCH.payment,
  paiement: FRENCH.payment,
  catalogue: FRENCH.catalogue,
  newsletter: NEWSLETTER,
  'carte cadeau': FRENCH.giftCard,
  'carte-cadeau': FRENCH.giftCard,
  'bon cadeau': FRENCH.giftCard,
  magasins: STORE_FINDER,
  'magasins genève': storeFinderSearch('Genève'),
  filiale: STORE_FINDER,
  contact: CONTACT,
  'carte client': FRENCH.loyaltyCard,
  panier: CART,
  'mes commandes': ORDERS,
  soldes: OUTLET,
};

const PL_TABLE: KeywordRedirectTable = {
  'obsługa klienta': POLISH.service,
  'obsluga klienta': POLISH.service,
  pomoc: POLISH.help,
  faq: POLISH.faq,
  regulamin: POLISH.terms,
  zwrot: POLISH.returns,
  zwroty: POLISH.returns,
  'koszty dostawy': POLISH.shipping,
  wysyłka: POLISH.shipping,
  wysylka: POLISH.shipping,
  'metody płatności': POLISH.payment,
  platnosci: POLISH.payment,
  katalog: POLISH.catalogue,
  newsletter: NEWSLETTER,
  'karta podarunkowa': POLISH.giftCard,
  'bon podarunkowy': POLISH.giftCard,
  sklepy: STORE_FINDER,
  'sklepy warszawa': storeFinderSearch('Warszawa'),
  kontakt: CONTACT,
  'karta klienta': POLISH.loyaltyCard,
  koszyk: CART,
  zamówienia: ORDERS,
  zamowienia: ORDERS,
  wyprzedaż: OUTLET,
  wyprzedaz: OUTLET,
};

const CZ_TABLE: KeywordRedirectTable = {
  'zákaznický servis': CZECH.service,
  'zakaznicky servis': CZECH.service,
  nápověda: CZECH.help,
  faq: CZECH.faq,
  'obchodní podmínky': CZECH.terms,
  'vrácení zboží': CZECH.returns,
  'vraceni zbozi': CZECH.returns,
  doprava: CZECH.shipping,
  poštovné: CZECH.shipping,
  platba: CZECH.payment,
  'způsoby platby': CZECH.payment,
  katalog: CZECH.catalogue,
  newsletter: NEWSLETTER,
  'dárková karta': CZECH.giftCard,
  'darkova karta': CZECH.giftCard,
  prodejny: STORE_FINDER,
  'prodejny praha': storeFinderSearch('Praha'),
  kontakt: CONTACT,
  'zákaznická karta': CZECH.loyaltyCard,
  'zakaznicka karta': CZECH.loyaltyCard,
  košík: CART,
  kosik: CART,
  objednávky: ORDERS,
  výprodej: OUTLET,
  vyprodej: OUTLET,
};

const SK_TABLE: KeywordRedirectTable = {
  'zákaznícky servis': SLOVAK.service,
  'zakaznicky servis': SLOVAK.service,
  pomoc: SLOVAK.help,
  faq: SLOVAK.faq,
  'obchodné podmienky': SLOVAK.terms,
  'vrátenie tovaru': SLOVAK.returns,
  'vratenie tovaru': SLOVAK.returns,
  doprava: SLOVAK.shipping,
  poštovné: SLOVAK.shipping,
  'spôsoby platby': SLOVAK.payment,
  platba: SLOVAK.payment,
  katalóg: SLOVAK.catalogue,
  newsletter: NEWSLETTER,
  'darčeková karta': SLOVAK.giftCard,
  'darcekova karta': SLOVAK.giftCard,
  predajne: STORE_FINDER,
  'predajne bratislava': storeFinderSearch('Bratislava'),
  kontakt: CONTACT,
  'zákaznícka karta': SLOVAK.loyaltyCard,
  'zakaznicka karta': SLOVAK.loyaltyCard,
  košík: CART,
  kosik: CART,
  objednávky: ORDERS,
  výpredaj: OUTLET,
  vypredaj: OUTLET,
};

const HU_TABLE: KeywordRedirectTable = {
  ügyfélszolgálat: HUNGARIAN.service,
  ugyfelszolgalat: HUNGARIAN.service,
  segítség: HUNGARIAN.help,
  gyik: HUNGARIAN.faq,
  'gyakori kérdések': HUNGARIAN.faq,
  ászf: HUNGARIAN.terms,
  aszf: HUNGARIAN.terms,
  visszaküldés: HUNGARIAN.returns,
  visszakuldes: HUNGARIAN.returns,
  'szállítási díj': HUNGARIAN.shipping,
  'szallitasi dij': HUNGARIAN.shipping,
  'fizetési módok': HUNGARIAN.payment,
  katalógus: HUNGARIAN.catalogue,
  hírlevél: NEWSLETTER,
  hirlevel: NEWSLETTER,
  ajándékkártya: HUNGARIAN.giftCard,
  ajandekkartya: HUNGARIAN.giftCard,
  üzletek: STORE_FINDER,
  'üzletek budapest': storeFinderSearch('Budapest'),
  kapcsolat: CONTACT,
  'törzsvásárlói kártya': HUNGARIAN.loyaltyCard,
  kosár: CART,
  kosar: CART,
  rendeléseim: ORDERS,
  kiárusítás: OUTLET,
};

/** Turkey's sale category takes the place of the outlet. */
const TR_SALE = '/categories/indirim';

const TR_TABLE: KeywordRedirectTable = {
  'müşteri hizmetleri': TURKISH.service,
  'musteri hizmetleri': TURKISH.service,
  yardım: TURKISH.help,
  yardim: TURKISH.help,
  sss: TURKISH.faq,
  iade: TURKISH.returns,
  'kargo ücreti': TURKISH.shipping,
  'kargo ucreti': TURKISH.shipping,
  kargo: TURKISH.shipping,
  'ödeme seçenekleri': TURKISH.payment,
  katalog: TURKISH.catalogue,
  'e-bülten': TR_NEWSLETTER,
  bülten: TR_NEWSLETTER,
  'hediye kartı': TURKISH.giftCard,
  'hediye karti': TURKISH.giftCard,
  mağazalar: STORE_FINDER,
  magazalar: STORE_FINDER,
  'mağazalar istanbul': storeFinderSearch('İstanbul'),
  iletişim: CONTACT,
  iletisim: CONTACT,
  'müşteri kartı': TURKISH.loyaltyCard,
  'musteri karti': TURKISH.loyaltyCard,
  sepet: CART,
  siparişlerim: ORDERS,
  indirim: TR_SALE,
  outlet: TR_SALE,
};

/**
 * The keyword redirect tables (header-and-cart §2, "Keyword redirects"). The specs do not show
 * their contents; these are chosen: the typical terms of the spec in each language, with the
 * common spellings without diacritics. Every key is already in the normal form
 * `keywordRedirectTarget` looks up (trimmed, lower-cased in the site's locale).
 */
export const KEYWORD_REDIRECT_TABLES: Readonly<Record<KeywordTableName, KeywordRedirectTable>> = {
  DE: DE_TABLE,
  AT: AT_TABLE,
  CHDE: CHDE_TABLE,
  CHFR: CHFR_TABLE,
  PL: PL_TABLE,
  CZ: CZ_TABLE,
  SK: SK_TABLE,
  HU: HU_TABLE,
  TR: TR_TABLE,
};

// ---------------------------------------------------------------------------------------------
// Benefits
// ---------------------------------------------------------------------------------------------

/**
 * The newsletter discount (10 % everywhere, newsletter §1/§9) written as each language writes
 * it: a no-break space before the sign in de, fr, pl, cs and sk, none in hu, the sign first in
 * tr ("%10").
 */
const TEN_PERCENT = '10\u00a0%';
const TEN_PERCENT_HU = '10%';
const TEN_PERCENT_TR = '%10';

function freeShipping(amount: number, href: string): DefaultBenefit {
  return { type: 'FREE_SHIPPING', message: 'benefits.freeShipping', params: { amount }, href };
}

function newsletterDiscount(percent: string, href: string = NEWSLETTER): DefaultBenefit {
  return {
    type: 'NEWSLETTER_SIGNUP',
    message: 'benefits.newsletterDiscount',
    params: { percent },
    href,
  };
}

const STORE_PICKUP: DefaultBenefit = {
  type: 'CROSS_CHANNEL',
  message: 'benefits.storePickup',
  params: {},
  href: STORE_FINDER,
};

function service(href: string): DefaultBenefit {
  return { type: 'SERVICE', message: 'benefits.service', params: {}, href };
}

function returns(count: number, unit: ReturnPeriod['unit'], href: string): DefaultBenefit {
  const message = unit === 'days' ? 'benefits.returnsDays' : 'benefits.returnsMonths';
  return { type: 'SERVICE', message, params: { count }, href };
}

// ---------------------------------------------------------------------------------------------
// App links
// ---------------------------------------------------------------------------------------------

/**
 * Placeholder app identifiers: the specs show an app install banner but not the apps' store
 * entries. Replace these two constants with the published app's ids.
 */
const APP_STORE_APP = 'shop/id0000000000';
const GOOGLE_PLAY_APP_ID = 'com.example.shop';

function appLinks(storeCountry: string, language: string): AppLinks {
  return {
    appStore: `https://apps.apple.com/${storeCountry}/app/${APP_STORE_APP}`,
    googlePlay: `https://play.google.com/store/apps/details?id=${GOOGLE_PLAY_APP_ID}&hl=${language}`,
  };
}

// ---------------------------------------------------------------------------------------------
// The sites
// ---------------------------------------------------------------------------------------------

export const SITE_CONTENT: Readonly<Record<SiteCode, SiteContent>> = {
  DE: {
    links: siteLinks(GERMAN, { sampleNewsletter: '/c/newsletter-beispiel' }),
    defaultBenefits: [
      freeShipping(20, GERMAN.shipping),
      newsletterDiscount(TEN_PERCENT),
      STORE_PICKUP,
      service(GERMAN.service),
    ],
    keywordTableName: 'DE',
    keywordRedirects: DE_TABLE,
    footerFacts: {
      freeShippingFrom: 20,
      returnPeriod: { amount: 30, unit: 'days' },
      everyEleventhCoffeeFree: false,
    },
    minimumAge: 16,
    appLinks: appLinks('de', 'de'),
  },
  AT: {
    links: siteLinks(GERMAN, { sampleNewsletter: '/c/newsletter-beispiel' }),
    defaultBenefits: [
      freeShipping(20, GERMAN.shipping),
      newsletterDiscount(TEN_PERCENT),
      STORE_PICKUP,
      service(GERMAN.service),
    ],
    keywordTableName: 'AT',
    keywordRedirects: AT_TABLE,
    footerFacts: {
      freeShippingFrom: 20,
      returnPeriod: { amount: 14, unit: 'days' },
      everyEleventhCoffeeFree: false,
    },
    minimumAge: 16,
    appLinks: appLinks('at', 'de'),
  },
  CH: {
    links: siteLinks(GERMAN),
    defaultBenefits: [
      freeShipping(30, GERMAN.shipping),
      newsletterDiscount(TEN_PERCENT),
      returns(3, 'months', GERMAN.returns),
      STORE_PICKUP,
    ],
    keywordTableName: 'CHDE',
    keywordRedirects: CHDE_TABLE,
    footerFacts: {
      freeShippingFrom: 30,
      returnPeriod: { amount: 3, unit: 'months' },
      everyEleventhCoffeeFree: false,
    },
    minimumAge: 16,
    appLinks: appLinks('ch', 'de'),
  },
  CH_FR: {
    links: siteLinks(FRENCH),
    defaultBenefits: [
      freeShipping(30, FRENCH.shipping),
      newsletterDiscount(TEN_PERCENT),
      returns(3, 'months', FRENCH.returns),
      STORE_PICKUP,
    ],
    keywordTableName: 'CHFR',
    keywordRedirects: CHFR_TABLE,
    footerFacts: {
      freeShippingFrom: 30,
      returnPeriod: { amount: 3, unit: 'months' },
      everyEleventhCoffeeFree: false,
    },
    minimumAge: 16,
    appLinks: appLinks('ch', 'fr'),
  },
  PL: {
    links: siteLinks(POLISH),
    defaultBenefits: [
      freeShipping(100, POLISH.shipping),
      newsletterDiscount(TEN_PERCENT),
      returns(30, 'days', POLISH.returns),
      STORE_PICKUP,
    ],
    keywordTableName: 'PL',
    keywordRedirects: PL_TABLE,
    footerFacts: {
      freeShippingFrom: 100,
      returnPeriod: { amount: 30, unit: 'days' },
      everyEleventhCoffeeFree: false,
    },
    minimumAge: 16,
    appLinks: appLinks('pl', 'pl'),
  },
  CZ: {
    links: siteLinks(CZECH),
    defaultBenefits: [
      freeShipping(999, CZECH.shipping),
      newsletterDiscount(TEN_PERCENT),
      STORE_PICKUP,
      service(CZECH.service),
    ],
    keywordTableName: 'CZ',
    keywordRedirects: CZ_TABLE,
    footerFacts: {
      freeShippingFrom: 999,
      freeShippingWithLoyaltyCard: 499,
      returnPeriod: { amount: 30, unit: 'days' },
      everyEleventhCoffeeFree: true,
    },
    minimumAge: 18,
    appLinks: appLinks('cz', 'cs'),
  },
  HU: {
    links: siteLinks(HUNGARIAN, { sampleNewsletter: '/c/hirlevel-minta' }),
    defaultBenefits: [
      newsletterDiscount(TEN_PERCENT_HU),
      returns(30, 'days', HUNGARIAN.returns),
      STORE_PICKUP,
      service(HUNGARIAN.service),
    ],
    keywordTableName: 'HU',
    keywordRedirects: HU_TABLE,
    footerFacts: {
      returnPeriod: { amount: 30, unit: 'days' },
      everyEleventhCoffeeFree: false,
    },
    minimumAge: 16,
    appLinks: appLinks('hu', 'hu'),
  },
  SK: {
    links: siteLinks(SLOVAK),
    defaultBenefits: [
      freeShipping(40, SLOVAK.shipping),
      newsletterDiscount(TEN_PERCENT),
      STORE_PICKUP,
      service(SLOVAK.service),
    ],
    keywordTableName: 'SK',
    keywordRedirects: SK_TABLE,
    footerFacts: {
      freeShippingFrom: 40,
      freeShippingWithLoyaltyCard: 20,
      returnPeriod: { amount: 30, unit: 'days' },
      everyEleventhCoffeeFree: true,
    },
    minimumAge: 18,
    appLinks: appLinks('sk', 'sk'),
  },
  TR: {
    links: siteLinks(TURKISH, {
      newsletter: TR_NEWSLETTER,
      contact: '/c/kisisel-pazarlama-acik-riza-metni',
      trNewsletterInfo: '/c/e-bulten-bilgilendirme',
      trElectronicMessageConsent: '/c/ticari-elektronik-ileti-onayi',
    }),
    defaultBenefits: [
      {
        type: 'FREE_SHIPPING',
        message: 'benefits.freeShippingCoffee',
        params: { amount: 175 },
        href: TURKISH.shipping,
      },
      newsletterDiscount(TEN_PERCENT_TR, TR_NEWSLETTER),
      STORE_PICKUP,
      service(TURKISH.service),
    ],
    keywordTableName: 'TR',
    keywordRedirects: TR_TABLE,
    footerFacts: {
      freeShippingFrom: 1000,
      returnPeriod: { amount: 90, unit: 'days' },
      serviceHours: { days: 'daily', from: '09:00', to: '19:00' },
      everyEleventhCoffeeFree: false,
    },
    minimumAge: 16,
    appLinks: appLinks('tr', 'tr'),
  },
};

// ---------------------------------------------------------------------------------------------
// Keyword lookup
// ---------------------------------------------------------------------------------------------

/**
 * The form a typed term is compared in: leading and trailing white space removed (`trim`, which
 * includes no-break spaces), then lower-cased with the site's locale (`toLocaleLowerCase`), so
 * Turkish "İADE" becomes "iade" and "KARGO" becomes "kargo" only where the locale says so.
 * Nothing else is normalised: inner spaces, punctuation, diacritics and Unicode normal form
 * stay as typed.
 */
export function normaliseKeyword(site: SiteCode, term: string): string {
  return term.trim().toLocaleLowerCase(SITES[site].locale);
}

/**
 * The redirect target for a submitted search term, or undefined when the term is not in the
 * site's table (header-and-cart §5: "checked against the site's keyword table (exact match)").
 * "Exact match" means: the term in the form `normaliseKeyword` gives equals a table key. A term
 * with extra words ("versandkosten schweiz") does not match "versandkosten".
 */
export function keywordRedirectTarget(site: SiteCode, term: string): string | undefined {
  const table = SITE_CONTENT[site].keywordRedirects;
  const key = normaliseKeyword(site, term);
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
