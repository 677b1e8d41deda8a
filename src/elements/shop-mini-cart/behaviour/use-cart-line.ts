/**
 * One line's controls: what its buttons say and do, which show, and the marks that let focus move
 * from a remove button to the restore button that replaces it (`data-target`, `data-rescue`, see
 * `useFocusRescue`).
 */
import { isUnavailable } from '../../../cart/cart-rules';
import { useShop } from '../../../element-kit/render/shop-context';
import type { DeletedLine, LiveLine } from '../state/cart-lines';
import { lineName } from '../state/cart-lines';
import { lineViewOf } from '../state/line-view';
import type { ArticleLine } from '../state/mini-cart-actions';

export interface CartLineOptions {
  /** A defective line: no prices and no stepper, only removable. */
  defective: boolean;
  onQuantity: (line: ArticleLine, delta: 1 | -1) => void;
  onRemove: (line: LiveLine) => void;
}

export function useCartLine(line: LiveLine, { defective, onQuantity, onRemove }: CartLineOptions) {
  const { translator } = useShop();
  const view = lineViewOf(line, translator);
  const name = lineName(line, translator);
  const unavailable = line.kind === 'article' && isUnavailable(line.item);
  const stepper = line.kind === 'article' && !defective;
  return {
    view,
    unavailable,
    /** Whether the line has the − and + of an article. */
    stepper,
    // Without a stepper, the tags share the row of the remove button, so the line stays short.
    badgesBesideRemove: !stepper && !defective,
    getStepperProps: () => ({ role: 'group', 'aria-label': translator.t('cart.quantity') }),
    getDecreaseProps: () => ({
      label: translator.t('cart.decrease', { name }),
      disabled: view.quantity <= 1,
      onClick: () => {
        if (line.kind === 'article') onQuantity(line, -1);
      },
    }),
    getIncreaseProps: () => ({
      label: translator.t('cart.increase', { name }),
      disabled: unavailable,
      onClick: () => {
        if (line.kind === 'article') onQuantity(line, 1);
      },
    }),
    getRemoveProps: () => ({
      label: translator.t('cart.remove', { name }),
      'data-target': line.target,
      'data-rescue': '',
      onClick: () => onRemove(line),
    }),
  };
}

/** A deleted line's restore button, which takes the focus its remove button had. */
export function useDeletedCartLine(line: DeletedLine, onRestore: (line: DeletedLine) => void) {
  const { translator } = useShop();
  const name = lineName(line, translator);
  return {
    name,
    getRestoreProps: () => ({
      'aria-label': translator.t('cart.restore', { name }),
      'data-target': line.target,
      'data-rescue': '',
      onClick: () => onRestore(line),
    }),
  };
}
