import { useEffect } from 'react';
import { useShop } from '../../element-kit/shop-context';
import { moreFlyoutId } from '../../page-runtime/flyout-store';
import { useFlyout } from '../../page-runtime/use-flyout';
import { Icon } from '../../primitives/icon/Icon';
import { trackFollowedLink } from './nav-tracking';

/** An item of the bar that did not fit, as the "more" item lists it. */
export interface MoreEntry {
  key: string;
  title: string;
  href: string;
  target?: '_self' | '_blank';
  /** The page is this item's node. */
  current: boolean;
  /** The page is below this item. */
  holdsCurrent: boolean;
}

/**
 * The bar's last item, for the items that do not fit into its one row (as Shopify's Horizon
 * does): a disclosure button (APG disclosure navigation) whose flyout lists them as links, in
 * their order. Mouse, touch and keyboard open it like every other item, through the page's
 * flyout store. It is always rendered, so its width is known; with nothing to list it is taken
 * out of the row and hidden.
 */
export function NavMoreItem({
  navId,
  entries,
  sticky,
}: {
  navId: string;
  entries: readonly MoreEntry[];
  sticky: boolean;
}) {
  const { translator } = useShop();
  const { open, triggerProps, panelProps, close } = useFlyout(moreFlyoutId(navId), { sticky });
  const { ref, onClick, onPointerEnter, onPointerLeave, ...buttonAria } = triggerProps;
  // Only the panel's place in the page: the item holds the pointer handlers for both.
  const { ref: panelRef, id: panelId, hidden: panelHidden } = panelProps;

  // The bar grew until every item fits: nothing is left to list, and a hidden flyout stays shut.
  const empty = entries.length === 0;
  useEffect(() => {
    if (empty && open) close();
  }, [empty, open, close]);

  return (
    <li
      part="more"
      className="shop-main-nav__item shop-main-nav__more"
      data-overflowed={empty ? '' : undefined}
      data-open={open ? '' : undefined}
      // The page is among the items it holds: the bar marks it as it marks their own items.
      data-current={entries.some((entry) => entry.holdsCurrent) ? '' : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={ref}
        type="button"
        className="shop-main-nav__toggle shop-main-nav__link"
        {...buttonAria}
        onClick={onClick}
      >
        {translator.t('header.moreItems')}
        <Icon name="chevron-down" size={16} className="shop-main-nav__chevron" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={panelHidden}
        part="flyout"
        className="shop-main-nav__flyout shop-main-nav__more-flyout"
      >
        <ul className="shop-main-nav__more-list">
          {entries.map((entry) => (
            <li key={entry.key}>
              <a
                className="shop-main-nav__more-link"
                href={entry.href}
                target={entry.target === '_blank' ? '_blank' : undefined}
                rel={entry.target === '_blank' ? 'noopener' : undefined}
                aria-current={entry.current ? 'page' : undefined}
                data-current={entry.holdsCurrent ? '' : undefined}
                onClick={(event) => trackFollowedLink(event, 'navigationLinkClicked', entry)}
              >
                {entry.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
