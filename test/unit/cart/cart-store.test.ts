import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CART_DATA_CHANGED_EVENT,
  CART_STORAGE_KEY,
  CART_TRIGGER_UPDATE_EVENT,
  RECENTLY_DELETED_HOLD_MS,
  SET_ERROR_DISPLAY_MS,
  createCartStore,
  type StoppableCartStore,
} from '../../../src/cart/cart-store';
import { cartErrorMessage } from '../../../src/cart/cart-messages';
import { loadTranslator } from '../../../src/i18n/translator';
import { createSafeStorage } from '../../../src/services/browser/local-storage';
import type { Cart } from '../../../src/services/wire/cart';
import { cartOf, resetCarts } from '../../fake-backend/cart-state';
import { fakeCartService, type FakeCartService } from './fake-cart-service';

let service: FakeCartService;
let events: EventTarget;

function storeWith(options: { storage?: Storage } = {}): StoppableCartStore {
  return createCartStore({
    api: () => service.api,
    storage: createSafeStorage(options.storage ?? window.localStorage),
    events,
  });
}

const settle = () => vi.waitFor(() => expect(service.requests.length).toBeGreaterThan(0));

function article(cart: Cart | undefined, productId: string) {
  return cart?.articles.find((item) => item.productId === productId);
}

beforeEach(() => {
  resetCarts('filled');
  localStorage.clear();
  service = fakeCartService();
  events = new EventTarget();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete document.documentElement.dataset.shopSite;
});

