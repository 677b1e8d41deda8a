/**
 * The navigation on narrow screens (layout mode MATCH, under 980 px; header-and-cart §4
 * "Drill-down node"): a modal dialog opened from the menu button, one level at a time, a level
 * with children drills down and "back" goes up; it opens on the level of the current page. A
 * chunk of its own, loaded when the menu is first opened.
 */
import { useState, type ReactNode } from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { useShop } from '../../element-kit/shop-context';
import { useModalDialog } from '../../page-runtime/use-modal-dialog';
import { Icon } from '../../primitives/icon/Icon';
import { IconButton } from '../../primitives/icon-button/IconButton';
import type { NavigationItem } from '../../services/navigation/navigation-answer';
import type { ThemeWorldNavigation } from '../../services/navigation/theme-world-answer';
import { DrillEntry } from './DrillEntry';
import drawerCss from './nav-drawer.css?inline';
import { trackFollowedLink } from './nav-tracking';

/** Where the drawer is: its first level, the theme worlds, or a node by its positions. */
export type DrawerLevel = 'root' | 'theme-worlds' | readonly number[];

const isTrail = (level: DrawerLevel): level is readonly number[] => Array.isArray(level);

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  items: readonly NavigationItem[];
  sections: ThemeWorldNavigation['sections'];
  /** The positions of the current page's node, if it is in the navigation. */
  currentTrail: readonly number[] | undefined;
  /** Shown above the first level (the header's greeting). */
  start?: ReactNode;
  /** The navigation is still on its way: the first level says so instead of standing empty. */
  loading?: boolean;
}

/** The level a drawer opens on: the one that lists the current page's node. */
export function openingLevel(currentTrail: readonly number[] | undefined): DrawerLevel {
  return currentTrail && currentTrail.length > 1 ? currentTrail.slice(0, -1) : 'root';
}

export function NavDrawer({
  open,
  onClose,
  items,
  sections,
  currentTrail,
  start,
  loading = false,
}: NavDrawerProps) {
  const { translator } = useShop();
  const styles = useStyles<HTMLDivElement>(drawerCss);
  const [level, setLevel] = useState<DrawerLevel>(() => openingLevel(currentTrail));
  // Opened before the navigation arrived: once it has, the drawer goes to the current page's
  // level, unless the shopper has moved meanwhile.
  const [trailSeen, setTrailSeen] = useState(currentTrail);
  if (trailSeen !== currentTrail) {
    setTrailSeen(currentTrail);
    if (trailSeen === undefined && level === 'root') setLevel(openingLevel(currentTrail));
  }
  const { dialogProps } = useModalDialog({ open, onCloseRequest: onClose });
  // Both calls failed (a store reads a failure as nothing): say so rather than stand empty.
  const unavailable = !loading && items.length === 0 && sections.length === 0;

  const nodes: NavigationItem[] = [];
  if (isTrail(level)) {
    let children: readonly NavigationItem[] = items;
    for (const index of level) {
      const node = children[index];
      if (!node) break;
      nodes.push(node);
      children = node.children;
    }
  }
  const node = nodes.at(-1);
  const title =
    level === 'theme-worlds'
      ? translator.t('header.themeWorlds')
      : (node?.title ?? translator.t('header.mainNavigation'));
  const back = () => setLevel(isTrail(level) && level.length > 1 ? level.slice(0, -1) : 'root');
  const isCurrent = (trail: readonly number[]) =>
    currentTrail !== undefined &&
    currentTrail.length === trail.length &&
    trail.every((value, index) => currentTrail[index] === value);

  const entries = (children: readonly NavigationItem[], trail: readonly number[]) =>
    children.map((child, index) => {
      const childTrail = [...trail, index];
      return (
        <li key={`${index}:${child.href}`}>
          <DrillEntry
            item={child}
            className="shop-nav-drawer__entry"
            current={isCurrent(childTrail)}
            onDrill={() => setLevel(childTrail)}
          />
        </li>
      );
    });

  return (
    <div ref={styles} className="shop-nav-drawer">
      <dialog
        {...dialogProps}
        className="shop-nav-drawer__dialog"
        aria-labelledby="shop-nav-drawer-title"
      >
        <div className="shop-nav-drawer__frame">
          <header className="shop-nav-drawer__header">
            {level !== 'root' && (
              <IconButton
                icon="chevron-left"
                label={translator.t('header.back')}
                className="shop-nav-drawer__back"
                onClick={back}
              />
            )}
            <h2 id="shop-nav-drawer-title" className="shop-nav-drawer__title">
              {title}
            </h2>
            <IconButton
              icon="close"
              label={translator.t('header.closeMenu')}
              className="shop-nav-drawer__close"
              onClick={onClose}
            />
          </header>
          {/* Inside the bar's navigation landmark already: no second one of the same name. */}
          <div className="shop-nav-drawer__body">
            {level === 'root' && start && <div className="shop-nav-drawer__start">{start}</div>}
            {level === 'root' && (loading || unavailable) && (
              <p className="shop-nav-drawer__status" role="status">
                {translator.t(loading ? 'common.loading' : 'header.menuUnavailable')}
              </p>
            )}
            {level === 'root' && !loading && (
              <ul className="shop-nav-drawer__list">
                {sections.length > 0 && (
                  <li>
                    <button
                      type="button"
                      className="shop-nav-drawer__entry"
                      onClick={() => setLevel('theme-worlds')}
                    >
                      <span>{translator.t('header.themeWorlds')}</span>
                      <Icon name="chevron-right" size={16} />
                    </button>
                  </li>
                )}
                {entries(items, [])}
              </ul>
            )}
            {level === 'theme-worlds' &&
              sections.map(({ section, worlds }) => (
                <section key={section} aria-labelledby={`drawer-tw-${section}`}>
                  <h3 id={`drawer-tw-${section}`} className="shop-nav-drawer__section">
                    {translator.t(`header.themeWorldSections.${section}`)}
                  </h3>
                  <ul className="shop-nav-drawer__list">
                    {worlds.map((world) => (
                      <li key={world.href}>
                        <a
                          className="shop-nav-drawer__entry"
                          href={world.href}
                          onClick={(event) =>
                            trackFollowedLink(event, 'navigationThemeWorldClicked', world)
                          }
                        >
                          {world.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            {node && isTrail(level) && (
              <ul className="shop-nav-drawer__list">
                <li>
                  <a
                    className="shop-nav-drawer__entry shop-nav-drawer__all"
                    href={node.href}
                    aria-current={isCurrent(level) ? 'page' : undefined}
                    onClick={(event) => trackFollowedLink(event, 'navigationLinkClicked', node)}
                  >
                    {translator.t('header.showAll', { category: node.title })}
                  </a>
                </li>
                {entries(node.children, level)}
              </ul>
            )}
          </div>
        </div>
      </dialog>
    </div>
  );
}
