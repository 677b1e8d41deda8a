import { declareElement } from '../../element-kit/definition/declare-element';
import { APP_BANNER_STATE, appBannerWillShow } from '../../services/app-banner-rules';
import type { shopAppBannerDefinition } from './shop-app-banner.definition';

export default declareElement<typeof shopAppBannerDefinition>({
  tag: 'shop-app-banner',
  loadComponent: () => import('./ShopAppBanner').then((module) => module.ShopAppBanner),
  // Its room is kept from the first frame on the devices that will show it (reservedHeight).
  roomStates: (settings) => (appBannerWillShow(settings) ? [APP_BANNER_STATE] : []),
});
