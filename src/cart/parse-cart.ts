/**
 * Reads cart answers and stored carts defensively: the service, another tab and local storage
 * are all outside this library's control. A cart missing its essentials reads as undefined.
 */
import {
  isRecord,
  readList,
  readOneOf,
  readString,
  type JsonRecord,
} from '../services/decoding/json-decoding';
import {
  CART_ERROR_CODES,
  type Cart,
  type CartChangeAnswer,
  type CartError,
} from '../services/wire/cart';

const LISTS = [
  'articles',
  'freeArticles',
  'giftCards',
  'partnerProducts',
  'subscriptions',
  'defectiveArticles',
  'defectiveGiftCards',
  'defectivePartnerProducts',
  'defectiveSubscriptions',
] as const;

/**
 * Numbers as the cart has always read them, with `Number()` (so `null` is 0 and `"3"` is 3):
 * a stricter field-by-field cart parser is a later step, and until then the cart accepts what
 * it accepted before.
 */
function lenientNumber(value: unknown): number {
  return Number(value);
}

/** The entries of a list when every one is an object; undefined when anything does not fit. */
function readRecordList(value: unknown): JsonRecord[] | undefined {
  let complete = true;
  const entries = readList(
    value,
    (entry) => (isRecord(entry) ? entry : undefined),
    () => (complete = false),
  );
  return complete ? entries : undefined;
}

export function parseCart(value: unknown): Cart | undefined {
  if (!isRecord(value)) return undefined;
  const count = lenientNumber(value.numberOfArticles);
  if (!Number.isFinite(count) || count < 0) return undefined;
  const cart: Record<string, unknown> = { ...value, numberOfArticles: count };
  for (const list of LISTS) {
    const entries = readRecordList(value[list]);
    if (!entries) return undefined;
    cart[list] = entries;
  }
  const total = lenientNumber(value.totalPrice);
  cart.totalPrice = Number.isFinite(total) ? total : 0;
  return cart as unknown as Cart;
}

/** A guard for readers that take one (local storage): whether `parseCart` reads the value. */
export function isCartLike(value: unknown): value is Cart {
  return parseCart(value) !== undefined;
}

/** A change's answer: the new cart and, after an addition, what was added; else undefined. */
export function parseCartChangeAnswer(value: unknown): CartChangeAnswer | undefined {
  const answer = isRecord(value) ? value : undefined;
  const cart = parseCart(answer?.cart);
  if (!cart) return undefined;
  const added = isRecord(answer?.addedProduct) ? answer.addedProduct : undefined;
  const productId = readString(added?.productId);
  if (productId === undefined) return { cart };
  return { cart, addedProduct: { productId, quantity: lenientNumber(added?.quantity) || 1 } };
}

/** The error of a failed cart answer; UNKNOWN when the body names none (spec §4). */
export function parseCartError(body: unknown): CartError {
  if (!isRecord(body)) return { error: 'UNKNOWN' };
  const error = readOneOf(body.error, CART_ERROR_CODES);
  if (error === undefined) return { error: 'UNKNOWN' };
  const limit = lenientNumber(body.limit);
  return Number.isFinite(limit) && limit >= 0 ? { error, limit } : { error };
}
