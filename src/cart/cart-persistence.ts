/**
 * The cart kept in local storage (`cart`, header-and-cart §9), so the next page shows the count
 * before the network answers. A stored value that is not a cart reads as none.
 */
import { createSafeStorage, type SafeStorage } from '../services/browser/local-storage';
import type { Cart } from '../services/wire/cart';
import { isCartLike, parseCart } from './parse-cart';

/** Local-storage key of the cart (spec §9). */
export const CART_STORAGE_KEY = 'cart';

export interface CartPersistence {
  read(): Cart | undefined;
  /** Saves the cart, or forgets the saved one when there is none. */
  save(cart: Cart | undefined): void;
}

export function createCartPersistence(storage: SafeStorage = createSafeStorage()): CartPersistence {
  return {
    read: () => parseCart(storage.read(CART_STORAGE_KEY, isCartLike)),
    save(cart) {
      if (cart) storage.write(CART_STORAGE_KEY, cart);
      else storage.remove(CART_STORAGE_KEY);
    },
  };
}
