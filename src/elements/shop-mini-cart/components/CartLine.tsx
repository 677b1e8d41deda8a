import { useShop } from '../../../element-kit/render/shop-context';
import { IconButton } from '../../../primitives/icon-button/IconButton';
import { Image } from '../../../primitives/image/Image';
import { Price } from '../../../primitives/price/Price';
import { useCartLine, type CartLineOptions } from '../behaviour/use-cart-line';
import type { LiveLine } from '../state/cart-lines';
import { roundToCents } from '../state/line-view';
import { LineBadges } from './LineBadges';
import { OriginalPrice } from './OriginalPrice';

/** Lines further down than this load their images once they scroll near. */
const EAGER_IMAGES = 12;

export interface CartLineProps extends Partial<Pick<CartLineOptions, 'defective'>> {
  line: LiveLine;
  /** The line's position, for eager images at the top. */
  position: number;
  onQuantity: CartLineOptions['onQuantity'];
  onRemove: CartLineOptions['onRemove'];
}

/** One line of the cart: image, name, tags, prices, the stepper of an article, remove. */
export function CartLine({
  line,
  position,
  defective = false,
  onQuantity,
  onRemove,
}: CartLineProps) {
  const { translator } = useShop();
  const controls = useCartLine(line, { defective, onQuantity, onRemove });
  const { view, unavailable, stepper, badgesBesideRemove } = controls;
  const { name, variant, imageUrl, productUrl } = view.display;

  return (
    <li
      part="line"
      className="shop-mini-cart-line"
      data-kind={line.kind}
      data-defective={defective || undefined}
      data-unavailable={unavailable || undefined}
    >
      <div part="line-image" className="shop-mini-cart-line__image">
        {/* '' when the answer had no address or an unsafe one (see parse-cart.ts). */}
        {imageUrl && (
          <Image
            src={imageUrl}
            alt={name}
            ratio="1/1"
            loading={position < EAGER_IMAGES ? 'eager' : 'lazy'}
          />
        )}
      </div>
      <div className="shop-mini-cart-line__body">
        {productUrl ? (
          <a className="shop-mini-cart-line__name" href={productUrl}>
            {name}
          </a>
        ) : (
          <span className="shop-mini-cart-line__name">{name}</span>
        )}
        {variant && <span className="shop-mini-cart-line__variant">{variant}</span>}
        {!badgesBesideRemove && <LineBadges badges={view.badges} />}
        {!defective && view.showUnitPrice && view.unitPrice !== undefined && (
          <span className="shop-mini-cart-line__unit">
            {translator.t('cart.unitPrice')} <Price amount={view.unitPrice} />
          </span>
        )}
      </div>
      {/* No price when the answer gave none (decision 38): nothing is made up. */}
      {!defective && view.unitPrice !== undefined && (
        <div className="shop-mini-cart-line__prices">
          {view.originalUnitPrice !== undefined && (
            <OriginalPrice amount={roundToCents(view.originalUnitPrice * view.quantity)} />
          )}
          <Price
            className="shop-mini-cart-line__price"
            amount={roundToCents(view.unitPrice * view.quantity)}
          />
        </div>
      )}
      <div className="shop-mini-cart-line__controls">
        {stepper ? (
          <div part="stepper" className="shop-mini-cart-stepper" {...controls.getStepperProps()}>
            <IconButton
              icon="minus"
              className="shop-mini-cart-stepper__button"
              {...controls.getDecreaseProps()}
            />
            <span className="shop-mini-cart-stepper__value" data-quantity={view.quantity}>
              {view.quantity}
            </span>
            <IconButton
              icon="plus"
              className="shop-mini-cart-stepper__button"
              {...controls.getIncreaseProps()}
            />
          </div>
        ) : (
          <>
            {badgesBesideRemove && <LineBadges badges={view.badges} />}
            {view.quantity > 1 && (
              <span className="shop-mini-cart-line__quantity">
                {translator.t('cart.quantity')}{' '}
                <span className="shop-mini-cart-line__quantity-value">{view.quantity}</span>
              </span>
            )}
          </>
        )}
        <IconButton
          icon="trash"
          className="shop-mini-cart-line__remove"
          part="remove-button"
          {...controls.getRemoveProps()}
        />
      </div>
    </li>
  );
}
