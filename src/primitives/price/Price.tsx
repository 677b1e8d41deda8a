import { useShop } from '../../element-kit/render/shop-context';
import { formatPrice } from '../../i18n/format';

export interface PriceProps {
  amount: number;
  className?: string;
}

/**
 * A price as the site writes it ("12,90 EUR", "CHF 12.90", "175 TL"), which screen readers hear
 * with the currency's name instead of its symbol or code.
 */
export function Price({ amount, className }: PriceProps) {
  const { site } = useShop();
  const price = formatPrice(amount, site.code);
  return (
    <span className={className}>
      <span aria-hidden="true">{price.text}</span>
      <span className="shop-visually-hidden">{price.accessibleText}</span>
    </span>
  );
}
