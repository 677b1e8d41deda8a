/** The panel's faces without a list of items: the loading state and the empty cart. */
import { useShop } from '../../../element-kit/render/shop-context';
import { Button } from '../../../primitives/button/Button';
import { Icon } from '../../../primitives/icon/Icon';
import { SITE_LINKS } from '../../../sites/content/links';
import { decorativeProps } from '../behaviour/assistive-props';
import type { CartLineModel } from '../state/cart-lines';
import type { MiniCartActions } from '../state/mini-cart-actions';
import { CartLineList } from './CartLineList';

export function CartLoading() {
  const { translator } = useShop();
  return (
    <div part="loading" className="shop-mini-cart-loading">
      <span className="shop-mini-cart-spinner" {...decorativeProps} />
      <p className="shop-mini-cart-loading__text">{translator.t('cart.loading')}</p>
    </div>
  );
}

/** The empty cart, with the items just deleted from it still restorable below. */
export function EmptyCart({
  deletedLines,
  actions,
}: {
  deletedLines: readonly CartLineModel[];
  actions: MiniCartActions;
}) {
  const { site, translator } = useShop();
  return (
    <>
      <div part="empty" className="shop-mini-cart-empty">
        <Icon name="cart" size={24} className="shop-mini-cart-empty__icon" />
        <p className="shop-mini-cart-empty__text">{translator.t('cart.empty')}</p>
        <Button href={SITE_LINKS[site.code].cart} size="small" variant="secondary" part="cart-link">
          {translator.t('cart.toCart')}
        </Button>
      </div>
      {deletedLines.length > 0 && (
        <div part="body" className="shop-mini-cart-body">
          <CartLineList lines={deletedLines} actions={actions} />
        </div>
      )}
    </>
  );
}
