import { declareElement } from '../../element-kit/definition/declare-element';
import type { shopLayoutDefinition } from './shop-layout.definition';

export default declareElement<typeof shopLayoutDefinition>({
  tag: 'shop-layout',
  loadComponent: () => import('./ShopLayout').then((module) => module.ShopLayout),
  // What its header and footer show, with the attributes it gives them.
  dataNeeds: ({ site, reduced, benefitsPromotionId }, inner) => [
    ...inner('shop-header', { site, reduced, benefitsPromotionId }),
    ...inner('shop-footer', { site, reduced }),
  ],
});
