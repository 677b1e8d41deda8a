/**
 * The German keyword tables: DE, AT and CHDE (CH), which share the German service paths and
 * most terms.
 */
import {
  BEAN_ACCOUNT,
  CART,
  CONTACT,
  GERMAN,
  NEWSLETTER,
  ORDERS,
  OUTLET,
  SCOUT,
  SIGNUP,
  STORE_FINDER,
  storeFinderSearch,
  type ServicePaths,
} from '../paths';
import type { KeywordRedirectTable } from '../keyword-redirects';

/**
 * Parcel tracking is the carriers' own page, outside the shop: the tables' absolute addresses
 * (header-and-cart §2: "paths or absolute external URLs").
 */
const PARCEL_TRACKING = {
  DE: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html',
  AT: 'https://www.post.at/s/sendungssuche',
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

export const DE_TABLE: KeywordRedirectTable = {
  ...germanTerms(GERMAN),
  registrieren: SIGNUP,
  bohnenkonto: BEAN_ACCOUNT,
  scout: SCOUT,
  'filialen berlin': storeFinderSearch('Berlin'),
  sendungsverfolgung: PARCEL_TRACKING.DE,
};

export const AT_TABLE: KeywordRedirectTable = {
  ...germanTerms(GERMAN),
  einkaufswagen: CART,
  abverkauf: OUTLET,
  registrieren: SIGNUP,
  bohnenkonto: BEAN_ACCOUNT,
  'filialen wien': storeFinderSearch('Wien'),
  sendungsverfolgung: PARCEL_TRACKING.AT,
};

export const CHDE_TABLE: KeywordRedirectTable = {
  ...germanTerms(GERMAN),
  rückgaberecht: GERMAN.returns,
  rückgabe: GERMAN.returns,
  einkaufswagen: CART,
  registrieren: SIGNUP,
  'filialen zürich': storeFinderSearch('Zürich'),
};
