import { declareElement } from '../../element-kit/definition/declare-element';
import type { shopMiniCartDefinition } from './shop-mini-cart.definition';

export default declareElement<typeof shopMiniCartDefinition>({
  tag: 'shop-mini-cart',
  loadComponent: () => import('./ShopMiniCart').then((module) => module.ShopMiniCart),
  // The cart store is a chunk of its own next to the element's code: both load at once.
  preloadData: () => void import('../../cart/page-cart').then((module) => module.startPageCart()),
});
