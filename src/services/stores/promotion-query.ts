import { pageConfig } from '../../page-runtime/page-config';
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

/** The top banner's promotion id (header-and-cart §2). */
export const TOP_PROMOTION_ID = '~header_top';

/**
 * The BENEFITS promotion the header's strip shows: the header's `benefits-promotion-id`, else the
 * page configuration's `benefitsPromotionId`, else none (the site's default benefits, no call:
 * no spec names the shop's id, and asking for one a shop lacks gives every page a 404).
 */
export function headerBenefitsPromotionId(attribute: string | undefined): string {
  return attribute?.trim() || pageConfig().benefitsPromotionId || '';
}
