import { declareElement } from '../../element-kit/definition/declare-element';
import type { shopCartLinkDefinition } from './shop-cart-link.definition';

export default declareElement<typeof shopCartLinkDefinition>({
  tag: 'shop-cart-link',
  loadComponent: () => import('./ShopCartLink').then((module) => module.ShopCartLink),
  // The cart store is a chunk of its own next to the element's code: both load at once.
  preloadData: () => void import('../../cart/page-cart').then((module) => module.startPageCart()),
});
