import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, createCartPersistence } from '../../../src/cart/cart-persistence';
import { createSafeStorage } from '../../../src/services/browser/local-storage';
import { cartOf, resetCarts } from '../../fake-backend/cart-state';

const persistence = () => createCartPersistence(createSafeStorage(window.localStorage));

beforeEach(() => {
  resetCarts('filled');
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the saved cart', () => {
  it('when a cart is saved, the next page reads it back under the key "cart"', () => {
    persistence().save(cartOf('DE'));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual(cartOf('DE'));
    expect(persistence().read()).toEqual(cartOf('DE'));
  });

  it('when there is no cart any more, forgets the saved one', () => {
    persistence().save(cartOf('DE'));
    persistence().save(undefined);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(persistence().read()).toBeUndefined();
  });

  it('given stored data that is not a cart, reads none and tells the developer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ numberOfArticles: -1 }));
    expect(persistence().read()).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('given corrupt JSON, reads none without an exception', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, '{"numberOfArticles": 3');
    expect(persistence().read()).toBeUndefined();
  });

  it('given a browser that refuses local storage, keeps the cart for this page', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const saved = createCartPersistence(createSafeStorage(undefined));
    saved.save(cartOf('DE'));
    expect(saved.read()).toEqual(cartOf('DE'));
  });
});
