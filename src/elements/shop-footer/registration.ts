import {
  defineElement,
  type ElementRegistration,
  type ShopElement,
} from '../../element-kit/define-element';
import { lazyComponent } from '../../element-kit/lazy-component';
import footerCss from './shop-footer.css?inline';
import { shopFooterDefinition } from './shop-footer.definition';

export const shopFooterRegistration: ElementRegistration = {
  definition: shopFooterDefinition,
  component: lazyComponent(() => import('./ShopFooter').then((module) => module.ShopFooter)),
  styles: [footerCss],
};

export type ShopFooterElement = ShopElement<typeof shopFooterDefinition>;

/** Defines `<shop-footer>` unless it is defined already. */
export function defineShopFooter(): CustomElementConstructor {
  return defineElement(shopFooterRegistration);
}
