import { useEffect, useMemo } from 'react';
import type { SiteCode } from '../../sites/sites';
import { isPathSegment } from '../http/service-path';
import { promotions, type PromotionQuery, type PromotionState } from './promotions';
import type { Store } from '../../page-runtime/store';
import { useStore } from '../../page-runtime/use-store';

/** `"a, b,,c"` → `['a', 'b', 'c']`: the comma-separated tag attributes. */
export function splitTags(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const NONE: PromotionState = { status: 'none' };
const NO_PROMOTION: Store<PromotionState> = {
  getSnapshot: () => NONE,
  subscribe: () => () => undefined,
};

export interface PromotionRequest {
  /** Empty, `.` or `..` (see `isPathSegment`): no promotion is asked for, the state is "none". */
  promotionId: string;
  site: SiteCode;
  allOfTags?: string;
  anyOfTags?: string;
  noneOfTags?: string;
}

/** The store's query for a request; none without a promotion id that can be asked for. */
export function promotionQuery({
  promotionId,
  site,
  allOfTags,
  anyOfTags,
  noneOfTags,
}: PromotionRequest): PromotionQuery | undefined {
  const id = promotionId.trim();
  if (!isPathSegment(id)) return undefined;
  return {
    promotionId: id,
    site,
    allOfTags: splitTags(allOfTags),
    anyOfTags: splitTags(anyOfTags),
    noneOfTags: splitTags(noneOfTags),
  };
}

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
