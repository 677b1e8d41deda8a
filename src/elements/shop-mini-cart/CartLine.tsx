import { isUnavailable } from '../../cart/cart-rules';
import { formatPrice } from '../../i18n/format';
import { useShop } from '../../element-kit/shop-context';
import { Button } from '../../primitives/button/Button';
import { IconButton } from '../../primitives/icon-button/IconButton';
import { Price } from '../../primitives/price/Price';
import { Icon } from '../../primitives/icon/Icon';
import { Image } from '../../primitives/image/Image';
import type { NoticeTone } from '../../primitives/notice/notice-tone';
import type { ProductDisplay } from '../../services/wire/cart';
import { lineName, type DeletedLine, type LiveLine } from './cart-lines';

/** Lines further down than this load their images once they scroll near. */
const EAGER_IMAGES = 12;

const round = (amount: number) => Math.round(amount * 100) / 100;

function OriginalPrice({ amount }: { amount: number }) {
  const { site, translator } = useShop();
  const price = formatPrice(amount, site.code);
  return (
    <s className="shop-mini-cart-line__original">
      <span aria-hidden="true">{price.text}</span>
      <span className="shop-visually-hidden">
        {translator.t('cart.originalPrice', { price: price.accessibleText })}
      </span>
    </s>
  );
}

/** A badge speaks in the notices' tones, or in none. */
type Tone = Exclude<NoticeTone, 'warning'> | 'neutral';

function Badge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span part="badge" className="shop-mini-cart-badge" data-tone={tone}>
      {children}
    </span>
  );
}

function Badges({ badges }: { badges: LineView['badges'] }) {
  if (badges.length === 0) return null;
  return (
    <span className="shop-mini-cart-line__badges">
      {badges.map((badge) => (
        <Badge key={badge.text} tone={badge.tone}>
          {badge.text}
        </Badge>
      ))}
    </span>
  );
}

interface LineView {
  display: Pick<ProductDisplay, 'name' | 'variant' | 'imageUrl'> & { productUrl?: string };
  badges: { tone: Tone; text: string }[];
  quantity: number;
  unitPrice: number;
  originalUnitPrice?: number;
  /** Whether the unit price shows next to the line price. */
  showUnitPrice: boolean;
}

function viewOf(line: LiveLine, translator: ReturnType<typeof useShop>['translator']): LineView {
  switch (line.kind) {
    case 'article': {
      const { item } = line;
      const badges: LineView['badges'] = [];
      if (item.availability === 'SOLDOUT')
        badges.push({ tone: 'error', text: translator.t('cart.soldOut') });
      else if (item.availability === 'NOT_AVAILABLE')
        badges.push({ tone: 'error', text: translator.t('cart.unavailable') });
      return {
        display: item,
        badges,
        quantity: item.quantity.quantity,
        unitPrice: item.price,
        originalUnitPrice: item.originalPrice,
        showUnitPrice: item.quantity.quantity > 1,
      };
    }
    case 'freeArticle':
      return {
        display: line.item,
        badges: [{ tone: 'success', text: translator.t('cart.freeArticle') }],
        quantity: line.item.quantity.quantity,
        unitPrice: line.item.price,
        originalUnitPrice: line.item.originalPrice,
        showUnitPrice: false,
      };
    case 'giftCard':
      return {
        display: line.item.article,
        badges: [{ tone: 'info', text: translator.t('cart.giftCard') }],
        quantity: line.item.article.quantity.quantity,
        unitPrice: line.item.value,
        showUnitPrice: line.item.article.quantity.quantity > 1,
      };
    case 'partnerProduct':
      return {
        display: line.item,
        badges: [
          {
            tone: 'neutral',
            text: translator.t('cart.partnerProduct', { partner: line.item.partnerName }),
          },
        ],
        quantity: line.item.totalQuantity,
        unitPrice: line.item.price,
        originalUnitPrice: line.item.originalPrice,
        showUnitPrice: line.item.totalQuantity > 1,
      };
    case 'subscription':
      return {
        display: { name: line.item.name, imageUrl: line.item.imageUrl },
        badges: [{ tone: 'info', text: translator.t('cart.subscription') }],
        quantity: 1,
        unitPrice: line.item.price,
        showUnitPrice: false,
      };
  }
}

