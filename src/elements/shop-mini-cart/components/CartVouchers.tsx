import { useShop } from '../../../element-kit/render/shop-context';
import { IconButton } from '../../../primitives/icon-button/IconButton';
import { Price } from '../../../primitives/price/Price';
import type { CartVoucher } from '../../../services/wire/cart';
import { useLabelledSection } from '../../../primitives/labelled-section/use-labelled-section';

/** The voucher codes on the cart, each with its discount and a button that takes it off. */
export function CartVouchers({
  vouchers,
  onRemove,
}: {
  vouchers: readonly CartVoucher[];
  onRemove: (code: string) => void;
}) {
  const { translator } = useShop();
  const section = useLabelledSection();
  return (
    <section part="vouchers" className="shop-mini-cart-vouchers" {...section.sectionProps}>
      <h3 className="shop-mini-cart-vouchers__heading" {...section.headingProps}>
        {translator.t('cart.vouchersHeading')}
      </h3>
      <ul className="shop-mini-cart-vouchers__list">
        {vouchers.map((voucher) => (
          <li key={voucher.code} part="voucher" className="shop-mini-cart-voucher">
            <span className="shop-mini-cart-voucher__text">
              <code className="shop-mini-cart-voucher__code">{voucher.code}</code>
              <span className="shop-mini-cart-voucher__name">{voucher.name}</span>
            </span>
            <span className="shop-mini-cart-voucher__discount">
              −<Price amount={voucher.discount} />
            </span>
            <IconButton
              icon="trash"
              part="remove-button"
              label={translator.t('cart.removeVoucher', { code: voucher.code })}
              onClick={() => onRemove(voucher.code)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
