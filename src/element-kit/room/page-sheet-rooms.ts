/**
 * The page sheet's rooms (`shop-elements.css`): each element's room before its definition loads
 * and until it has settled, whatever the page's order of scripts and sheets.
 */
import { contentWhileLoadingOf } from '../definition/runtime-definition';
import {
  SETTLED_STATE,
  alwaysReservesRoom,
  isSiteDependent,
  reservedRoomCss,
  roomAboveContentCss,
  siteAttributeCondition,
  unconditionalCss,
  type ReservedHeight,
} from './reserved-room';
import { SERVER_RENDERED_ATTRIBUTE } from '../server/server-markers';

/**
 * The state's room for the element not defined yet where the state is likely; it comes after
 * the other rules and is more specific than the hiding one, so it wins there.
 */
function likelyRoomCss(tag: string, reserved: ReservedHeight): string {
  // No site-dependent room depends on a state so far; the guess would need the site's selector.
  if (isSiteDependent(reserved)) return '';
  if (typeof reserved !== 'object' || !('whenState' in reserved) || !reserved.likelyWhere) {
    return '';
  }
  const { media, supports } = reserved.likelyWhere;
  const rules = unconditionalCss(
    `${tag}:not(:state(${reserved.whenState})):not(:defined)`,
    reserved.height,
  );
  const inMedia = `@media ${media} { ${rules} }`;
  return supports ? `@supports ${supports} { ${inMedia} }` : inMedia;
}

function contentWhileLoadingRules(tag: string, roomAbove: ReservedHeight): string {
  const loading = `${tag}:not(:defined):not([${SERVER_RENDERED_ATTRIBUTE}])`;
  return [
    `${loading} { display: block; }`,
    `${loading}::before { content: ''; display: block; }`,
    roomAboveContentCss(`${loading}::before`, roomAbove),
  ].join('\n');
}

/**
 * The rules that keep room for each element until it has rendered its settled content: before
 * its definition loads (`:not(:defined)`) and after, until it reports `:state(settled)`.
 * The page sheet carries them. Elements that reserve nothing stay hidden until defined, so their light DOM never flashes.
 */
export function reservedSpaceRules(
  definitions: readonly {
    tag: string;
    reservedHeight: ReservedHeight;
    contentWhileLoading?: { readonly roomAboveOf: string };
  }[],
): string {
  return definitions
    .map(({ tag, reservedHeight, contentWhileLoading }) => {
      const reservation = reservedRoomCss(
        (condition) =>
          `${tag}${condition}:not(:defined), ${tag}${condition}:not(:state(${SETTLED_STATE}))`,
        reservedHeight,
        // One selector for the attribute and the page's site, and one for both unsettled states
        // (`:is()` forgives a browser without custom states), as nine sites' rules add up.
        (site) => (condition) =>
          `${tag}:is(${siteAttributeCondition(site)}, html[data-shop-site='${site}' i] :not([site]))${condition}:is(:not(:defined), :not(:state(${SETTLED_STATE})))`,
      );
      // Hidden until defined unless room is kept for it, so its light DOM never flashes; an
      // element whose HTML came from a server shows its content at once.
      return [
        contentWhileLoading
          ? contentWhileLoadingRules(
              tag,
              contentWhileLoadingOf(contentWhileLoading, definitions).roomAbove,
            )
          : alwaysReservesRoom(reservedHeight)
            ? ''
            : `${tag}:not(:defined):not([${SERVER_RENDERED_ATTRIBUTE}]) { display: none; }`,
        reservation,
        likelyRoomCss(tag, reservedHeight),
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
}
