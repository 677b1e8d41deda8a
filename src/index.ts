/**
 * The React components and `define…` functions, for React apps. Importing this module defines
 * no element; call `defineAllElements()` or one `define…` function to register tags.
 */
import './elements/element-typings';
import { defineElement } from './platform/define-element';
import { ELEMENT_REGISTRATIONS } from './elements/registrations';

export { ShopProvider, useShop } from './platform/shop-context';
export type { ShopProviderProps, ShopContextValue } from './platform/shop-context';
export { SITES, SITE_CODES, LOCALES, type Site, type SiteCode, type Locale } from './sites/sites';
export { BREAKPOINTS, type BreakpointName } from './tokens/breakpoints';
export type { ShopElement } from './platform/define-element';
export type { ShopElementJsxProps } from './elements/element-typings';

export { ShopModal } from './elements/shop-modal/ShopModal';
export type {
  ShopModalProps,
  ModalCloseDetail,
  ModalCloseReason,
} from './elements/shop-modal/ShopModal';
export { defineShopModal, type ShopModalElement } from './elements/shop-modal/registration';

export { Icon, type IconProps, type IconSize } from './primitives/icon/Icon';
export { ICON_NAMES, type IconName } from './primitives/icon/icon-paths';

/** Defines every tag of the library that is not defined yet. */
export function defineAllElements(): void {
  for (const registration of ELEMENT_REGISTRATIONS) defineElement(registration);
}
