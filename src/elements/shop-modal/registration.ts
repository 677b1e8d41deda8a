import {
  defineElement,
  type ElementRegistration,
  type ShopElement,
} from '../../element-kit/define-element';
import { lazyComponent } from '../../element-kit/lazy-component';
import modalCss from './shop-modal.css?inline';
import { shopModalDefinition } from './shop-modal.definition';

export const shopModalRegistration: ElementRegistration = {
  definition: shopModalDefinition,
  component: lazyComponent(() => import('./ShopModal').then((module) => module.ShopModal)),
  styles: [modalCss],
};

export type ShopModalElement = ShopElement<typeof shopModalDefinition>;

/** Defines `<shop-modal>` unless it is defined already. */
export function defineShopModal(): CustomElementConstructor {
  return defineElement(shopModalRegistration);
}
