/**
 * The promotions the header's elements show, by id: plain values, as the header's declaration
 * (loaded first on every page) names them.
 */
import type { PageConfig } from '../../page-runtime/page-config';

/** The top banner's promotion id (header-and-cart §2). */
export const TOP_PROMOTION_ID = '~header_top';

/**
 * The BENEFITS promotion the header's strip shows: the header's `benefits-promotion-id`, else the
 * page configuration's `benefitsPromotionId`, else none (the site's default benefits, no call:
 * no spec names the shop's id, and asking for one a shop lacks gives every page a 404).
 */
export function headerBenefitsPromotionId(
  attribute: string | undefined,
  config: Pick<PageConfig, 'benefitsPromotionId'>,
): string {
  return attribute?.trim() || config.benefitsPromotionId || '';
}
