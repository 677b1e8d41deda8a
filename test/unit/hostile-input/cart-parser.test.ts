import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createCartPersistence, CART_STORAGE_KEY } from '../../../src/cart/cart-persistence';
import { parseCart, parseCartChangeAnswer } from '../../../src/cart/parse-cart';
import { createSafeStorage } from '../../../src/services/browser/local-storage';
import type { Cart } from '../../../src/services/wire/cart';
import { cartOf, resetCarts } from '../../fake-backend/cart-state';
import { SAFE_LINK_URLS, SCRIPT_URL_PAYLOADS } from '../../support/xss-payloads';

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  resetCarts('defective');
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The fake service's German cart with every kind of line, live and defective. */
const serviceCart = (): Cart => structuredClone(cartOf('DE'));

/** What a shopper's lines are called, per list, so a test can say which lines remain. */
const names = (cart: Cart | undefined) => ({
  articles: cart?.articles.map((item) => item.name),
  freeArticles: cart?.freeArticles.map((item) => item.name),
  giftCards: cart?.giftCards.map((item) => item.article.name),
  partnerProducts: cart?.partnerProducts.map((item) => item.name),
  subscriptions: cart?.subscriptions.map((item) => item.name),
});

/** The stored carts, verbatim. */
const STORED_WITH_NULL_QUANTITY =
  '{"numberOfArticles":2,"articles":[{"productId":"100001","quantity":null},{"productId":"100002","quantity":2}]}';
const STORED_WITH_EMPTY_ENTRIES =
  '{"numberOfArticles":4,"articles":[{}],"freeArticles":[{}],"giftCards":[{}],"partnerProducts":[{}],"subscriptions":[{}]}';

