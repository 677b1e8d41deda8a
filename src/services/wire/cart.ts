/** Cart service answers (header-and-cart §3). Fields marked "chosen" are not in the spec. */

export const AVAILABILITIES = ['AVAILABLE', 'LOW_STOCK', 'NOT_AVAILABLE', 'SOLDOUT'] as const;

export type Availability = (typeof AVAILABILITIES)[number];

export interface Quantity {
  quantity: number;
}

/**
 * Chosen: what a mini cart shows of a product beyond the spec's ids. None of it is in the spec,
 * so an answer may lack any of it: the line then shows what it has (decision 38).
 */
export interface ProductDisplay {
  /** Absent: the line is named by its number (`cart.productNumber`). */
  name?: string;
  /** e.g. "Größe M", "500 g". */
  variant?: string;
  /** `''` when the answer gave none or one that `safeUrl` refuses: the line shows no picture. */
  imageUrl: string;
  /** Unit price in the site's currency, in major units (12.9 = 12,90 €); absent: no price shows. */
  price?: number;
  /** Unit price before a reduction, when reduced. */
  originalPrice?: number;
  /** `''` when the answer gave none or one that `safeUrl` refuses: the name shows as text. */
  productUrl: string;
}

export interface CartArticle extends ProductDisplay {
  productId: string;
  tcm: string;
  quantity: Quantity;
  availability: Availability;
}

export interface CartFreeArticle extends ProductDisplay {
  productId: string;
  tcm: string;
  campaignId: string;
  quantity: Quantity;
}

export interface CartGiftCard {
  article: { productId: string; tcm: string; quantity: Quantity } & ProductDisplay;
  /** Chosen: the card's value in major units; absent: no price shows. */
  value?: number;
}

export interface CartPartnerProduct extends ProductDisplay {
  partnerProductId: string;
  totalQuantity: number;
  /** Chosen: the partner selling it; absent: no partner tag shows. */
  partnerName?: string;
}

export interface CartSubscription {
  subscriptionConfigurationId: string;
  /** Chosen: e.g. "Kaffee-Abo, alle 4 Wochen"; absent: named by its number. */
  name?: string;
  imageUrl: string;
  /** Absent: no price shows. */
  price?: number;
}

/** Chosen: a voucher code applied to the cart, with the amount it takes off. */
export interface CartVoucher {
  code: string;
  /** What the voucher gives, in the site's language, e.g. "10 % auf Kaffee". */
  name: string;
  /** Amount taken off the total, in major units. */
  discount: number;
}

export interface Cart {
  numberOfArticles: number;
  articles: CartArticle[];
  freeArticles: CartFreeArticle[];
  giftCards: CartGiftCard[];
  partnerProducts: CartPartnerProduct[];
  subscriptions: CartSubscription[];
  defectiveArticles: CartArticle[];
  defectiveGiftCards: CartGiftCard[];
  defectivePartnerProducts: CartPartnerProduct[];
  defectiveSubscriptions: CartSubscription[];
  /** Chosen: the sum to pay in major units, vouchers deducted; absent: no total shows. */
  totalPrice?: number;
  /** Chosen: voucher codes applied to the cart (absent on carts without any). */
  vouchers?: CartVoucher[];
}

export type CartChange =
  | { setArticle: { productId: string; tcm: string; quantity: number } }
  | { setFreeArticle: { productId: string; campaignId: string; remove: boolean } }
  | { setGiftCard: { productId: string; tcm: string; set: boolean } }
  | { setPartnerProduct: { partnerProductId: string; set: boolean } }
  | { deleteSubscription: { subscriptionId: string } };

/**
 * Removing a voucher code: the spec's "other cart write", a PUT to the cart with a JSON body
 * whose path and payload it does not show; this library sends `{ removeVoucher: { code } }` to
 * the cart's path.
 */
export interface CartVoucherRemoval {
  removeVoucher: { code: string };
}

/** A cart change's answer: the new cart and, after an addition, what was added. */
export interface CartChangeAnswer {
  cart: Cart;
  addedProduct?: { productId: string; quantity: number };
}

export const CART_ERROR_CODES = [
  'UNKNOWN',
  'CARTSTORAGE_UNAVAILABLE',
  'PRODUCTDATA_UNAVAILABLE',
  'PRICE_UNAVAILABLE',
  'NOT_MODIFIED',
  'CART_LIMIT',
  'ITEM_LIMIT',
  'AVAILABILITY_LIMIT',
] as const;

export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

/** The body of a non-2xx cart answer. */
export interface CartError {
  error: CartErrorCode;
  limit?: number;
}
