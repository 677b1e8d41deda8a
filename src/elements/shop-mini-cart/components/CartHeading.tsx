import { useShop } from '../../../element-kit/render/shop-context';
import type { MiniCartPanel } from '../behaviour/use-mini-cart-panel';

/** The panel's heading, "Cart" and the item count once the cart holds something. */
export function CartHeading({
  headingProps,
  itemCount,
}: {
  headingProps: ReturnType<MiniCartPanel['getHeadingProps']>;
  /** Undefined while there is no cart to count. */
  itemCount: number | undefined;
}) {
  const { translator } = useShop();
  const counted = itemCount !== undefined && itemCount > 0;
  return (
    <header part="header" className="shop-mini-cart-header">
      <h2 part="heading" className="shop-mini-cart-heading" {...headingProps}>
        {translator.t('cart.heading')}
        {counted && ' '}
        {counted && (
          <span part="count" className="shop-mini-cart-heading__count">
            {translator.plural('cart.itemCount', itemCount)}
          </span>
        )}
      </h2>
    </header>
  );
}
