import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createCartService } from '../../../src/cart/cart-service';
import { COOKIE_NAMES, readCookie } from '../../../src/services/browser/cookies';
import { createApiClient } from '../../../src/services/http/api-client';
import { isLegalHeaderValue } from '../../../src/services/http/header-value';
import { cartOf } from '../../fake-backend/cart-state';

/** The LongtermToken cookies as the browser gives them to the page. */
const MALFORMED_COOKIES = [
  'LongtermToken=lt%0D%0AX-Evil:%201',
  'LongtermToken=lt%F0%9F%98%80',
  'LongtermToken=lt€',
  'LongtermToken=ltä',
  'LongtermToken=lt%00',
];

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A fetch that keeps what it was asked and answers the fake service's cart. */
function recordingFetch() {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    return Promise.resolve(new Response(JSON.stringify(cartOf('DE')), { status: 200 }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('hostile input › header values from cookies', () => {
  describe.each([
    'lt-1234567890',
    'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.c2lnbmF0dXJl-_',
    'Bearer lt 123',
    'a\tb',
  ])('given %j', (value) => {
    it('it may be sent as it is', () => {
      expect(isLegalHeaderValue(value)).toBe(true);
    });
  });

  describe.each(['lt\r\nX-Evil: 1', 'lt\n', 'lt\u0000', 'lt😀', 'lt€', 'ltä', ' lt', 'lt ', ''])(
    'given %j',
    (value) => {
      it('it is not sent', () => {
        expect(isLegalHeaderValue(value)).toBe(false);
      });
    },
  );

  describe.each(MALFORMED_COOKIES)('given the cookie %s', (cookie) => {
    it('when the cart is read, the call goes to the service without X-LongtermToken and the cart loads', async () => {
      const { fetch, calls } = recordingFetch();
      const service = createCartService({
        api: () => createApiClient({ fetch, baseUrl: 'https://shop.example' }),
        longtermToken: () => readCookie(COOKIE_NAMES.longtermToken, cookie),
      });
      await expect(service.read({ force: false })).resolves.toEqual({
        kind: 'loaded',
        cart: cartOf('DE'),
      });
      expect(calls).toHaveLength(1);
      expect(calls[0]?.url).toBe('https://shop.example/service/cart/api/cart');
      expect(calls[0]?.headers).not.toHaveProperty('X-LongtermToken');
      expect(calls[0]?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
    });
  });

  it('given a malformed cookie on a page that makes several calls, it warns once, naming the header', async () => {
    const { fetch, calls } = recordingFetch();
    const api = createApiClient({ fetch, baseUrl: 'https://shop.example' });
    const service = createCartService({
      api: () => api,
      longtermToken: () => readCookie(COOKIE_NAMES.longtermToken, MALFORMED_COOKIES[0]),
    });
    await service.read({ force: false });
    await service.read({ force: true });
    await service.write({ setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity: 3 } });
    expect(calls).toHaveLength(3);
    expect(calls.every((call) => !('X-LongtermToken' in call.headers))).toBe(true);
    const headerWarnings = warn.mock.calls.filter(([message]) =>
      String(message).includes('X-LongtermToken'),
    );
    expect(headerWarnings).toHaveLength(1);
  });

  it('given a well-formed cookie, it sends the token', async () => {
    const { fetch, calls } = recordingFetch();
    const service = createCartService({
      api: () => createApiClient({ fetch, baseUrl: 'https://shop.example' }),
      longtermToken: () => readCookie(COOKIE_NAMES.longtermToken, 'LongtermToken=lt-123'),
    });
    await service.read({ force: false });
    expect(calls[0]?.headers).toMatchObject({ 'X-LongtermToken': 'lt-123' });
    expect(warn).not.toHaveBeenCalled();
  });
});
