import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reading a cart', () => {
  it('given only a count, fills the missing lists and makes up no total', () => {
    expect(parseCart({ numberOfArticles: 2 })).toEqual({
      numberOfArticles: 2,
      ...EMPTY_LISTS,
    });
  });

  it('given entries with only the fields the spec shows (ids, quantity), keeps every line with what it has', () => {
    const warn = vi.spyOn(console, 'warn');
    const cart = parseCart({
      numberOfArticles: 6,
      articles: [{ productId: '100001', tcm: 't1', quantity: { quantity: 2 } }],
      freeArticles: [
        { productId: '100002', tcm: 't2', campaignId: 'c', quantity: { quantity: 1 } },
      ],
      giftCards: [{ article: { productId: '100003', tcm: 't3', quantity: { quantity: 1 } } }],
      partnerProducts: [{ partnerProductId: 'p1', totalQuantity: 1 }],
      subscriptions: [{ subscriptionConfigurationId: 's1' }],
    });
    expect(cart).toEqual({
      ...EMPTY_LISTS,
      numberOfArticles: 6,
      articles: [
        {
          productId: '100001',
          tcm: 't1',
          quantity: { quantity: 2 },
          availability: 'AVAILABLE',
          imageUrl: '',
          productUrl: '',
        },
      ],
      freeArticles: [
        {
          productId: '100002',
          tcm: 't2',
          campaignId: 'c',
          quantity: { quantity: 1 },
          imageUrl: '',
          productUrl: '',
        },
      ],
      giftCards: [
        {
          article: {
            productId: '100003',
            tcm: 't3',
            quantity: { quantity: 1 },
            imageUrl: '',
            productUrl: '',
          },
        },
      ],
      partnerProducts: [{ partnerProductId: 'p1', totalQuantity: 1, imageUrl: '', productUrl: '' }],
      subscriptions: [{ subscriptionConfigurationId: 's1', imageUrl: '' }],
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('given a name or price in a shape it cannot read, keeps the line without it and names the field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cart = parseCart({
      numberOfArticles: 1,
      articles: [
        { productId: '1', tcm: 't', quantity: { quantity: 1 }, name: {}, price: 'gratis' },
      ],
    });
    expect(cart?.articles[0]).not.toHaveProperty('name');
    expect(cart?.articles[0]).not.toHaveProperty('price');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('articles[0].name, articles[0].price');
  });

  it('reads counts and totals given as numeric strings, as some services send them', () => {
    expect(parseCart({ numberOfArticles: '3', totalPrice: '12.5' })).toMatchObject({
      numberOfArticles: 3,
      totalPrice: 12.5,
    });
  });

  it('given a missing list, reads it as empty', () => {
    expect(parseCart({ numberOfArticles: 0, articles: null })).toMatchObject({ articles: [] });
  });

  it('reads voucher codes field by field and leaves out one without its discount', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      parseCart({
        numberOfArticles: 0,
        vouchers: [{ code: 'A' }, { code: 'KAFFEE10', name: '10 %', discount: 10 }],
      }),
    ).toMatchObject({ vouchers: [{ code: 'KAFFEE10', name: '10 %', discount: 10 }] });
  });

  it('keeps no field it does not know', () => {
    expect(parseCart({ numberOfArticles: 0, secret: 'x' })).not.toHaveProperty('secret');
  });

  it.each([
    ['not an object', [1]],
    ['no count', { articles: [] }],
    ['a null count', { numberOfArticles: null }],
    ['a negative count', { numberOfArticles: -1 }],
    ['a count that is not whole', { numberOfArticles: 1.5 }],
  ])('given %s, reads no cart and tells the developer', (_case, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseCart(value)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([
    ['a list that is not a list', { numberOfArticles: 1, articles: {} }, 'articles'],
    [
      'a list entry that is not an object',
      { numberOfArticles: 1, giftCards: ['card'] },
      'giftCards',
    ],
  ] as const)(
    'given %s, reads the cart without it and tells the developer',
    (_case, value, list) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(parseCart(value)?.[list]).toEqual([]);
      expect(warn).toHaveBeenCalledOnce();
    },
  );
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
    vi.spyOn(console, 'warn').mockImplementation(() => {});
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
