import {
  defineElement,
  type ElementRegistration,
  type ShopElement,
} from '../../element-kit/define-element';
import { lazyComponent } from '../../element-kit/lazy-component';
import newsletterCss from './shop-newsletter-form.css?inline';
import { shopNewsletterFormDefinition } from './shop-newsletter-form.definition';

export const shopNewsletterFormRegistration: ElementRegistration = {
  definition: shopNewsletterFormDefinition,
  component: lazyComponent(() =>
    import('./ShopNewsletterForm').then((module) => module.ShopNewsletterForm),
  ),
  styles: [newsletterCss],
};

export type ShopNewsletterFormElement = ShopElement<typeof shopNewsletterFormDefinition>;

/** Defines `<shop-newsletter-form>` unless it is defined already. */
export function defineShopNewsletterForm(): CustomElementConstructor {
  return defineElement(shopNewsletterFormRegistration);
}
