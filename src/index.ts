/**
 * The React components and `define…` functions, for React apps. Importing this module defines
 * no element; call `defineAllElements()` or one `define…` function to register tags.
 */
import './elements/element-typings';

export * from './page-api';

export { ShopProvider, useShop } from './element-kit/shop-context';
export type { ShopProviderProps, ShopContextValue } from './element-kit/shop-context';
export { SITES, SITE_CODES, LOCALES, type Site, type SiteCode, type Locale } from './sites/sites';
export { BREAKPOINTS, type BreakpointName } from './tokens/breakpoints';
export type { ShopElement } from './element-kit/define-element';
export type { ShopElementJsxProps } from './elements/element-typings';

export {
  ShopAppBanner,
  type ShopAppBannerProps,
  type AppPlatformOverride,
} from './elements/shop-app-banner/ShopAppBanner';
export type { ShopAppBannerElement } from './elements/shop-app-banner/registration';
export {
  ShopBenefitsStrip,
  type ShopBenefitsStripProps,
} from './elements/shop-benefits-strip/ShopBenefitsStrip';
export type { ShopBenefitsStripElement } from './elements/shop-benefits-strip/registration';
export { ShopCartLink } from './elements/shop-cart-link/ShopCartLink';
export type { ShopCartLinkElement } from './elements/shop-cart-link/registration';
export { ShopCountrySwitcher } from './elements/shop-country-switcher/ShopCountrySwitcher';
export type {
  ShopCountrySwitcherProps,
  CountrySelectDetail,
} from './elements/shop-country-switcher/ShopCountrySwitcher';
export type { ShopCountrySwitcherElement } from './elements/shop-country-switcher/registration';
export { ShopFooter } from './elements/shop-footer/ShopFooter';
export type { ShopFooterProps } from './elements/shop-footer/ShopFooter';
export type { ShopFooterElement } from './elements/shop-footer/registration';
export { ShopLayout } from './elements/shop-layout/ShopLayout';
export type { ShopLayoutProps } from './elements/shop-layout/ShopLayout';
export type { ShopLayoutElement } from './elements/shop-layout/registration';
export { ShopMiniCart } from './elements/shop-mini-cart/ShopMiniCart';
export type { ShopMiniCartElement } from './elements/shop-mini-cart/registration';
export { ShopModal } from './elements/shop-modal/ShopModal';
export type {
  ShopModalProps,
  ModalCloseDetail,
  ModalCloseReason,
} from './elements/shop-modal/ShopModal';
export type { ShopModalElement } from './elements/shop-modal/registration';
export {
  ShopNewsletterForm,
  type ShopNewsletterFormProps,
  type NewsletterSuccessDetail,
} from './elements/shop-newsletter-form/ShopNewsletterForm';
export type { ShopNewsletterFormElement } from './elements/shop-newsletter-form/registration';
export {
  NEWSLETTER_MARKETS,
  type NewsletterMarket,
} from './elements/shop-newsletter-form/newsletter-markets';
export { ShopPromotion, type ShopPromotionProps } from './elements/shop-promotion/ShopPromotion';
export type { ShopPromotionElement } from './elements/shop-promotion/registration';

export {
  Button,
  RIPPLE_MINIMUM_DISPLAY_MS,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './primitives/button/Button';
export {
  Image,
  LAZY_LOAD_ROOT_MARGIN,
  type ImageProps,
  type ImageAspectRatio,
  type ImageLoading,
  type ImageState,
} from './primitives/image/Image';
export {
  chooseCutout,
  isWideEnough,
  IMAGE_WIDTH_TOLERANCE,
  type ImageCutout,
  type CutoutImageCss,
  type CutoutContainerCss,
} from './primitives/image/image-cutouts';
export {
  Rating,
  DEFAULT_RATING_MAX,
  type RatingProps,
  type RatingSize,
} from './primitives/rating/Rating';
export { Icon, type IconProps, type IconSize } from './primitives/icon/Icon';
export {
  TextField,
  type TextFieldProps,
  type TextFieldType,
} from './primitives/form-field/TextField';
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './primitives/form-field/SelectField';
export { CheckboxField, type CheckboxFieldProps } from './primitives/form-field/CheckboxField';
export {
  Accordion,
  type AccordionProps,
  type AccordionItem,
  type AccordionHeadingLevel,
} from './primitives/accordion/Accordion';
export {
  VoucherCode,
  COPY_SUCCESS_DISPLAY_MS,
  type VoucherCodeProps,
  type VoucherCopyResult,
} from './primitives/voucher-code/VoucherCode';
export { LegalText, type LegalTextProps } from './primitives/legal-text/LegalText';
export {
  PasswordStrength,
  type PasswordStrengthProps,
} from './primitives/password-strength/PasswordStrength';
export {
  passwordStrength,
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTH_LEVELS,
  type PasswordStrengthResult,
  type PasswordStrengthLevel,
} from './primitives/password-strength/password-strength';
export { ICON_NAMES, type IconName } from './primitives/icon/icon-paths';
