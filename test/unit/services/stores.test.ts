import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  type ApiClient,
  type ApiOutcome,
} from '../../../src/services/http/api-client';
import { FLYOUT_CLOSED_EVENT, flyoutStore } from '../../../src/page-runtime/flyout-store';
import {
  createPersonalDataStore,
  customerNameIn,
  ANONYMOUS,
  parsePersonalData,
} from '../../../src/services/stores/personal-data';
import {
  footerLayoutMode,
  footerLayoutModeFor,
  headerLayoutModeFor,
} from '../../../src/page-runtime/layout-mode';
import { createPromotionStore } from '../../../src/services/stores/promotions';
import { fakeFetch, json } from '../../support/fake-fetch';

function fakeApi(...outcomes: ApiOutcome<unknown>[]) {
  const last = outcomes.at(-1);
  const request = vi.fn(() => Promise.resolve(outcomes.shift() ?? last));
  return { api: { request } as unknown as ApiClient, request };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.cookie = 'PreviewToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('personal data', () => {
  it('treats LOGGED_IN and REMEMBERED as logged in, LOGGED_OUT as not', () => {
    for (const [loginStatus, expected] of [
      ['LOGGED_IN', true],
      ['REMEMBERED', true],
      ['LOGGED_OUT', false],
    ] as const) {
      expect(parsePersonalData({ tracking: { loginStatus } }).loggedInOrRemembered).toBe(expected);
    }
  });

  it('reads name, beans and member flags, defaulting what is missing', () => {
    expect(
      parsePersonalData({
        tracking: { loginStatus: 'LOGGED_IN' },
        customer: {
          firstname: 'Anna',
          lastname: 'Nowak',
          loyaltyBeans: 120,
          statuses: { isCommunityMember: true, isLoyaltyCardMember: true },
        },
      }),
    ).toEqual({
      loggedInOrRemembered: true,
      customerName: 'Anna Nowak',
      firstName: 'Anna',
      lastName: 'Nowak',
      loyaltyBeans: 120,
      communityMember: true,
      loyaltyCardMember: true,
    });
    expect(parsePersonalData('kaputt')).toMatchObject({
      loggedInOrRemembered: false,
      loyaltyBeans: 0,
    });
  });

  it('writes the name as the language does: family name first in Hungarian', () => {
    const data = { firstName: 'Anna', lastName: 'Kovács' };
    expect(customerNameIn(data, 'hu')).toBe('Kovács Anna');
    expect(customerNameIn(data, 'de')).toBe('Anna Kovács');
  });

  it('given several callers at header start, loads once and shares the answer', async () => {
    const { api, request } = fakeApi({
      ok: true,
      status: 200,
      data: { tracking: { loginStatus: 'REMEMBERED' } },
    });
    const store = createPersonalDataStore(() => api);
    const [first, second] = await Promise.all([store.load(), store.load()]);
    expect(first).toBe(second);
    expect(request).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({
      status: 'loaded',
      data: { loggedInOrRemembered: true },
    });
  });

  it('when reset, loads again on the next call', async () => {
    const { api, request } = fakeApi({ ok: true, status: 200, data: {} });
    const store = createPersonalDataStore(() => api);
    await store.load();
    store.reset();
    expect(store.getSnapshot()).toEqual({ status: 'idle' });
    await store.load();
    expect(request).toHaveBeenCalledTimes(2);
  });

  describe("given the page's API client, which keeps psdata's answer for the page", () => {
    const visitor = { tracking: { loginStatus: 'LOGGED_OUT' } };
    const customer = {
      tracking: { loginStatus: 'LOGGED_IN' },
      customer: { firstname: 'Anna', lastname: 'Schmidt' },
    };
    const pageStore = (...answers: unknown[]) => {
      const { fetch, calls } = fakeFetch(...answers.map((body) => json(200, body)));
      const client = createApiClient({ fetch, baseUrl: 'https://shop.example' });
      return { store: createPersonalDataStore(() => client), calls };
    };

    it('when reset, the next load asks the service again instead of taking the kept answer', async () => {
      const { store, calls } = pageStore(visitor, customer);
      await store.load();
      store.reset();
      await expect(store.load()).resolves.toMatchObject({ loggedInOrRemembered: true });
      expect(calls).toHaveLength(2);
      expect(store.getSnapshot()).toMatchObject({ data: { customerName: 'Anna Schmidt' } });
    });

    it('when reloaded, it asks again and shows the old answer until the new one is in', async () => {
      const { store, calls } = pageStore(visitor, customer);
      await store.load();
      const reloading = store.reload();
      expect(store.getSnapshot()).toMatchObject({
        status: 'loaded',
        data: { loggedInOrRemembered: false },
      });
      await expect(reloading).resolves.toMatchObject({ loggedInOrRemembered: true });
      expect(calls).toHaveLength(2);
      // Later callers share the new answer: no third call.
      await store.load();
      expect(calls).toHaveLength(2);
    });

    it('when reset while an answer is on its way, that answer is dropped', async () => {
      const { store } = pageStore(customer, visitor);
      const first = store.load();
      store.reset();
      await first;
      expect(store.getSnapshot()).toEqual({ status: 'idle' });
      await store.load();
      expect(store.getSnapshot()).toMatchObject({ data: { loggedInOrRemembered: false } });
    });
  });

  it('given a failed call, reports failed and answers anonymous', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = fakeApi({ ok: false, kind: 'response', status: 500, body: {} });
    const store = createPersonalDataStore(() => api);
    await expect(store.load()).resolves.toMatchObject({ loggedInOrRemembered: false });
    expect(store.getSnapshot()).toEqual({ status: 'failed' });
  });

  it.each([
    ['an array', []],
    ['a string', 'LOGGED_IN'],
    ['null', null],
    ['nulls everywhere', { tracking: null, customer: null }],
    ['a number as the status', { tracking: { loginStatus: 1 } }],
  ])('given an answer of the wrong shape (%s), reads a visitor and warns once', async (_, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = fakeApi({ ok: true, status: 200, data: body });
    const store = createPersonalDataStore(() => api);
    await expect(store.load()).resolves.toEqual(ANONYMOUS);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    [-500, 0],
    [Number.NaN, 0],
    ['12', 12],
    [1e12, 1e12],
    [12.7, 12],
  ])('given %s loyalty beans, reads %s', (beans, expected) => {
    const data = parsePersonalData({
      tracking: { loginStatus: 'LOGGED_IN' },
      customer: { firstname: 'Anna', lastname: 'Schmidt', loyaltyBeans: beans },
    });
    expect(data.loyaltyBeans).toBe(expected);
  });
});

