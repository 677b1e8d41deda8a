import { cartErrorMessage } from '../../../cart/cart-messages';
import { hasDefectiveItems } from '../../../cart/cart-rules';
import type { CartSnapshot } from '../../../cart/cart-store';
import { useShop } from '../../../element-kit/render/shop-context';
import type { Cart } from '../../../services/wire/cart';
import { useLabelledSection } from '../../../primitives/labelled-section/use-labelled-section';
import type { CartLineModel, LiveLine } from '../state/cart-lines';
import type { MiniCartActions } from '../state/mini-cart-actions';
import { CartLineList, DefectiveLineList } from './CartLineList';
import { CartNotice } from './CartNotice';
import { CartTotals } from './CartTotals';
import { CartVouchers } from './CartVouchers';

export interface FilledCartProps {
  cart: Cart;
  lines: readonly CartLineModel[];
  defective: readonly LiveLine[];
  canCheckout: CartSnapshot['canCheckout'];
  actions: MiniCartActions;
}

/** A cart with items: the defective notice, the lines, the vouchers and the totals. */
export function FilledCart({ cart, lines, defective, canCheckout, actions }: FilledCartProps) {
  const { translator } = useShop();
  const defectiveSection = useLabelledSection();
  const vouchers = cart.vouchers ?? [];
  return (
    <>
      {hasDefectiveItems(cart) && <CartNotice>{translator.t('cart.defectiveItems')}</CartNotice>}
      {/* The cart counts items none of whose entries could be read: the spec's read message. */}
      {lines.every((line) => line.kind === 'deleted') && defective.length === 0 && (
        <CartNotice>{cartErrorMessage(translator, 'get', { error: 'UNKNOWN' })}</CartNotice>
      )}
      <div part="body" className="shop-mini-cart-body">
        {lines.length > 0 && <CartLineList lines={lines} actions={actions} />}
        {defective.length > 0 && (
          <section
            part="defective"
            className="shop-mini-cart-defective"
            {...defectiveSection.sectionProps}
          >
            <h3 className="shop-mini-cart-defective__heading" {...defectiveSection.headingProps}>
              {translator.t('cart.defectiveHeading')}
            </h3>
            <DefectiveLineList lines={defective} offset={lines.length} actions={actions} />
          </section>
        )}
      </div>
      {vouchers.length > 0 && <CartVouchers vouchers={vouchers} onRemove={actions.removeVoucher} />}
      <CartTotals cart={cart} canCheckout={canCheckout} />
    </>
  );
}
