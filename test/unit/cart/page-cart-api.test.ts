import { afterEach, describe, expect, it, vi } from 'vitest';
import { cart as pageScriptCart } from '../../../src/cart/page-cart-api';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';

afterEach(() => forgetPageSingleton('cart'));

describe('the cart API of page scripts', () => {
  it('before anything uses the cart, says so: no cart, nothing to check out, no calls', () => {
    expect(pageScriptCart.getSnapshot()).toMatchObject({
      cart: undefined,
      status: 'idle',
      itemCount: 0,
      canCheckout: false,
    });
  });

  it('given a subscriber, loads the cart store and tells it once the store is there', async () => {
    const listener = vi.fn();
    const unsubscribe = pageScriptCart.subscribe(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    const { cart: elementsCart } = await import('../../../src/cart/page-cart');
    // The elements' cart and the page script's cart are the page's one cart.
    expect(pageScriptCart.getSnapshot()).toBe(elementsCart.getSnapshot());
    unsubscribe();
  });

  it('given a subscriber that left before the store was there, never calls it', async () => {
    const listener = vi.fn();
    pageScriptCart.subscribe(listener)();
    await import('../../../src/cart/page-cart');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listener).not.toHaveBeenCalled();
  });
});
