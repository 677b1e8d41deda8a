import { declareElement } from '../../element-kit/declare-element';
import modalCss from './shop-modal.css?inline';
import type { shopModalDefinition } from './shop-modal.definition';

export default declareElement<typeof shopModalDefinition>({
  tag: 'shop-modal',
  loadComponent: () => import('./ShopModal').then((module) => module.ShopModal),
  styles: [modalCss],
});
