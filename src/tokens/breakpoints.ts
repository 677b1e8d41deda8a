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
