import { LAYOUT_MODE_THRESHOLDS, type LayoutMode } from '../page-runtime/layout-mode';

/**
 * The height an element keeps free until it has rendered its settled content, so nothing below
 * it moves when it appears: one height, or one per layout mode of the header's or the footer's
 * thresholds. `'0'` reserves nothing (dialogs, flyout contents, elements hidden by default).
 */
export type ReservedHeight = UnconditionalHeight | ConditionalHeight;

type UnconditionalHeight =
  | string
  | {
      readonly layout: keyof typeof LAYOUT_MODE_THRESHOLDS;
      readonly heights: Readonly<Record<LayoutMode, string>>;
      /**
       * Heights from widths inside a layout mode where the element's parts change their own
       * layout (the header's promotion and benefits strip lay out anew from 768 px).
       */
      readonly steps?: readonly WidthStep[];
    };

interface WidthStep {
  /** The first width, in px, this height applies to. */
  readonly from: number;
  readonly height: string;
}

/** Every height of a per-mode reservation with the width it starts at, narrowest first. */
function widthSteps(reserved: Exclude<UnconditionalHeight, string>): WidthStep[] {
  const { tabletFrom, classicFrom } = LAYOUT_MODE_THRESHOLDS[reserved.layout];
  const { MATCH, TABLET, CLASSIC } = reserved.heights;
  return [
    { from: 0, height: MATCH },
    { from: tabletFrom, height: TABLET },
    { from: classicFrom, height: CLASSIC },
    ...(reserved.steps ?? []),
  ].sort((a, b) => a.from - b.from);
}

/**
 * Room that depends on the element's attributes: `height` when any of `names` is present (with
 * one of `values`, when given), else `otherwise` (none when left out). The app banner keeps
 * room only with a `platform` that shows it; the newsletter form is taller with a picture.
 */
interface ConditionalHeight {
  readonly whenAttribute: {
    readonly names: readonly string[];
    readonly values?: readonly string[];
  };
  readonly height: UnconditionalHeight;
  readonly otherwise?: UnconditionalHeight;
}

/** Builds the selector of the reservation rules from an attribute condition ('' for none). */
export type ReservationSelector = (condition: string) => string;

/** The custom state an element carries once it has let go of its reserved room. */
export const SETTLED_STATE = 'settled';

/**
 * Editors who know better (a category promotion is taller than a top banner) set
 * `--shop-reserved-height` on the tag; the definition's height is the default.
 */
function declarations(height: string): string {
  return `display: block; min-height: var(--shop-reserved-height, ${height});`;
}

function unconditionalCss(selector: string, reserved: UnconditionalHeight): string {
  if (typeof reserved === 'string') {
    return reserved === '0' ? '' : `${selector} { ${declarations(reserved)} }`;
  }
  return widthSteps(reserved)
    .map(({ from, height }) =>
      from === 0
        ? `${selector} { ${declarations(height)} }`
        : `@media (min-width: ${from}px) { ${selector} { ${declarations(height)} } }`,
    )
    .join('\n');
}

/**
 * CSS that reserves an element's room while the selector matches: the page sheet uses it for
 * `tag:not(:defined)` and `tag:not(:state(settled))`, the element's own sheet for
 * `:host(:not(:state(settled)))`, so the room holds with or without the page sheet.
 */
export function reservedRoomCss(select: ReservationSelector, reserved: ReservedHeight): string {
  if (typeof reserved === 'string' || 'heights' in reserved) {
    return unconditionalCss(select(''), reserved);
  }
  const { names, values } = reserved.whenAttribute;
  const conditions = names.flatMap((name) =>
    values ? values.map((value) => `[${name}='${value}']`) : [`[${name}]`],
  );
  const otherwise = reserved.otherwise
    ? unconditionalCss(
        select(conditions.map((condition) => `:not(${condition})`).join('')),
        reserved.otherwise,
      )
    : '';
  return [
    ...conditions.map((condition) => unconditionalCss(select(condition), reserved.height)),
    otherwise,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Whether the element reserves room in any case at all. */
export function reservesRoom(reserved: ReservedHeight): boolean {
  if (typeof reserved === 'string') return reserved !== '0';
  if ('heights' in reserved) return true;
  return (
    reservesRoom(reserved.height) ||
    (reserved.otherwise !== undefined && reservesRoom(reserved.otherwise))
  );
}

/** Whether the element reserves room whatever its attributes say. */
export function alwaysReservesRoom(reserved: ReservedHeight): boolean {
  if (typeof reserved === 'string' || 'heights' in reserved) return reservesRoom(reserved);
  return reserved.otherwise !== undefined && reservesRoom(reserved.otherwise);
}

/**
 * The rules that keep room for each element until it has rendered its settled content: before
 * its definition loads (`:not(:defined)`) and after, until it reports `:state(settled)`.
 * The page sheet carries them. Elements that reserve nothing stay hidden until defined, so their light DOM never flashes.
 */
export function reservedSpaceRules(
  definitions: readonly { tag: string; reservedHeight: ReservedHeight }[],
): string {
  return definitions
    .map(({ tag, reservedHeight }) => {
      const reservation = reservedRoomCss(
        (condition) =>
          `${tag}${condition}:not(:defined), ${tag}${condition}:not(:state(${SETTLED_STATE}))`,
        reservedHeight,
      );
      // Hidden until defined unless room is kept for it, so its light DOM never flashes.
      return alwaysReservesRoom(reservedHeight)
        ? reservation
        : [`${tag}:not(:defined) { display: none; }`, reservation].filter(Boolean).join('\n');
    })
    .join('\n');
}

function heightText(reserved: UnconditionalHeight): string {
  if (typeof reserved === 'string') return reserved === '0' ? 'none' : reserved;
  return widthSteps(reserved)
    .map(({ from, height }, index) =>
      from === 0 ? height : `from ${from} px${index === 1 ? ' wide' : ''} ${height}`,
    )
    .join(', ');
}

/**
 * How the reservation reads in the manifest and the docs: `--shop-reserved-height` is listed
 * with the CSS custom properties of every element that keeps room.
 */
export function reservedHeightText(reserved: ReservedHeight): string {
  if (typeof reserved === 'string' || 'heights' in reserved) return heightText(reserved);
  const { names, values } = reserved.whenAttribute;
  const attributes = names.map((name) => `\`${name}\``).join(' or ');
  const condition = values
    ? `with ${attributes} ${values.map((value) => `"${value}"`).join(' or ')}`
    : `with ${attributes}`;
  return `${condition}: ${heightText(reserved.height)}; otherwise ${
    reserved.otherwise ? heightText(reserved.otherwise) : 'none'
  }`;
}
