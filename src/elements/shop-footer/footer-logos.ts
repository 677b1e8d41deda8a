/**
 * The footer's logo enumeration (newsletter-footer §3.2): every partner and quality mark the CMS
 * may name as a logo `source`, mapped to its image under the footer logos folder
 * (`/service/footer-images/logos/logo-<source in kebab case>.svg`). An unknown source logs an
 * error and gives an empty path, and the footer shows the logo's label (and link) instead of a
 * picture, so an editor's mark the enumeration lacks is never dropped unseen.
 */
import { SHOP_PATHS } from '../../services/http/shop-api';

export const FOOTER_LOGO_SOURCES = [
  // Quality seals and memberships
  'AUSTRIAN_QUALITY_SEAL',
  'ANTHRACITE_SEAL',
  'TRADE_ASSOCIATION',
  'EUROPEAN_TRUSTMARK',
  'GREAT_PLACE_TO_WORK',
  'GREEN_SHOP',
  'GOOD_MADE',
  // Carriers
  'SWISS_POST_DE',
  'SWISS_POST_FR',
  'SWISS_SHIPPING_DE',
  'SWISS_SHIPPING_FR',
  'AUSTRIAN_POST',
  'CZECH_PARCEL',
  'DHL',
  'EXPRESS_CARRIER',
  'HERMES',
  'TURKISH_CARRIER',
  // Payment
  'MASTERCARD',
  'PAYPAL',
  'TROY',
  'VISA',
] as const;

export type FooterLogoSource = (typeof FOOTER_LOGO_SOURCES)[number];

const kebab = (source: string) => source.toLowerCase().replace(/_/g, '-');

/** Source → image path, for every source of the enumeration. */
export const FOOTER_LOGOS: Readonly<Record<FooterLogoSource, string>> = Object.fromEntries(
  FOOTER_LOGO_SOURCES.map((source) => [
    source,
    SHOP_PATHS.footerImage(`logo-${kebab(source)}.svg`) ?? '',
  ]),
) as Record<FooterLogoSource, string>;

export function isFooterLogoSource(source: unknown): source is FooterLogoSource {
  return typeof source === 'string' && (FOOTER_LOGO_SOURCES as readonly string[]).includes(source);
}

/** The image path of a logo source; `''` with a console error for a source it does not know. */
export function footerLogoPath(source: unknown): string {
  if (isFooterLogoSource(source)) return FOOTER_LOGOS[source];
  console.error(
    `shop-footer: the logo source ${JSON.stringify(source)} is unknown; its label shows instead of a picture. Known sources: ${FOOTER_LOGO_SOURCES.join(', ')}.`,
  );
  return '';
}
