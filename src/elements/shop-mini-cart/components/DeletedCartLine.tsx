import { useShop } from '../../../element-kit/render/shop-context';
import { Button } from '../../../primitives/button/Button';
import { Icon } from '../../../primitives/icon/Icon';
import { decorativeProps } from '../behaviour/assistive-props';
import { useDeletedCartLine } from '../behaviour/use-cart-line';
import type { DeletedLine } from '../state/cart-lines';

export interface DeletedCartLineProps {
  line: DeletedLine;
  onRestore: (line: DeletedLine) => void;
}

/** A recently deleted item, greyed in its old place, with its restore button. */
export function DeletedCartLine({ line, onRestore }: DeletedCartLineProps) {
  const { translator } = useShop();
  const { name, getRestoreProps } = useDeletedCartLine(line, onRestore);
  return (
    <li
      part="line deleted-line"
      className="shop-mini-cart-line shop-mini-cart-line--deleted"
      data-kind={line.group}
    >
      <span className="shop-mini-cart-deleted__icon" {...decorativeProps}>
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
        {...getRestoreProps()}
      >
        {translator.t('cart.restoreShort')}
      </Button>
    </li>
  );
}
