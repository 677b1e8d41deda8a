import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MIN_TERM_LENGTH,
  createSuggestionsSearch,
  type SuggestionsSearch,
} from '../../../../../src/elements/shop-search/state/search-suggestions';
import { forgetPageSingleton } from '../../../../../src/page-runtime/page-singleton';
import {
  SUGGESTION_RETRY_POLICY,
  createApiClient,
  type ApiClient,
  type ApiOutcome,
  type ApiRequest,
} from '../../../../../src/services/http/api-client';
import { SHOP_PATHS } from '../../../../../src/services/http/shop-api';
import type { SiteCode } from '../../../../../src/sites/sites';

const ok = (data: unknown): ApiOutcome<unknown> => ({ ok: true, status: 200, data });
const serverError: ApiOutcome<unknown> = { ok: false, kind: 'response', status: 500, body: {} };

/** The answer the fake service gives for a term: one term and one product named after it. */
function answerFor(term: string) {
  return {
    searchTerms: [{ searchterm: `${term} (gesucht)` }],
    products: [{ id: `p-${term}`, title: `Produkt ${term}`, productViewUrl: `/p/${term}` }],
  };
}
const listFor = (term: string) => ({
  searchTerms: [`${term} (gesucht)`],
  products: [{ id: `p-${term}`, title: `Produkt ${term}`, productViewUrl: `/p/${term}` }],
});

interface PendingCall {
  request: ApiRequest;
  answer: (outcome: ApiOutcome<unknown>) => void;
}

/**
 * A stand-in for the page's API client: the cache key is answered at once, each suggestion
 * request waits until the test answers it (or at once with `autoAnswer`).
 */
function fakeApi({ autoAnswer = false, cacheKey = 'key-1' } = {}) {
  const suggestionCalls: PendingCall[] = [];
  const cacheKeyCalls: ApiRequest[] = [];
  const api: ApiClient = {
    request<T>(request: ApiRequest): Promise<ApiOutcome<T>> {
      if (request.path === SHOP_PATHS.searchCacheKey) {
        cacheKeyCalls.push(request);
        return Promise.resolve(ok({ cacheKey }) as ApiOutcome<T>);
      }
      return new Promise<ApiOutcome<T>>((resolve) => {
        const answer = (outcome: ApiOutcome<unknown>) => resolve(outcome as ApiOutcome<T>);
        suggestionCalls.push({ request, answer });
        if (autoAnswer) answer(ok(answerFor(String(request.query?.q))));
      });
    },
  };
  const askedTerms = () => suggestionCalls.map((call) => call.request.query?.q);
  /** Answers the (first unanswered) request for `q`. */
  const answer = (q: string, outcome: ApiOutcome<unknown> = ok(answerFor(q))) => {
    const call = suggestionCalls.find((candidate) => candidate.request.query?.q === q);
    if (!call) throw new Error(`"${q}" was not asked`);
    call.answer(outcome);
  };
  return { api, suggestionCalls, cacheKeyCalls, askedTerms, answer };
}

