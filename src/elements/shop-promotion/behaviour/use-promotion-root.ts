import { useStyles } from '../../../element-kit/styles/adopted-styles';
import bannerCss from '../components/promotion-banner.css?inline';
import promotionCss from '../shop-promotion.css?inline';
import type { PromotionKind } from '../../../services/stores/promotions';

/**
 * The root of a promotion kind: its props bring in the promotion styles and name the kind. The
 * kind's layout follows the element's own width in CSS (`@container shop-promotion`), so the
 * same markup is right in every box.
 */
// One sheet for every kind, as one text: the kinds share their base rules, and the banner's own
// sit beside its view.
const PROMOTION_SHEET = `${promotionCss}\n${bannerCss}`;

export function usePromotionRoot(kind: PromotionKind) {
  const styles = useStyles<HTMLDivElement>(PROMOTION_SHEET);
  return { getRootProps: () => ({ ref: styles, 'data-kind': kind }) };
}
