import { declareElement } from '../../element-kit/declare-element';
import type { shopBenefitsStripDefinition } from './shop-benefits-strip.definition';

export default declareElement<typeof shopBenefitsStripDefinition>({
  tag: 'shop-benefits-strip',
  loadComponent: () => import('./ShopBenefitsStrip').then((module) => module.ShopBenefitsStrip),
  preloadData: ({ site, promotionId }) =>
    void import('../../services/stores/use-promotion').then(({ preloadPromotion }) =>
      preloadPromotion({ promotionId, site }),
    ),
});
