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

const ASCENDING = (Object.entries(BREAKPOINTS) as [BreakpointName, number][]).sort(
  ([, a], [, b]) => a - b,
);

/**
 * The breakpoint whose range holds a width, told by whether the width is past each breakpoint's
 * value (a range starts one pixel past it; narrower widths count as xs). Asked of a number or of
 * the window's media queries alike.
 */
export function breakpointWhere(isPast: (breakpointWidth: number) => boolean): BreakpointName {
  let current: BreakpointName = 'xs';
  for (const [name, width] of ASCENDING) {
    if (isPast(width)) current = name;
  }
  return current;
}

/**
 * The first width past a breakpoint, where the next range begins: a breakpoint is the last
 * width of its range (`m` is 767, so the range after it starts at 768).
 */
export function widthAfter(breakpoint: BreakpointName): number {
  return BREAKPOINTS[breakpoint] + 1;
}

/**
 * The last width of the narrowest phones (320–359 px), below the spec's breakpoints, which the
 * header and the app banner still lay out apart. Not a spec breakpoint, so not in `BREAKPOINTS`.
 */
export const NARROW_PHONE_WIDTH = 359;

/** A width the conditions below can name: a spec breakpoint or the narrowest phones. */
export type NamedWidth = BreakpointName | 'narrow-phone';

/**
 * How a condition relates to a width `w`:
 * - `up-to`: `(max-width: w)`, the width's range and those below it;
 * - `after`: `(min-width: w + 1)`, the ranges past it;
 * - `from`: `(min-width: w)`, from its last width on (the newsletter's picture, "for widths of
 *   767 px and more");
 * - `below`: `(max-width: w - 0.02)`, exactly where `from` does not hold.
 */
export type WidthRelation = 'up-to' | 'after' | 'from' | 'below';

const WIDTH_RELATIONS: readonly WidthRelation[] = ['up-to', 'after', 'from', 'below'];

function widthOf(name: NamedWidth): number {
  return name === 'narrow-phone' ? NARROW_PHONE_WIDTH : BREAKPOINTS[name];
}

/** A media (or container) condition on a named width, e.g. `(min-width: 768px)` for after `m`. */
export function widthCondition(relation: WidthRelation, name: NamedWidth): string {
  const width = widthOf(name);
  switch (relation) {
    case 'up-to':
      return `(max-width: ${width}px)`;
    case 'after':
      return `(min-width: ${width + 1}px)`;
    case 'from':
      return `(min-width: ${width}px)`;
    case 'below':
      return `(max-width: ${width - 0.02}px)`;
  }
}

/**
 * The conditions CSS names as custom media (Media Queries 5): `@media (--shop-after-m)`, also
 * in `@container`. No browser reads custom media yet and media queries cannot read custom
 * properties, so the build writes the conditions in (`scripts/build/breakpoint-media.ts`): the
 * breakpoints live here and in the CSS tokens only.
 */
export function customMediaConditions(): ReadonlyMap<string, string> {
  const names: NamedWidth[] = [...(Object.keys(BREAKPOINTS) as BreakpointName[]), 'narrow-phone'];
  return new Map(
    names.flatMap((name) =>
      WIDTH_RELATIONS.map((relation) => [
        `--shop-${relation}-${name}`,
        widthCondition(relation, name),
      ]),
    ),
  );
}