export interface CartLineProps {
  line: LiveLine;
  /** The line's position, for eager images at the top. */
  position: number;
  /** A defective line: no prices and no stepper, only removable. */
  defective?: boolean;
  onQuantity: (line: Extract<LiveLine, { kind: 'article' }>, delta: 1 | -1) => void;
  onRemove: (line: LiveLine) => void;
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
  const view = viewOf(line, translator);
  const { name, variant, imageUrl, productUrl } = view.display;
  const unavailable = line.kind === 'article' && isUnavailable(line.item);
  const stepper = line.kind === 'article' && !defective;
  // Without a stepper, the tags share the row of the remove button, so the line stays short.
  const badgesBesideRemove = !stepper && !defective;

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
        {!badgesBesideRemove && <Badges badges={view.badges} />}
        {!defective && view.showUnitPrice && (
          <span className="shop-mini-cart-line__unit">
            {translator.t('cart.unitPrice')} <Price amount={view.unitPrice} />
          </span>
        )}
      </div>
      {!defective && (
        <div className="shop-mini-cart-line__prices">
          {view.originalUnitPrice !== undefined && (
            <OriginalPrice amount={round(view.originalUnitPrice * view.quantity)} />
          )}
          <Price
            className="shop-mini-cart-line__price"
            amount={round(view.unitPrice * view.quantity)}
          />
        </div>
      )}
      <div className="shop-mini-cart-line__controls">
        {stepper ? (
          <div
            part="stepper"
            className="shop-mini-cart-stepper"
            role="group"
            aria-label={translator.t('cart.quantity')}
          >
            <IconButton
              icon="minus"
              className="shop-mini-cart-stepper__button"
              label={translator.t('cart.decrease', { name })}
              disabled={view.quantity <= 1}
              onClick={() => onQuantity(line, -1)}
            />
            <span className="shop-mini-cart-stepper__value" data-quantity={view.quantity}>
              {view.quantity}
            </span>
            <IconButton
              icon="plus"
              className="shop-mini-cart-stepper__button"
              label={translator.t('cart.increase', { name })}
              disabled={unavailable}
              onClick={() => onQuantity(line, 1)}
            />
          </div>
        ) : (
          <>
            {badgesBesideRemove && <Badges badges={view.badges} />}
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
          label={translator.t('cart.remove', { name })}
          data-target={line.target}
          data-rescue=""
          onClick={() => onRemove(line)}
        />
      </div>
    </li>
  );
}

export interface DeletedCartLineProps {
  line: DeletedLine;
  onRestore: (line: DeletedLine) => void;
}

/** A recently deleted item, greyed in its old place, with its restore button. */
export function DeletedCartLine({ line, onRestore }: DeletedCartLineProps) {
  const { translator } = useShop();
  const name = lineName(line);
  return (
    <li
      part="line deleted-line"
      className="shop-mini-cart-line shop-mini-cart-line--deleted"
      data-kind={line.group}
    >
      <span className="shop-mini-cart-deleted__icon" aria-hidden="true">
        <Icon name="trash" size={16} />
      </span>
      <span className="shop-mini-cart-deleted__text">
        {translator.t('cart.removedNotice', { name })}
      </span>
      <Button
        size="small"
        variant="secondary"
        part="restore-button"
        className="shop-mini-cart-deleted__restore"
        aria-label={translator.t('cart.restore', { name })}
        data-target={line.target}
        data-rescue=""
        onClick={() => onRestore(line)}
      >
        {translator.t('cart.restoreShort')}
      </Button>
    </li>
  );
}
