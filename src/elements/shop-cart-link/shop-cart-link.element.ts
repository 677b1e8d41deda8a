import { cart } from '../../cart/page-cart';
import { declareElement } from '../../element-kit/declare-element';
import cartLinkCss from './shop-cart-link.css?inline';
import type { shopCartLinkDefinition } from './shop-cart-link.definition';

export default declareElement<typeof shopCartLinkDefinition>({
  tag: 'shop-cart-link',
  loadComponent: () => import('./ShopCartLink').then((module) => module.ShopCartLink),
  styles: [cartLinkCss],
  preloadData: () => void cart.load(),
});
