import { pageSingleton } from '../page-runtime/page-singleton';
import { snapshotOf, type CartSnapshot } from './cart-snapshot';
import { createCartStore, type CartStore } from './cart-store';

/**
 * The cart a server renders (it never knows the shopper's): none yet. Hydration renders it first,
 * so the HTML matches, and the shopper's cart right after.
 */
const VISITOR_CART: CartSnapshot = snapshotOf(
  {
    confirmed: undefined,
    status: 'idle',
    getError: undefined,
    setError: undefined,
    recentlyDeleted: [],
  },
  [],
  false,
);

/**
 * The page's one cart (the contract's `cart` export). It starts on first use, so importing the
 * package has no side effects, and a second copy of the bundle finds the same cart.
 */
export const cart: CartStore & { getServerSnapshot(): CartSnapshot } = {
  getSnapshot: () => pageCart().getSnapshot(),
  getServerSnapshot: () => VISITOR_CART,
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
