import type { CSSProperties } from 'react';
import type {
  CutoutContainerCss,
  CutoutImageCss,
  ImageCutout,
} from '../../services/cms/image-cutout';
import { BREAKPOINTS, breakpointWhere, type BreakpointName } from '../../tokens/breakpoints';

export type {
  CutoutContainerCss,
  CutoutImageCss,
  ImageCutout,
} from '../../services/cms/image-cutout';

/** Spec: "Image width tolerance is 5%". See `isWideEnough`, the one place that applies it. */
export const IMAGE_WIDTH_TOLERANCE = 0.05;

/**
 * A cutout is wide enough when its target width is at least 95 % of the width it is rendered
 * at: stretching it by up to 5 % cannot be seen, stretching it more makes it blurry.
 */
export function isWideEnough(cutout: ImageCutout, renderedWidth: number): boolean {
  return cutout.targetSize.width >= renderedWidth * (1 - IMAGE_WIDTH_TOLERANCE);
}

/**
 * The breakpoint a viewport width falls in. Each breakpoint's range starts one pixel above its
 * value (xs is 375 px and wider, as the Storybook viewports show); narrower screens count as xs.
 */
export function breakpointAt(viewportWidth: number): BreakpointName {
  return breakpointWhere((breakpointWidth) => viewportWidth > breakpointWidth);
}

/** How far a cutout's breakpoint is from the viewport's: smaller breakpoints come first. */
function breakpointDistance(cutout: ImageCutout, viewportWidth: number): number {
  const viewport = BREAKPOINTS[breakpointAt(viewportWidth)];
  const own = BREAKPOINTS[cutout.breakpoint];
  return own <= viewport ? viewport - own : Number.MAX_SAFE_INTEGER / 2 + own - viewport;
}

const byBreakpointFit = (viewportWidth: number) => (a: ImageCutout, b: ImageCutout) =>
  breakpointDistance(a, viewportWidth) - breakpointDistance(b, viewportWidth);

/**
 * Which cutout to show.
 *
 * - With a rendered width: of the cutouts that are wide enough (`isWideEnough`), the narrowest,
 *   so no more is loaded than the layout needs; when none is wide enough, the widest.
 * - Cutouts equally wide, or a rendered width not known yet (0, before layout): the one made for
 *   the viewport's breakpoint, else for the nearest smaller one, else for the nearest larger.
 */
export function chooseCutout(
  cutouts: readonly ImageCutout[],
  renderedWidth: number,
  viewportWidth: number,
): ImageCutout | undefined {
  if (cutouts.length === 0) return undefined;
  if (renderedWidth <= 0) return [...cutouts].sort(byBreakpointFit(viewportWidth))[0];
  const wideEnough = cutouts.filter((cutout) => isWideEnough(cutout, renderedWidth));
  const pool = wideEnough.length > 0 ? wideEnough : cutouts;
  const widths = pool.map((cutout) => cutout.targetSize.width);
  const wanted = wideEnough.length > 0 ? Math.min(...widths) : Math.max(...widths);
  return pool
    .filter((cutout) => cutout.targetSize.width === wanted)
    .sort(byBreakpointFit(viewportWidth))[0];
}

const POSITION_PART = String.raw`(?:left|center|right|top|bottom|0|-?\d{1,4}(?:\.\d{1,2})?(?:%|px))`;
const OBJECT_POSITION = new RegExp(`^${POSITION_PART}(?:\\s+${POSITION_PART})?$`);
const OBJECT_FITS: readonly string[] = ['cover', 'contain'];
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The image styles of a cutout that pass their checks. Anything else the CMS sends is left out,
 * silently: a wrong crop position must not break the page.
 */
export function cutoutImageStyle(css: CutoutImageCss | undefined): CSSProperties {
  const style: CSSProperties = {};
  const { objectFit, objectPosition } = (css ?? {}) as Record<string, unknown>;
  if (typeof objectFit === 'string' && OBJECT_FITS.includes(objectFit)) {
    style.objectFit = objectFit as CutoutImageCss['objectFit'];
  }
  if (typeof objectPosition === 'string' && OBJECT_POSITION.test(objectPosition.trim())) {
    style.objectPosition = objectPosition.trim();
  }
  return style;
}

/** The container styles of a cutout that pass their checks; see `cutoutImageStyle`. */
export function cutoutContainerStyle(css: CutoutContainerCss | undefined): CSSProperties {
  const style: CSSProperties = {};
  const { backgroundColor } = (css ?? {}) as Record<string, unknown>;
  if (typeof backgroundColor === 'string' && HEX_COLOUR.test(backgroundColor)) {
    style.backgroundColor = backgroundColor;
  }
  return style;
}
