import { declareElement } from '../../element-kit/declare-element';
import type { shopPromotionDefinition } from './shop-promotion.definition';

export default declareElement<typeof shopPromotionDefinition>({
  tag: 'shop-promotion',
  loadComponent: () => import('./ShopPromotion').then((module) => module.ShopPromotion),
  preloadData: ({ site, promotionId, allOfTags, anyOfTags, noneOfTags }) =>
    void import('../../services/stores/use-promotion').then(({ preloadPromotion }) =>
      preloadPromotion({ promotionId, site, allOfTags, anyOfTags, noneOfTags }),
    ),
});
