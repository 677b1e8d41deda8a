/**
 * The addresses every site shares and the content paths of each language's service pages. The
 * shared paths are the spec's (header-and-cart §2, newsletter-footer §2.1); the localized slugs
 * are chosen, written in each language, and used by the links, the keyword tables and the
 * default benefits alike.
 */
import type { SiteCode } from '../sites';

export const HOME = '/';
export const CART = '/service/cartfrontend/cart';
export const STORE_FINDER = '/service/storefinder/search';
export const USER_MENU = '/usermenu';
export const NEWSLETTER = '/subscribenewsletter';
/** Chosen: Turkey has its own newsletter page; every other site uses '/subscribenewsletter'. */
export const TR_NEWSLETTER = '/e-bulten';
export const PRIVACY = '/privacy';
export const CONTACT = '/contact';
export const ORDERS = '/orders';
export const SIGNUP = '/signup';
export const BEAN_ACCOUNT = '/beanaccount';
export const SCOUT = '/scout';
export const OUTLET = '/categories/outlet';

/** A store-finder search for a place, as keyword targets use it. */
export function storeFinderSearch(searchTerm: string): string {
  return `${STORE_FINDER}?searchTerm=${encodeURIComponent(searchTerm)}`;
}

/** The content paths of one language's service pages (chosen slugs, written in the language). */
export interface ServicePaths {
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

export const GERMAN: ServicePaths = {
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

export const FRENCH: ServicePaths = {
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

export const POLISH: ServicePaths = {
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

export const CZECH: ServicePaths = {
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

export const SLOVAK: ServicePaths = {
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

export const HUNGARIAN: ServicePaths = {
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

export const TURKISH: ServicePaths = {
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

/** Which language's service pages each site links to. */
export const SERVICE_PATHS: Readonly<Record<SiteCode, ServicePaths>> = {
  DE: GERMAN,
  AT: GERMAN,
  CH: GERMAN,
  CH_FR: FRENCH,
  PL: POLISH,
  CZ: CZECH,
  HU: HUNGARIAN,
  SK: SLOVAK,
  TR: TURKISH,
};
