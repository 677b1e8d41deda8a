/** The Turkish keyword table: TR. */
import {
  CART,
  CONTACT,
  ORDERS,
  STORE_FINDER,
  TR_NEWSLETTER,
  TURKISH,
  storeFinderSearch,
} from '../paths';
import type { KeywordRedirectTable } from '../keyword-redirects';

/** Turkey's sale category takes the place of the outlet. */
const TR_SALE = '/categories/indirim';

export const TR_TABLE: KeywordRedirectTable = {
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
