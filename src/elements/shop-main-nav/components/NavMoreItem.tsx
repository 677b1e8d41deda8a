import { useShop } from '../../../element-kit/render/shop-context';
import { Icon } from '../../../primitives/icon/Icon';
import { useMoreItem } from '../behaviour/use-more-item';
import type { MoreEntry } from '../state/navigation-model';

/**
 * The bar's last item, for the items that do not fit into its one row (as Shopify's Horizon
 * does): a disclosure button (APG disclosure navigation) whose flyout lists them as links, in
 * their order. It is always rendered, so its width is known; with nothing to list it is taken
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
  const { getItemProps, getToggleProps, getFlyoutProps, getEntryLinkProps } = useMoreItem(
    navId,
    entries,
    sticky,
  );

  return (
    <li part="more" className="shop-main-nav__item shop-main-nav__more" {...getItemProps()}>
      <button className="shop-main-nav__toggle shop-main-nav__link" {...getToggleProps()}>
        {translator.t('header.moreItems')}
        <Icon name="chevron-down" size={16} className="shop-main-nav__chevron" />
      </button>
      <div
        part="flyout"
        className="shop-main-nav__flyout shop-main-nav__more-flyout"
        {...getFlyoutProps()}
      >
        <ul className="shop-main-nav__more-list">
          {entries.map((entry) => (
            <li key={entry.key}>
              <a className="shop-main-nav__more-link" {...getEntryLinkProps(entry)}>
                {entry.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
