import type { ReservedHeight, SiteIndependentHeight } from '../../element-kit/room/reserved-room';
import type { SiteCode } from '../../sites/sites';

/**
 * The room the form keeps until it has rendered, site by site: its texts wrap onto more or fewer
 * lines in each language, so one German height left Turkish and Hungarian pages jumping by up to
 * 130 px. The heights are the settled form's in the shop's font (Inter), measured in Chromium
 * with the form alone on a page as `demo/bare.html` has it, and checked by
 * `test/browser/elements/shop-newsletter-form-room.test.ts`: at 412 px (Lighthouse's phone), at
 * 700 px from 640 px (where the padding grows) and for the tablet and classic widths, and
 * with a picture at 768 px (from 1024 px the picture's size sets the height). Each is kept
 * without the padding, which the room adds back from `--shop-newsletter-form-padding`, so a page
 * that changes the padding keeps the right room. The footer's form sits in a column of another
 * width, so the footer sets that form's room itself (`--shop-reserved-height`, `shop-footer.css`).
 * Between the measured widths a text may wrap differently, and on a first visit the page may
 * keep the fallback face (`font-display: optional`): then the room is a line or two off.
 */
interface MeasuredContent {
  /** Below 640 px, with the padding `--shop-space-5`. */
  readonly narrow: number;
  /** From 640 px, with the padding `--shop-space-6`. */
  readonly smallTablet: number;
  /** From 768 px without a picture, at every wider width. */
  readonly wide: number;
  /** From 768 px with a picture (`image-large`/`image-medium`), before its size takes over. */
  readonly tabletWithPicture: number;
}

const GERMAN: MeasuredContent = {
  narrow: 510.4,
  smallTablet: 397.6,
  wide: 397.6,
  tabletWithPicture: 439.6,
};

const MEASURED: Readonly<Record<SiteCode, MeasuredContent>> = {
  DE: GERMAN,
  AT: GERMAN,
  CH: GERMAN,
  CH_FR: { narrow: 518.2, smallTablet: 397.6, wide: 397.6, tabletWithPicture: 468.4 },
  PL: { narrow: 481.6, smallTablet: 368.8, wide: 368.8, tabletWithPicture: 460.6 },
  CZ: GERMAN,
  HU: { narrow: 568.2, smallTablet: 426.6, wide: 426.6, tabletWithPicture: 539.4 },
  SK: { narrow: 510.4, smallTablet: 397.6, wide: 397.6, tabletWithPicture: 481.6 },
  TR: { narrow: 572.4, smallTablet: 455.6, wide: 455.6, tabletWithPicture: 543.6 },
};

/** From 1024 px the picture, which grows with the width, sets the height in every language. */
const PICTURE_CONTENT = { from1024: 494.9, classic: 631.5 } as const;

/** The form's padding grows at this container width (`shop-newsletter-form.css`). */
const WIDE_PADDING_FROM = 640;

const padded = (content: number, padding: string) =>
  `calc(${content}px + 2 * var(--shop-newsletter-form-padding, var(${padding})))`;

function roomOf(measured: MeasuredContent): SiteIndependentHeight {
  const narrow = padded(measured.narrow, '--shop-space-5');
  const smallTablet = {
    from: WIDE_PADDING_FROM,
    height: padded(measured.smallTablet, '--shop-space-6'),
  };
  const wide = padded(measured.wide, '--shop-space-6');
  return {
    whenAttribute: { names: ['image-large', 'image-medium'] },
    height: {
      layout: 'footer',
      heights: {
        MATCH: narrow,
        TABLET: padded(measured.tabletWithPicture, '--shop-space-6'),
        CLASSIC: padded(PICTURE_CONTENT.classic, '--shop-space-6'),
      },
      steps: [
        smallTablet,
        { from: 1024, height: padded(PICTURE_CONTENT.from1024, '--shop-space-6') },
      ],
    },
    otherwise: {
      layout: 'footer',
      heights: { MATCH: narrow, TABLET: wide, CLASSIC: wide },
      steps: [smallTablet],
    },
  };
}

export const newsletterFormRoom = {
  description:
    'the settled form’s height on its site (the `site` attribute, else the page’s), measured without the padding and adding `--shop-newsletter-form-padding` back: in German 510.4 px plus the padding on phones and 397.6 px from 640 px, with a picture from 768 px taller and growing with the width; Polish runs shorter, French, Slovak, Hungarian and Turkish longer (`newsletter-form-room.ts`)',
  otherwise: roomOf(GERMAN),
  bySite: Object.fromEntries(
    Object.entries(MEASURED)
      .filter(([, measured]) => measured !== GERMAN)
      .map(([site, measured]) => [site, roomOf(measured)]),
  ) as Partial<Record<SiteCode, SiteIndependentHeight>>,
} as const satisfies ReservedHeight;
