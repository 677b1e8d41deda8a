import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '../../../src/cart/cart-persistence';
import { followOtherTabs } from '../../../src/cart/tab-sync';
import { cartOf, resetCarts } from '../../fake-backend/cart-state';

let events: EventTarget;

/** What the browser sends this tab when another tab writes local storage. */
function otherTabWrites(key: string | null, newValue: string | null) {
  events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
}

beforeEach(() => {
  resetCarts('filled');
  events = new EventTarget();
});

describe('following the other tabs', () => {
  it('when another tab saves a cart, hears that cart', () => {
    const onCart = vi.fn();
    followOtherTabs(events, onCart);
    otherTabWrites(CART_STORAGE_KEY, JSON.stringify(cartOf('DE')));
    expect(onCart).toHaveBeenCalledExactlyOnceWith(cartOf('DE'));
  });

  it('when another tab removes the cart, hears that there is none', () => {
    const onCart = vi.fn();
    followOtherTabs(events, onCart);
    otherTabWrites(CART_STORAGE_KEY, null);
    expect(onCart).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('given something that is not a cart, hears that there is none', () => {
    const onCart = vi.fn();
    followOtherTabs(events, onCart);
    otherTabWrites(CART_STORAGE_KEY, JSON.stringify({ articles: 'none' }));
    expect(onCart).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('given corrupt JSON, other keys or a cleared storage, hears nothing and throws nothing', () => {
    const onCart = vi.fn();
    followOtherTabs(events, onCart);
    otherTabWrites(CART_STORAGE_KEY, '{kaputt');
    otherTabWrites('wishlist', JSON.stringify(cartOf('DE')));
    otherTabWrites(null, null);
    expect(onCart).not.toHaveBeenCalled();
  });

  it('after unsubscribing, hears nothing more', () => {
    const onCart = vi.fn();
    const stop = followOtherTabs(events, onCart);
    stop();
    otherTabWrites(CART_STORAGE_KEY, JSON.stringify(cartOf('DE')));
    expect(onCart).not.toHaveBeenCalled();
  });
});
