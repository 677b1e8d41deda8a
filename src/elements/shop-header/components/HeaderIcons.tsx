import { lazy } from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import { Icon } from '../../../primitives/icon/Icon';
import { SITE_LINKS } from '../../../sites/content/links';
import { ShopCartLink } from '../../shop-cart-link/ShopCartLink';
import { useIconFlyoutPageClass } from '../behaviour/use-icon-flyout';
import { useShopper } from '../behaviour/use-shopper';
import { HeaderGreeting } from './HeaderAccount';
import { IconFlyout } from './IconFlyout';

// The mini cart's code comes when its flyout is about to open (the hover delay, a tap), not with
// the header: most page views never open it.
const loadMiniCart = () => import('../../shop-mini-cart/ShopMiniCart');
const ShopMiniCart = lazy(() =>
  loadMiniCart().then((module) => ({ default: module.ShopMiniCart })),
);

/**
 * The header's icons: store finder, the account (log in for visitors, the profile for
 * customers; the icon and its name change with the login state; its icon flyout holds the
 * greeting, the beans and the members' links), and the cart link whose icon flyout holds the
 * mini cart. Help and FAQ sit beside them on wide screens.
 */
export function HeaderIcons({ sticky }: { sticky: boolean }) {
  const { site, translator } = useShop();
  const shopper = useShopper();
  const links = SITE_LINKS[site.code];
  useIconFlyoutPageClass();

  const accountLink = (
    <a
      className="shop-header__icon-link"
      href={links.userMenu}
      aria-label={translator.t(
        shopper.loggedInOrRemembered ? 'header.showProfile' : 'header.login',
      )}
      data-logged-in={shopper.loggedInOrRemembered ? '' : undefined}
    >
      <Icon name={shopper.loggedInOrRemembered ? 'user-check' : 'user'} size={24} />
    </a>
  );

  return (
    <ul className="shop-header__icons">
      <li className="shop-header__service-link">
        <a href={links.help}>{translator.t('header.help')}</a>
      </li>
      <li className="shop-header__service-link">
        <a href={links.faq}>{translator.t('header.faq')}</a>
      </li>
      <li className="shop-header__store-finder">
        <a
          className="shop-header__icon-link"
          href={links.storeFinder}
          aria-label={translator.t('header.storeFinder')}
        >
          <Icon name="store" size={24} />
        </a>
      </li>
      {/* Visitors have it too (the greeting and the way to log in), so the row never shifts. */}
      <IconFlyout
        id="account"
        link={accountLink}
        label={translator.t('header.userMenu')}
        sticky={sticky}
        className="shop-header__account"
      >
        <div className="shop-header__account-panel">
          <HeaderGreeting memberLinks />
          {shopper.loggedInOrRemembered && (
            <a className="shop-header__member-link" href={links.userMenu}>
              {translator.t('header.showProfile')}
            </a>
          )}
        </div>
      </IconFlyout>
      <IconFlyout
        id="mini-cart"
        link={<ShopCartLink />}
        label={translator.t('header.miniCart')}
        sticky={sticky}
        className="shop-header__cart"
        preload={loadMiniCart}
      >
        <ShopMiniCart />
      </IconFlyout>
    </ul>
  );
}
