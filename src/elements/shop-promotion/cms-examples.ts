/**
 * What editors write into the CMS for each promotion kind: the service answers
 * `{ "type": "<type>", "contentJSON": "<this object as a JSON string>" }`. Defined once, here:
 * the Storybook page "Elements/Promotions: CMS JSON" shows these objects, and the unit tests
 * prove that every field shown is read. Not imported by the elements, so no bundle carries it.
 */
import type { PromotionKind } from '../../services/stores/promotions';
import type { PromotionContent, PromotionType } from '../../services/wire/promotion';

export interface CmsExample {
  kind: PromotionKind;
  type: PromotionType;
  /** What the example shows, for the docs. */
  title: string;
  content: PromotionContent;
}

/** The top banner with voucher code, link and legal text, on the dark theme. */
export const BANNER_WITH_VOUCHER: CmsExample = {
  kind: 'BANNER',
  type: 'ApiTopBannerPromotion',
  title: 'BANNER with voucher code, link and legal text (dark)',
  content: {
    headline: 'Herbstzeit ist Genusszeit: 15 % auf Kaffee und Herbstmode',
    headlineShort: '15 % auf Kaffee & Herbstmode',
    theme: 'dark',
    backgroundColorCode: '#0b2a5b',
    textColor: '#ffffff',
    voucherCode: 'HERBST15',
    voucherCodeInstructions: 'Code im Warenkorb eingeben und sparen',
    legalTextHint: 'Aktionsbedingungen',
    legalTextHintShort: 'Bedingungen',
    legalText:
      '<p><strong>Gültig bis 30.11.2026</strong> für alle Kaffeesorten und die Herbstkollektion. Nicht mit anderen Aktionen kombinierbar.</p><p><a href="/c/service-agb">Alle Teilnahmebedingungen</a></p>',
    links: [{ url: '/c/damen', text: 'Jetzt entdecken' }],
  },
};

/** The top banner with a call-to-action button instead of a voucher, on the light theme. */
export const BANNER_WITH_CTA: CmsExample = {
  kind: 'BANNER',
  type: 'ApiTopBannerPromotion',
  title: 'BANNER with call-to-action (light)',
  content: {
    headline: 'Die neue Herbstkollektion ist da: Strick, Cord und warme Farben',
    headlineShort: 'Die neue Herbstkollektion',
    theme: 'light',
    backgroundColorCode: '#f4ece1',
    textColor: '#3b2a1a',
    ctaButtonText: 'Jetzt entdecken',
    ctaButtonLink: '/themenwelt/herbst',
  },
};

export const CATEGORY: CmsExample = {
  kind: 'CATEGORY',
  type: 'ApiCategory',
  title: 'CATEGORY with 16:9 image, voucher code and legal text',
  content: {
    headline: 'Frisch geröstet: unsere Herbst-Espressi',
    subline: '20 % Rabatt auf alle ganzen Bohnen',
    voucherCode: 'BOHNE20',
    legalTextHint: 'Rabattbedingungen',
    legalText: '<p>Gültig bis 30.11.2026, <strong>einmal pro Bestellung</strong> einlösbar.</p>',
    ctaButtonText: 'Zu den Bohnen',
    ctaButtonLink: '/c/kaffee/bohnen',
    image: {
      alt: 'Eine Tasse Kaffee mit frisch gerösteten Bohnen',
      cutouts: [
        {
          imagePath: '/fake-backend/images/coffee-640x360.svg',
          targetSize: { width: 640, height: 360 },
          breakpoint: 'xs',
        },
        {
          imagePath: '/fake-backend/images/coffee-1280x720.svg',
          targetSize: { width: 1280, height: 720 },
          breakpoint: 'l',
          imageCss: { objectFit: 'cover', objectPosition: 'center' },
        },
      ],
    },
  },
};

export const PHASE_INTEGRATION: CmsExample = {
  kind: 'PHASE_INTEGRATION',
  type: 'ApiPiPromotion',
  title: 'PHASE_INTEGRATION with a cutout per breakpoint',
  content: {
    headline: 'Willkommen im Herbst',
    subline: 'Warme Farben, weiche Stoffe und der passende Kaffee dazu',
    image: {
      alt: 'Herbstlandschaft mit einer Tasse Kaffee',
      cutouts: [
        {
          imagePath: '/fake-backend/images/autumn-375x375.svg',
          targetSize: { width: 375, height: 375 },
          breakpoint: 'xs',
        },
        {
          imagePath: '/fake-backend/images/autumn-768x432.svg',
          targetSize: { width: 768, height: 432 },
          breakpoint: 'm',
        },
        {
          imagePath: '/fake-backend/images/autumn-1280x480.svg',
          targetSize: { width: 1280, height: 480 },
          breakpoint: 'xl',
          containerCss: { backgroundColor: '#f4ece1' },
        },
      ],
    },
    links: [{ url: '/themenwelt/herbst', text: 'Zur Herbstwelt' }],
  },
};

export const BENEFITS: CmsExample = {
  kind: 'BENEFITS',
  type: 'ApiHeaderBenefitsPromotion',
  title: 'BENEFITS: up to four tagged links',
  content: {
    links: [
      {
        benefitType: 'FREE_SHIPPING',
        text: 'Versandkostenfrei ab 20 EUR',
        url: '/c/service-versand',
        boldLink: true,
      },
      {
        benefitType: 'NEWSLETTER_SIGNUP',
        text: '10 % Rabatt für Ihre Newsletter-Anmeldung',
        url: '/subscribenewsletter',
      },
      {
        benefitType: 'CROSS_CHANNEL',
        text: 'Kostenlose Lieferung in die Filiale',
        url: '/service/storefinder/search',
      },
      { benefitType: 'SERVICE', text: '30 Tage Rückgaberecht', url: '/c/service-rueckgabe' },
    ],
  },
};

export const CMS_EXAMPLES: readonly CmsExample[] = [
  BANNER_WITH_VOUCHER,
  BANNER_WITH_CTA,
  CATEGORY,
  PHASE_INTEGRATION,
  BENEFITS,
];

/** The answer the promotion service gives for an example. */
export function exampleAnswer(example: CmsExample): { type: string; contentJSON: string } {
  return { type: example.type, contentJSON: JSON.stringify(example.content) };
}
