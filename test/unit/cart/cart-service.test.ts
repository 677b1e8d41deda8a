import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCartService } from '../../../src/cart/cart-service';
import {
  createApiClient,
  type ApiClient,
  type ApiOutcome,
  type ApiRequest,
} from '../../../src/services/http/api-client';
import { cartOf } from '../../fake-backend/cart-state';

/** An API client that answers every call with `outcome` and keeps the requests. */
function answering(outcome: ApiOutcome<unknown>) {
  const requests: ApiRequest[] = [];
  const api: ApiClient = {
    request: <T>(request: ApiRequest) => {
      requests.push(request);
      return Promise.resolve(outcome as ApiOutcome<T>);
    },
  };
  const service = createCartService({ api: () => api, longtermToken: () => 'lt-123' });
  return { service, requests };
}

const setCoffee = { setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity: 3 } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the cart service calls', () => {
  it('reads the cart with the long-term token, the anti-forgery header and no cache', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify(cartOf('DE')), { status: 200 })),
    );
    const service = createCartService({
      api: () =>
        createApiClient({ fetch: fetch as typeof globalThis.fetch, baseUrl: 'https://shop.test' }),
      longtermToken: () => 'lt-123',
    });
    await expect(service.read({ force: true })).resolves.toEqual({
      kind: 'loaded',
      cart: cartOf('DE'),
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://shop.test/service/cart/api/cart?forceReload=true');
    expect(init).toMatchObject({
      method: 'GET',
      cache: 'no-store',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-LongtermToken': 'lt-123' },
    });
  });

  it('given no force, leaves forceReload out', async () => {
    const { service, requests } = answering({ ok: true, status: 200, data: cartOf('DE') });
    await service.read({ force: false });
    expect(requests[0]?.query?.forceReload).toBeUndefined();
  });

  it('given a non-2xx answer, reads its error code; given a network failure, UNKNOWN', async () => {
    const refused = answering({
      ok: false,
      kind: 'response',
      status: 503,
      body: { error: 'PRICE_UNAVAILABLE' },
    });
    await expect(refused.service.read({ force: false })).resolves.toEqual({
      kind: 'read-failed',
      error: 'PRICE_UNAVAILABLE',
    });
    const offline = answering({ ok: false, kind: 'fetch', failure: 'network', error: new Error() });
    await expect(offline.service.read({ force: false })).resolves.toEqual({
      kind: 'read-failed',
      error: 'UNKNOWN',
    });
  });

  it('given a 200 without a readable cart, reads UNKNOWN and tells the developer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { service } = answering({ ok: true, status: 200, data: { articles: 'none' } });
    await expect(service.read({ force: false })).resolves.toEqual({
      kind: 'read-failed',
      error: 'UNKNOWN',
    });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('sends the five change forms as POST and a voucher removal as PUT, with the token', async () => {
    const { service, requests } = answering({
      ok: false,
      kind: 'response',
      status: 304,
      body: undefined,
    });
    await service.write(setCoffee);
    await service.write({ removeVoucher: { code: 'KAFFEE10' } });
    expect(requests).toMatchObject([
      { path: '/service/cart/api/cart', method: 'POST', body: setCoffee, noCache: true },
      { method: 'PUT', body: { removeVoucher: { code: 'KAFFEE10' } } },
    ]);
    expect(requests.map((request) => request.headers)).toEqual([
      { 'X-LongtermToken': 'lt-123' },
      { 'X-LongtermToken': 'lt-123' },
    ]);
  });

  it('given 200, answers the new cart and what was added; given 304, not modified', async () => {
    const changed = answering({
      ok: true,
      status: 200,
      data: { cart: cartOf('DE'), addedProduct: { productId: 'fake-coffee-1', quantity: '3' } },
    });
    await expect(changed.service.write(setCoffee)).resolves.toEqual({
      kind: 'changed',
      cart: cartOf('DE'),
      addedProduct: { productId: 'fake-coffee-1', quantity: 3 },
    });
    const unchanged = answering({ ok: false, kind: 'response', status: 304, body: undefined });
    await expect(unchanged.service.write(setCoffee)).resolves.toEqual({ kind: 'not-modified' });
  });

  it('given a refusal with a limit, answers the error for sure; given a 5xx, a lost answer or an unreadable 200, an uncertain failure', async () => {
    const limited = answering({
      ok: false,
      kind: 'response',
      status: 400,
      body: { error: 'ITEM_LIMIT', limit: 10 },
    });
    await expect(limited.service.write(setCoffee)).resolves.toEqual({
      kind: 'failed',
      error: { error: 'ITEM_LIMIT', limit: 10 },
      uncertain: false,
    });
    const uncertain: ApiOutcome<unknown>[] = [
      { ok: false, kind: 'response', status: 500, body: { error: 'CARTSTORAGE_UNAVAILABLE' } },
      { ok: false, kind: 'fetch', failure: 'network', error: new TypeError('Failed to fetch') },
      { ok: true, status: 200, data: { cart: 'kaputt' } },
    ];
    const answers = await Promise.all(
      uncertain.map((outcome) => answering(outcome).service.write(setCoffee)),
    );
    expect(answers).toEqual([
      { kind: 'failed', error: { error: 'CARTSTORAGE_UNAVAILABLE' }, uncertain: true },
      { kind: 'failed', error: { error: 'UNKNOWN' }, uncertain: true },
      { kind: 'failed', error: { error: 'UNKNOWN' }, uncertain: true },
    ]);
  });
});
