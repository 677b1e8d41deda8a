import { pageSingleton } from '../page-runtime/page-singleton';
import { idleState, snapshotOf, type CartSnapshot } from './cart-snapshot';
import type { CartStore } from './cart-facade';
import { createCartStore } from './cart-store';
import { facadeAtOnce } from './public-cart-store';

/**
 * The cart a server renders (it never knows the shopper's): none yet. Hydration renders it first,
 * so the HTML matches, and the shopper's cart right after.
 */
const VISITOR_CART: CartSnapshot = snapshotOf(idleState(undefined), [], false);

/**
 * The page's one cart (the contract's `cart` export). It starts on first use, so importing the
 * package has no side effects, and a second copy of the bundle finds the same cart.
 */
export const cart: CartStore & { getServerSnapshot(): CartSnapshot } = {
  ...facadeAtOnce(pageCart),
  getServerSnapshot: () => VISITOR_CART,
};

function pageCart(): CartStore {
  return pageSingleton('cart', () => createCartStore());
}

/**
 * The one start of the page's cart (header-and-cart §7): its first read, once per page. The
 * elements that show the cart start it as they connect, beside their code: `<shop-cart-link>`,
 * `<shop-mini-cart>` (their declarations load this chunk for it) and `<shop-header>`, which
 * holds both (`startHeaderData`). Later starts find the cart loaded.
 */
export function startPageCart(): void {
  void cart.load();
}
