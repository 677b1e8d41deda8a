import { Suspense, type ReactNode } from 'react';
import type { FlyoutId } from '../../../page-runtime/flyout-store';
import { Icon } from '../../../primitives/icon/Icon';
import { useIconFlyout } from '../behaviour/use-icon-flyout';

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
export function IconFlyout({
  id,
  link,
  label,
  sticky,
  className,
  children,
  preload,
}: IconFlyoutProps) {
  const flyout = useIconFlyout(id, { sticky, preload });
  return (
    <li className={`shop-header__icon-with-flyout ${className}`} {...flyout.getItemProps()}>
      {link}
      <button className="shop-header__flyout-toggle" {...flyout.getToggleProps(label)}>
        <Icon name="chevron-down" size={16} />
      </button>
      <div className="shop-header__icon-flyout" {...flyout.getPanelProps()}>
        {flyout.open && <Suspense fallback={null}>{children}</Suspense>}
      </div>
    </li>
  );
}
