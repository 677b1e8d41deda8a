/**
 * What the cart's subscribers see: the server's last cart with every change still waiting
 * applied on top, plus the load and change state around it. Derived, never stored twice.
 */
import type { Cart, CartError, CartErrorCode } from '../services/wire/cart';
import { canCheckout } from './cart-rules';
import { applyChange, type CartWrite, type RemovedItem } from './optimistic-change';

export interface RecentlyDeleted {
  key: string;
  removed: RemovedItem;
  deletedAt: number;
}

/**
 * A failed change's error; a failed removal of a gift card or voucher code has a message of its
 * own (header-and-cart §8), so the error says which it was.
 */
export type CartSetError = CartError & { failedRemoval?: 'giftCard' | 'voucher' };

/** A change's outcome, as the elements hear it. */
export type ChangeOutcome =
  | { ok: true; status: 200 | 304; addedProduct?: { productId: string; quantity: number } }
  | { ok: false; error: CartError };

export function failedRemovalOf(change: CartWrite): CartSetError['failedRemoval'] {
  if ('removeVoucher' in change) return 'voucher';
  if ('setGiftCard' in change && !change.setGiftCard.set) return 'giftCard';
  return undefined;
}

export interface CartSnapshot {
  /** The cart on screen: the server's with waiting changes applied; undefined when unknown. */
  cart: Cart | undefined;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** A load or change is under way. */
  busy: boolean;
  /** Why the cart could not be read. */
  getError: CartErrorCode | undefined;
  /** Why the last change failed, shown for 7.5 s. */
  setError: CartSetError | undefined;
  recentlyDeleted: readonly RecentlyDeleted[];
  itemCount: number;
  canCheckout: boolean;
}

/** What the store knows for sure; the snapshot adds the changes still waiting. */
export interface CartState {
  /** The server's last cart (or the saved one, or another tab's). */
  confirmed: Cart | undefined;
  status: CartSnapshot['status'];
  getError: CartErrorCode | undefined;
  setError: CartSetError | undefined;
  recentlyDeleted: readonly RecentlyDeleted[];
}

/** The state before the service has been asked: the saved cart, if any, and nothing else. */
export function idleState(confirmed: Cart | undefined): CartState {
  return {
    confirmed,
    status: 'idle',
    getError: undefined,
    setError: undefined,
    recentlyDeleted: [],
  };
}

/** A change not yet confirmed, and the removed item it puts back when it is a restoration. */
export interface WaitingWrite {
  change: CartWrite;
  restoring?: RemovedItem;
}

/** The cart on screen: every waiting write applied, in order, to the confirmed cart. */
export function displayedCart(
  confirmed: Cart | undefined,
  waiting: readonly WaitingWrite[],
): Cart | undefined {
  let cart = confirmed;
  for (const { change, restoring } of waiting) {
    if (cart) cart = applyChange(cart, change, restoring).cart;
  }
  return cart;
}

/** `busy`: a load or change is under way (loads count although they add no write). */
export function snapshotOf(
  state: CartState,
  waiting: readonly WaitingWrite[],
  busy: boolean,
): CartSnapshot {
  const cart = displayedCart(state.confirmed, waiting);
  const { status, getError, setError, recentlyDeleted } = state;
  return {
    cart,
    status,
    busy,
    getError,
    setError,
    recentlyDeleted,
    itemCount: cart?.numberOfArticles ?? 0,
    canCheckout: canCheckout({ cart, busy, hasSetError: setError !== undefined }),
  };
}

/**
 * The item count to tell the page: known once there is a cart (saved, another tab's, the
 * service's) or the service has answered; before that the snapshot's 0 only means "not known yet".
 */
export function knownItemCount(snapshot: CartSnapshot): number | undefined {
  const { cart, status, itemCount } = snapshot;
  return cart !== undefined || status === 'loaded' || status === 'failed' ? itemCount : undefined;
}
