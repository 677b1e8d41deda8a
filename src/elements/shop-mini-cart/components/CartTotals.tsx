import { hasSubscriptions } from '../../../cart/cart-rules';
import { useShop } from '../../../element-kit/render/shop-context';
import { Button } from '../../../primitives/button/Button';
import { Price } from '../../../primitives/price/Price';
import type { Cart } from '../../../services/wire/cart';
import { SITE_LINKS } from '../../../sites/content/links';

/** The footer: the total, the link to the cart page and the checkout link. */
export function CartTotals({ cart, canCheckout }: { cart: Cart; canCheckout: boolean }) {
  const { site, translator } = useShop();
  const { cart: cartPath, checkout: checkoutPath } = SITE_LINKS[site.code];
  return (
    <footer part="totals" className="shop-mini-cart-totals">
      {hasSubscriptions(cart) && (
        <p className="shop-mini-cart-totals__note">{translator.t('cart.subscriptionsNote')}</p>
      )}
      {/* An answer without a total (decision 38) shows none rather than a made-up one. */}
      {cart.totalPrice !== undefined && (
        <p part="total" className="shop-mini-cart-total">
          <span className="shop-mini-cart-total__label">{translator.t('cart.total')}</span>
          <Price className="shop-mini-cart-total__amount" amount={cart.totalPrice} />
        </p>
      )}
      <div className="shop-mini-cart-actions">
        <Button
          href={cartPath}
          variant="secondary"
          part="cart-link"
          className="shop-mini-cart-action"
        >
          {translator.t('cart.toCart')}
        </Button>
        <Button
          href={checkoutPath}
          variant="activating"
          disabled={!canCheckout}
          part="checkout"
          className="shop-mini-cart-action"
        >
          {translator.t('cart.toCheckout')}
        </Button>
      </div>
    </footer>
  );
}
