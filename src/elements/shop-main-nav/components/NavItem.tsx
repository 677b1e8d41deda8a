import { Suspense, type ReactNode } from 'react';
import { Icon } from '../../../primitives/icon/Icon';
import { useNavItem, type NavItemOptions } from '../behaviour/use-nav-item';

export interface NavItemProps extends NavItemOptions {
  /** The flyout's content, rendered while it is open. */
  flyout?: ReactNode;
  /** Its links for a browser with script off (`WithoutScript.tsx`): the server renders them. */
  flyoutWithoutScript?: ReactNode;
}

/** One item of the bar: its link, the button that opens its flyout, and the flyout. */
export function NavItem({ flyout, flyoutWithoutScript, ...options }: NavItemProps) {
  const { open, getItemProps, getLinkProps, getToggleProps, getFlyoutProps } = useNavItem(options);
  const { title, href, hasFlyout } = options;

  return (
    <li part="item" className="shop-main-nav__item" {...getItemProps()}>
      {href && (
        <a className="shop-main-nav__link" {...getLinkProps()}>
          {title}
        </a>
      )}
      {hasFlyout && (
        <button
          className={href ? 'shop-main-nav__toggle' : 'shop-main-nav__toggle shop-main-nav__link'}
          {...getToggleProps()}
        >
          {!href && title}
          <Icon name="chevron-down" size={16} className="shop-main-nav__chevron" />
        </button>
      )}
      {hasFlyout && (
        <div part="flyout" className="shop-main-nav__flyout" {...getFlyoutProps()}>
          <noscript>{flyoutWithoutScript}</noscript>
          {open && <Suspense fallback={null}>{flyout}</Suspense>}
        </div>
      )}
    </li>
  );
}
