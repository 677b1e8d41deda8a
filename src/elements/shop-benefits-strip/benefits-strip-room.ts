import type { ReservedHeight, SiteIndependentHeight } from '../../element-kit/room/reserved-room';
import { LAYOUT_MODE_THRESHOLDS } from '../../page-runtime/layout-mode';
import type { SiteCode } from '../../sites/sites';

/**
 * The room the strip keeps until it has rendered, site by site: its benefits wrap onto one to
 * four lines, at other widths in each language (on a 320 px phone the German strip is 110 px
 * tall, the Polish, French and Turkish ones 82 px). Measured in Chromium in the shop's font with
 * the strip alone on a page, every 10 px from 320 to 1280 px: each pair is the first measured width
 * of a height and the height, in px. Between two measured widths a text may wrap 10 px earlier
 * than its step and the room is a line off; a changed text means measuring again.
 */
type MeasuredSteps = readonly (readonly [from: number, height: number])[];

const GERMAN: MeasuredSteps = [
  [320, 110.3],
  [330, 96],
  [350, 81.6],
  [470, 76.8],
  [500, 72],
  [768, 44.8],
  [830, 40],
];

const MEASURED: Readonly<Record<SiteCode, MeasuredSteps>> = {
  DE: GERMAN,
  AT: [...GERMAN.slice(0, -1), [810, 40]],
  CH: [...GERMAN.slice(0, -1), [890, 40]],
  CH_FR: [
    [320, 81.6],
    [370, 76.8],
    [500, 72],
    [768, 44.8],
    [830, 40],
  ],
  PL: [
    [320, 81.6],
    [390, 76.8],
    [490, 72],
    [768, 44.8],
    [780, 40],
  ],
  CZ: [
    [320, 96],
    [360, 81.6],
    [430, 76.8],
    [610, 72],
    [768, 44.8],
    [860, 40],
  ],
  HU: [
    [320, 96],
    [340, 81.6],
    [410, 76.8],
    [540, 72],
    [768, 44.8],
    [880, 40],
  ],
  SK: [
    [320, 96],
    [370, 81.6],
    [460, 76.8],
    [620, 72],
    [768, 44.8],
    [870, 40],
  ],
  TR: [
    [320, 81.6],
    [450, 76.8],
    [490, 72],
    [768, 44.8],
    [870, 40],
  ],
};

const px = (height: number) => `${height}px`;

/** The height at `width`: the last step that starts at or before it. */
function heightAt(steps: MeasuredSteps, width: number): number {
  return steps.filter(([from]) => from <= width).at(-1)?.[1] ?? steps[0]![1];
}

function roomOf(steps: MeasuredSteps): SiteIndependentHeight {
  const { tabletFrom, classicFrom } = LAYOUT_MODE_THRESHOLDS.footer;
  return {
    layout: 'footer',
    heights: {
      MATCH: px(steps[0]![1]),
      TABLET: px(heightAt(steps, tabletFrom)),
      CLASSIC: px(heightAt(steps, classicFrom)),
    },
    steps: steps
      .filter(([from]) => from > steps[0]![0] && from !== tabletFrom && from !== classicFrom)
      .map(([from, height]) => ({ from, height: px(height) })),
  };
}

export const benefitsStripRoom = {
  description:
    'the settled strip’s height on its site (the `site` attribute, else the page’s), measured every 10 px: in German 81.6 px on most phones (two lines), 72 px from 500 px, 44.8 px from 768 px and 40 px from 830 px; the other languages wrap at other widths (`benefits-strip-room.ts`)',
  otherwise: roomOf(GERMAN),
  bySite: Object.fromEntries(
    Object.entries(MEASURED)
      .filter(([, steps]) => steps !== GERMAN)
      .map(([site, steps]) => [site, roomOf(steps)]),
  ) as Partial<Record<SiteCode, SiteIndependentHeight>>,
} as const satisfies ReservedHeight;
