import { useEffect, useMemo } from 'react';
import { promotions, type PromotionQuery, type PromotionState } from './promotions';
import { promotionQuery, type PromotionRequest } from './promotion-query';

export { splitTags, promotionQuery, type PromotionRequest } from './promotion-query';
import type { Store } from '../../page-runtime/store';
import { useStore } from '../../page-runtime/use-store';

const NONE: PromotionState = { status: 'none' };
const NO_PROMOTION: Store<PromotionState> = {
  getSnapshot: () => NONE,
  subscribe: () => () => undefined,
};

/** Starts loading a promotion before the element's code is there (the store shares the call). */
export function preloadPromotion(request: PromotionRequest): void {
  const query = promotionQuery(request);
  if (query) void promotions().load(query);
}

/**
 * The state of one promotion through the page's promotion store: loads it when the id, the
 * site or a tag filter changes (with the editors' PreviewToken cookie, on every mount) and
 * re-renders when it arrives.
 */
export function usePromotion({
  promotionId,
  site,
  allOfTags,
  anyOfTags,
  noneOfTags,
}: PromotionRequest): PromotionState {
  const query = useMemo<PromotionQuery | undefined>(
    () => promotionQuery({ promotionId, site, allOfTags, anyOfTags, noneOfTags }),
    [promotionId, site, allOfTags, anyOfTags, noneOfTags],
  );
  const store = useMemo(() => (query ? promotions().entry(query) : NO_PROMOTION), [query]);
  useEffect(() => {
    if (query) void promotions().load(query);
  }, [query]);
  return useStore(store);
}
