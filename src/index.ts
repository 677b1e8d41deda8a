/**
 * The React components and `define…` functions, for React apps. Importing this module defines
 * no element; call `defineAllElements()` or one `define…` function to register tags.
 */
import './elements/generated/element-typings';

export * from './page-api';

export { ShopProvider, useShop } from './element-kit/render/shop-context';
export type { ShopProviderProps, ShopContextValue } from './element-kit/render/shop-context';
export type { ShopData } from './element-kit/react-host/shop-data';
export { SITES, SITE_CODES, LOCALES, type Site, type SiteCode, type Locale } from './sites/sites';
export { BREAKPOINTS, type BreakpointName } from './tokens/breakpoints';
export { anchorSizesOnBrowserFontSize, SIZE_UNIT_PROPERTY } from './page-runtime/root-font-size';
export type { ShopElement } from './element-kit/host/define-element';
export type * from './elements/generated/element-typings';
// The React components, with the definitions' defaults applied, and their props.
export * from './elements/generated/components';

// Types the components' events and attributes use.
export type { AppPlatformOverride } from './elements/shop-app-banner/ShopAppBanner';
export type { CountrySelectDetail } from './elements/shop-country-switcher/ShopCountrySwitcher';
export type { ModalCloseDetail, ModalCloseReason } from './elements/shop-modal/ShopModal';
export type { NewsletterSuccessDetail } from './elements/shop-newsletter-form/ShopNewsletterForm';
export {
  NEWSLETTER_MARKETS,
  type NewsletterMarket,
} from './elements/shop-newsletter-form/newsletter-markets';
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
