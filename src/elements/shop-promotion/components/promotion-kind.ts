import type { PromotionView } from '../../../services/cms/promotion-content';

/** What the view of each promotion kind is given. */
export interface PromotionKindProps {
  promotionId: string;
  view: PromotionView;
}
