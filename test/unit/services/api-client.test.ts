import { describe, expect, it, vi } from 'vitest';
import {
  SUGGESTION_RETRY_POLICY,
  createApiClient,
  type ApiOutcome,
} from '../../../src/services/http/api-client';
import { empty, fakeFetch, json, never, networkError, text } from '../../support/fake-fetch';

const noSleep = () => Promise.resolve();

describe('the API client', () => {
  it('given a 200 JSON answer, it resolves with the data', async () => {
    const { fetch } = fakeFetch(json(200, { numberOfArticles: 3 }));
    const client = createApiClient({ fetch, baseUrl: 'https://shop.example' });
    await expect(client.request({ path: '/service/cart/api/cart' })).resolves.toEqual({
      ok: true,
      status: 200,
      data: { numberOfArticles: 3 },
    });
  });

  it('sends cookies, the anti-forgery header, the site header and JSON, to the page origin', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    const client = createApiClient({ fetch, baseUrl: 'https://shop.example' });
    await client.request({
      path: '/service/cart/api/cart',
      method: 'POST',
      body: { setArticle: { productId: '1', tcm: 't', quantity: 2 } },
      site: 'AT',
      noCache: true,
      query: { forceReload: true, empty: '', missing: undefined },
    });
    const [call] = calls;
    expect(call?.url).toBe('https://shop.example/service/cart/api/cart?forceReload=true');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.cache).toBe('no-store');
    expect(call?.init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'X-Hunter-Site': 'AT',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(call?.init.body))).toEqual({
      setArticle: { productId: '1', tcm: 't', quantity: 2 },
    });
  });

  it('given a status outside 200–299, it returns a response error with the body', async () => {
    const { fetch } = fakeFetch(json(409, { error: 'ITEM_LIMIT', limit: 5 }));
    const outcome = await createApiClient({ fetch }).request({ path: '/x' });
    expect(outcome).toEqual({
      ok: false,
      kind: 'response',
      status: 409,
      body: { error: 'ITEM_LIMIT', limit: 5 },
    });
  });

  it('given a network failure, it returns a fetch error, never throws', async () => {
    const { fetch } = fakeFetch(networkError);
    const outcome = await createApiClient({ fetch }).request({ path: '/x' });
    expect(outcome).toMatchObject({ ok: false, kind: 'fetch', failure: 'network' });
  });

  it('given a 200 answer that is not JSON, it returns an unreadable fetch error', async () => {
    const { fetch } = fakeFetch(text(200, '<html>Wartung</html>'));
    const outcome = await createApiClient({ fetch }).request({ path: '/x' });
    expect(outcome).toMatchObject({ ok: false, kind: 'fetch', failure: 'unreadable' });
  });

  it('given a call that needs only the status, it counts a non-JSON answer by its status', async () => {
    const { fetch } = fakeFetch(text(200, 'OK'), text(401, '<html>Anmelden</html>'));
    const client = createApiClient({ fetch });
    await expect(client.request({ path: '/x', statusOnly: true })).resolves.toEqual({
      ok: true,
      status: 200,
      data: undefined,
    });
    await expect(client.request({ path: '/x', statusOnly: true })).resolves.toEqual({
      ok: false,
      kind: 'response',
      status: 401,
      body: undefined,
    });
  });

  it('given an empty 204 or 304-like answer, it resolves without data', async () => {
    const { fetch } = fakeFetch(empty(204));
    await expect(createApiClient({ fetch }).request({ path: '/x' })).resolves.toEqual({
      ok: true,
      status: 204,
      data: undefined,
    });
  });

  it('when the server does not answer within the timeout, it aborts with a timeout error', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn((_: RequestInfo | URL, init?: RequestInit) => never(init));
      const pending = createApiClient({
        fetch: fetch as unknown as typeof globalThis.fetch,
      }).request({ path: '/x' });
      await vi.advanceTimersByTimeAsync(14_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toMatchObject({
        ok: false,
        kind: 'fetch',
        failure: 'timeout',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the caller aborts, it returns an aborted error', async () => {
    const fetch = vi.fn((_: RequestInfo | URL, init?: RequestInit) => never(init));
    const controller = new AbortController();
    const pending = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch }).request(
      {
        path: '/x',
        signal: controller.signal,
      },
    );
    controller.abort();
    await expect(pending).resolves.toMatchObject({ ok: false, kind: 'fetch', failure: 'aborted' });
  });

  it('given a newer call with the same key, it cancels the stale one', async () => {
    let first = true;
    const fetch = vi.fn((_: RequestInfo | URL, init?: RequestInit) => {
      if (first) {
        first = false;
        return never(init);
      }
      return json(200, { searchTerms: [] })();
    });
    const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const stale = client.request({ path: '/s?q=ka', latestOnlyKey: 'suggestions' });
    const fresh = client.request({ path: '/s?q=kaf', latestOnlyKey: 'suggestions' });
    await expect(stale).resolves.toMatchObject({ ok: false, failure: 'aborted' });
    await expect(fresh).resolves.toMatchObject({ ok: true });
  });

  describe('the suggestion retry policy', () => {
    it('given status 500 four times and then 200, it retries 4 times, 2 s apart, and succeeds', async () => {
      const sleeps: number[] = [];
      const { fetch, calls } = fakeFetch(
        json(500, {}),
        json(503, {}),
        json(400, {}),
        json(500, {}),
        json(200, { searchTerms: [{ searchterm: 'kaffee' }] }),
      );
      const client = createApiClient({
        fetch,
        sleep: (ms) => (sleeps.push(ms), Promise.resolve()),
      });
      const outcome = await client.request({ path: '/s', retry: SUGGESTION_RETRY_POLICY });
      expect(outcome.ok).toBe(true);
      expect(calls).toHaveLength(5);
      expect(sleeps).toEqual([2000, 2000, 2000, 2000]);
    });

    it('given status 500 every time, it gives up after 4 retries with the last error', async () => {
      const { fetch, calls } = fakeFetch(json(500, { error: 'UNKNOWN' }));
      const outcome: ApiOutcome<unknown> = await createApiClient({ fetch, sleep: noSleep }).request(
        {
          path: '/s',
          retry: SUGGESTION_RETRY_POLICY,
        },
      );
      expect(calls).toHaveLength(5);
      expect(outcome).toMatchObject({ ok: false, kind: 'response', status: 500 });
    });

    it('given a 2xx or a 3xx-range status below 400, it does not retry', async () => {
      const { fetch, calls } = fakeFetch(json(200, {}));
      await createApiClient({ fetch, sleep: noSleep }).request({
        path: '/s',
        retry: SUGGESTION_RETRY_POLICY,
      });
      expect(calls).toHaveLength(1);
    });

    it('given a network failure, it does not retry: the spec retries on a status of 400 or more only', async () => {
      const { fetch, calls } = fakeFetch(networkError, json(200, {}));
      const outcome = await createApiClient({ fetch, sleep: noSleep }).request({
        path: '/s',
        retry: SUGGESTION_RETRY_POLICY,
      });
      expect(calls).toHaveLength(1);
      expect(outcome).toMatchObject({ ok: false, kind: 'fetch', failure: 'network' });
    });

    it('given unreadable JSON, it does not retry', async () => {
      const { fetch, calls } = fakeFetch(text(200, 'kaputt'));
      await createApiClient({ fetch, sleep: noSleep }).request({
        path: '/s',
        retry: SUGGESTION_RETRY_POLICY,
      });
      expect(calls).toHaveLength(1);
    });
  });
});

