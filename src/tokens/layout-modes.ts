import { widthAfter } from './breakpoints';

/**
 * Which layout the header and footer show: MATCH (mobile), TABLET or CLASSIC (desktop). The
 * spec calls it the "platform"; in code it is the layout mode, because "platform" also names
 * the shopper's device (the `Hunter-Platform` cookie) and operating system (the app banner).
 */
export type LayoutMode = 'MATCH' | 'TABLET' | 'CLASSIC';

export const LAYOUT_MODES: readonly LayoutMode[] = ['MATCH', 'TABLET', 'CLASSIC'];

export interface LayoutModeThresholds {
  /** Window widths from here on (px) are TABLET, narrower ones MATCH. */
  tabletFrom: number;
  /** Window widths from here on (px) are CLASSIC. */
  classicFrom: number;
}

/** Where the layout modes begin, from the spec's breakpoints. */
export const LAYOUT_MODE_THRESHOLDS = {
  /** header-and-cart §4 "Header platform", §9: 980 and 1440. */
  header: { tabletFrom: widthAfter('l'), classicFrom: widthAfter('3xl') },
  /** newsletter-footer §2.4: 768 and 1280. */
  footer: { tabletFrom: widthAfter('m'), classicFrom: widthAfter('xxl') },
} as const satisfies Record<string, LayoutModeThresholds>;

export type LayoutArea = keyof typeof LAYOUT_MODE_THRESHOLDS;

/**
 * The attribute the element kit sets on every host while the page declares a layout mode
 * (`<html data-shop-platform>`): a shadow root cannot see the page's `<html>`, so its sheets
 * read the declared mode from their own host.
 */
export const DECLARED_LAYOUT_HOST_ATTRIBUTE = 'data-shop-layout';

/** A layout condition CSS names as custom media, `@media (--shop-header-match)`. */
export interface LayoutMedia {
  /** The window widths it holds for, as a media condition. */
  readonly condition: string;
  /** The declared layout modes it holds for instead, when the page declares one. */
  readonly modes: readonly LayoutMode[];
}

type ModeGroup = 'match' | 'tablet' | 'classic' | 'wide' | 'up-to-tablet';

const MODES_OF: Readonly<Record<ModeGroup, readonly LayoutMode[]>> = {
  match: ['MATCH'],
  tablet: ['TABLET'],
  classic: ['CLASSIC'],
  wide: ['TABLET', 'CLASSIC'],
  'up-to-tablet': ['MATCH', 'TABLET'],
};

/**
 * Range syntax with `<` and `>=`, so the ranges meet with no gap at fractional widths (a zoomed
 * window can be 979.5 px wide, which `max-width: 979px` and `min-width: 980px` both miss).
 */
function conditionOf(group: ModeGroup, { tabletFrom, classicFrom }: LayoutModeThresholds) {
  switch (group) {
    case 'match':
      return `(width < ${tabletFrom}px)`;
    case 'tablet':
      return `(${tabletFrom}px <= width < ${classicFrom}px)`;
    case 'classic':
      return `(width >= ${classicFrom}px)`;
    case 'wide':
      return `(width >= ${tabletFrom}px)`;
    case 'up-to-tablet':
      return `(width < ${classicFrom}px)`;
  }
}

/**
 * The layout conditions by custom media name (`--shop-header-match`, `--shop-footer-wide`, …):
 * an element's sheet chooses each layout's parts with them, so one HTML is right at every
 * window, and a declared layout mode wins over the width (`scripts/build/breakpoint-media.ts`
 * writes both out).
 */
export function layoutMediaConditions(): ReadonlyMap<string, LayoutMedia> {
  const areas = Object.keys(LAYOUT_MODE_THRESHOLDS) as LayoutArea[];
  const groups = Object.keys(MODES_OF) as ModeGroup[];
  return new Map(
    areas.flatMap((area) =>
      groups.map((group) => [
        `--shop-${area}-${group}`,
        { condition: conditionOf(group, LAYOUT_MODE_THRESHOLDS[area]), modes: MODES_OF[group] },
      ]),
    ),
  );
}
