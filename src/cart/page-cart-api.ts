/**
 * The contract's `cart` export for page scripts. The cart store's code is loaded on first use,
 * so a page without cart elements (a footer-only page) never downloads it; the cart elements
 * create the same page cart (`page-cart.ts`) and this API then speaks to it.
 */
import { existingPageSingleton } from '../page-runtime/page-singleton';
import type { CartSnapshot } from './cart-snapshot';
import { cartFacade, type CartStore } from './cart-facade';

/** Before the store's code is there: nothing known yet, nothing to check out. */
const NOT_STARTED: CartSnapshot = {
  cart: undefined,
  status: 'idle',
  busy: false,
  getError: undefined,
  setError: undefined,
  recentlyDeleted: [],
  itemCount: 0,
  canCheckout: false,
};

let storeLoad: Promise<CartStore> | undefined;

/** Loads the cart store's code once and gives the page's one cart. */
function pageCartStore(): Promise<CartStore> {
  return (storeLoad ??= import('./page-cart').then(({ cart }) => cart));
}

export const cart: CartStore = cartFacade((call) => pageCartStore().then(call), {
  getSnapshot: () => existingPageSingleton<CartStore>('cart')?.getSnapshot() ?? NOT_STARTED,
  subscribe(listener) {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void pageCartStore().then((store) => {
      if (!active) return;
      unsubscribe = store.subscribe(listener);
      // The snapshot changed from "not started" to the store's own.
      listener();
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  },
});
