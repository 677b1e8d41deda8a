import { pageSingleton } from '../page-runtime/page-singleton';
import { createCartStore, type CartStore } from './cart-store';

/**
 * The page's one cart (the contract's `cart` export). It starts on first use, so importing the
 * package has no side effects, and a second copy of the bundle finds the same cart.
 */
export const cart: CartStore = {
  getSnapshot: () => pageCart().getSnapshot(),
  subscribe: (listener) => pageCart().subscribe(listener),
  load: () => pageCart().load(),
  reload: (options) => pageCart().reload(options),
  change: (change) => pageCart().change(change),
  restore: (key) => pageCart().restore(key),
  removeVoucher: (code) => pageCart().removeVoucher(code),
  modify: (change) => pageCart().modify(change),
  dismissError: () => pageCart().dismissError(),
};

function pageCart(): CartStore {
  return pageSingleton('cart', () => createCartStore());
}
