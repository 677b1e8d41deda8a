import { LAYOUT_MODE_THRESHOLDS, type LayoutMode } from '../../page-runtime/layout-mode';
import type { SiteCode } from '../../sites/sites';

/**
 * The height an element keeps free until it has rendered its settled content, so nothing below
 * it moves when it appears: one height, or one per layout mode of the header's or the footer's
 * thresholds. `'0'` reserves nothing (dialogs, flyout contents, elements hidden by default).
 */
export type ReservedHeight = SiteDependentHeight | SiteIndependentHeight;

export type SiteIndependentHeight = UnconditionalHeight | ConditionalHeight;

/**
 * Room that differs by the element's site, whose texts wrap onto more or fewer lines (Turkish
 * and Hungarian run longer than German): `bySite` for the sites listed, `otherwise` for the
 * rest. The site is the `site` attribute, else the page's `<html data-shop-site>`; the page
 * sheet reads both, the element's own sheet only the attribute (a shadow root cannot see the
 * page's `<html>`).
 */
interface SiteDependentHeight {
  readonly bySite: Readonly<Partial<Record<SiteCode, SiteIndependentHeight>>>;
  readonly otherwise: SiteIndependentHeight;
  /** How the docs say it, where a table of nine sites' heights would not read. */
  readonly description?: string;
}

export function isSiteDependent(reserved: ReservedHeight): reserved is SiteDependentHeight {
  return typeof reserved === 'object' && 'bySite' in reserved;
}

export function siteEntries(reserved: SiteDependentHeight): [SiteCode, SiteIndependentHeight][] {
  return Object.entries(reserved.bySite) as [SiteCode, SiteIndependentHeight][];
}

/** The selector condition of an element whose `site` attribute names `site`, in any case. */
export const siteAttributeCondition = (site: SiteCode) => `[site='${site}' i]`;

export type UnconditionalHeight =
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
export function widthSteps(reserved: Exclude<UnconditionalHeight, string>): WidthStep[] {
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
 * one of `values`, when given), else `otherwise` (none when left out). The newsletter form is
 * taller with a picture.
 */
export interface AttributeConditionalHeight {
  readonly whenAttribute: {
    readonly names: readonly string[];
    readonly values?: readonly string[];
  };
  readonly height: UnconditionalHeight;
  readonly otherwise?: UnconditionalHeight;
}

/**
 * Room that depends on what the element knows before it renders but no selector can read (the
 * device, a cookie, local storage): `height` while the element carries the custom state
 * `whenState`, else `otherwise`. The element's declaration decides the state when it connects
 * (`roomStates` in `<tag>.element.ts`), in the same task as its upgrade, so the room is right
 * from the element's first frame: the header and the app banner keep the banner's room on the
 * devices that will show it. Before the element is defined no state holds.
 */
export interface StateConditionalHeight {
  readonly whenState: string;
  readonly height: UnconditionalHeight;
  readonly otherwise?: UnconditionalHeight;
  /**
   * Where the state most likely holds, for the page sheet to keep `height` before the element
   * is defined: the bundle is a module script, which often runs after the page's first frame,
   * so without a guess the room would change under content already shown. Where the guess is
   * wrong the room changes as the element connects.
   */
  readonly likelyWhere?: LikelyWhere;
}

export interface LikelyWhere {
  readonly media: string;
  readonly supports?: string;
}

/**
 * Phones and tablets other than Apple's, as far as CSS tells them apart: a touch screen as the
 * only pointer, and no `-webkit-touch-callout` (which every iOS browser has, Chrome included).
 * The app banner shows there unless the shopper closed it or the page is in the app.
 */
export const LIKELY_ANDROID: LikelyWhere = {
  media: '(hover: none) and (pointer: coarse)',
  supports: 'not (-webkit-touch-callout: none)',
};

type ConditionalHeight = AttributeConditionalHeight | StateConditionalHeight;

