import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { Locale, SiteCode } from '../sites/sites';
import type { ElementAttributes, ElementDefinition } from '../platform/element-definition';
import type { ShopCartLinkElement } from './shop-cart-link/registration';
import type { shopCartLinkDefinition } from './shop-cart-link/shop-cart-link.definition';
import type { ModalCloseDetail } from './shop-modal/ShopModal';
import type { ShopModalElement } from './shop-modal/registration';
import type { shopModalDefinition } from './shop-modal/shop-modal.definition';

/** The JSX props of a tag: React's HTML attributes plus the element's own, typed from its definition. */
export type ShopElementJsxProps<
  D extends ElementDefinition,
  E extends HTMLElement,
> = DetailedHTMLProps<HTMLAttributes<E>, E> &
  ElementAttributes<D> & { site?: SiteCode; locale?: Locale };

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart-link': ShopCartLinkElement;
    'shop-modal': ShopModalElement;
  }

  interface GlobalEventHandlersEventMap {
    'modal-close': CustomEvent<ModalCloseDetail>;
    'cart-data-changed': CustomEvent<{ itemCount: number }>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'shop-cart-link': ShopElementJsxProps<typeof shopCartLinkDefinition, ShopCartLinkElement>;
      'shop-modal': ShopElementJsxProps<typeof shopModalDefinition, ShopModalElement>;
    }
  }
}
