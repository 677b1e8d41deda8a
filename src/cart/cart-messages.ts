import type { Translator } from '../i18n/translator';
import type { CartError } from '../services/wire/cart';

const LIMIT_CODES = new Set(['CART_LIMIT', 'ITEM_LIMIT', 'AVAILABILITY_LIMIT']);

/**
 * The shopper's message for a cart error (header-and-cart §8): "get" when the cart could not be
 * read, "set" when a change failed. A limit error without its limit says the generic message,
 * because "at most … pieces" needs the number.
 */
export function cartErrorMessage(
  translator: Translator,
  phase: 'get' | 'set',
  error: CartError,
): string {
  if (phase === 'set' && LIMIT_CODES.has(error.error) && error.limit !== undefined) {
    return translator.plural(
      `cart.error.set.${error.error as 'CART_LIMIT' | 'ITEM_LIMIT' | 'AVAILABILITY_LIMIT'}`,
      error.limit,
    );
  }
  const code = LIMIT_CODES.has(error.error) ? 'UNKNOWN' : error.error;
  return translator.t(
    `cart.error.${phase}.${code as 'UNKNOWN' | 'CARTSTORAGE_UNAVAILABLE' | 'PRODUCTDATA_UNAVAILABLE' | 'PRICE_UNAVAILABLE' | 'NOT_MODIFIED'}`,
  );
}
