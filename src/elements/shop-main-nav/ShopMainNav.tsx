import { Suspense, lazy, useEffect, useMemo, type FocusEvent, type ReactNode } from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { useShop } from '../../element-kit/shop-context';
import type { ElementComponentProps } from '../../element-kit/element-definition';
import { flyoutStore, mainNavFlyoutId, type FlyoutId } from '../../page-runtime/flyout-store';
import { useFlyout } from '../../page-runtime/use-flyout';
import { useStore } from '../../page-runtime/use-store';
import { Icon } from '../../primitives/icon/Icon';
import type { NavigationItem } from '../../services/navigation/navigation-answer';
import { navigationStore, themeWorldStore } from '../../services/stores/navigation';
import { trailTo } from './current-path';
import type { shopMainNavDefinition } from './shop-main-nav.definition';
import mainNavCss from './shop-main-nav.css?inline';

export type ShopMainNavProps = ElementComponentProps<typeof shopMainNavDefinition>;

const NO_ITEMS: readonly NavigationItem[] = [];

const loadFlyouts = () => import('./NavFlyouts');
const CategoryFlyout = lazy(() =>
  loadFlyouts().then((module) => ({ default: module.CategoryFlyout })),
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
}

/** One item of the bar: its link, the button that opens its flyout, and the flyout. */
function NavItem({ flyoutId, title, href, target, current, holdsCurrent, flyout }: NavItemProps) {
  const { translator } = useShop();
  const { open, pending, triggerProps, panelProps } = useFlyout(flyoutId);
  const { ref, onClick, onPointerEnter, onPointerLeave, ...buttonAria } = triggerProps;
  // Only the panel's place in the page: the item holds the pointer handlers for both.
  const { ref: panelRef, id: panelId, hidden: panelHidden } = panelProps;

  // The hover delay is spent loading the flyout's code, so it opens with its content.
  useEffect(() => {
    if (pending) void loadFlyouts();
  }, [pending]);

  return (
    <li
      part="item"
      className="shop-main-nav__item"
      data-open={open ? '' : undefined}
      data-current={holdsCurrent ? '' : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {href && (
        <a
          className="shop-main-nav__link"
          href={href}
          target={target === '_blank' ? '_blank' : undefined}
          rel={target === '_blank' ? 'noopener' : undefined}
          aria-current={current ? 'page' : undefined}
          onClick={onClick}
        >
          {title}
        </a>
      )}
      {flyout && (
        <button
          ref={ref}
          type="button"
          className={href ? 'shop-main-nav__toggle' : 'shop-main-nav__toggle shop-main-nav__link'}
          {...buttonAria}
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
export function ShopMainNav({ currentPath }: ShopMainNavProps) {
  const { site, translator } = useShop();
  const styles = useStyles<HTMLElement>(mainNavCss);
  const navigation = useStore(navigationStore().entry(site.code));
  const themeWorlds = useStore(themeWorldStore().entry(site.code));

  useEffect(() => {
    void navigationStore().load(site.code);
    void themeWorldStore().load(site.code);
  }, [site.code]);

  const items = navigation.status === 'loaded' ? navigation.value : NO_ITEMS;
  const path = currentPath || (typeof location === 'undefined' ? '' : location.pathname);
  const trail = useMemo(() => trailTo(items, path), [items, path]);
  const sections = themeWorlds.status === 'loaded' ? themeWorlds.value.sections : [];

  /** Focus leaving the navigation closes its open flyout. */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) return;
    const store = flyoutStore();
    const openId = store.getSnapshot().openId;
    if (openId === 'theme-worlds' || openId?.startsWith('main-nav:')) store.close(openId);
  };

  return (
    <nav
      ref={styles}
      className="shop-main-nav"
      aria-label={translator.t('header.mainNavigation')}
      data-loading={
        navigation.status === 'loading' || themeWorlds.status === 'loading' ? '' : undefined
      }
      onBlur={onBlur}
    >
      <ul part="bar" className="shop-main-nav__bar">
        {sections.length > 0 && (
          <NavItem
            flyoutId="theme-worlds"
            title={translator.t('header.themeWorlds')}
            current={false}
            holdsCurrent={false}
            flyout={<ThemeWorldFlyout sections={sections} />}
          />
        )}
        {items.map((item, index) => (
          <NavItem
            key={`${index}:${item.href}`}
            flyoutId={mainNavFlyoutId(index)}
            title={item.title}
            href={item.href}
            target={item.target}
            current={trail?.length === 1 && trail[0] === index}
            holdsCurrent={trail?.[0] === index}
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
      </ul>
    </nav>
  );
}
