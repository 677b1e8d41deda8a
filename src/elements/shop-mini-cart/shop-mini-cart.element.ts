import { declareElement } from '../../element-kit/declare-element';
import miniCartCss from './shop-mini-cart.css?inline';
import type { shopMiniCartDefinition } from './shop-mini-cart.definition';

export default declareElement<typeof shopMiniCartDefinition>({
  tag: 'shop-mini-cart',
  loadComponent: () => import('./ShopMiniCart').then((module) => module.ShopMiniCart),
  styles: [miniCartCss],
  // The cart store is a chunk of its own next to the element's code: both load at once.
  preloadData: () => void import('../../cart/page-cart').then(({ cart }) => cart.load()),
});
