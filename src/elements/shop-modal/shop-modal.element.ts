import { declareElement } from '../../element-kit/definition/declare-element';
import type { shopModalDefinition } from './shop-modal.definition';

export default declareElement<typeof shopModalDefinition>({
  tag: 'shop-modal',
  loadComponent: () => import('./ShopModal').then((module) => module.ShopModal),
});
