import { declareElement } from '../../element-kit/declare-element';
import type { shopLayoutDefinition } from './shop-layout.definition';

export default declareElement<typeof shopLayoutDefinition>({
  tag: 'shop-layout',
  loadComponent: () => import('./ShopLayout').then((module) => module.ShopLayout),
});