describe('promotions', () => {
  const query = { promotionId: '~header_top', site: 'AT' as const, anyOfTags: ['coffee', ''] };
  const banner = {
    ok: true as const,
    status: 200,
    data: { type: 'ApiTopBannerPromotion', contentJSON: '{"headline":"Neu"}' },
  };

  it('maps the type to its kind and parses contentJSON', async () => {
    const { api, request } = fakeApi(banner);
    const state = await createPromotionStore(() => api).load(query);
    expect(state).toEqual({ status: 'loaded', kind: 'BANNER', content: { headline: 'Neu' } });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/service/promotion/api/promotion/~header_top',
        site: 'AT',
        query: { allOfTags: '', anyOfTags: 'coffee', noneOfTags: '' },
      }),
    );
  });

  it('given an unknown type or unreadable JSON, shows nothing and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = fakeApi(
      { ok: true, status: 200, data: { type: 'ApiSomethingNew', contentJSON: '{}' } },
      { ok: true, status: 200, data: { type: 'ApiCategory', contentJSON: '{kaputt' } },
    );
    const store = createPromotionStore(() => api);
    await expect(store.load({ ...query, promotionId: 'a' })).resolves.toEqual({ status: 'none' });
    await expect(store.load({ ...query, promotionId: 'b' })).resolves.toEqual({ status: 'none' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('loads a promotion once per page, but again on every load with the PreviewToken cookie', async () => {
    const { api, request } = fakeApi(banner);
    const store = createPromotionStore(() => api);
    await store.load(query);
    await store.load(query);
    expect(request).toHaveBeenCalledTimes(1);
    document.cookie = 'PreviewToken=draft';
    await store.load(query);
    expect(request).toHaveBeenCalledTimes(2);
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ noCache: true }));
  });
});

describe('layout modes', () => {
  it('header: under 980 MATCH, under 1440 TABLET, else CLASSIC', () => {
    expect([979, 980, 1439, 1440].map(headerLayoutModeFor)).toEqual([
      'MATCH',
      'TABLET',
      'TABLET',
      'CLASSIC',
    ]);
  });

  it('footer: under 768 MATCH, under 1280 TABLET, else CLASSIC', () => {
    expect([767, 768, 1279, 1280].map(footerLayoutModeFor)).toEqual([
      'MATCH',
      'TABLET',
      'TABLET',
      'CLASSIC',
    ]);
  });

  it('footer: the html attribute wins over the width', () => {
    document.documentElement.setAttribute('data-shop-platform', 'MATCH');
    expect(footerLayoutMode.getSnapshot()).toBe('MATCH');
    document.documentElement.removeAttribute('data-shop-platform');
  });
});

describe('flyout store', () => {
  it('given a hover, opens after 300 ms; leaving before cancels it', () => {
    vi.useFakeTimers();
    const flyouts = flyoutStore();
    flyouts.requestOpen('main-nav:bar:0');
    expect(flyouts.getSnapshot()).toEqual({ openId: undefined, pendingId: 'main-nav:bar:0' });
    vi.advanceTimersByTime(299);
    flyouts.cancelPending('main-nav:bar:0');
    vi.advanceTimersByTime(10);
    expect(flyouts.getSnapshot()).toEqual({ openId: undefined, pendingId: undefined });
    flyouts.requestOpen('main-nav:bar:1');
    vi.advanceTimersByTime(300);
    expect(flyouts.getSnapshot().openId).toBe('main-nav:bar:1');
    flyouts.close();
  });

  it('keeps one flyout open at a time and sends flyout-closed for the one it closes', () => {
    const flyouts = flyoutStore();
    const closed: unknown[] = [];
    const listener = (event: Event) => closed.push((event as CustomEvent).detail);
    window.addEventListener(FLYOUT_CLOSED_EVENT, listener);
    flyouts.open('main-nav:bar:0');
    flyouts.open('main-nav:bar:2');
    expect(flyouts.getSnapshot().openId).toBe('main-nav:bar:2');
    flyouts.close();
    window.removeEventListener(FLYOUT_CLOSED_EVENT, listener);
    expect(closed).toEqual([{ id: 'main-nav:bar:0' }, { id: 'main-nav:bar:2' }]);
  });

  it('in sticky mode, locks the body and restores the scroll position on close', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    const flyouts = flyoutStore();
    flyouts.open('main-nav:bar:0', { sticky: true });
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-420px');
    flyouts.close();
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
  });

  it('is one store per page, even for a second copy of the bundle', () => {
    const key = Symbol.for('shop-elements.flyouts');
    expect((globalThis as unknown as Record<symbol, unknown>)[key]).toBe(flyoutStore());
  });
});
