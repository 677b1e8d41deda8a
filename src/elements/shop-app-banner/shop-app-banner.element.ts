import { declareElement } from '../../element-kit/declare-element';
import type { shopAppBannerDefinition } from './shop-app-banner.definition';

export default declareElement<typeof shopAppBannerDefinition>({
  tag: 'shop-app-banner',
  loadComponent: () => import('./ShopAppBanner').then((module) => module.ShopAppBanner),
});