describe('hostile input › the cart parser', () => {
  describe('given a service cart whose first article has quantity: null', () => {
    it('it leaves that article out, shows the rest of the cart unchanged and warns once', () => {
      const answer = serviceCart();
      const [broken, ...others] = answer.articles;
      (broken as unknown as { quantity: unknown }).quantity = null;
      const cart = parseCart(answer);
      expect(cart).toEqual({ ...serviceCart(), articles: others });
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]?.[0]).toContain('articles[0] (quantity)');
    });
  });

  describe.each([
    ['an article', (cart: Cart) => cart.articles[0]],
    ['a free article', (cart: Cart) => cart.freeArticles[0]],
    ['a gift card', (cart: Cart) => cart.giftCards[0]?.article],
    ['a partner product', (cart: Cart) => cart.partnerProducts[0]],
    ['a defective article', (cart: Cart) => cart.defectiveArticles[0]],
    ['a defective partner product', (cart: Cart) => cart.defectivePartnerProducts[0]],
  ] as const)('given %s whose productUrl is a script address', (_kind, lineOf) => {
    it.each(SCRIPT_URL_PAYLOADS)('given %j › it keeps the line without its link', (url) => {
      const answer = serviceCart();
      lineOf(answer)!.productUrl = url;
      const cart = parseCart(answer)!;
      expect(lineOf(cart)?.productUrl).toBe('');
      expect(lineOf(cart)?.name).toBe(lineOf(serviceCart())?.name);
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]?.[0]).toMatch(/productUrl/);
    });

    it.each(SAFE_LINK_URLS)('given %j instead › it keeps the link as given', (url) => {
      const answer = serviceCart();
      lineOf(answer)!.productUrl = url;
      expect(lineOf(parseCart(answer)!)?.productUrl).toBe(url);
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('given pictures with script addresses', () => {
    it('it keeps the lines without their pictures and warns once for all of them', () => {
      const answer = serviceCart();
      answer.articles[0]!.imageUrl = 'javascript:alert(1)';
      answer.subscriptions[0]!.imageUrl = 'data:image/svg+xml,<svg onload="alert(1)"/>';
      const cart = parseCart(answer)!;
      expect(cart.articles[0]?.imageUrl).toBe('');
      expect(cart.subscriptions[0]?.imageUrl).toBe('');
      expect(names(cart)).toEqual(names(serviceCart()));
      expect(warn).toHaveBeenCalledOnce();
    });
  });

  describe.each([
    ['quantity: null', { quantity: null }],
    ['quantity: {}', { quantity: {} }],
    ['a negative quantity', { quantity: { quantity: -1 } }],
    ['a quantity that is not whole', { quantity: { quantity: 1.5 } }],
    ['a quantity that is text', { quantity: { quantity: 'zwei' } }],
    ['no product id', { productId: undefined }],
    ['a product id that is an object', { productId: { toString: 'x' } }],
  ])('given an article with %s', (_case, patch) => {
    it('it leaves that article out and shows the others', () => {
      const answer = serviceCart();
      Object.assign(answer.articles[1]!, patch);
      const cart = parseCart(answer);
      expect(cart?.articles.map((item) => item.productId)).toEqual(
        serviceCart()
          .articles.filter((_, index) => index !== 1)
          .map((item) => item.productId),
      );
      expect(cart?.giftCards).toEqual(serviceCart().giftCards);
      expect(warn).toHaveBeenCalledOnce();
    });
  });

  describe.each([
    ['no name', { name: undefined }, 'name'],
    ['a price that is not a number', { price: 'gratis' }, 'price'],
  ] as const)(
    'given an article with %s (a field the spec does not show)',
    (_case, patch, field) => {
      it('it keeps the article without that field and every other line', () => {
        const answer = serviceCart();
        Object.assign(answer.articles[1]!, patch);
        const cart = parseCart(answer);
        expect(cart?.articles.map((item) => item.productId)).toEqual(
          serviceCart().articles.map((item) => item.productId),
        );
        expect(cart?.articles[1]).not.toHaveProperty(field);
      });
    },
  );

  describe('given a gift card without its article, a partner product without its quantity and a subscription without its id', () => {
    it('it leaves those three out and keeps every other line', () => {
      const answer = serviceCart() as unknown as Record<string, Record<string, unknown>[]>;
      delete answer.giftCards![0]!.article;
      delete answer.partnerProducts![0]!.totalQuantity;
      delete answer.subscriptions![0]!.subscriptionConfigurationId;
      const cart = parseCart(answer);
      expect(names(cart)).toEqual({
        ...names(serviceCart()),
        giftCards: [],
        partnerProducts: [],
        subscriptions: [],
      });
      expect(cart?.defectiveGiftCards).toEqual(serviceCart().defectiveGiftCards);
      expect(warn).toHaveBeenCalledOnce();
    });
  });

  describe('given the answer of a change whose cart has an article with quantity: null', () => {
    it('it reads the change with the rest of the cart, so the change is not lost', () => {
      const cart = serviceCart();
      (cart.articles[0] as unknown as { quantity: unknown }).quantity = null;
      const answer = parseCartChangeAnswer({
        cart,
        addedProduct: { productId: 'fake-capsules-1', quantity: 1 },
      });
      expect(answer?.cart.articles.map((item) => item.productId)).toEqual([
        'fake-capsules-1',
        'fake-sweater-1',
      ]);
      expect(answer?.addedProduct).toEqual({ productId: 'fake-capsules-1', quantity: 1 });
    });
  });

  describe.each([
    ['articles with quantity: null and a bare quantity', STORED_WITH_NULL_QUANTITY, 2],
    ['an empty object in every list', STORED_WITH_EMPTY_ENTRIES, 4],
  ])('given a stored cart with %s (issue 17)', (_case, stored, count) => {
    it('it reads the cart with its count, leaves the entries out and warns once', () => {
      localStorage.setItem(CART_STORAGE_KEY, stored);
      const cart = createCartPersistence(createSafeStorage(localStorage)).read();
      expect(cart?.numberOfArticles).toBe(count);
      expect(names(cart)).toEqual({
        articles: [],
        freeArticles: [],
        giftCards: [],
        partnerProducts: [],
        subscriptions: [],
      });
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]?.[0]).toContain('local storage');
    });
  });

  describe('given values of any shape', () => {
    it.each([
      null,
      undefined,
      'cart',
      42,
      [],
      { numberOfArticles: {} },
      { numberOfArticles: 1, articles: 'none', giftCards: [null, 1, 'x', []] },
      { numberOfArticles: 1, articles: [{ quantity: { quantity: { quantity: 1 } } }] },
      { numberOfArticles: 1, giftCards: [{ article: null }, { article: [] }] },
      JSON.parse('{"numberOfArticles":1,"articles":[{"__proto__":{"quantity":{"quantity":1}}}]}'),
      { numberOfArticles: 1, vouchers: 'KAFFEE10' },
    ])('given %j › it never throws', (value) => {
      expect(() => parseCart(value)).not.toThrow();
      expect(() => parseCartChangeAnswer({ cart: value })).not.toThrow();
    });
  });
});
