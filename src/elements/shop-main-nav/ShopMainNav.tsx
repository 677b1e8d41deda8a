import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  useRef,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { useReadyWithin } from '../../element-kit/element-settled';
import { useShop } from '../../element-kit/shop-context';
import type { ElementComponentProps } from '../../element-kit/element-definition';
import {
  FLYOUT_HOVER_DELAY_MS,
  flyoutStore,
  isFlyoutOfNav,
  mainNavFlyoutId,
  navDrawerFlyoutId,
  themeWorldsFlyoutId,
  type FlyoutId,
} from '../../page-runtime/flyout-store';
import { useFlyout, useFlyoutLayer } from '../../page-runtime/use-flyout';
import { headerLayoutMode } from '../../page-runtime/layout-mode';
import { useStore } from '../../page-runtime/use-store';
import { Icon } from '../../primitives/icon/Icon';
import type { NavigationItem } from '../../services/navigation/navigation-answer';
import type { ThemeWorldNavigation } from '../../services/navigation/theme-world-answer';
import { navigationStore, themeWorldStore } from '../../services/stores/navigation';
import { trackGa } from '../../services/ga-events';
import { trailTo } from './current-path';
import { trackFollowedLink } from './nav-tracking';
import { writeLightDomLinks } from './light-dom-links';
import { NavMoreItem, type MoreEntry } from './NavMoreItem';
import { isHeadingInto, type Point } from './safe-triangle';
import { ALL_FIT, useBarOverflow } from './use-bar-overflow';
import type { shopMainNavDefinition } from './shop-main-nav.definition';
import mainNavCss from './shop-main-nav.css?inline';
import { isBrowser } from '../../page-runtime/environment';

export type ShopMainNavProps = ElementComponentProps<typeof shopMainNavDefinition> & {
  /**
   * The bar sits in a sticky header (React use, the header passes it): an open flyout locks the
   * page behind it and the page scrolls back to where it was on close (header-and-cart §4).
   */
  sticky?: boolean;
  /**
   * What the drawer shows above its first level on phones (React use: the header passes its
   * greeting, which has no room in a phone's header row).
   */
  drawerStart?: ReactNode;
};

const NO_ITEMS: readonly NavigationItem[] = [];
const NO_SECTIONS: ThemeWorldNavigation['sections'] = [];

/** How many pictures of a flyout are fetched ahead: the first row. */
const PRELOADED_PICTURES = 4;

/** The theme worlds show their desktop pictures from 1024 px (NavFlyouts' `<source>`). */
const wideScreen = () => isBrowser() && matchMedia('(min-width: 1024px)').matches;

/** The browser asks to save data (`Save-Data`, the data saver). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

const loadFlyouts = () => import('./NavFlyouts');
const CategoryFlyout = lazy(() =>
  loadFlyouts().then((module) => ({ default: module.CategoryFlyout })),
);
const NavDrawer = lazy(() =>
  import('./NavDrawer').then((module) => ({ default: module.NavDrawer })),
);
const ThemeWorldFlyout = lazy(() =>
  loadFlyouts().then((module) => ({ default: module.ThemeWorldFlyout })),
);

interface NavItemProps {
  flyoutId: FlyoutId;
  title: string;
  href?: string;
  target?: '_self' | '_blank';
  /** The page is this item's node. */
  current: boolean;
  /** The page is below this item. */
  holdsCurrent: boolean;
  /** Absent for a node with neither children nor teaser: the item is its link alone. */
  flyout?: ReactNode;
  /** Pictures the flyout shows first: fetched while the item waits for its hover delay. */
  firstImages?: readonly string[];
  /** The pointer is on its way into another item's open flyout: do not take over yet. */
  isPassingThrough: (event: PointerEvent<HTMLElement>) => boolean;
  sticky: boolean;
  /** It does not fit into the bar: the "more" item lists it instead. */
  overflowed?: boolean;
}

