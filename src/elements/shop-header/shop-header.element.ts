import { declareElement } from '../../element-kit/declare-element';
import type { shopHeaderDefinition } from './shop-header.definition';

export default declareElement<typeof shopHeaderDefinition>({
  tag: 'shop-header',
  loadComponent: () => import('./ShopHeader').then((module) => module.ShopHeader),
  // Every call of the header starts as it connects, beside its code, each once per page.
  preloadData: ({ site, reduced, benefitsPromotionId }) =>
    void import('./header-start').then(({ startHeaderData }) =>
      startHeaderData({ site, reduced: Boolean(reduced), benefitsPromotionId }),
    ),
});
