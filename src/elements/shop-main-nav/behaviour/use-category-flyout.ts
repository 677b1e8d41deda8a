import { useState } from 'react';
import type { NavigationItem } from '../../../services/navigation/navigation-answer';
import { leadsTowards, nodesAlong, type Trail } from '../state/trail';
import { navLinkProps } from './nav-link-props';

/**
 * A category's flyout (header-and-cart §4 "Drill-down node"): the level the shopper is on below
 * the item (the path is kept, "back" goes up), opening on the level of the current page.
 */
export function useCategoryFlyout(
  item: NavigationItem,
  openingTrail: Trail,
  currentTrail: Trail | undefined,
) {
  const [trail, setTrail] = useState<Trail>(openingTrail);
  const levels = [item, ...nodesAlong(item.children, trail)];
  const level = levels.at(-1) ?? item;

  return {
    /** The node whose children show. */
    level,
    /** The trail to the level's child at `index`. */
    childTrail: (index: number): Trail => [...trail, index],
    /** Below the item's own level: "back" goes up. */
    canGoBack: levels.length > 1,
    back: () => setTrail((previous) => previous.slice(0, -1)),
    drill: setTrail,
    /** The child is the current page's node or holds it. */
    leadsToCurrent: (childTrail: Trail) => leadsTowards(childTrail, currentTrail),
    getAllLinkProps: () => navLinkProps(level, 'navigationLinkClicked'),
    getTeaserProps: () => ({ 'aria-label': item.teaser?.title || item.title }),
  };
}
