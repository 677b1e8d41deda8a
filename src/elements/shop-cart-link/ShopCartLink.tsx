import { cart } from '../../cart/page-cart';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useShop } from '../../element-kit/render/shop-context';
import { Icon } from '../../primitives/icon/Icon';
import { useStore } from '../../page-runtime/use-store';
import { SITE_LINKS } from '../../sites/content/links';
import cartLinkCss from './shop-cart-link.css?inline';
import { badgeText } from './state/cart-badge';

/** The cart link with its count badge, following the page's cart. */
export function ShopCartLink() {
  const { site, translator } = useShop();
  const styles = useStyles<HTMLSpanElement>(cartLinkCss);
  const { itemCount } = useStore(cart);

  const label =
    itemCount > 0
      ? translator.plural('cart.link.label', itemCount)
      : translator.t('cart.link.labelEmpty');

  // The badge sits beside the link, not in it: the link's name says the exact count, and a
  // visible "+99" inside it would contradict that name for speech-input users.
  return (
    <span ref={styles} className="shop-cart-link">
      <a
        part="link"
        className="shop-cart-link__link"
        href={SITE_LINKS[site.code].cart}
        aria-label={label}
      >
        <Icon name="cart" size={24} className="shop-cart-link__icon" />
      </a>
      {itemCount > 0 && (
        <span
          part="badge"
          className="shop-cart-link__badge"
          aria-hidden="true"
          data-count={itemCount}
        >
          {badgeText(itemCount)}
        </span>
      )}
    </span>
  );
}
