import { useReducer } from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import { useModalDialog } from '../../../page-runtime/use-modal-dialog';
import type { NavigationItem } from '../../../services/navigation/navigation-answer';
import { drawerEntries, drawerSections } from '../state/drawer-entries';
import { drawerNode, drawerPathReducer, openDrawerPath } from '../state/drawer-path';
import type { ThemeWorldSections } from '../state/navigation-model';
import type { Trail } from '../state/trail';
import { useDrawerEntries } from './use-drawer-entries';

export interface NavDrawerOptions {
  open: boolean;
  onClose: () => void;
  items: readonly NavigationItem[];
  sections: ThemeWorldSections;
  /** The positions of the current page's node, if it is in the navigation. */
  currentTrail: Trail | undefined;
  /** The navigation is still on its way. */
  loading: boolean;
}

const TITLE_ID = 'shop-nav-drawer-title';

/**
 * The drawer (a modal dialog, header-and-cart §4): the level the shopper is on, its entries as
 * one list (`use-drawer-entries.ts`), the ways to move between levels, and the props of its
 * dialog, title and status.
 */
export function useNavDrawer({
  open,
  onClose,
  items,
  sections,
  currentTrail,
  loading,
}: NavDrawerOptions) {
  const { translator } = useShop();
  const [path, dispatch] = useReducer(drawerPathReducer, currentTrail, openDrawerPath);
  // The navigation arrived (or changed) while the drawer is open: the path follows it.
  if (path.currentTrail !== currentTrail) dispatch({ type: 'current-trail', trail: currentTrail });
  const { dialogProps } = useModalDialog({ open, onCloseRequest: onClose });
  const { level } = path;
  const node = drawerNode(items, level);
  const entries = drawerEntries(level, items, sections, loading);
  const { getListProps, getEntryProps } = useDrawerEntries({
    level,
    entries,
    currentTrail,
    dialog: dialogProps.ref,
    drill: (trail) => dispatch({ type: 'drill', trail }),
    showThemeWorlds: () => dispatch({ type: 'theme-worlds' }),
  });

  return {
    level,
    /** The node whose level shows, if a node's does. */
    node,
    title:
      level === 'theme-worlds'
        ? translator.t('header.themeWorlds')
        : (node?.title ?? translator.t('header.mainNavigation')),
    /** Both calls failed (a store reads a failure as nothing): it says so rather than stand empty. */
    unavailable: !loading && items.length === 0 && sections.length === 0,
    /** The level's entries in the order they show. */
    entries,
    /** The theme worlds' level: its entries under their sections' headings. */
    sections: drawerSections(sections),
    back: () => dispatch({ type: 'back' }),
    getDialogProps: () => ({ ...dialogProps, 'aria-labelledby': TITLE_ID }),
    getTitleProps: () => ({ id: TITLE_ID }),
    getStatusProps: () => ({ role: 'status' }),
    /** The level's list (the theme worlds' level has one a section). */
    getListProps,
    getEntryProps,
  };
}
