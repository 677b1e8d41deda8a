import { declareElement } from '../../element-kit/definition/declare-element';
import { NAVIGATION_NEEDS } from '../../services/server-data/declared-needs';
import type { shopMainNavDefinition } from './shop-main-nav.definition';

export default declareElement<typeof shopMainNavDefinition>({
  tag: 'shop-main-nav',
  loadComponent: () => import('./ShopMainNav').then((module) => module.ShopMainNav),
  dataNeeds: () => NAVIGATION_NEEDS,
});
