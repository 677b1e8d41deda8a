import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { useShop } from '../../../element-kit/shop-context';
import type { FlyoutId } from '../../../page-runtime/flyout-store';
import { flyoutStore } from '../../../page-runtime/flyout-store';
import { useFlyout } from '../../../page-runtime/use-flyout';
import { useStore } from '../../../page-runtime/use-store';
import { Icon } from '../../../primitives/icon/Icon';
import { SITE_LINKS } from '../../../sites/content/links';
import { ShopCartLink } from '../../shop-cart-link/ShopCartLink';
import { HeaderGreeting, useShopper } from './HeaderAccount';

/** The page class while an icon flyout is open (header-and-cart §4 "Icon flyout"). */
export const ICON_FLYOUT_PAGE_CLASS = 'shop-icon-flyout-open';

// The mini cart's code comes when its flyout is about to open (the hover delay, a tap), not with
// the header: most page views never open it.
const loadMiniCart = () => import('../../shop-mini-cart/ShopMiniCart');
const ShopMiniCart = lazy(() =>
  loadMiniCart().then((module) => ({ default: module.ShopMiniCart })),
);

/** The header's icon flyouts: the mini cart, and the account area of logged-in customers. */
const ICON_FLYOUTS: readonly FlyoutId[] = ['mini-cart', 'account'];

/** Sets the page class while any icon flyout is open, whichever header opened it. */
function useIconFlyoutPageClass(): void {
  const { openId } = useStore(flyoutStore());
  const open = openId !== undefined && ICON_FLYOUTS.includes(openId);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(ICON_FLYOUT_PAGE_CLASS, open);
    return () => root.classList.remove(ICON_FLYOUT_PAGE_CLASS);
  }, [open]);
}

interface IconFlyoutProps {
  id: FlyoutId;
  /** The link the icon is (the cart, the profile); the flyout opens beside it. */
  link: ReactNode;
  /** The name of the button that opens the flyout from the keyboard or a tap. */
  label: string;
  sticky: boolean;
  className: string;
  /** The flyout's content, rendered while it is open. */
  children: ReactNode;
  /** Fetches the content's code while the flyout waits for its hover delay. */
  preload?: () => unknown;
}

/**
 * An icon link with a flyout (header-and-cart §4 "Icon flyout"): a resting mouse opens it after
 * the hover delay, the button beside the link opens it from the keyboard or a tap; it is one of
 * the page's flyouts, so it closes the navigation's, the search's list and the other icon's.
 */
function IconFlyout({ id, link, label, sticky, className, children, preload }: IconFlyoutProps) {
  const flyout = useFlyout(id, { sticky });
  useEffect(() => {
    if (flyout.pending || flyout.open) void preload?.();
  }, [flyout.pending, flyout.open, preload]);
  const { ref, onClick, onPointerEnter, onPointerLeave, ...toggleAria } = flyout.triggerProps;
  const { ref: panelRef, id: panelId, hidden: panelHidden } = flyout.panelProps;
  return (
    <li
      className={`shop-header__icon-with-flyout ${className}`}
      data-open={flyout.open ? '' : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {link}
      <button
        ref={ref}
        type="button"
        className="shop-header__flyout-toggle"
        {...toggleAria}
        aria-label={label}
        onClick={onClick}
      >
        <Icon name="chevron-down" size={16} />
      </button>
      <div ref={panelRef} id={panelId} hidden={panelHidden} className="shop-header__icon-flyout">
        {flyout.open && <Suspense fallback={null}>{children}</Suspense>}
      </div>
    </li>
  );
}

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