describe('the cart store', () => {
  describe('loading', () => {
    it('given a cart saved by an earlier page, shows it before the network answers', () => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cartOf('DE')));
      expect(storeWith().getSnapshot().itemCount).toBe(cartOf('DE').numberOfArticles);
    });

    it('given a corrupt saved cart, starts empty without an exception', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      localStorage.setItem(CART_STORAGE_KEY, '{"numberOfArticles": 3');
      expect(storeWith().getSnapshot().cart).toBeUndefined();
    });

    it('loads the cart with the long-term token and saves every cart it gets', async () => {
      document.cookie = 'LongtermToken=lt-123';
      const store = storeWith();
      await store.load();
      expect(store.getSnapshot()).toMatchObject({ status: 'loaded', itemCount: 9, busy: false });
      expect(service.requests[0]).toMatchObject({
        path: '/service/cart/api/cart',
        headers: { 'X-LongtermToken': 'lt-123' },
      });
      expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').numberOfArticles).toBe(9);
      document.cookie = 'LongtermToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    });

    it('given a non-2xx answer, sets the cart to none and records a get error', async () => {
      service.api.request = vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          kind: 'response' as const,
          status: 503,
          body: { error: 'PRICE_UNAVAILABLE' },
        }),
      ) as never;
      const store = storeWith();
      await store.load();
      expect(store.getSnapshot()).toMatchObject({
        cart: undefined,
        status: 'failed',
        getError: 'PRICE_UNAVAILABLE',
      });
    });

    it('given a network failure, records UNKNOWN', async () => {
      service.api.request = vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          kind: 'fetch' as const,
          failure: 'network' as const,
          error: new Error('x'),
        }),
      ) as never;
      const store = storeWith();
      await store.load();
      expect(store.getSnapshot().getError).toBe('UNKNOWN');
    });

    it('when the page sends cart-trigger-update, reloads with forceReload=true', async () => {
      const store = storeWith();
      store.getSnapshot();
      events.dispatchEvent(new Event('cart-trigger-update'));
      await settle();
      expect(service.requests[0]?.query).toEqual({ forceReload: true });
      await vi.waitFor(() => expect(store.getSnapshot().status).toBe('loaded'));
    });

    it('is busy while loading', async () => {
      const store = storeWith();
      const loading = store.load();
      expect(store.getSnapshot().busy).toBe(true);
      await loading;
      expect(store.getSnapshot().busy).toBe(false);
    });
  });

  describe('cart-data-changed', () => {
    it('is sent with itemCount whenever the count changes, and only then', async () => {
      const counts: number[] = [];
      events.addEventListener('cart-data-changed', (event) =>
        counts.push((event as CustomEvent).detail.itemCount),
      );
      const store = storeWith();
      await store.load();
      await store.change({
        setArticle: { productId: 'fake-coffee-1', tcm: 'tcm-coffee-1', quantity: 3 },
      });
      await store.reload();
      expect(counts).toEqual([9, 10]);
    });

    it('given no saved cart, is not sent before the count is known, then once with it', async () => {
      const counts: number[] = [];
      events.addEventListener('cart-data-changed', (event) =>
        counts.push((event as CustomEvent).detail.itemCount),
      );
      const store = storeWith();
      expect(store.getSnapshot().itemCount).toBe(0);
      const loading = store.load();
      expect(counts).toEqual([]);
      await loading;
      expect(counts).toEqual([9]);
    });

    it('given no saved cart and an empty one on the service, sends 0 once it has answered', async () => {
      resetCarts('empty');
      const counts: number[] = [];
      events.addEventListener('cart-data-changed', (event) =>
        counts.push((event as CustomEvent).detail.itemCount),
      );
      const store = storeWith();
      store.getSnapshot();
      expect(counts).toEqual([]);
      await store.load();
      expect(counts).toEqual([0]);
    });
  });

  describe('given a cart whose load failed', () => {
    describe('when a change succeeds', () => {
      it('it clears both errors', async () => {
        vi.mocked(service.api.request).mockImplementationOnce(
          () =>
            Promise.resolve({
              ok: false as const,
              kind: 'response' as const,
              status: 503,
              body: { error: 'PRICE_UNAVAILABLE' },
            }) as never,
        );
        const store = storeWith();
        await store.load();
        await store.change({ setArticle: { productId: 'fake-sweater-1', tcm: 'x', quantity: 4 } });
        expect(store.getSnapshot()).toMatchObject({
          getError: 'PRICE_UNAVAILABLE',
          setError: { error: 'AVAILABILITY_LIMIT', limit: 3 },
        });
        await store.change({
          setArticle: { productId: 'fake-coffee-1', tcm: 'tcm-coffee-1', quantity: 3 },
        });
        expect(store.getSnapshot()).toMatchObject({
          status: 'loaded',
          getError: undefined,
          setError: undefined,
          itemCount: 10,
        });
      });
    });
  });

  describe('given a cart with 3 articles', () => {
    it('when a quantity changes, shows it at once and then the server cart', async () => {
      const store = storeWith();
      await store.load();
      const saving = store.change({
        setArticle: { productId: 'fake-capsules-1', tcm: 'x', quantity: 5 },
      });
      expect(article(store.getSnapshot().cart, 'fake-capsules-1')?.quantity.quantity).toBe(5);
      expect(store.getSnapshot().busy).toBe(true);
      await saving;
      expect(store.getSnapshot().cart).toEqual(cartOf('DE'));
      expect(store.getSnapshot().busy).toBe(false);
    });

    it('when a change fails, it restores the previous cart and shows the error with its limit for 7.5 s', async () => {
      vi.useFakeTimers();
      const store = storeWith();
      await store.load();
      const before = store.getSnapshot().cart;
      const outcome = await store.change({
        setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity: 11 },
      });
      expect(outcome).toEqual({ ok: false, error: { error: 'ITEM_LIMIT', limit: 10 } });
      expect(store.getSnapshot().cart).toEqual(before);
      expect(store.getSnapshot().setError).toEqual({ error: 'ITEM_LIMIT', limit: 10 });
      vi.advanceTimersByTime(SET_ERROR_DISPLAY_MS - 1);
      expect(store.getSnapshot().setError).toBeDefined();
      vi.advanceTimersByTime(1);
      expect(store.getSnapshot().setError).toBeUndefined();
    });

    it('when a change fails without an error code, records UNKNOWN; the next success clears errors', async () => {
      const store = storeWith();
      await store.load();
      service.fates.push('lost-after-applying');
      await store.change({ setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity: 4 } });
      expect(store.getSnapshot().setError).toEqual({ error: 'UNKNOWN' });
      await vi.waitFor(() => expect(store.getSnapshot().busy).toBe(false));
      // The change did reach the service: the store asked again and shows it.
      expect(article(store.getSnapshot().cart, 'fake-coffee-1')?.quantity.quantity).toBe(4);
      await store.change({ setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity: 5 } });
      expect(store.getSnapshot().setError).toBeUndefined();
    });

    it('keeps get and set errors apart', async () => {
      const store = storeWith();
      await store.load();
      await store.change({ setArticle: { productId: 'fake-sweater-1', tcm: 'x', quantity: 4 } });
      expect(store.getSnapshot()).toMatchObject({
        getError: undefined,
        setError: { error: 'AVAILABILITY_LIMIT', limit: 3 },
      });
    });

    it('when an article is removed, shows it as recently deleted until the hold time ends', async () => {
      vi.useFakeTimers();
      const store = storeWith();
      await store.load();
      await store.change({ setArticle: { productId: 'fake-capsules-1', tcm: 'x', quantity: 0 } });
      expect(article(store.getSnapshot().cart, 'fake-capsules-1')).toBeUndefined();
      expect(store.getSnapshot().recentlyDeleted.map((entry) => entry.removed.kind)).toEqual([
        'article',
      ]);
      vi.advanceTimersByTime(RECENTLY_DELETED_HOLD_MS);
      expect(store.getSnapshot().recentlyDeleted).toEqual([]);
    });

    it('when a recently deleted article is restored, it comes back with its quantity', async () => {
      const store = storeWith();
      await store.load();
      await store.change({ setArticle: { productId: 'fake-capsules-1', tcm: 'x', quantity: 0 } });
      const [entry] = store.getSnapshot().recentlyDeleted;
      const restoring = store.restore(entry!.key);
      expect(article(store.getSnapshot().cart, 'fake-capsules-1')?.quantity.quantity).toBe(3);
      await restoring;
      expect(article(cartOf('DE'), 'fake-capsules-1')?.quantity.quantity).toBe(3);
      expect(store.getSnapshot().recentlyDeleted).toEqual([]);
    });

    it('when a gift card and a free article are removed, both can be restored', async () => {
      const store = storeWith();
      await store.load();
      const card = store.getSnapshot().cart!.giftCards[0]!;
      const free = store.getSnapshot().cart!.freeArticles[0]!;
      await store.change({
        setGiftCard: { productId: card.article.productId, tcm: card.article.tcm, set: false },
      });
      await store.change({
        setFreeArticle: { productId: free.productId, campaignId: free.campaignId, remove: true },
      });
      expect(store.getSnapshot().recentlyDeleted.map((entry) => entry.removed.kind)).toEqual([
        'giftCard',
        'freeArticle',
      ]);
      for (const entry of store.getSnapshot().recentlyDeleted) await store.restore(entry.key);
      expect(store.getSnapshot().cart?.giftCards).toHaveLength(1);
      expect(store.getSnapshot().cart?.freeArticles).toHaveLength(1);
    });

    it('when a removal fails, the article is back and no longer listed as deleted', async () => {
      const store = storeWith();
      await store.load();
      service.fates.push('server-error');
      await store.change({ setArticle: { productId: 'fake-capsules-1', tcm: 'x', quantity: 0 } });
      expect(article(store.getSnapshot().cart, 'fake-capsules-1')).toBeDefined();
      expect(store.getSnapshot().recentlyDeleted).toEqual([]);
      expect(store.getSnapshot().setError).toEqual({ error: 'CARTSTORAGE_UNAVAILABLE' });
    });

    it('when a subscription is deleted, the count drops by 1 at once', async () => {
      const store = storeWith();
      await store.load();
      const count = store.getSnapshot().itemCount;
      const id = store.getSnapshot().cart!.subscriptions[0]!.subscriptionConfigurationId;
      const deleting = store.change({ deleteSubscription: { subscriptionId: id } });
      expect(store.getSnapshot().itemCount).toBe(count - 1);
      await deleting;
      expect(store.getSnapshot().itemCount).toBe(count - 1);
    });

    it('when the shopper presses "+" five times fast, ends at the server’s final state with no stale number on the way', async () => {
      const store = storeWith();
      await store.load();
      const shown: number[] = [];
      store.subscribe(() =>
        shown.push(article(store.getSnapshot().cart, 'fake-coffee-1')!.quantity.quantity),
      );
      const presses = [3, 4, 5, 6, 7].map((quantity) =>
        store.change({ setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity } }),
      );
      await Promise.all(presses);
      expect(article(cartOf('DE'), 'fake-coffee-1')?.quantity.quantity).toBe(7);
      expect(store.getSnapshot().cart).toEqual(cartOf('DE'));
      // Never backwards: each number shown is at least the one before.
      expect(shown.every((quantity, index) => index === 0 || quantity >= shown[index - 1]!)).toBe(
        true,
      );
      // The waiting presses merged: one call for the first, one for the final quantity.
      expect(service.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
    });

    it('given a reload asked for while a change is under way, the change is not undone', async () => {
      const store = storeWith();
      await store.load();
      const saving = store.change({
        setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity: 6 },
      });
      const reloading = store.reload({ force: true });
      await Promise.all([saving, reloading]);
      expect(article(store.getSnapshot().cart, 'fake-coffee-1')?.quantity.quantity).toBe(6);
    });
  });

  describe('another tab', () => {
    it('when another tab saves a new cart, this tab shows it', async () => {
      const store = storeWith();
      await store.load();
      const other = { ...cartOf('DE'), numberOfArticles: 42 };
      events.dispatchEvent(
        Object.assign(new Event('storage'), {
          key: CART_STORAGE_KEY,
          newValue: JSON.stringify(other),
        }),
      );
      expect(store.getSnapshot().itemCount).toBe(42);
    });

    it('given corrupt data from another tab, keeps its cart', async () => {
      const store = storeWith();
      await store.load();
      events.dispatchEvent(
        Object.assign(new Event('storage'), { key: CART_STORAGE_KEY, newValue: '{kaputt' }),
      );
      expect(store.getSnapshot().itemCount).toBe(9);
    });
  });

  describe('given a store its page dropped (stopped)', () => {
    it('when another tab saves a cart or the page asks for an update, it neither follows nor tells the page', async () => {
      const store = storeWith();
      await store.load();
      const heard: number[] = [];
      events.addEventListener(CART_DATA_CHANGED_EVENT, (event) =>
        heard.push((event as CustomEvent<{ itemCount: number }>).detail.itemCount),
      );
      store.stop();
      const callsBefore = service.requests.length;
      events.dispatchEvent(
        Object.assign(new Event('storage'), {
          key: CART_STORAGE_KEY,
          newValue: JSON.stringify({ ...cartOf('DE'), numberOfArticles: 42 }),
        }),
      );
      events.dispatchEvent(new Event(CART_TRIGGER_UPDATE_EVENT));
      await store.change({ setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity: 5 } });
      expect(store.getSnapshot().itemCount).not.toBe(42);
      expect(service.requests).toHaveLength(callsBefore + 1);
      expect(heard).toEqual([]);
    });
  });

  describe('the checkout gate', () => {
    it('is open for a valid cart with nothing under way, closed while saving or with an unavailable article', async () => {
      const store = storeWith();
      await store.load();
      expect(store.getSnapshot().canCheckout).toBe(true);
      const saving = store.change({
        setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity: 1 },
      });
      expect(store.getSnapshot().canCheckout).toBe(false);
      await saving;
      expect(store.getSnapshot().canCheckout).toBe(true);
      const soldOut = structuredClone(cartOf('DE'));
      soldOut.articles[0]!.availability = 'SOLDOUT';
      events.dispatchEvent(
        Object.assign(new Event('storage'), {
          key: CART_STORAGE_KEY,
          newValue: JSON.stringify(soldOut),
        }),
      );
      expect(store.getSnapshot().canCheckout).toBe(false);
    });

    it('is closed while a change’s error shows', async () => {
      const store = storeWith();
      await store.load();
      await store.change({ setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity: 11 } });
      expect(store.getSnapshot().canCheckout).toBe(false);
    });
  });

  describe('cart.modify (the external call of spec §7)', () => {
    it('given 200, resolves to the added product', async () => {
      const store = storeWith();
      await store.load();
      await expect(
        store.modify({ setArticle: { productId: 'fake-pan-1', tcm: 'tcm-pan-1', quantity: 1 } }),
      ).resolves.toEqual({
        addedProduct: { productId: 'fake-pan-1', quantity: 1 },
      });
    });

    it('given 304, resolves to an empty object', async () => {
      const store = storeWith();
      await store.load();
      await expect(
        store.modify({ setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity: 2 } }),
      ).resolves.toEqual({});
    });

    it('given a limit, resolves to the translated message with the limit in the page’s language, never rejects', async () => {
      document.documentElement.dataset.shopSite = 'PL';
      const store = storeWith();
      await store.load();
      const result = await store.modify({
        setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity: 12 },
      });
      expect(result.error).toMatch(/10 sztuk/);
    });

    it('given a failure without a code, resolves to the unknown-error message', async () => {
      const store = storeWith();
      await store.load();
      service.fates.push('server-error');
      service.api.request = vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          kind: 'response' as const,
          status: 500,
          body: 'kaputt',
        }),
      ) as never;
      const result = await store.modify({
        setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity: 4 },
      });
      expect(result.error).toMatch(/technischen Gründen/);
    });
  });
});

