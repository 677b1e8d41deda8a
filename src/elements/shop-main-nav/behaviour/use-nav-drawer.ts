import { useReducer } from 'react';
import { useShop } from '../../../element-kit/shop-context';
import { useModalDialog } from '../../../page-runtime/use-modal-dialog';
import type { NavigationItem } from '../../../services/navigation/navigation-answer';
import { drawerNode, drawerPathReducer, isNodeLevel, openDrawerPath } from '../state/drawer-path';
import type { ThemeWorldSections } from '../state/navigation-model';
import { sameTrail, type Trail } from '../state/trail';
import { labelledSection } from './labelled-section';
import { navLinkProps } from './nav-link-props';

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
 * The drawer (a modal dialog, header-and-cart §4): the level the shopper is on, the ways to
 * move between levels, and the props of its dialog, title and status.
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
  const isCurrent = (trail: Trail) => sameTrail(currentTrail, trail);

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
    isCurrent,
    back: () => dispatch({ type: 'back' }),
    drill: (trail: Trail) => dispatch({ type: 'drill', trail }),
    showThemeWorlds: () => dispatch({ type: 'theme-worlds' }),
    getDialogProps: () => ({ ...dialogProps, 'aria-labelledby': TITLE_ID }),
    getTitleProps: () => ({ id: TITLE_ID }),
    getStatusProps: () => ({ role: 'status' }),
    /** The link to the page of the node whose level shows. */
    getNodeLinkProps: (shown: NavigationItem) =>
      navLinkProps(shown, 'navigationLinkClicked', {
        current: isNodeLevel(level) && isCurrent(level),
      }),
    getSectionProps: (section: ThemeWorldSections[number]['section']) =>
      labelledSection(`drawer-tw-${section}`),
  };
}
