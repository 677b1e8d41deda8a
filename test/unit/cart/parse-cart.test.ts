import { describe, expect, it } from 'vitest';
import { parseCart, parseCartChangeAnswer, parseCartError } from '../../../src/cart/parse-cart';

const EMPTY_LISTS = {
  articles: [],
  freeArticles: [],
  giftCards: [],
  partnerProducts: [],
  subscriptions: [],
  defectiveArticles: [],
  defectiveGiftCards: [],
  defectivePartnerProducts: [],
  defectiveSubscriptions: [],
};

describe('reading a cart', () => {
  it('given only a count, fills the missing lists and the total', () => {
    expect(parseCart({ numberOfArticles: 2 })).toEqual({
      numberOfArticles: 2,
      ...EMPTY_LISTS,
      totalPrice: 0,
    });
  });

  it('reads counts and totals leniently, as it always has (numeric strings, null as 0)', () => {
    expect(parseCart({ numberOfArticles: '3', totalPrice: '12.5' })).toMatchObject({
      numberOfArticles: 3,
      totalPrice: 12.5,
    });
    expect(parseCart({ numberOfArticles: null, articles: null })).toMatchObject({
      numberOfArticles: 0,
      articles: [],
    });
  });

  it('keeps fields it does not know', () => {
    expect(parseCart({ numberOfArticles: 0, vouchers: [{ code: 'A' }] })).toMatchObject({
      vouchers: [{ code: 'A' }],
    });
  });

  it.each([
    ['not an object', [1]],
    ['no count', { articles: [] }],
    ['a negative count', { numberOfArticles: -1 }],
    ['a list that is not a list', { numberOfArticles: 1, articles: {} }],
    ['a list entry that is not an object', { numberOfArticles: 1, giftCards: [{}, 'card'] }],
  ])('given %s, reads no cart', (_case, value) => {
    expect(parseCart(value)).toBeUndefined();
  });
});

describe('reading a change’s answer', () => {
  it('given a cart and an added product, reads both; a missing quantity counts as 1', () => {
    expect(
      parseCartChangeAnswer({ cart: { numberOfArticles: 1 }, addedProduct: { productId: 'p' } }),
    ).toMatchObject({
      cart: { numberOfArticles: 1 },
      addedProduct: { productId: 'p', quantity: 1 },
    });
  });

  it('given an added product without an id, reads only the cart; without a cart, nothing', () => {
    expect(
      parseCartChangeAnswer({ cart: { numberOfArticles: 1 }, addedProduct: { quantity: 2 } }),
    ).not.toHaveProperty('addedProduct');
    expect(parseCartChangeAnswer({ addedProduct: { productId: 'p' } })).toBeUndefined();
    expect(parseCartChangeAnswer('kaputt')).toBeUndefined();
  });
});

describe('reading a cart error', () => {
  it('given a known code with its limit, reads both', () => {
    expect(parseCartError({ error: 'CART_LIMIT', limit: '50' })).toEqual({
      error: 'CART_LIMIT',
      limit: 50,
    });
  });

  it('given an unknown code or no body, reads UNKNOWN; a limit that is no number is left out', () => {
    expect(parseCartError({ error: 'TEAPOT' })).toEqual({ error: 'UNKNOWN' });
    expect(parseCartError('kaputt')).toEqual({ error: 'UNKNOWN' });
    expect(parseCartError({ error: 'ITEM_LIMIT', limit: 'many' })).toEqual({ error: 'ITEM_LIMIT' });
  });
});
