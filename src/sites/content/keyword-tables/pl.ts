/** The Polish keyword table: PL. */
import {
  CART,
  CONTACT,
  NEWSLETTER,
  ORDERS,
  OUTLET,
  POLISH,
  STORE_FINDER,
  storeFinderSearch,
} from '../paths';
import type { KeywordRedirectTable } from '../keyword-redirects';

/**
 * Parcel tracking is the carrier's own page, outside the shop: an absolute address
 * (header-and-cart §2: "paths or absolute external URLs").
 */
const PARCEL_TRACKING = 'https://inpost.pl/sledzenie-przesylek';

export const PL_TABLE: KeywordRedirectTable = {
  'śledzenie przesyłki': PARCEL_TRACKING,
  'sledzenie przesylki': PARCEL_TRACKING,
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
