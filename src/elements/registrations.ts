import type { ElementRegistration } from '../element-kit/define-element';
import { shopAppBannerRegistration } from './shop-app-banner/registration';
import { shopBenefitsStripRegistration } from './shop-benefits-strip/registration';
import { shopCartLinkRegistration } from './shop-cart-link/registration';
import { shopCountrySwitcherRegistration } from './shop-country-switcher/registration';
import { shopFooterRegistration } from './shop-footer/registration';
import { shopLayoutRegistration } from './shop-layout/registration';
import { shopMiniCartRegistration } from './shop-mini-cart/registration';
import { shopModalRegistration } from './shop-modal/registration';
import { shopNewsletterFormRegistration } from './shop-newsletter-form/registration';
import { shopPromotionRegistration } from './shop-promotion/registration';

/** Every element of the library, in the order the standalone bundle defines them. */
export const ELEMENT_REGISTRATIONS: readonly ElementRegistration[] = [
  shopAppBannerRegistration,
  shopBenefitsStripRegistration,
  shopCartLinkRegistration,
  shopCountrySwitcherRegistration,
  shopFooterRegistration,
  shopLayoutRegistration,
  shopMiniCartRegistration,
  shopModalRegistration,
  shopNewsletterFormRegistration,
  shopPromotionRegistration,
];
