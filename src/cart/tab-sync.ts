/**
 * Carts saved by the page's other tabs: the browser tells every other tab through a `storage`
 * event when one tab writes the cart's key.
 */
import { parseJsonText } from '../services/decoding/json-decoding';
import type { Cart } from '../services/wire/cart';
import { CART_STORAGE_KEY } from './cart-persistence';
import { parseCart } from './parse-cart';

/**
 * Calls `onCart` with the cart another tab saved, or undefined when it removed it or saved
 * something that is not a cart. Corrupt JSON is ignored. Returns the unsubscribe function.
 */
export function followOtherTabs(
  events: EventTarget,
  onCart: (cart: Cart | undefined) => void,
): () => void {
  const listener = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key !== CART_STORAGE_KEY) return;
    if (newValue === null) {
      onCart(undefined);
      return;
    }
    const parsed = parseJsonText(newValue);
    if (parsed.ok) onCart(parseCart(parsed.value, 'another tab'));
  };
  events.addEventListener('storage', listener);
  return () => events.removeEventListener('storage', listener);
}
