/**
 * What the shopper can do in the panel, as plain functions over the cart store: each sends its
 * change, tells the tag manager and says what happened through `announce`. No React, no DOM; the
 * cart, the tracking and the announcer come in, so a test can replace each.
 */
import type { CartStore } from '../../../cart/cart-store';
import type { Translator } from '../../../i18n/translator';
import { trackGa } from '../../../services/ga-events';
import { lineName, removeChange, type DeletedLine, type LiveLine } from './cart-lines';

export type ArticleLine = Extract<LiveLine, { kind: 'article' }>;

export interface MiniCartActions {
  /** One piece more or less of an article; never below one (remove does that). */
  changeQuantity(line: ArticleLine, delta: 1 | -1): void;
  remove(line: LiveLine): void;
  restore(line: DeletedLine): void;
  removeVoucher(code: string): void;
  /** Reads the cart again after a read error, past the service's cache. */
  retry(): void;
  dismissError(): void;
}

export interface MiniCartActionsOptions {
  cart: Pick<
    CartStore,
    'getSnapshot' | 'change' | 'restore' | 'removeVoucher' | 'reload' | 'dismissError'
  >;
  translator: Translator;
  /** Speaks a text through the panel's polite live region. */
  announce: (text: string) => void;
  track?: typeof trackGa;
}

export function createMiniCartActions({
  cart,
  translator,
  announce,
  track = trackGa,
}: MiniCartActionsOptions): MiniCartActions {
  const articleShown = (productId: string) =>
    cart.getSnapshot().cart?.articles.find((article) => article.productId === productId);

  return {
    changeQuantity(line, delta) {
      // The newest quantity on screen, so quick presses add up before the page re-renders.
      const shown = articleShown(line.item.productId);
      if (!shown) return;
      const quantity = shown.quantity.quantity + delta;
      if (quantity < 1) return;
      track('cartQuantityChanged', { target: line.target, quantity });
      // Announced once the cart has answered, with the quantity it holds then: a refused change
      // (an item limit) is told by the error banner, never as the quantity the shopper asked for.
      void cart
        .change({ setArticle: { productId: shown.productId, tcm: shown.tcm, quantity } })
        .then((outcome) => {
          if (!outcome.ok) return;
          const held = articleShown(shown.productId);
          if (held) {
            announce(
              translator.t('cart.quantityChanged', {
                name: lineName({ ...line, item: held }, translator),
                quantity: held.quantity.quantity,
              }),
            );
          }
        });
    },
    remove(line) {
      announce(translator.t('cart.removedNotice', { name: lineName(line, translator) }));
      track('cartItemRemoved', line.target);
      void cart.change(removeChange(line));
    },
    restore(line) {
      announce(translator.t('cart.restoredNotice', { name: lineName(line, translator) }));
      track('cartItemRestored', line.target);
      void cart.restore(line.entry.key);
    },
    removeVoucher(code) {
      track('cartItemRemoved', `voucher:${code}`);
      void cart.removeVoucher(code);
    },
    retry() {
      void cart.reload({ force: true });
    },
    dismissError() {
      cart.dismissError();
    },
  };
}
