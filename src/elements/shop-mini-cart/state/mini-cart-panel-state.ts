/**
 * What the panel shows of a cart snapshot: its lines in a stable order, the defective lines and
 * the panel's state. No React, no DOM: it follows any store of cart snapshots and can start from
 * an order given to it.
 *
 * The panel remembers the order it showed last, so a line keeps its place from one snapshot to
 * the next (see `orderLines`). That memory is the one thing the panel adds to the cart store, so
 * it lives here, in a store of its own per panel, and a render only reads it.
 */
import type { CartSnapshot } from '../../../cart/cart-store';
import type { Store } from '../../../page-runtime/store';
import {
  defectiveLines,
  deletedLines,
  liveLines,
  orderLines,
  sameTargets,
  type CartLineModel,
  type LiveLine,
} from './cart-lines';

/** The panel's four faces (its `data-state`). */
export type PanelState = 'loading' | 'error' | 'empty' | 'filled';

export interface MiniCartPanelView {
  snapshot: CartSnapshot;
  /** The cart's lines and its recently deleted ones, in the order the panel keeps. */
  lines: CartLineModel[];
  defective: LiveLine[];
  /** How many of `lines` are items still in the cart (not deleted). */
  liveCount: number;
  state: PanelState;
  /** The targets of `lines` in their order: what the next snapshot's lines are ordered by. */
  order: readonly string[];
}

/**
 * Orders the lines by the order shown before and repeats with the order that gives, until the
 * order no longer changes (lines of one target that are both new settle in a second pass). The
 * bound only guards against a cycle; ordering by its own result is stable.
 */
export function arrangeLines(
  lines: readonly CartLineModel[],
  previous: readonly string[],
): { lines: CartLineModel[]; order: readonly string[] } {
  let order = previous;
  let arranged = orderLines(lines, order);
  for (let pass = 0; pass < 25 && !sameTargets(arranged, order); pass += 1) {
    order = arranged.map((line) => line.target);
    arranged = orderLines(lines, order);
  }
  return { lines: arranged, order };
}

/**
 * A cart is empty only when it counts nothing: one whose items the panel cannot list (entries
 * without their ids) still counts them, and the panel shows it filled, with its count, a word that
 * its contents cannot be shown and the way to the cart page, never "empty" under "3 items".
 */
function panelStateOf(
  snapshot: CartSnapshot,
  liveCount: number,
  defectiveCount: number,
): PanelState {
  if (!snapshot.cart) return snapshot.getError ? 'error' : 'loading';
  const counted = snapshot.cart.numberOfArticles > 0;
  return counted || liveCount > 0 || defectiveCount > 0 ? 'filled' : 'empty';
}

/** The panel's view of one snapshot, its lines ordered after `previous`. */
export function panelViewOf(
  snapshot: CartSnapshot,
  previous: readonly string[],
): MiniCartPanelView {
  const { cart, recentlyDeleted } = snapshot;
  // Without a cart nothing is shown, and the order stays for the cart that comes back.
  const { lines, order } = cart
    ? arrangeLines([...liveLines(cart), ...deletedLines(recentlyDeleted)], previous)
    : { lines: [], order: previous };
  const defective = cart ? defectiveLines(cart) : [];
  const liveCount = lines.filter((line) => line.kind !== 'deleted').length;
  return {
    snapshot,
    lines,
    defective,
    liveCount,
    state: panelStateOf(snapshot, liveCount, defective.length),
    order,
  };
}

/**
 * A store of the panel's view that follows `cart`. Each new snapshot is ordered after the view
 * before it; the same snapshot always gives the same view, so reading it twice changes nothing.
 */
export function createMiniCartPanelState(
  cart: Store<CartSnapshot>,
  initialOrder: readonly string[] = [],
): Store<MiniCartPanelView> {
  let order = initialOrder;
  let last: MiniCartPanelView | undefined;
  return {
    getSnapshot() {
      const snapshot = cart.getSnapshot();
      if (last?.snapshot === snapshot) return last;
      last = panelViewOf(snapshot, order);
      order = last.order;
      return last;
    },
    subscribe: (listener) => cart.subscribe(listener),
  };
}
