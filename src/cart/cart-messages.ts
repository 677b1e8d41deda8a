import type { Translator } from '../i18n/translator';
import type { CartError } from '../services/wire/cart';

type FailedChange = CartError & { failedRemoval?: 'giftCard' | 'voucher' };

const LIMIT_CODES = new Set(['CART_LIMIT', 'ITEM_LIMIT', 'AVAILABILITY_LIMIT']);

/**
 * The shopper's message for a cart error (header-and-cart §8): "get" when the cart could not be
 * read, "set" when a change failed. A limit error without its limit says the generic message,
 * because "at most … pieces" needs the number.
 */
export function cartErrorMessage(
  translator: Translator,
  phase: 'get' | 'set',
  error: FailedChange,
): string {
  if (phase === 'set' && LIMIT_CODES.has(error.error) && error.limit !== undefined) {
    return translator.plural(
      `cart.error.set.${error.error as 'CART_LIMIT' | 'ITEM_LIMIT' | 'AVAILABILITY_LIMIT'}`,
      error.limit,
    );
  }
  // A failed removal of a gift card or voucher code says to wait and retry (spec §8).
  if (phase === 'set' && error.failedRemoval === 'giftCard') {
    return translator.t('cart.giftCardRemovalFailed');
  }
  if (phase === 'set' && error.failedRemoval === 'voucher') {
    return translator.t('cart.voucherRemovalFailed');
  }
  // The five technical codes (UNKNOWN, CARTSTORAGE_UNAVAILABLE, PRODUCTDATA_UNAVAILABLE,
  // PRICE_UNAVAILABLE, NOT_MODIFIED), any code the spec does not name, and a limit without its
  // number all say the one technical message of the phase (spec §8).
  return translator.t(`cart.error.${phase}.technical`);
}
