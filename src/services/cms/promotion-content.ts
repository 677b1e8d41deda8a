/**
 * Reads the parsed `contentJSON` of a promotion (header-and-cart §3) into what the elements
 * render, defensively: every field is checked for its type, HTML is sanitised, addresses and
 * colours are validated (see `sanitize-html.ts`). A field that fails is left out, with a console
 * warning where an editor made a mistake worth knowing about; nothing here throws.
 */
import type { ImageCutout } from './image-cutout';
import { BREAKPOINTS } from '../../tokens/breakpoints';
import type { BenefitType } from '../wire/promotion';
import { safeUrl } from '../safe-url';
import { safeColour, sanitizeCmsHtml, type SanitizedHtml } from './sanitize-html';
import { isRecord, readText } from '../decoding/json-decoding';

export type PromotionTheme = 'dark' | 'light';

export const BENEFIT_TYPES: readonly BenefitType[] = [
  'FREE_SHIPPING',
  'NEWSLETTER_SIGNUP',
  'CROSS_CHANNEL',
  'SERVICE',
];

/** A link from the CMS. Without a safe `href` it is shown as plain text. */
export interface PromotionLinkView {
  text: string;
  href: string | undefined;
  bold: boolean;
  benefitType: BenefitType | undefined;
}

export interface PromotionImageView {
  alt: string;
  cutouts: ImageCutout[];
}

export interface PromotionView {
  headline: string | undefined;
  headlineShort: string | undefined;
  subline: string | undefined;
  image: PromotionImageView | undefined;
  /** Default `dark`. */
  theme: PromotionTheme;
  /** Validated colours, else undefined (the theme's colours apply). */
  backgroundColor: string | undefined;
  textColor: string | undefined;
  /** Sanitised; undefined when the CMS sent none or nothing was left. */
  legalText: SanitizedHtml | undefined;
  legalTextHint: string | undefined;
  legalTextHintShort: string | undefined;
  voucherCode: string | undefined;
  voucherCodeInstructions: string | undefined;
  /** Only with a safe address and a text. */
  cta: { href: string; text: string } | undefined;
  links: PromotionLinkView[];
}

const text = (value: unknown): string | undefined => readText(value)?.trim();

const isBreakpoint = (value: unknown): value is ImageCutout['breakpoint'] =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(BREAKPOINTS, value);

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

function warn(promotionId: string, message: string): void {
  console.warn(`shop-elements: promotion "${promotionId}": ${message}`);
}

function readLink(promotionId: string, raw: unknown): PromotionLinkView | undefined {
  if (!isRecord(raw)) return undefined;
  const linkText = text(raw.text);
  if (!linkText) return undefined;
  const href = safeUrl(raw.url);
  if (raw.url !== undefined && href === undefined) {
    warn(promotionId, `the address of the link "${linkText}" is not allowed; it shows as text.`);
  }
  const benefitType = BENEFIT_TYPES.find((type) => type === raw.benefitType);
  return { text: linkText, href, bold: raw.boldLink === true, benefitType };
}

function readCutout(raw: unknown): ImageCutout | undefined {
  if (!isRecord(raw) || !isRecord(raw.targetSize)) return undefined;
  const imagePath = safeUrl(raw.imagePath);
  const { width, height } = raw.targetSize;
  if (!imagePath || !positive(width) || !positive(height) || !isBreakpoint(raw.breakpoint)) {
    return undefined;
  }
  // The image styles are a closed set the Image primitive checks value by value.
  return {
    imagePath,
    targetSize: { width, height },
    breakpoint: raw.breakpoint,
    imageCss: isRecord(raw.imageCss) ? (raw.imageCss as ImageCutout['imageCss']) : undefined,
    containerCss: isRecord(raw.containerCss)
      ? (raw.containerCss as ImageCutout['containerCss'])
      : undefined,
  };
}

function readImage(promotionId: string, raw: unknown): PromotionImageView | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.cutouts)) return undefined;
  const cutouts = raw.cutouts.map(readCutout).filter((cutout) => cutout !== undefined);
  if (cutouts.length < raw.cutouts.length) {
    warn(promotionId, `${raw.cutouts.length - cutouts.length} image cutout(s) are unusable.`);
  }
  if (cutouts.length === 0) return undefined;
  return { alt: text(raw.alt) ?? '', cutouts };
}

/** The content of one promotion, checked field by field. */
export function readPromotionContent(
  promotionId: string,
  content: Record<string, unknown>,
): PromotionView {
  const legalHtml = sanitizeCmsHtml(content.legalText);
  const ctaText = text(content.ctaButtonText);
  const ctaHref = safeUrl(content.ctaButtonLink);
  if (content.ctaButtonLink !== undefined && ctaHref === undefined) {
    warn(promotionId, 'the call-to-action address is not allowed; the button is left out.');
  }
  return {
    headline: text(content.headline),
    headlineShort: text(content.headlineShort),
    subline: text(content.subline),
    image: readImage(promotionId, content.image),
    theme: content.theme === 'light' ? 'light' : 'dark',
    backgroundColor: safeColour(
      content.backgroundColorCode,
      `promotion "${promotionId}": backgroundColorCode`,
    ),
    textColor: safeColour(content.textColor, `promotion "${promotionId}": textColor`),
    legalText: legalHtml.trim() === '' ? undefined : legalHtml,
    legalTextHint: text(content.legalTextHint),
    legalTextHintShort: text(content.legalTextHintShort),
    voucherCode: text(content.voucherCode),
    voucherCodeInstructions: text(content.voucherCodeInstructions),
    cta: ctaHref && ctaText ? { href: ctaHref, text: ctaText } : undefined,
    links: Array.isArray(content.links)
      ? content.links
          .map((link) => readLink(promotionId, link))
          .filter((link) => link !== undefined)
      : [],
  };
}
