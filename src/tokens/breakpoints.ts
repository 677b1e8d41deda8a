/** The spec's breakpoints in px (header-and-cart §9); the CSS tokens carry the same values. */
export const BREAKPOINTS = {
  xs: 374,
  s: 667,
  m: 767,
  l: 979,
  xl: 1023,
  xxl: 1279,
  '3xl': 1439,
  '4xl': 1919,
} as const;

export type BreakpointName = keyof typeof BREAKPOINTS;

/**
 * The first width past a breakpoint, where the next range begins: a breakpoint is the last
 * width of its range (`m` is 767, so the range after it starts at 768).
 */
export function widthAfter(breakpoint: BreakpointName): number {
  return BREAKPOINTS[breakpoint] + 1;
}
