import { declareElement } from '../../element-kit/declare-element';
import benefitsStripCss from '../../primitives/benefits-strip/benefits-strip.css?inline';
import promotionCss from './shop-promotion.css?inline';
import type { shopPromotionDefinition } from './shop-promotion.definition';

export default declareElement<typeof shopPromotionDefinition>({
  tag: 'shop-promotion',
  loadComponent: () => import('./ShopPromotion').then((module) => module.ShopPromotion),
  styles: [promotionCss, benefitsStripCss],
  preloadData: ({ site, promotionId, allOfTags, anyOfTags, noneOfTags }) =>
    void import('../../services/stores/use-promotion').then(({ preloadPromotion }) =>
      preloadPromotion({ promotionId, site, allOfTags, anyOfTags, noneOfTags }),
    ),
});