/** The selector conditions under which a conditional height holds, any one of them. */
function conditionsOf(reserved: ConditionalHeight): string[] {
  if ('whenState' in reserved) return [`:state(${reserved.whenState})`];
  const { names, values } = reserved.whenAttribute;
  return names.flatMap((name) =>
    values ? values.map((value) => `[${name}='${value}']`) : [`[${name}]`],
  );
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

export function unconditionalCss(
  selector: string,
  reserved: UnconditionalHeight,
  declare: (height: string) => string = declarations,
): string {
  if (typeof reserved === 'string') {
    return reserved === '0' ? '' : `${selector} { ${declare(reserved)} }`;
  }
  return widthSteps(reserved)
    .map(({ from, height }) =>
      from === 0
        ? `${selector} { ${declare(height)} }`
        : `@media (min-width: ${from}px) { ${selector} { ${declare(height)} } }`,
    )
    .join('\n');
}

/**
 * CSS that reserves an element's room while the selector matches: the page sheet uses it for
 * `tag:not(:defined)` and `tag:not(:state(settled))`, the element's own sheet for
 * `:host(:not(:state(settled)))`, so the room holds with or without the page sheet.
 */
export function reservedRoomCss(
  select: ReservationSelector,
  reserved: ReservedHeight,
  /** The selector of a site's rules; else `select` with the `site` attribute's condition. */
  selectOnSite: (site: SiteCode) => ReservationSelector = (site) => (condition) =>
    select(`${siteAttributeCondition(site)}${condition}`),
  /** The declarations of one height: by default the host's room, which a page may override. */
  declare: (height: string) => string = declarations,
): string {
  if (isSiteDependent(reserved)) {
    // After the default, and more specific than it, so a site's own room wins.
    return [
      siteIndependentCss(select, reserved.otherwise, declare),
      ...siteEntries(reserved).map(([site, height]) =>
        siteIndependentCss(selectOnSite(site), height, declare),
      ),
    ].join('\n');
  }
  return siteIndependentCss(select, reserved, declare);
}

/** A part's least height: the room a settled element keeps (`roomKeptBy`). */
export const keptRoomDeclarations = (height: string): string => `min-height: ${height};`;

function siteIndependentCss(
  select: ReservationSelector,
  reserved: SiteIndependentHeight,
  declare: (height: string) => string,
): string {
  if (typeof reserved === 'string' || 'heights' in reserved) {
    return unconditionalCss(select(''), reserved, declare);
  }
  const conditions = conditionsOf(reserved);
  const otherwise = reserved.otherwise
    ? unconditionalCss(
        select(conditions.map((condition) => `:not(${condition})`).join('')),
        reserved.otherwise,
        declare,
      )
    : '';
  return [
    ...conditions.map((condition) => unconditionalCss(select(condition), reserved.height, declare)),
    otherwise,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The custom states the reservation depends on (set by the element's `roomStates`). */
export function reservationStates(reserved: ReservedHeight): readonly string[] {
  if (isSiteDependent(reserved)) {
    const states = [reserved.otherwise, ...Object.values(reserved.bySite)].flatMap((height) =>
      height ? reservationStates(height) : [],
    );
    return [...new Set(states)];
  }
  return typeof reserved === 'object' && 'whenState' in reserved ? [reserved.whenState] : [];
}

/** Whether the element reserves room in any case at all. */
export function reservesRoom(reserved: ReservedHeight): boolean {
  if (isSiteDependent(reserved)) {
    return [reserved.otherwise, ...Object.values(reserved.bySite)].some(
      (height) => height !== undefined && reservesRoom(height),
    );
  }
  if (typeof reserved === 'string') return reserved !== '0';
  if ('heights' in reserved) return true;
  return (
    reservesRoom(reserved.height) ||
    (reserved.otherwise !== undefined && reservesRoom(reserved.otherwise))
  );
}

/** Whether the element reserves room whatever its attributes say. */
export function alwaysReservesRoom(reserved: ReservedHeight): boolean {
  if (isSiteDependent(reserved)) {
    return [reserved.otherwise, ...Object.values(reserved.bySite)].every(
      (height) => height === undefined || alwaysReservesRoom(height),
    );
  }
  if (typeof reserved === 'string' || 'heights' in reserved) return reservesRoom(reserved);
  return reserved.otherwise !== undefined && reservesRoom(reserved.otherwise);
}

/**
 * Room above an element's content while its code loads (`contentWhileLoading`): no state of
 * what will fill it is known yet, so its default room, and its state's where that is likely.
 */
export function roomAboveContentCss(selector: string, reserved: ReservedHeight): string {
  const fixedHeight = (height: string) => `min-height: ${height};`;
  const base = isSiteDependent(reserved) ? reserved.otherwise : reserved;
  if (typeof base === 'string' || 'heights' in base) {
    return unconditionalCss(selector, base, fixedHeight);
  }
  const usual = base.otherwise ? unconditionalCss(selector, base.otherwise, fixedHeight) : '';
  if (!('whenState' in base) || !base.likelyWhere) return usual;
  const { media, supports } = base.likelyWhere;
  const likely = `@media ${media} { ${unconditionalCss(selector, base.height, fixedHeight)} }`;
  return [usual, supports ? `@supports ${supports} { ${likely} }` : likely].join('\n');
}
