/**
 * The navigation on narrow screens (layout mode MATCH, under 980 px; header-and-cart §4
 * "Drill-down node"): a modal dialog opened from the menu button, one level at a time, a level
 * with children drills down and "back" goes up; it opens on the level of the current page. A
 * chunk of its own, loaded when the menu is first opened.
 */
import type { ReactNode } from 'react';
import { useStyles } from '../../../element-kit/styles/adopted-styles';
import { useShop } from '../../../element-kit/render/shop-context';
import { IconButton } from '../../../primitives/icon-button/IconButton';
import { useNavDrawer, type NavDrawerOptions } from '../behaviour/use-nav-drawer';
import { isNodeLevel } from '../state/drawer-path';
import drawerCss from '../nav-drawer.css?inline';
import { DrawerNodeLevel, DrawerRootLevel, DrawerThemeWorlds } from './DrawerLevels';

export interface NavDrawerProps extends Omit<NavDrawerOptions, 'loading'> {
  /** Shown above the first level (the header's greeting). */
  start?: ReactNode;
  /** The navigation is still on its way: the first level says so instead of standing empty. */
  loading?: boolean;
}

export function NavDrawer({ start, loading = false, ...options }: NavDrawerProps) {
  const { translator } = useShop();
  const styles = useStyles<HTMLDivElement>(drawerCss);
  const drawer = useNavDrawer({ ...options, loading });
  const { level, node } = drawer;

  return (
    <div ref={styles} className="shop-nav-drawer">
      <dialog className="shop-nav-drawer__dialog" {...drawer.getDialogProps()}>
        <div className="shop-nav-drawer__frame">
          <header className="shop-nav-drawer__header">
            {level !== 'root' && (
              <IconButton
                icon="chevron-left"
                label={translator.t('header.back')}
                className="shop-nav-drawer__back"
                onClick={drawer.back}
              />
            )}
            <h2 className="shop-nav-drawer__title" {...drawer.getTitleProps()}>
              {drawer.title}
            </h2>
            <IconButton
              icon="close"
              label={translator.t('header.closeMenu')}
              className="shop-nav-drawer__close"
              onClick={options.onClose}
            />
          </header>
          {/* Inside the bar's navigation landmark already: no second one of the same name. */}
          <div className="shop-nav-drawer__body">
            {level === 'root' && (
              <DrawerRootLevel drawer={drawer} start={start} loading={loading} />
            )}
            {level === 'theme-worlds' && <DrawerThemeWorlds drawer={drawer} />}
            {node && isNodeLevel(level) && <DrawerNodeLevel drawer={drawer} />}
          </div>
        </div>
      </dialog>
    </div>
  );
}
