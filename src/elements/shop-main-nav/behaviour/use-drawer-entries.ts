import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLinkList } from '../../../primitives/listbox/use-link-list';
import {
  drawerEntryHref,
  drawerLevelKey,
  drillsDown,
  type DrawerEntry,
} from '../state/drawer-entries';
import type { DrawerLevel } from '../state/drawer-path';
import { sameTrail, type Trail } from '../state/trail';
import { navLinkProps } from './nav-link-props';

export interface DrawerEntriesOptions {
  level: DrawerLevel;
  /** The level's entries in the order they show. */
  entries: readonly DrawerEntry[];
  /** The positions of the current page's node, if it is in the navigation. */
  currentTrail: Trail | undefined;
  dialog: RefObject<HTMLDialogElement | null>;
  drill: (trail: Trail) => void;
  showThemeWorlds: () => void;
}

/**
 * The entries of the drawer's level as one list (the shared `useLinkList`): links to pages,
 * reported when followed, and buttons that open another level. When the level changes and the
 * entry that had the focus went away with the old one (a drill, "back" to the first level),
 * the new level's first entry takes the focus, rather than it falling to the page's start.
 */
export function useDrawerEntries({
  level,
  entries,
  currentTrail,
  dialog,
  drill,
  showThemeWorlds,
}: DrawerEntriesOptions) {
  const isCurrent = (entry: DrawerEntry) =>
    (entry.kind === 'all' || entry.kind === 'node') && sameTrail(currentTrail, entry.trail);
  const list = useLinkList<DrawerEntry>({
    items: entries,
    keyOf: (entry) => entry.key,
    hrefOf: drawerEntryHref,
    // A node that opens a level holds the current page rather than being it (`data-current`).
    isCurrent: (entry) => drawerEntryHref(entry) !== undefined && isCurrent(entry),
    current: 'page',
    withoutAddress: 'button',
  });

  const levelKey = drawerLevelKey(level);
  const shownLevel = useRef(levelKey);
  useLayoutEffect(() => {
    if (shownLevel.current === levelKey) return;
    shownLevel.current = levelKey;
    if (!dialog.current?.matches(':focus-within')) list.focusFirst();
  });

  const ownProps = (entry: DrawerEntry) => {
    switch (entry.kind) {
      case 'theme-worlds':
        return { onClick: showThemeWorlds };
      case 'theme-world':
        return navLinkProps(entry.world, 'navigationThemeWorldClicked');
      case 'all':
        return navLinkProps(entry.node, 'navigationLinkClicked');
      case 'node':
        return drillsDown(entry.node)
          ? {
              'data-drill': '',
              'data-current': isCurrent(entry) ? '' : undefined,
              onClick: () => drill(entry.trail),
            }
          : navLinkProps(entry.node, 'navigationLinkClicked', { target: entry.node.target });
    }
  };

  return {
    getListProps: list.getListProps,
    getEntryProps: (entry: DrawerEntry) => ({ ...ownProps(entry), ...list.getItemProps(entry) }),
  };
}
