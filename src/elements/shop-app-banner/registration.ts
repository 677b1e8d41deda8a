import {
  defineElement,
  type ElementRegistration,
  type ShopElement,
} from '../../element-kit/define-element';
import { lazyComponent } from '../../element-kit/lazy-component';
import appBannerCss from './shop-app-banner.css?inline';
import { shopAppBannerDefinition } from './shop-app-banner.definition';

export const shopAppBannerRegistration: ElementRegistration = {
  definition: shopAppBannerDefinition,
  component: lazyComponent(() => import('./ShopAppBanner').then((module) => module.ShopAppBanner)),
  styles: [appBannerCss],
};

export type ShopAppBannerElement = ShopElement<typeof shopAppBannerDefinition>;

/** Defines `<shop-app-banner>` unless it is defined already. */
export function defineShopAppBanner(): CustomElementConstructor {
  return defineElement(shopAppBannerRegistration);
}
