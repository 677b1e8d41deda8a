import { Suspense, type ReactNode } from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import { Icon } from '../../../primitives/icon/Icon';
import { useNavMenu } from '../behaviour/use-nav-menu';
import type { NavigationModel } from '../behaviour/use-navigation-model';
import { NavDrawer } from './deferred';
import { MenuWithoutScript } from './WithoutScript';

/**
 * The navigation on narrow screens (layout mode MATCH): the menu button and its drawer. Rendered at
 * every width; the sheet hides it where the bar shows.
 */
export function NavMenu({
  navId,
  model,
  drawerStart,
}: {
  navId: string;
  model: NavigationModel;
  drawerStart?: ReactNode;
}) {
  const { translator } = useShop();
  const { drawerOpen, closeDrawer, getMenuButtonProps } = useNavMenu(navId);

  return (
    <>
      <button part="menu-button" className="shop-main-nav__menu-button" {...getMenuButtonProps()}>
        <Icon name="menu" size={24} />
        <span className="shop-visually-hidden">{translator.t('header.openMenu')}</span>
      </button>
      <MenuWithoutScript items={model.items} sections={model.sections} />
      {drawerOpen && (
        <Suspense fallback={null}>
          <NavDrawer
            open
            onClose={closeDrawer}
            items={model.items}
            sections={model.sections}
            currentTrail={model.trail}
            start={drawerStart}
            loading={model.drawerLoading}
          />
        </Suspense>
      )}
    </>
  );
}
