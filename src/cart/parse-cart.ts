/**
 * Reads cart answers and stored carts defensively: the service, another tab and local storage
 * are all outside this library's control. A cart missing its essentials reads as undefined.
 */
import {
  CART_ERROR_CODES,
  type Cart,
  type CartError,
  type CartErrorCode,
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseCart(value: unknown): Cart | undefined {
  if (!isRecord(value)) return undefined;
  const count = Number(value.numberOfArticles);
  if (!Number.isFinite(count) || count < 0) return undefined;
  const cart: Record<string, unknown> = { ...value, numberOfArticles: count };
  for (const list of LISTS) {
    const entries = value[list];
    if (entries === undefined || entries === null) cart[list] = [];
    else if (Array.isArray(entries) && entries.every(isRecord)) cart[list] = entries;
    else return undefined;
  }
  const total = Number(value.totalPrice);
  cart.totalPrice = Number.isFinite(total) ? total : 0;
  return cart as unknown as Cart;
}

export function isCartErrorCode(value: unknown): value is CartErrorCode {
  return typeof value === 'string' && (CART_ERROR_CODES as readonly string[]).includes(value);
}

/** The error of a failed cart answer; UNKNOWN when the body names none (spec §4). */
export function parseCartError(body: unknown): CartError {
  if (!isRecord(body) || !isCartErrorCode(body.error)) return { error: 'UNKNOWN' };
  const limit = Number(body.limit);
  return Number.isFinite(limit) && limit >= 0
    ? { error: body.error, limit }
    : { error: body.error };
}
