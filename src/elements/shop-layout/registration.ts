import {
  defineElement,
  type ElementRegistration,
  type ShopElement,
} from '../../element-kit/define-element';
import { lazyComponent } from '../../element-kit/lazy-component';
import layoutCss from './shop-layout.css?inline';
import { shopLayoutDefinition } from './shop-layout.definition';

export const shopLayoutRegistration: ElementRegistration = {
  definition: shopLayoutDefinition,
  component: lazyComponent(() => import('./ShopLayout').then((module) => module.ShopLayout)),
  styles: [layoutCss],
};

export type ShopLayoutElement = ShopElement<typeof shopLayoutDefinition>;

/** Defines `<shop-layout>` unless it is defined already. */
export function defineShopLayout(): CustomElementConstructor {
  return defineElement(shopLayoutRegistration);
}