/** One item of the bar: its link, the button that opens its flyout, and the flyout. */
function NavItem({
  flyoutId,
  title,
  href,
  target,
  current,
  holdsCurrent,
  flyout,
  firstImages = [],
  isPassingThrough,
  sticky,
  overflowed = false,
}: NavItemProps) {
  const { translator } = useShop();
  const { open, pending, triggerProps, linkProps, panelProps } = useFlyout(flyoutId, { sticky });
  const { ref, onClick, onPointerEnter, onPointerLeave, ...buttonProps } = triggerProps;
  // Only the panel's place in the page: the item holds the pointer handlers for both.
  const { ref: panelRef, id: panelId, hidden: panelHidden } = panelProps;

  useEffect(() => {
    if (open) trackGa('navigationFlyoutOpened', title);
  }, [open, title]);

  // The hover delay is spent loading the flyout's code and first pictures, so it opens with its
  // content; leaving before it opens stops the pictures. Not when the browser asks to save data.
  const imagesKey = firstImages.join('\n');
  useEffect(() => {
    if (!pending) return;
    void loadFlyouts();
    if (savesData()) return;
    const pictures = imagesKey
      .split('\n')
      .filter(Boolean)
      .map((src) => {
        const picture = new Image();
        picture.src = src;
        return picture;
      });
    return () => {
      if (flyoutStore().getSnapshot().openId === flyoutId) return;
      for (const picture of pictures) picture.src = '';
    };
  }, [pending, imagesKey, flyoutId]);

  // Crossing this item on the way into another item's open flyout does not start this one; a
  // pointer that stays on it does, one hover delay later.
  const passing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(passing.current), []);
  // An item without a flyout is its link alone: resting on it or clicking it opens nothing.
  const onItemPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (!flyout) return;
    clearTimeout(passing.current);
    if (!isPassingThrough(event)) {
      onPointerEnter(event);
      return;
    }
    event.persist?.();
    passing.current = setTimeout(() => onPointerEnter(event), FLYOUT_HOVER_DELAY_MS);
  };
  const onItemPointerLeave = (event: PointerEvent<HTMLElement>) => {
    if (!flyout) return;
    clearTimeout(passing.current);
    onPointerLeave(event);
  };

  return (
    <li
      part="item"
      className="shop-main-nav__item"
      data-open={open ? '' : undefined}
      data-current={holdsCurrent ? '' : undefined}
      data-overflowed={overflowed ? '' : undefined}
      onPointerEnter={onItemPointerEnter}
      onPointerLeave={onItemPointerLeave}
    >
      {href && (
        <a
          className="shop-main-nav__link"
          href={href}
          target={target === '_blank' ? '_blank' : undefined}
          rel={target === '_blank' ? 'noopener' : undefined}
          aria-current={current ? 'page' : undefined}
          // A tap opens the flyout first; a mouse, a pen or Enter follows the link (the hook).
          onPointerDown={flyout ? linkProps.onPointerDown : undefined}
          onClick={(event) => {
            if (flyout) linkProps.onClick(event);
            trackFollowedLink(event, 'navigationLinkClicked', { title, href });
          }}
        >
          {title}
        </a>
      )}
      {flyout && (
        <button
          ref={ref}
          type="button"
          className={href ? 'shop-main-nav__toggle' : 'shop-main-nav__toggle shop-main-nav__link'}
          {...buttonProps}
          aria-label={href ? translator.t('header.subMenu', { title }) : undefined}
          onClick={onClick}
        >
          {!href && title}
          <Icon name="chevron-down" size={16} className="shop-main-nav__chevron" />
        </button>
      )}
      {flyout && (
        <div
          ref={panelRef}
          id={panelId}
          hidden={panelHidden}
          part="flyout"
          className="shop-main-nav__flyout"
        >
          {open && <Suspense fallback={null}>{flyout}</Suspense>}
        </div>
      )}
    </li>
  );
}

/**
 * The main navigation bar (header-and-cart §2, §4): theme worlds first, then the navigation's
 * nodes; every flyout through the page's flyout store, its code lazily.
 */
