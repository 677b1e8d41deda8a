import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { Locale, SiteCode } from '../sites/sites';
import type { ElementAttributes, ElementDefinition } from '../element-kit/element-definition';
import type { ShopAppBannerElement } from './shop-app-banner/registration';
import type { shopAppBannerDefinition } from './shop-app-banner/shop-app-banner.definition';
import type { ShopBenefitsStripElement } from './shop-benefits-strip/registration';
import type { shopBenefitsStripDefinition } from './shop-benefits-strip/shop-benefits-strip.definition';
import type { ShopCartLinkElement } from './shop-cart-link/registration';
import type { shopCartLinkDefinition } from './shop-cart-link/shop-cart-link.definition';
import type { ShopCountrySwitcherElement } from './shop-country-switcher/registration';
import type { shopCountrySwitcherDefinition } from './shop-country-switcher/shop-country-switcher.definition';
import type { ShopFooterElement } from './shop-footer/registration';
import type { shopFooterDefinition } from './shop-footer/shop-footer.definition';
import type { ShopLayoutElement } from './shop-layout/registration';
import type { shopLayoutDefinition } from './shop-layout/shop-layout.definition';
import type { ShopMiniCartElement } from './shop-mini-cart/registration';
import type { shopMiniCartDefinition } from './shop-mini-cart/shop-mini-cart.definition';
import type { ModalCloseDetail } from './shop-modal/ShopModal';
import type { ShopModalElement } from './shop-modal/registration';
import type { shopModalDefinition } from './shop-modal/shop-modal.definition';
import type { ShopNewsletterFormElement } from './shop-newsletter-form/registration';
import type { shopNewsletterFormDefinition } from './shop-newsletter-form/shop-newsletter-form.definition';
import type { ShopPromotionElement } from './shop-promotion/registration';
import type { shopPromotionDefinition } from './shop-promotion/shop-promotion.definition';

/** The JSX props of a tag: React's HTML attributes plus the element's own, typed from its definition. */
export type ShopElementJsxProps<
  D extends ElementDefinition,
  E extends HTMLElement,
> = DetailedHTMLProps<HTMLAttributes<E>, E> &
  ElementAttributes<D> & { site?: SiteCode; locale?: Locale };

declare global {
  interface HTMLElementTagNameMap {
    'shop-app-banner': ShopAppBannerElement;
    'shop-benefits-strip': ShopBenefitsStripElement;
    'shop-cart-link': ShopCartLinkElement;
    'shop-country-switcher': ShopCountrySwitcherElement;
    'shop-footer': ShopFooterElement;
    'shop-layout': ShopLayoutElement;
    'shop-mini-cart': ShopMiniCartElement;
    'shop-modal': ShopModalElement;
    'shop-newsletter-form': ShopNewsletterFormElement;
    'shop-promotion': ShopPromotionElement;
  }

  interface GlobalEventHandlersEventMap {
    'modal-close': CustomEvent<ModalCloseDetail>;
    'cart-data-changed': CustomEvent<{ itemCount: number }>;
    'app-banner-close': CustomEvent<null>;
    'country-select': CustomEvent<{ site: SiteCode; href: string }>;
    'newsletter-success': CustomEvent<{ email: string }>;
    'newsletter-confirmed': CustomEvent<{ email: string }>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'shop-app-banner': ShopElementJsxProps<typeof shopAppBannerDefinition, ShopAppBannerElement>;
      'shop-benefits-strip': ShopElementJsxProps<
        typeof shopBenefitsStripDefinition,
        ShopBenefitsStripElement
      >;
      'shop-cart-link': ShopElementJsxProps<typeof shopCartLinkDefinition, ShopCartLinkElement>;
      'shop-country-switcher': ShopElementJsxProps<
        typeof shopCountrySwitcherDefinition,
        ShopCountrySwitcherElement
      >;
      'shop-footer': ShopElementJsxProps<typeof shopFooterDefinition, ShopFooterElement>;
      'shop-layout': ShopElementJsxProps<typeof shopLayoutDefinition, ShopLayoutElement>;
      'shop-mini-cart': ShopElementJsxProps<typeof shopMiniCartDefinition, ShopMiniCartElement>;
      'shop-modal': ShopElementJsxProps<typeof shopModalDefinition, ShopModalElement>;
      'shop-newsletter-form': ShopElementJsxProps<
        typeof shopNewsletterFormDefinition,
        ShopNewsletterFormElement
      >;
      'shop-promotion': ShopElementJsxProps<typeof shopPromotionDefinition, ShopPromotionElement>;
    }
  }
}
