import { pageSingleton } from '../../page-runtime/page-singleton';
import { isRecord, readText } from '../decoding/json-decoding';
import type { ApiClient } from '../http/api-client';
import { SHOP_PATHS, shopApi } from '../http/shop-api';

/**
 * How long the cache key may take. Every suggestion waits for it, so a service that hangs must
 * not hold the list back for the whole request timeout (15 s).
 */
export const SEARCH_CACHE_KEY_TIMEOUT_MS = 2_000;

/**
 * The search service's cache key (`GET …/cachekey`, header-and-cart §7), asked once per page:
 * the header asks as it starts, the first search field otherwise, and every other waits for the
 * same answer. A failed call, or none within SEARCH_CACHE_KEY_TIMEOUT_MS, counts as the empty
 * key: cached suggestions then live for this page only, as they do anyway.
 */
export function searchCacheKey(api: ApiClient = shopApi()): Promise<string> {
  return pageSingleton('search-cache-key', () =>
    api
      .request<unknown>({ path: SHOP_PATHS.searchCacheKey, timeoutMs: SEARCH_CACHE_KEY_TIMEOUT_MS })
      .then((outcome) =>
        outcome.ok && isRecord(outcome.data) ? (readText(outcome.data.cacheKey) ?? '') : '',
      ),
  );
}
