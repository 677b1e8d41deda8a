import type { ElementDefinition } from '../element-kit/element-definition';
import { shopAppBannerDefinition } from './shop-app-banner/shop-app-banner.definition';
import { shopBenefitsStripDefinition } from './shop-benefits-strip/shop-benefits-strip.definition';
import { shopCartLinkDefinition } from './shop-cart-link/shop-cart-link.definition';
import { shopCountrySwitcherDefinition } from './shop-country-switcher/shop-country-switcher.definition';
import { shopFooterDefinition } from './shop-footer/shop-footer.definition';
import { shopLayoutDefinition } from './shop-layout/shop-layout.definition';
import { shopMiniCartDefinition } from './shop-mini-cart/shop-mini-cart.definition';
import { shopModalDefinition } from './shop-modal/shop-modal.definition';
import { shopNewsletterFormDefinition } from './shop-newsletter-form/shop-newsletter-form.definition';
import { shopPromotionDefinition } from './shop-promotion/shop-promotion.definition';

/**
 * Every element's registry entry, as plain data: the manifest generator, the page sheet and
 * the docs read this list.
 */
export const ELEMENT_DEFINITIONS: readonly ElementDefinition[] = [
  shopAppBannerDefinition,
  shopBenefitsStripDefinition,
  shopCartLinkDefinition,
  shopCountrySwitcherDefinition,
  shopFooterDefinition,
  shopLayoutDefinition,
  shopMiniCartDefinition,
  shopModalDefinition,
  shopNewsletterFormDefinition,
  shopPromotionDefinition,
];
