import {
  defineElement,
  type ElementRegistration,
  type ShopElement,
} from '../../element-kit/define-element';
import { lazyComponent } from '../../element-kit/lazy-component';
import benefitsStripCss from './shop-benefits-strip.css?inline';
import { shopBenefitsStripDefinition } from './shop-benefits-strip.definition';

export const shopBenefitsStripRegistration: ElementRegistration = {
  definition: shopBenefitsStripDefinition,
  component: lazyComponent(() =>
    import('./ShopBenefitsStrip').then((module) => module.ShopBenefitsStrip),
  ),
  styles: [benefitsStripCss],
};

export type ShopBenefitsStripElement = ShopElement<typeof shopBenefitsStripDefinition>;

/** Defines `<shop-benefits-strip>` unless it is defined already. */
export function defineShopBenefitsStrip(): CustomElementConstructor {
  return defineElement(shopBenefitsStripRegistration);
}