/** Lets every pending promise settle. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const searches: SuggestionsSearch[] = [];
function createSearch(api: ApiClient, site: SiteCode = 'DE', warn = vi.fn()) {
  const search = createSuggestionsSearch({
    site,
    locale: site === 'PL' ? 'pl-PL' : 'de-DE',
    api,
    warn,
  });
  searches.push(search);
  return { search, warn, state: () => search.state.getSnapshot() };
}

beforeEach(() => {
  // Each test is a page of its own.
  forgetPageSingleton('search-suggestions');
  forgetPageSingleton('search-cache-key');
});

afterEach(() => {
  for (const search of searches.splice(0)) search.dispose();
});

describe('createSuggestionsSearch', () => {
  describe('given fewer than two characters', () => {
    it.each(['', 'k', ' k ', '      '])(
      'when %j is typed, it asks nothing and is idle',
      async (typed) => {
        const service = fakeApi();
        const { search, state } = createSearch(service.api);
        search.search(typed);
        await settle();
        expect(MIN_TERM_LENGTH).toBe(2);
        expect(service.suggestionCalls).toEqual([]);
        expect(state()).toEqual({ status: 'idle', term: typed.trim() });
      },
    );
  });

  describe('given two characters or more', () => {
    it('when a term is typed, it asks the service with q (trimmed), site, maxSearchTerms=10, maxProducts=5 and the retry policy, then shows the answer', async () => {
      const service = fakeApi();
      const { search, state } = createSearch(service.api, 'PL');
      search.search('  ka ');
      expect(state()).toMatchObject({ status: 'loading', term: 'ka' });
      await settle();
      expect(service.suggestionCalls).toHaveLength(1);
      expect(service.suggestionCalls[0]?.request).toMatchObject({
        path: SHOP_PATHS.suggestions,
        query: { q: 'ka', site: 'PL', maxSearchTerms: 10, maxProducts: 5 },
        retry: SUGGESTION_RETRY_POLICY,
      });
      service.answer('ka');
      await settle();
      expect(state()).toEqual({ status: 'ready', term: 'ka', list: listFor('ka') });
    });

    it('asks for the cache key once per page, however many fields search', async () => {
      const service = fakeApi({ autoAnswer: true });
      const first = createSearch(service.api);
      const second = createSearch(service.api);
      first.search.search('kaffee');
      second.search.search('tee');
      await settle();
      expect(service.cacheKeyCalls).toHaveLength(1);
      expect(first.state()).toMatchObject({ status: 'ready', term: 'kaffee' });
      expect(second.state()).toMatchObject({ status: 'ready', term: 'tee' });
    });
  });

  describe('given a term was asked before on the page', () => {
    it('when it is typed again, in another case or with spaces, it shows the cached answer at once without asking', async () => {
      const service = fakeApi({ autoAnswer: true });
      const { search, state } = createSearch(service.api);
      search.search('kaffee');
      await settle();
      search.search('ka');
      await settle();
      search.search('Kaffee ');
      expect(state()).toEqual({ status: 'ready', term: 'Kaffee', list: listFor('kaffee') });
      expect(service.askedTerms()).toEqual(['kaffee', 'ka']);
    });

    it('when another field on the page types it, that field uses the same answer', async () => {
      const service = fakeApi({ autoAnswer: true });
      createSearch(service.api).search.search('kaffee');
      await settle();
      const other = createSearch(service.api);
      await settle();
      other.search.search('kaffee');
      expect(other.state()).toMatchObject({ status: 'ready', list: listFor('kaffee') });
      expect(service.askedTerms()).toEqual(['kaffee']);
    });

    it('when a field of another site types it, that site is asked on its own', async () => {
      const service = fakeApi({ autoAnswer: true });
      createSearch(service.api, 'DE').search.search('kawa');
      await settle();
      createSearch(service.api, 'PL').search.search('kawa');
      await settle();
      expect(service.suggestionCalls.map((call) => call.request.query?.site)).toEqual(['DE', 'PL']);
    });

    it('when the service names another cache key, the cached answers of the old key are not used', async () => {
      const first = fakeApi({ autoAnswer: true, cacheKey: 'key-1' });
      createSearch(first.api).search.search('kaffee');
      await settle();
      // A new page load with a new cache key (the page cache itself survives in the test).
      forgetPageSingleton('search-cache-key');
      const second = fakeApi({ autoAnswer: true, cacheKey: 'key-2' });
      createSearch(second.api).search.search('kaffee');
      await settle();
      expect(second.askedTerms()).toEqual(['kaffee']);
    });
  });

  describe('given a request still running', () => {
    it('when two fields ask the same term at once, one request serves both', async () => {
      const service = fakeApi();
      const first = createSearch(service.api);
      const second = createSearch(service.api);
      first.search.search('kaffee');
      await settle();
      second.search.search('kaffee');
      await settle();
      expect(service.askedTerms()).toEqual(['kaffee']);
      service.answer('kaffee');
      await settle();
      expect(first.state()).toMatchObject({ status: 'ready', list: listFor('kaffee') });
      expect(second.state()).toMatchObject({ status: 'ready', list: listFor('kaffee') });
    });

    it('when the answer for an older term arrives after the newer one, the newer one stays', async () => {
      const service = fakeApi();
      const { search, state } = createSearch(service.api);
      search.search('kaf');
      await settle();
      search.search('kaffee');
      await settle();
      service.answer('kaffee');
      await settle();
      expect(state()).toEqual({ status: 'ready', term: 'kaffee', list: listFor('kaffee') });
      service.answer('kaf');
      await settle();
      expect(state()).toEqual({ status: 'ready', term: 'kaffee', list: listFor('kaffee') });
    });

    it('when an older term fails after the newer one arrived, the newer one stays', async () => {
      const service = fakeApi();
      const { search, state } = createSearch(service.api);
      search.search('kaf');
      await settle();
      search.search('kaffee');
      await settle();
      service.answer('kaffee');
      service.answer('kaf', serverError);
      await settle();
      expect(state()).toMatchObject({ status: 'ready', term: 'kaffee' });
    });

    it('when the field is cleared while a term is asked, its answer does not bring the list back', async () => {
      const service = fakeApi();
      const { search, state } = createSearch(service.api);
      search.search('kaffee');
      await settle();
      search.search('');
      service.answer('kaffee');
      await settle();
      expect(state()).toEqual({ status: 'idle', term: '' });
    });

    it('while a term is asked, the cached list of its longest typed prefix stays shown', async () => {
      const service = fakeApi();
      const { search, state } = createSearch(service.api);
      for (const term of ['ka', 'kaf']) {
        search.search(term);
        await settle();
        service.answer(term);
        await settle();
      }
      search.search('kaffeemaschine');
      expect(state()).toEqual({
        status: 'loading',
        term: 'kaffeemaschine',
        shown: listFor('kaf'),
      });
      search.search('tee');
      expect(state()).toEqual({ status: 'loading', term: 'tee', shown: undefined });
      search.search('kaffeemaschine');
      await settle();
      service.answer('kaffeemaschine');
      await settle();
      expect(state()).toEqual({
        status: 'ready',
        term: 'kaffeemaschine',
        list: listFor('kaffeemaschine'),
      });
    });

    it('after dispose, answers change nothing', async () => {
      const service = fakeApi();
      const { search, state } = createSearch(service.api);
      search.search('kaffee');
      await settle();
      search.dispose();
      service.answer('kaffee');
      search.search('tee');
      await settle();
      expect(state()).toMatchObject({ status: 'loading', term: 'kaffee' });
      expect(service.askedTerms()).toEqual(['kaffee']);
    });
  });

  describe('given the service fails', () => {
    it('when every try fails, it asks 5 times, 2 s apart, then fails quietly with one warning', async () => {
      const events: string[] = [];
      const fetch = vi.fn((input: RequestInfo | URL) => {
        const url = new URL(String(input));
        events.push(url.pathname === SHOP_PATHS.searchCacheKey ? 'cachekey' : 'fetch');
        return Promise.resolve(
          url.pathname === SHOP_PATHS.searchCacheKey
            ? new Response(JSON.stringify({ cacheKey: 'k' }), { status: 200 })
            : new Response('{}', { status: 503 }),
        );
      });
      const sleep = vi.fn((ms: number) => {
        events.push(`sleep ${ms}`);
        return Promise.resolve();
      });
      const api = createApiClient({ fetch, sleep, baseUrl: 'https://shop.example' });
      const { search, state, warn } = createSearch(api);
      search.search('kaffee');
      await vi.waitFor(() => expect(state().status).toBe('failed'));
      expect(events).toEqual([
        'cachekey',
        'fetch',
        'sleep 2000',
        'fetch',
        'sleep 2000',
        'fetch',
        'sleep 2000',
        'fetch',
        'sleep 2000',
        'fetch',
      ]);
      expect(state()).toEqual({ status: 'failed', term: 'kaffee' });
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]?.[0]).toMatch(/"kaffee".*status 503/);
    });

    it('when a try succeeds after failures, it shows the answer without a warning', async () => {
      let tries = 0;
      const fetch = vi.fn((input: RequestInfo | URL) => {
        if (String(input).includes('cachekey')) {
          return Promise.resolve(new Response('{"cacheKey":"k"}', { status: 200 }));
        }
        tries += 1;
        return Promise.resolve(
          tries < 3
            ? new Response('{}', { status: 503 })
            : new Response(JSON.stringify(answerFor('kaffee')), { status: 200 }),
        );
      });
      const api = createApiClient({
        fetch,
        sleep: () => Promise.resolve(),
        baseUrl: 'https://x.example',
      });
      const { search, state, warn } = createSearch(api);
      search.search('kaffee');
      await vi.waitFor(() => expect(state().status).toBe('ready'));
      expect(tries).toBe(3);
      expect(state()).toMatchObject({ list: listFor('kaffee') });
      expect(warn).not.toHaveBeenCalled();
    });

    it('when a try fails on the network, it asks no more (the spec retries on a status of 400 or more) and warns once', async () => {
      let tries = 0;
      const fetch = vi.fn((input: RequestInfo | URL) => {
        if (String(input).includes('cachekey')) {
          return Promise.resolve(new Response('{"cacheKey":"k"}', { status: 200 }));
        }
        tries += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      });
      const api = createApiClient({
        fetch,
        sleep: () => Promise.resolve(),
        baseUrl: 'https://x.example',
      });
      const { search, state, warn } = createSearch(api);
      search.search('kaffee');
      await vi.waitFor(() => expect(state().status).toBe('failed'));
      expect(tries).toBe(1);
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('when the term is typed again after the failure, it asks again (a failure is not cached)', async () => {
      const service = fakeApi();
      const { search, state, warn } = createSearch(service.api);
      search.search('kaffee');
      await settle();
      service.answer('kaffee', serverError);
      await settle();
      expect(state()).toEqual({ status: 'failed', term: 'kaffee' });
      expect(warn).toHaveBeenCalledOnce();
      search.search('ka');
      search.search('kaffee');
      await settle();
      expect(service.askedTerms()).toEqual(['kaffee', 'ka', 'kaffee']);
    });

    it('when the cache key cannot be had, it still searches (the cache then lives for the page)', async () => {
      const service = fakeApi({ autoAnswer: true });
      const api: ApiClient = {
        request: (request) =>
          request.path === SHOP_PATHS.searchCacheKey
            ? Promise.resolve(serverError as never)
            : service.api.request(request),
      };
      const { search, state } = createSearch(api);
      search.search('kaffee');
      await settle();
      expect(state()).toMatchObject({ status: 'ready', list: listFor('kaffee') });
    });
  });
});
