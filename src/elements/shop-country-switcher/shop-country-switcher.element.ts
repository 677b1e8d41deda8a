import { declareElement } from '../../element-kit/definition/declare-element';
import type { shopCountrySwitcherDefinition } from './shop-country-switcher.definition';

export default declareElement<typeof shopCountrySwitcherDefinition>({
  tag: 'shop-country-switcher',
  loadComponent: () => import('./ShopCountrySwitcher').then((module) => module.ShopCountrySwitcher),
});
