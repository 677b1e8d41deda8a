/**
 * The cart kept in local storage (`cart`, header-and-cart §9), so the next page shows the count
 * before the network answers. A stored cart passes the same parser as the service's answers
 * (an older version, another script or the shopper may have written it); a stored value that is
 * not a cart reads as none.
 */
import { isRecord } from '../services/decoding/json-decoding';
import { createSafeStorage, type SafeStorage } from '../services/browser/local-storage';
import type { Cart } from '../services/wire/cart';
import { parseCart } from './parse-cart';

/** Local-storage key of the cart (spec §9). */
export const CART_STORAGE_KEY = 'cart';

export interface CartPersistence {
  read(): Cart | undefined;
  /** Saves the cart, or forgets the saved one when there is none. */
  save(cart: Cart | undefined): void;
}

export function createCartPersistence(storage: SafeStorage = createSafeStorage()): CartPersistence {
  return {
    read() {
      const stored = storage.read(CART_STORAGE_KEY, isRecord);
      return stored === undefined ? undefined : parseCart(stored, 'local storage');
    },
    save(cart) {
      if (cart) storage.write(CART_STORAGE_KEY, cart);
      else storage.remove(CART_STORAGE_KEY);
    },
  };
}
