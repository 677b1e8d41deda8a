import { cart } from '../../cart/page-cart';
import { declareElement } from '../../element-kit/declare-element';
import miniCartCss from './shop-mini-cart.css?inline';
import type { shopMiniCartDefinition } from './shop-mini-cart.definition';

export default declareElement<typeof shopMiniCartDefinition>({
  tag: 'shop-mini-cart',
  loadComponent: () => import('./ShopMiniCart').then((module) => module.ShopMiniCart),
  styles: [miniCartCss],
  preloadData: () => void cart.load(),
});
