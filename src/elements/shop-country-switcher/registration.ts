import {
  defineElement,
  type ElementRegistration,
  type ShopElement,
} from '../../element-kit/define-element';
import { lazyComponent } from '../../element-kit/lazy-component';
import countrySwitcherCss from './shop-country-switcher.css?inline';
import { shopCountrySwitcherDefinition } from './shop-country-switcher.definition';

export const shopCountrySwitcherRegistration: ElementRegistration = {
  definition: shopCountrySwitcherDefinition,
  component: lazyComponent(() =>
    import('./ShopCountrySwitcher').then((module) => module.ShopCountrySwitcher),
  ),
  styles: [countrySwitcherCss],
};

export type ShopCountrySwitcherElement = ShopElement<typeof shopCountrySwitcherDefinition>;

/** Defines `<shop-country-switcher>` unless it is defined already. */
export function defineShopCountrySwitcher(): CustomElementConstructor {
  return defineElement(shopCountrySwitcherRegistration);
}
