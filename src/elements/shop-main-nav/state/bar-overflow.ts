/**
 * How many of the bar's items fit into its one row (header-and-cart §2: the bar is as high on
 * every site), from widths measured elsewhere. Framework-free.
 */

/** Every item fits into the bar: the "more" item stays hidden. */
export const ALL_FIT = Number.POSITIVE_INFINITY;

/** Sub-pixel widths add up with rounding errors: a row this much wider still fits. */
const TOLERANCE_PX = 0.5;

export interface BarWidths {
  /** The bar's content width. */
  available: number;
  /** The gap between two items. */
  gap: number;
  /** The items that always stay in the bar (the theme worlds), first. */
  fixed: readonly number[];
  /** The items that may move into the "more" item, in their order. */
  items: readonly number[];
  /** The "more" item. */
  more: number;
}

const rowWidth = (widths: readonly number[], gap: number) =>
  widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);

/**
 * How many of `items` fit into the bar: `ALL_FIT` when all of them do without the "more" item;
 * otherwise the largest number that fits beside the fixed items and the "more" item, which
 * then takes the rest.
 */
export function countFitting({ available, gap, fixed, items, more }: BarWidths): number {
  if (rowWidth([...fixed, ...items], gap) <= available + TOLERANCE_PX) return ALL_FIT;
  let fitting = items.length;
  while (
    fitting > 0 &&
    rowWidth([...fixed, ...items.slice(0, fitting), more], gap) > available + TOLERANCE_PX
  ) {
    fitting -= 1;
  }
  return fitting;
}

/** How many of `count` items the "more" item holds when `fitting` of them fit. */
export function overflowedCount(fitting: number, count: number): number {
  return fitting === ALL_FIT ? 0 : count - fitting;
}
