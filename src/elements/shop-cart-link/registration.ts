import {
  defineElement,
  type ElementRegistration,
  type ShopElement,
} from '../../element-kit/define-element';
import { lazyComponent } from '../../element-kit/lazy-component';
import cartLinkCss from './shop-cart-link.css?inline';
import { shopCartLinkDefinition } from './shop-cart-link.definition';

export const shopCartLinkRegistration: ElementRegistration = {
  definition: shopCartLinkDefinition,
  component: lazyComponent(() => import('./ShopCartLink').then((module) => module.ShopCartLink)),
  styles: [cartLinkCss],
};

export type ShopCartLinkElement = ShopElement<typeof shopCartLinkDefinition>;

/** Defines `<shop-cart-link>` unless it is defined already. */
export function defineShopCartLink(): CustomElementConstructor {
  return defineElement(shopCartLinkRegistration);
}
