import { pageSingleton } from '../../page-runtime/page-singleton';
import { isRecord, readText } from '../decoding/json-decoding';
import type { ApiClient } from '../http/api-client';
import { SHOP_PATHS, shopApi } from '../http/shop-api';

/**
 * The search service's cache key (`GET …/cachekey`, header-and-cart §7), asked once per page:
 * the header asks as it starts, the first search field otherwise, and every other waits for the
 * same answer. A failed call counts as the empty key: cached suggestions then live for this page
 * only, as they do anyway.
 */
export function searchCacheKey(api: ApiClient = shopApi()): Promise<string> {
  return pageSingleton('search-cache-key', () =>
    api
      .request<unknown>({ path: SHOP_PATHS.searchCacheKey })
      .then((outcome) =>
        outcome.ok && isRecord(outcome.data) ? (readText(outcome.data.cacheKey) ?? '') : '',
      ),
  );
}
