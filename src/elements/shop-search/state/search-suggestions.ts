/**
 * The suggestions of one search field (header-and-cart §4, §7). What the shopper gets (when it
 * asks, the retries, each term once per page, the list closing quietly) is written once in the
 * element's guide, `shop-search.docs.mdx` ("Suggestions", "Each term once per page"). It is
 * framework-free and its cache is the page's, not the field's, so every field and every render
 * share the answers and the requests still running.
 */
import { isBrowser } from '../../../page-runtime/environment';
import { pageSingleton } from '../../../page-runtime/page-singleton';
import { createStore, type Store } from '../../../page-runtime/store';
import type { Locale, SiteCode } from '../../../sites/sites';
import {
  SUGGESTION_RETRY_POLICY,
  describeFailure,
  type ApiClient,
  type ApiOutcome,
  type RetryPolicy,
} from '../../../services/http/api-client';
import { SHOP_PATHS, shopApi } from '../../../services/http/shop-api';
import { searchCacheKey } from '../../../services/stores/search-cache-key';
import {
  MAX_PRODUCTS,
  MAX_SEARCH_TERMS,
  readSuggestionAnswer,
  type SuggestionList,
} from '../suggestion-answer';

/** Spec §4, §5: suggestions are asked for from 2 characters. */
export const MIN_TERM_LENGTH = 2;

export type SuggestionsState =
  /** Fewer than MIN_TERM_LENGTH characters: nothing asked, nothing shown. */
  | { status: 'idle'; term: string }
  /** The term is being asked; `shown` is the cached list of its longest prefix, if any. */
  | { status: 'loading'; term: string; shown?: SuggestionList }
  | { status: 'ready'; term: string; list: SuggestionList }
  /** Every try failed: the list stays closed. */
  | { status: 'failed'; term: string };

export interface SuggestionsSearch {
  readonly state: Store<SuggestionsState>;
  /** Shows the suggestions of what is typed now. */
  search(typed: string): void;
  /** Stops listening for answers (the element left the page). */
  dispose(): void;
}

export interface SuggestionsSearchOptions {
  site: SiteCode;
  locale: Locale;
  api?: ApiClient;
  retry?: RetryPolicy;
  warn?: (message: string) => void;
}

interface PageSuggestionCache {
  /** Settled lists and running requests, by site, cache key and term. */
  answers: Map<string, Promise<SuggestionList | undefined>>;
  settled: Map<string, SuggestionList>;
}

const pageCache = () =>
  pageSingleton<PageSuggestionCache>('search-suggestions', () => ({
    answers: new Map(),
    settled: new Map(),
  }));

export { searchCacheKey } from '../../../services/stores/search-cache-key';

/** The form a term is compared and cached in: trimmed and lower-cased in the site's locale. */
export function termKey(term: string, locale: Locale): string {
  return term.trim().toLocaleLowerCase(locale);
}

export function createSuggestionsSearch(options: SuggestionsSearchOptions): SuggestionsSearch {
  const { site, locale } = options;
  const api = options.api ?? shopApi();
  const retry = options.retry ?? SUGGESTION_RETRY_POLICY;
  const warn = options.warn ?? ((message: string) => console.warn(`shop-search: ${message}`));
  const state = createStore<SuggestionsState>({ status: 'idle', term: '' });
  let current = '';
  let disposed = false;

  const cacheKeyOf = (cacheKey: string, term: string) =>
    JSON.stringify([site, cacheKey, termKey(term, locale)]);

  async function ask(term: string): Promise<SuggestionList | undefined> {
    const cacheKey = await searchCacheKey(api);
    const { answers, settled } = pageCache();
    const key = cacheKeyOf(cacheKey, term);
    const known = settled.get(key);
    if (known) return known;
    let answer = answers.get(key);
    if (!answer) {
      answer = api
        .request<unknown>({
          path: SHOP_PATHS.suggestions,
          query: {
            q: term.trim(),
            site,
            maxSearchTerms: MAX_SEARCH_TERMS,
            maxProducts: MAX_PRODUCTS,
          },
          retry,
        })
        .then((outcome: ApiOutcome<unknown>) => {
          if (!outcome.ok) {
            answers.delete(key);
            warn(
              `suggestions for ${JSON.stringify(term.trim())} could not be loaded (${describeFailure(outcome)}); the list stays closed.`,
            );
            return undefined;
          }
          const list = readSuggestionAnswer(term.trim(), outcome.data, warn);
          settled.set(key, list);
          return list;
        });
      answers.set(key, answer);
    }
    return answer;
  }

  /** The cached list of the longest prefix of `term` (of at least MIN_TERM_LENGTH characters). */
  function cachedPrefixList(term: string): SuggestionList | undefined {
    const { settled } = pageCache();
    const cacheKey = cachedKeySoFar;
    if (cacheKey === undefined) return undefined;
    const trimmed = term.trim();
    for (let length = trimmed.length; length >= MIN_TERM_LENGTH; length -= 1) {
      const list = settled.get(cacheKeyOf(cacheKey, trimmed.slice(0, length)));
      if (list) return list;
    }
    return undefined;
  }

  // The cache key once known, so a typed term finds its cached list without waiting a tick. A
  // server render types nothing and must not call.
  let cachedKeySoFar: string | undefined;
  if (isBrowser()) {
    void searchCacheKey(api).then((cacheKey) => {
      cachedKeySoFar = cacheKey;
    });
  }

  function search(typed: string): void {
    if (disposed) return;
    current = typed;
    const term = typed.trim();
    if (term.length < MIN_TERM_LENGTH) {
      state.set({ status: 'idle', term });
      return;
    }
    const exact =
      cachedKeySoFar === undefined
        ? undefined
        : pageCache().settled.get(cacheKeyOf(cachedKeySoFar, term));
    if (exact) {
      state.set({ status: 'ready', term, list: exact });
      return;
    }
    state.set({ status: 'loading', term, shown: cachedPrefixList(term) });
    void ask(term).then((list) => {
      if (disposed || current !== typed) return;
      state.set(list ? { status: 'ready', term, list } : { status: 'failed', term });
    });
  }

  return {
    state,
    search,
    dispose() {
      disposed = true;
    },
  };
}
