/**
 * The keyword redirect tables of the search (header-and-cart §2, §5): a submitted term that
 * matches a table key exactly goes straight to its page instead of the results. The table names
 * are the spec's (CH uses CHDE, CH_FR uses CHFR); their contents are chosen, in each language.
 */
import { SITES, type SiteCode } from '../sites';
import {
  BEAN_ACCOUNT,
  CART,
  CONTACT,
  CZECH,
  FRENCH,
  GERMAN,
  HUNGARIAN,
  NEWSLETTER,
  ORDERS,
  OUTLET,
  POLISH,
  SCOUT,
  SIGNUP,
  SLOVAK,
  STORE_FINDER,
  TR_NEWSLETTER,
  TURKISH,
  storeFinderSearch,
  type ServicePaths,
} from './paths';

/** Maps a typed search term (lower-case, in the site's language) to a path or an https URL. */
export type KeywordRedirectTable = Readonly<Record<string, string>>;

/** The names of the keyword tables (header-and-cart §2): CH uses CHDE, CH_FR uses CHFR. */
export type KeywordTableName = 'DE' | 'AT' | 'CHDE' | 'CHFR' | 'PL' | 'CZ' | 'SK' | 'HU' | 'TR';

/**
 * Parcel tracking is the carriers' own page, outside the shop: the tables' absolute addresses
 * (header-and-cart §2: "paths or absolute external URLs").
 */
const PARCEL_TRACKING = {
  DE: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html',
  AT: 'https://www.post.at/s/sendungssuche',
  PL: 'https://inpost.pl/sledzenie-przesylek',
} as const;

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
  sendungsverfolgung: PARCEL_TRACKING.DE,
};

const AT_TABLE: KeywordRedirectTable = {
  ...germanTerms(GERMAN),
  einkaufswagen: CART,
  abverkauf: OUTLET,
  registrieren: SIGNUP,
  bohnenkonto: BEAN_ACCOUNT,
  'filialen wien': storeFinderSearch('Wien'),
  sendungsverfolgung: PARCEL_TRACKING.AT,
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
  'śledzenie przesyłki': PARCEL_TRACKING.PL,
  'sledzenie przesylki': PARCEL_TRACKING.PL,
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

/** Which table each site's search uses. */
export const KEYWORD_TABLE_NAMES: Readonly<Record<SiteCode, KeywordTableName>> = {
  DE: 'DE',
  AT: 'AT',
  CH: 'CHDE',
  CH_FR: 'CHFR',
  PL: 'PL',
  CZ: 'CZ',
  HU: 'HU',
  SK: 'SK',
  TR: 'TR',
};

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

/** Reports a table entry that was refused; the default writes a console error. */
export type KeywordProblemReporter = (message: string) => void;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Whether a keyword target may be visited: a path on the shop (`/c/service`, one leading slash)
 * or an absolute http(s) address. Anything else (`javascript:`, `//host`, `mailto:`, a bare
 * word) is refused.
 */
export function isKeywordTarget(target: unknown): target is string {
  if (typeof target !== 'string' || target !== target.trim() || CONTROL_CHARACTERS.test(target)) {
    return false;
  }
  if (target.startsWith('/')) return !target.startsWith('//') && !target.startsWith('/\\');
  try {
    const url = new URL(target);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A table as it is read: every entry whose target is not a path or an http(s) address is left
 * out, each with one report naming the table, the term and the target.
 */
export function checkKeywordTable(
  name: string,
  table: KeywordRedirectTable,
  report: KeywordProblemReporter = (message) => console.error(`shop-elements: ${message}`),
): KeywordRedirectTable {
  const checked: Record<string, string> = {};
  for (const [term, target] of Object.entries(table)) {
    if (isKeywordTarget(target)) checked[term] = target;
    else {
      report(
        `the keyword table ${name} sends ${JSON.stringify(term)} to ${JSON.stringify(target)}, which is neither a path nor an http(s) address; the entry is ignored.`,
      );
    }
  }
  return checked;
}

const checkedTables = new Map<KeywordTableName, KeywordRedirectTable>();

/** A site's keyword table, checked the first time it is read. */
export function keywordTableOf(site: SiteCode): KeywordRedirectTable {
  const name = KEYWORD_TABLE_NAMES[site];
  let table = checkedTables.get(name);
  if (!table) {
    table = checkKeywordTable(name, KEYWORD_REDIRECT_TABLES[name]);
    checkedTables.set(name, table);
  }
  return table;
}

/**
 * The redirect target for a submitted search term, or undefined when the term is not in the
 * site's table (header-and-cart §5: "checked against the site's keyword table (exact match)").
 * "Exact match" means: the term in the form `normaliseKeyword` gives equals a table key. A term
 * with extra words ("versandkosten schweiz") does not match "versandkosten".
 */
export function keywordRedirectTarget(site: SiteCode, term: string): string | undefined {
  const table = keywordTableOf(site);
  const key = normaliseKeyword(site, term);
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
