/**
 * What a page script can use, from the standalone bundle and from the package alike: the
 * `define…` functions and the page's one `cart` (the contract's cart API).
 */
import { ELEMENT_REGISTRATIONS } from './elements/registrations';
import { defineElement } from './element-kit/define-element';

export { cart } from './cart/page-cart';
export type { CartStore, CartSnapshot, ModifyResult, ChangeOutcome } from './cart/cart-store';
export type { Cart, CartChange, CartError, CartErrorCode } from './services/wire/cart';
export { defineShopAppBanner } from './elements/shop-app-banner/registration';
export { defineShopBenefitsStrip } from './elements/shop-benefits-strip/registration';
export { defineShopCartLink } from './elements/shop-cart-link/registration';
export { defineShopCountrySwitcher } from './elements/shop-country-switcher/registration';
export { defineShopFooter } from './elements/shop-footer/registration';
export { defineShopLayout } from './elements/shop-layout/registration';
export { defineShopMiniCart } from './elements/shop-mini-cart/registration';
export { defineShopModal } from './elements/shop-modal/registration';
export { defineShopNewsletterForm } from './elements/shop-newsletter-form/registration';
export { defineShopPromotion } from './elements/shop-promotion/registration';

/** Defines every tag of the library that is not defined yet. */
export function defineAllElements(): void {
  for (const registration of ELEMENT_REGISTRATIONS) defineElement(registration);
}