export function ShopMainNav({ currentPath, sticky = false, drawerStart }: ShopMainNavProps) {
  const navId = useId();
  const { site, translator } = useShop();
  const styles = useStyles<HTMLElement>(mainNavCss);
  const navigation = useStore(navigationStore().entry(site.code));
  const themeWorlds = useStore(themeWorldStore().entry(site.code));

  useEffect(() => {
    void navigationStore().load(site.code);
    void themeWorldStore().load(site.code);
  }, [site.code]);

  // The bar fills once both answers are in (both start as the bar connects), so the theme
  // worlds never push the other items aside after they appeared; a call that hangs holds it
  // back no longer than the wait limit, then the bar shows what the other gave.
  const ready = useReadyWithin(navigation.status === 'loaded' && themeWorlds.status === 'loaded');
  const items = ready && navigation.status === 'loaded' ? navigation.value : NO_ITEMS;
  const path = currentPath || (isBrowser() ? location.pathname : '');
  const trail = useMemo(() => trailTo(items, path), [items, path]);
  const sections =
    ready && themeWorlds.status === 'loaded' ? themeWorlds.value.sections : NO_SECTIONS;
  // The drawer has nothing to offer yet, and something is still on its way.
  const drawerLoading =
    !ready ||
    (items.length === 0 &&
      sections.length === 0 &&
      (navigation.status === 'loading' || themeWorlds.status === 'loading'));

  // The element's host: the light-DOM links go there.
  const [host, setHost] = useState<Element | null>(null);
  const setRoot = useCallback(
    (node: HTMLElement | null) => {
      styles(node);
      const root = node?.getRootNode();
      if (root instanceof ShadowRoot) setHost(root.host);
    },
    [styles],
  );
  useEffect(() => {
    if (host) writeLightDomLinks(host, items);
  }, [host, items]);

  // Where the pointer last moved over the bar while a flyout was open: the safe triangle's apex.
  const apex = useRef<Point | undefined>(undefined);
  const barRef = useRef<HTMLUListElement | null>(null);
  const [bar, setBar] = useState<HTMLUListElement | null>(null);
  const setBarRef = useCallback((node: HTMLUListElement | null) => {
    barRef.current = node;
    setBar(node);
  }, []);
  // The items that do not fit into the bar's one row move into its "more" item.
  const fitting = useBarOverflow(bar, sections.length > 0 ? 1 : 0, items);
  const overflowed = fitting === ALL_FIT ? 0 : items.length - fitting;
  const moreEntries = useMemo<MoreEntry[]>(
    () =>
      fitting === ALL_FIT
        ? []
        : items.slice(fitting).map((item, offset) => {
            const index = fitting + offset;
            return {
              key: `${index}:${item.href}`,
              title: item.title,
              href: item.href,
              target: item.target,
              current: trail?.length === 1 && trail[0] === index,
              holdsCurrent: trail?.[0] === index,
            };
          }),
    [items, fitting, trail],
  );
  // An item's flyout open as the bar narrows past it would stay open out of sight.
  useEffect(() => {
    if (overflowed === 0) return;
    const store = flyoutStore();
    const { openId } = store.getSnapshot();
    for (let index = items.length - overflowed; index < items.length; index += 1) {
      if (openId === mainNavFlyoutId(navId, index)) store.close(openId);
    }
  }, [overflowed, items.length, navId]);
  const onBarPointerMove = (event: PointerEvent<HTMLUListElement>) => {
    const openItem = (event.target as Element).closest('[data-open]');
    apex.current = openItem ? { x: event.clientX, y: event.clientY } : undefined;
  };
  const isPassingThrough = (event: PointerEvent<HTMLElement>) => {
    const flyout = barRef.current?.querySelector('.shop-main-nav__flyout:not([hidden])');
    if (!apex.current || !flyout || event.currentTarget.contains(flyout)) return false;
    return isHeadingInto(
      { x: event.clientX, y: event.clientY },
      apex.current,
      flyout.getBoundingClientRect(),
    );
  };

  /**
   * Focus moving to something outside the navigation closes its open flyout. Focus going
   * nowhere (a click on the flyout where nothing takes focus, the window losing focus) does not:
   * a click outside closes it by itself.
   */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || event.currentTarget.contains(next)) return;
    const store = flyoutStore();
    const openId = store.getSnapshot().openId;
    if (isFlyoutOfNav(openId, navId)) store.close(openId);
  };

  const layoutMode = useStore(headerLayoutMode);
  // The drawer is the navigation on narrow screens: it opens as one of the page's flyouts, so
  // it does to the page what the bar's flyouts do (the legal text collapses, among others).
  const drawer = useFlyoutLayer(navDrawerFlyoutId(navId));
  const { show: openDrawer, close: closeDrawer } = drawer;
  const drawerOpen = drawer.open && layoutMode === 'MATCH';
  useEffect(() => {
    if (layoutMode !== 'MATCH') closeDrawer();
  }, [layoutMode, closeDrawer]);
  // The drawer goes away with its dialog, which so cannot give focus back: the menu button
  // takes it once the drawer has closed.
  const menuButton = useRef<HTMLButtonElement | null>(null);
  const drawerWasOpen = useRef(false);
  useEffect(() => {
    if (drawerWasOpen.current && !drawerOpen) menuButton.current?.focus();
    drawerWasOpen.current = drawerOpen;
  }, [drawerOpen]);

  if (layoutMode === 'MATCH') {
    return (
      <nav
        ref={setRoot}
        className="shop-main-nav shop-main-nav--narrow"
        aria-label={translator.t('header.mainNavigation')}
      >
        <button
          ref={menuButton}
          type="button"
          part="menu-button"
          className="shop-main-nav__menu-button"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={openDrawer}
        >
          <Icon name="menu" size={24} />
          <span className="shop-visually-hidden">{translator.t('header.openMenu')}</span>
        </button>
        {drawerOpen && (
          <Suspense fallback={null}>
            <NavDrawer
              open
              onClose={closeDrawer}
              items={items}
              sections={sections}
              currentTrail={trail}
              start={drawerStart}
              loading={drawerLoading}
            />
          </Suspense>
        )}
      </nav>
    );
  }

  return (
    <nav
      ref={setRoot}
      className="shop-main-nav"
      aria-label={translator.t('header.mainNavigation')}
      data-loading={
        navigation.status === 'loading' || themeWorlds.status === 'loading' ? '' : undefined
      }
      onBlur={onBlur}
    >
      <ul
        ref={setBarRef}
        part="bar"
        className="shop-main-nav__bar"
        onPointerMove={onBarPointerMove}
      >
        {sections.length > 0 && (
          <NavItem
            flyoutId={themeWorldsFlyoutId(navId)}
            title={translator.t('header.themeWorlds')}
            current={false}
            holdsCurrent={false}
            flyout={<ThemeWorldFlyout sections={sections} />}
            firstImages={sections
              .flatMap(({ worlds }) => worlds)
              .slice(0, PRELOADED_PICTURES)
              .map((world) => (wideScreen() ? world.desktopImage : undefined) ?? world.image ?? '')}
            isPassingThrough={isPassingThrough}
            sticky={sticky}
          />
        )}
        {items.map((item, index) => (
          <NavItem
            key={`${index}:${item.href}`}
            flyoutId={mainNavFlyoutId(navId, index)}
            title={item.title}
            href={item.href}
            target={item.target}
            current={trail?.length === 1 && trail[0] === index}
            holdsCurrent={trail?.[0] === index}
            firstImages={(item.teaser?.entries ?? [])
              .slice(0, PRELOADED_PICTURES)
              .map((entry) => entry.imageSrc ?? '')}
            isPassingThrough={isPassingThrough}
            sticky={sticky}
            overflowed={index >= fitting}
            flyout={
              (item.children.length > 0 || item.teaser) && (
                <CategoryFlyout
                  item={item}
                  initialTrail={trail?.[0] === index ? trail.slice(1, -1) : []}
                  currentTrail={trail?.[0] === index ? trail.slice(1) : undefined}
                />
              )
            }
          />
        ))}
        <NavMoreItem navId={navId} entries={moreEntries} sticky={sticky} />
      </ul>
    </nav>
  );
}
