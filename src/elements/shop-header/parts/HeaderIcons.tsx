import { useEffect } from 'react';
import { useShop } from '../../../element-kit/shop-context';
import { useFlyout } from '../../../page-runtime/use-flyout';
import { Icon } from '../../../primitives/icon/Icon';
import { SITE_LINKS } from '../../../sites/content/links';
import { ShopCartLink } from '../../shop-cart-link/ShopCartLink';
import { ShopMiniCart } from '../../shop-mini-cart/ShopMiniCart';
import { useShopper } from './HeaderAccount';

/** The page class while an icon flyout is open (header-and-cart §4 "Icon flyout"). */
export const ICON_FLYOUT_PAGE_CLASS = 'shop-icon-flyout-open';

/**
 * The header's icons: store finder, the account (log in for visitors, the profile for
 * customers; the icon and its name change with the login state), and the cart link whose icon
 * flyout holds the mini cart: a resting mouse opens it after the hover delay, the button beside
 * the link opens it from the keyboard or a tap. Help and FAQ sit beside them on wide screens.
 */
export function HeaderIcons({ sticky }: { sticky: boolean }) {
  const { site, translator } = useShop();
  const shopper = useShopper();
  const links = SITE_LINKS[site.code];
  const cartFlyout = useFlyout('mini-cart', { sticky });
  const { ref, onClick, onPointerEnter, onPointerLeave, ...toggleAria } = cartFlyout.triggerProps;
  const { ref: panelRef, id: panelId, hidden: panelHidden } = cartFlyout.panelProps;

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(ICON_FLYOUT_PAGE_CLASS, cartFlyout.open);
    return () => root.classList.remove(ICON_FLYOUT_PAGE_CLASS);
  }, [cartFlyout.open]);

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
      <li>
        <a
          className="shop-header__icon-link"
          href={links.userMenu}
          aria-label={translator.t(
            shopper.loggedInOrRemembered ? 'header.showProfile' : 'header.login',
          )}
          data-logged-in={shopper.loggedInOrRemembered ? '' : undefined}
        >
          <Icon name="user" size={24} />
        </a>
      </li>
      <li
        className="shop-header__cart"
        data-open={cartFlyout.open ? '' : undefined}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        <ShopCartLink />
        <button
          ref={ref}
          type="button"
          className="shop-header__flyout-toggle"
          {...toggleAria}
          aria-label={translator.t('header.miniCart')}
          onClick={onClick}
        >
          <Icon name="chevron-down" size={16} />
        </button>
        <div ref={panelRef} id={panelId} hidden={panelHidden} className="shop-header__icon-flyout">
          {cartFlyout.open && <ShopMiniCart />}
        </div>
      </li>
    </ul>
  );
}
