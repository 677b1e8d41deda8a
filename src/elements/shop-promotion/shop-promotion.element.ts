import { declareElement } from '../../element-kit/definition/declare-element';
import { promotionNeeds } from '../../services/server-data/declared-needs';
import type { shopPromotionDefinition } from './shop-promotion.definition';

export default declareElement<typeof shopPromotionDefinition>({
  tag: 'shop-promotion',
  loadComponent: () => import('./ShopPromotion').then((module) => module.ShopPromotion),
  dataNeeds: ({ site, promotionId, allOfTags, anyOfTags, noneOfTags }) =>
    promotionNeeds({ promotionId, site, allOfTags, anyOfTags, noneOfTags }),
});
