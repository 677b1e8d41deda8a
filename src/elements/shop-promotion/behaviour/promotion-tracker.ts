import { trackPromotionClick, type PromotionClickType } from '../../../services/tracking';

/** `promotion_click` for one part of a promotion; the specification is the promotion's id. */
export function promotionTracker(promotionId: string) {
  return (clickType: PromotionClickType, target: string) =>
    trackPromotionClick({ clickType, target, specification: promotionId });
}
