import { declareElement } from '../../element-kit/declare-element';
import type { shopMainNavDefinition } from './shop-main-nav.definition';

export default declareElement<typeof shopMainNavDefinition>({
  tag: 'shop-main-nav',
  loadComponent: () => import('./ShopMainNav').then((module) => module.ShopMainNav),
  // Navigation and theme worlds are asked as the bar connects, beside its code, once per page.
  preloadData: ({ site }) =>
    void import('../../services/stores/navigation').then(({ navigationStore, themeWorldStore }) => {
      void navigationStore().load(site);
      void themeWorldStore().load(site);
    }),
});
