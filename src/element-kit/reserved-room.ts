import { LAYOUT_MODE_THRESHOLDS, type LayoutMode } from '../page-runtime/layout-mode';

/**
 * The height an element keeps free until it has rendered its settled content, so nothing below
 * it moves when it appears: one height, or one per layout mode of the header's or the footer's
 * thresholds. `'0'` reserves nothing (dialogs, flyout contents, elements hidden by default).
 */
export type ReservedHeight =
  | string
  | {
      readonly layout: keyof typeof LAYOUT_MODE_THRESHOLDS;
      readonly heights: Readonly<Record<LayoutMode, string>>;
    };

/** The custom state an element carries once it has let go of its reserved room. */
export const SETTLED_STATE = 'settled';

/**
 * Editors who know better (a category promotion is taller than a top banner) set
 * `--shop-reserved-height` on the tag; the definition's height is the default.
 */
function declarations(height: string): string {
  return `display: block; min-height: var(--shop-reserved-height, ${height});`;
}

/**
 * CSS that reserves an element's room while `selector` matches: the page sheet uses it for
 * `tag:not(:defined)` and `tag:not(:state(settled))`, the element's own sheet for
 * `:host(:not(:state(settled)))`, so the room holds with or without the page sheet.
 */
export function reservedRoomCss(selector: string, reserved: ReservedHeight): string {
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

/** Whether the element reserves any room at all. */
export function reservesRoom(reserved: ReservedHeight): boolean {
  return typeof reserved !== 'string' || reserved !== '0';
}