describe('given a cart with defective items', () => {
  it('when each defective item is removed, it goes at once and the server agrees', async () => {
    resetCarts('defective');
    const store = storeWith();
    await store.load();
    const cart = store.getSnapshot().cart!;
    const article = cart.defectiveArticles[0]!;
    const card = cart.defectiveGiftCards[0]!;
    const partner = cart.defectivePartnerProducts[0]!;
    const subscription = cart.defectiveSubscriptions[0]!;
    const removals = [
      store.change({ setArticle: { productId: article.productId, tcm: article.tcm, quantity: 0 } }),
      store.change({
        setGiftCard: { productId: card.article.productId, tcm: card.article.tcm, set: false },
      }),
      store.change({
        setPartnerProduct: { partnerProductId: partner.partnerProductId, set: false },
      }),
      store.change({
        deleteSubscription: { subscriptionId: subscription.subscriptionConfigurationId },
      }),
    ];
    const shown = store.getSnapshot().cart!;
    expect([
      shown.defectiveArticles,
      shown.defectiveGiftCards,
      shown.defectivePartnerProducts,
      shown.defectiveSubscriptions,
    ]).toEqual([[], [], [], []]);
    await Promise.all(removals);
    expect(store.getSnapshot().cart).toEqual(cartOf('DE'));
    expect(store.getSnapshot().canCheckout).toBe(true);
  });
});

