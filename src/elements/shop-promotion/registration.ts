import {
  defineElement,
  type ElementRegistration,
  type ShopElement,
} from '../../element-kit/define-element';
import { lazyComponent } from '../../element-kit/lazy-component';
import benefitsStripCss from '../shop-benefits-strip/shop-benefits-strip.css?inline';
import promotionCss from './shop-promotion.css?inline';
import { shopPromotionDefinition } from './shop-promotion.definition';

export const shopPromotionRegistration: ElementRegistration = {
  definition: shopPromotionDefinition,
  component: lazyComponent(() => import('./ShopPromotion').then((module) => module.ShopPromotion)),
  styles: [promotionCss, benefitsStripCss],
};

export type ShopPromotionElement = ShopElement<typeof shopPromotionDefinition>;

/** Defines `<shop-promotion>` unless it is defined already. */
export function defineShopPromotion(): CustomElementConstructor {
  return defineElement(shopPromotionRegistration);
}
