import type { CartLineModel, LiveLine } from '../state/cart-lines';
import type { MiniCartActions } from '../state/mini-cart-actions';
import { CartLine } from './CartLine';
import { DeletedCartLine } from './DeletedCartLine';

type LineActions = Pick<MiniCartActions, 'changeQuantity' | 'remove' | 'restore'>;

/** The cart's lines, a recently deleted one greyed in the place of its item. */
export function CartLineList({
  lines,
  actions,
}: {
  lines: readonly CartLineModel[];
  actions: LineActions;
}) {
  return (
    <ul part="list" className="shop-mini-cart-list">
      {lines.map((line, position) =>
        line.kind === 'deleted' ? (
          <DeletedCartLine key={line.key} line={line} onRestore={actions.restore} />
        ) : (
          <CartLine
            key={line.key}
            line={line}
            position={position}
            onQuantity={actions.changeQuantity}
            onRemove={actions.remove}
          />
        ),
      )}
    </ul>
  );
}

/** The defective lines, numbered on after the cart's (`offset`) for their images. */
export function DefectiveLineList({
  lines,
  offset,
  actions,
}: {
  lines: readonly LiveLine[];
  offset: number;
  actions: LineActions;
}) {
  return (
    <ul part="list" className="shop-mini-cart-list">
      {lines.map((line, position) => (
        <CartLine
          key={line.key}
          line={line}
          position={offset + position}
          defective
          onQuantity={actions.changeQuantity}
          onRemove={actions.remove}
        />
      ))}
    </ul>
  );
}
