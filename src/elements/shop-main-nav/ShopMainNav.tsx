import { useCallback, useState, type ReactNode } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import type { ElementComponentProps } from '../../element-kit/definition/element-definition';
import { isFlyoutOfNav, navDrawerFlyoutId, type FlyoutId } from '../../page-runtime/flyout-store';
import { headerLayoutMode } from '../../page-runtime/layout-mode';
import { pageSingleton } from '../../page-runtime/page-singleton';
import { useFlyoutClosedEvent } from '../../page-runtime/use-flyout';
import { useStore } from '../../page-runtime/use-store';
import { useMainNav } from './behaviour/use-main-nav';
import { useNavigationModel } from './behaviour/use-navigation-model';
import { NavBar } from './components/NavBar';
import { NavMenu } from './components/NavMenu';
import type { shopMainNavDefinition } from './shop-main-nav.definition';
import withoutScriptCss from './components/without-script.css?inline';
import mainNavBarCss from './shop-main-nav.css?inline';

/** The navigation's one sheet: the bar, the menu button and the layouts, then script-off rules. */
const mainNavCss = `${mainNavBarCss}\n${withoutScriptCss}`;

export type ShopMainNavProps = ElementComponentProps<typeof shopMainNavDefinition> & {
  /**
   * What the drawer shows above its first level on phones, for React apps that render the
   * component without its element. Inside `<shop-main-nav>` the `drawer-start` slot takes its
   * place.
   */
  drawerStart?: ReactNode;
};

/**
 * A name for a navigation's flyouts in the page's flyout store, new for each navigation of the
 * page. Not `useId`: its ids are unique within one root only (each element is a root of its
 * own; two hydrated navigations, or two bundles' React, can get the same one, and Preact's
 * start at `P0-0` in every root). Held by the page, so two bundles count on from one another.
 * It names store entries only, never the markup, so server and browser need not agree on it.
 */
const nextNavId = () => `nav${pageSingleton('main-nav-ids', () => ({ count: 0 })).count++}`;

/**
 * The main navigation (header-and-cart §2, §4): on wide screens the bar, theme worlds first,
 * then the navigation's nodes, every flyout through the page's flyout store, its code lazily;
 * under 980 px (layout mode MATCH) a menu button and its drawer. Both are rendered at every
 * width and the sheet shows the one of the layout (`@media (--shop-header-match)`), so the
 * server's HTML is right at every window; the layout mode only closes what the other layout
 * left open.
 */
export function ShopMainNav({
  currentPath,
  sticky,
  drawerStart,
  onFlyoutClosed,
}: ShopMainNavProps) {
  const [navId] = useState(nextNavId);
  const isOwnFlyout = useCallback(
    (id: FlyoutId) => isFlyoutOfNav(id, navId) || id === navDrawerFlyoutId(navId),
    [navId],
  );
  useFlyoutClosedEvent(isOwnFlyout, onFlyoutClosed);
  const adoptStyles = useStyles<HTMLElement>(mainNavCss);
  const model = useNavigationModel(currentPath);
  const narrow = useStore(headerLayoutMode) === 'MATCH';
  const { getNavProps } = useMainNav({
    navId,
    narrow,
    loading: model.loading,
    items: model.items,
    adoptStyles,
  });

  return (
    <nav className="shop-main-nav" {...getNavProps()}>
      <NavMenu navId={navId} model={model} drawerStart={drawerStart} />
      <NavBar navId={navId} model={model} sticky={sticky} />
    </nav>
  );
}
