import { declareElement } from '../../element-kit/definition/declare-element';
import type { shopSearchDefinition } from './shop-search.definition';

export default declareElement<typeof shopSearchDefinition>({
  tag: 'shop-search',
  loadComponent: () => import('./ShopSearch').then((module) => module.ShopSearch),
  // The service's cache key is asked once per page as the field connects, beside its code.
  preloadData: () =>
    void import('../../services/stores/search-cache-key').then(({ searchCacheKey }) =>
      searchCacheKey(),
    ),
});
