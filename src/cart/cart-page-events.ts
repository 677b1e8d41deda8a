/**
 * The cart's page-wide events (the contract's "Events"): `cart-data-changed` tells the page the
 * item count changed; `cart-trigger-update` from the page asks the cart to reload. Other tabs'
 * saves come as `storage` events (`tab-sync.ts`).
 */
import type { Cart } from '../services/wire/cart';
import { followOtherTabs } from './tab-sync';

export const CART_DATA_CHANGED_EVENT = 'cart-data-changed';
export const CART_TRIGGER_UPDATE_EVENT = 'cart-trigger-update';

export interface CartDataChangedDetail {
  itemCount: number;
}

/**
 * A function to call with the count on screen after every update: it sends `cart-data-changed`
 * when the count differs from the last one sent (or, at first, from `initialCount`). `undefined`
 * means the count is not known yet (no saved cart, no answer): nothing is sent, so a page never
 * hears a 0 that the first answer then contradicts.
 */
export function itemCountAnnouncer(
  events: EventTarget,
  initialCount: number | undefined,
): (itemCount: number | undefined) => void {
  let announced = initialCount;
  return (itemCount) => {
    if (itemCount === undefined || itemCount === announced) return;
    announced = itemCount;
    events.dispatchEvent(
      new CustomEvent<CartDataChangedDetail>(CART_DATA_CHANGED_EVENT, { detail: { itemCount } }),
    );
  };
}

/** Calls `onTrigger` whenever the page sends `cart-trigger-update`; returns the unsubscribe. */
export function onCartTriggerUpdate(events: EventTarget, onTrigger: () => void): () => void {
  events.addEventListener(CART_TRIGGER_UPDATE_EVENT, onTrigger);
  return () => events.removeEventListener(CART_TRIGGER_UPDATE_EVENT, onTrigger);
}

/** Follows the page's cart triggers and other tabs' saves; returns the function that stops. */
export function followPage(
  events: EventTarget,
  on: { onTrigger: () => void; onOtherTab: (cart: Cart | undefined) => void },
): () => void {
  const stops = [onCartTriggerUpdate(events, on.onTrigger), followOtherTabs(events, on.onOtherTab)];
  return () => stops.forEach((stop) => stop());
}
