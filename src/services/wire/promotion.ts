/** Promotion answers and the parsed content of each kind (header-and-cart §3). */

export type PromotionType =
  'ApiHeaderBenefitsPromotion' | 'ApiTopBannerPromotion' | 'ApiPiPromotion' | 'ApiCategory';

/** GET /service/promotion/api/promotion/{id}: `contentJSON` is a JSON string. */
export interface PromotionAnswer {
  type: PromotionType | string;
  contentJSON: string;
}

export interface ImageCutout {
  imagePath: string;
  targetSize: { width: number; height: number };
  /** A breakpoint name: xs, s, m, l, xl, xxl, 3xl, 4xl. */
  breakpoint: string;
  imageCss?: Record<string, string>;
  containerCss?: Record<string, string>;
}

export interface PromotionImage {
  alt?: string;
  cutouts: ImageCutout[];
}

export interface PromotionLink {
  url: string;
  text: string;
  boldLink?: boolean;
}

/**
 * Benefit tracking tags (header-and-cart §2). The spec's fields carry none: a link's position
 * gives its tag, and `benefitType`, the library's addition, overrides it (decision 47).
 */
export type BenefitType = 'FREE_SHIPPING' | 'NEWSLETTER_SIGNUP' | 'CROSS_CHANNEL' | 'SERVICE';

export interface PromotionContent {
  headline?: string;
  headlineShort?: string;
  subline?: string;
  image?: PromotionImage;
  theme?: 'dark' | 'light';
  backgroundColorCode?: string;
  textColor?: string;
  /** HTML from the CMS: sanitised before it is shown. */
  legalText?: string;
  legalTextHint?: string;
  legalTextHintShort?: string;
  voucherCode?: string;
  voucherCodeInstructions?: string;
  ctaButtonLink?: string;
  ctaButtonText?: string;
  links?: (PromotionLink & { benefitType?: BenefitType })[];
}