describe('given a cart with a voucher code', () => {
  it('when the shopper removes it, it goes at once with a PUT, and the total rises by its discount', async () => {
    resetCarts('voucher');
    const store = storeWith();
    await store.load();
    const before = store.getSnapshot().cart!;
    const removing = store.removeVoucher('KAFFEE10');
    expect(store.getSnapshot().cart?.vouchers).toEqual([]);
    expect(store.getSnapshot().cart?.totalPrice).toBeCloseTo((before.totalPrice ?? 0) + 10);
    await removing;
    expect(service.requests.at(-1)).toMatchObject({
      method: 'PUT',
      body: { removeVoucher: { code: 'KAFFEE10' } },
    });
    expect(store.getSnapshot().cart).toEqual(cartOf('DE'));
  });

  it('when the removal fails, the voucher is back and the message says to wait and retry', async () => {
    resetCarts('voucher');
    const store = storeWith();
    await store.load();
    service.fates.push('server-error');
    await store.removeVoucher('KAFFEE10');
    expect(store.getSnapshot().cart?.vouchers?.map((voucher) => voucher.code)).toEqual([
      'KAFFEE10',
    ]);
    expect(store.getSnapshot().setError).toMatchObject({ failedRemoval: 'voucher' });
    const translator = await loadTranslator('de-DE');
    expect(cartErrorMessage(translator, 'set', store.getSnapshot().setError!)).toBe(
      translator.t('cart.voucherRemovalFailed'),
    );
  });
});

describe('given a failed gift-card removal', () => {
  it('says to wait and retry, in the mini cart and through cart.modify', async () => {
    const store = storeWith();
    await store.load();
    const card = store.getSnapshot().cart!.giftCards[0]!;
    service.fates.push('server-error');
    const result = await store.modify({
      setGiftCard: { productId: card.article.productId, tcm: card.article.tcm, set: false },
    });
    const translator = await loadTranslator('de-DE');
    expect(result.error).toBe(translator.t('cart.giftCardRemovalFailed'));
    expect(store.getSnapshot().setError).toMatchObject({ failedRemoval: 'giftCard' });
  });
});
