import {
  defineElement,
  type ElementRegistration,
  type ShopElement,
} from '../../element-kit/define-element';
import { lazyComponent } from '../../element-kit/lazy-component';
import miniCartCss from './shop-mini-cart.css?inline';
import { shopMiniCartDefinition } from './shop-mini-cart.definition';

export const shopMiniCartRegistration: ElementRegistration = {
  definition: shopMiniCartDefinition,
  component: lazyComponent(() => import('./ShopMiniCart').then((module) => module.ShopMiniCart)),
  styles: [miniCartCss],
};

export type ShopMiniCartElement = ShopElement<typeof shopMiniCartDefinition>;

/** Defines `<shop-mini-cart>` unless it is defined already. */
export function defineShopMiniCart(): CustomElementConstructor {
  return defineElement(shopMiniCartRegistration);
}
