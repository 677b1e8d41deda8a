import { useShop } from '../../../element-kit/render/shop-context';
import { formatPrice } from '../../../i18n/format';
import { decorativeProps } from '../behaviour/assistive-props';

/** The former price, struck through; read out as "originally …" rather than a bare number. */
export function OriginalPrice({ amount }: { amount: number }) {
  const { site, translator } = useShop();
  const price = formatPrice(amount, site.code);
  return (
    <s className="shop-mini-cart-line__original">
      <span {...decorativeProps}>{price.text}</span>
      <span className="shop-visually-hidden">
        {translator.t('cart.originalPrice', { price: price.accessibleText })}
      </span>
    </s>
  );
}
