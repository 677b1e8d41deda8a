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
    };

/**
 * Room kept only when an attribute says the element will show (the app banner with
 * `platform="android"`); otherwise none.
 */
interface ConditionalHeight {
  readonly whenAttribute: { readonly name: string; readonly values: readonly string[] };
  readonly height: UnconditionalHeight;
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
  const { tabletFrom, classicFrom } = LAYOUT_MODE_THRESHOLDS[reserved.layout];
  return [
    `${selector} { ${declarations(reserved.heights.MATCH)} }`,
    `@media (min-width: ${tabletFrom}px) { ${selector} { ${declarations(reserved.heights.TABLET)} } }`,
    `@media (min-width: ${classicFrom}px) { ${selector} { ${declarations(reserved.heights.CLASSIC)} } }`,
  ].join('\n');
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
  const { name, values } = reserved.whenAttribute;
  return values
    .map((value) => unconditionalCss(select(`[${name}='${value}']`), reserved.height))
    .join('\n');
}

/** Whether the element reserves room in any case at all. */
export function reservesRoom(reserved: ReservedHeight): boolean {
  return typeof reserved !== 'string' || reserved !== '0';
}

/** Whether the element reserves room whatever its attributes say. */
export function alwaysReservesRoom(reserved: ReservedHeight): boolean {
  return reservesRoom(reserved) && (typeof reserved === 'string' || 'heights' in reserved);
}
