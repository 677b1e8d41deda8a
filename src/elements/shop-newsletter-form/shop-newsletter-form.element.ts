import { declareElement } from '../../element-kit/definition/declare-element';
import type { shopNewsletterFormDefinition } from './shop-newsletter-form.definition';

export default declareElement<typeof shopNewsletterFormDefinition>({
  tag: 'shop-newsletter-form',
  loadComponent: () => import('./ShopNewsletterForm').then((module) => module.ShopNewsletterForm),
});
