import { useStyles } from '../../../element-kit/adopted-styles';
import promotionCss from '../shop-promotion.css?inline';
import type { PromotionKind } from '../../../services/stores/promotions';

/**
 * The root of a promotion kind: its props bring in the promotion styles and name the kind. The
 * kind's layout follows the element's own width in CSS (`@container shop-promotion`), so the
 * same markup is right in every box.
 */
export function usePromotionRoot(kind: PromotionKind) {
  const styles = useStyles<HTMLDivElement>(promotionCss);
  return { getRootProps: () => ({ ref: styles, 'data-kind': kind }) };
}