describe('page-level GETs (oncePerPage)', () => {
  const answering = () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":1}', { status: 200 }));
    return { fetchMock, api: createApiClient({ baseUrl: 'https://shop.test', fetch: fetchMock }) };
  };

  it('given three elements asking for the same footer content at once, it is called once', async () => {
    const { fetchMock, api } = answering();
    const request = { path: '/service/promotion/api/promotion/SHOP_FOOTER', site: 'DE' as const };
    const outcomes = await Promise.all([
      api.request({ ...request, oncePerPage: true }),
      api.request({ ...request, oncePerPage: true }),
      api.request({ ...request, oncePerPage: true }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
  });

  it('given an answered call, a remount reuses it; another site or a refresh asks again', async () => {
    const { fetchMock, api } = answering();
    const request = { path: '/service/promotion/api/promotion/SHOP_FOOTER', oncePerPage: true };
    await api.request({ ...request, site: 'DE' });
    await api.request({ ...request, site: 'DE' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await api.request({ ...request, site: 'PL' });
    await api.request({ ...request, site: 'DE', refresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('given a failed answer, the next asker tries again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const api = createApiClient({ baseUrl: 'https://shop.test', fetch: fetchMock });
    const first = await api.request({ path: '/x', oncePerPage: true });
    const second = await api.request({ path: '/x', oncePerPage: true });
    expect([first.ok, second.ok]).toEqual([false, true]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('given one asker that gives up, the others still get the answer', async () => {
    const { fetchMock, api } = answering();
    const leaving = new AbortController();
    const gone = api.request({ path: '/x', oncePerPage: true, signal: leaving.signal });
    const staying = api.request({ path: '/x', oncePerPage: true });
    leaving.abort();
    await expect(gone).resolves.toMatchObject({ ok: false, failure: 'aborted' });
    await expect(staying).resolves.toMatchObject({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('given a POST, it is never shared', async () => {
    const { fetchMock, api } = answering();
    await api.request({ path: '/x', method: 'POST', body: {}, oncePerPage: true });
    await api.request({ path: '/x', method: 'POST', body: {}, oncePerPage: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
