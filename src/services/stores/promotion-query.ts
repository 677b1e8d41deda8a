import type { SiteCode } from '../../sites/sites';
import { isPathSegment } from '../http/service-path';
import type { PromotionQuery } from './promotions';

/** `"a, b,,c"` → `['a', 'b', 'c']`: the comma-separated tag attributes. */
export function splitTags(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

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
