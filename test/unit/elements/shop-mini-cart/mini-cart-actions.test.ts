import { describe, expect, it, vi } from 'vitest';
import { snapshotOf } from '../../../../src/cart/cart-snapshot';
import type { ChangeOutcome } from '../../../../src/cart/cart-store';
import { panelViewOf } from '../../../../src/elements/shop-mini-cart/state/mini-cart-panel-state';
import { createMiniCartActions } from '../../../../src/elements/shop-mini-cart/state/mini-cart-actions';
import type {
  DeletedLine,
  LiveLine,
} from '../../../../src/elements/shop-mini-cart/state/cart-lines';
import type { Translator } from '../../../../src/i18n/translator';
import type { Cart } from '../../../../src/services/wire/cart';
import { initialCart } from '../../../fake-backend/fixtures/cart';

/** Texts as "key name=value…", so a test reads which message was said with which data. */
const translator: Translator = {
  locale: 'de-DE',
  t: (key, params = {}) =>
    [key, ...Object.entries(params).map(([name, value]) => `${name}=${value}`)].join(' '),
  plural: (key, count) => `${key} ${count}`,
  formatNumber: (value) => String(value),
};

function setUp(outcome: ChangeOutcome = { ok: true, status: 200 }) {
  let shown: Cart = initialCart('DE', 'filled');
  const snapshot = () =>
    snapshotOf(
      {
        confirmed: shown,
        status: 'loaded',
        getError: undefined,
        setError: undefined,
        recentlyDeleted: [],
      },
      [],
      false,
    );
  const cart = {
    getSnapshot: vi.fn(snapshot),
    change: vi.fn(async () => outcome),
    restore: vi.fn(async () => outcome),
    removeVoucher: vi.fn(async () => outcome),
    reload: vi.fn(async () => undefined),
    dismissError: vi.fn(),
  };
  const announce = vi.fn();
  const track = vi.fn();
  const actions = createMiniCartActions({ cart, translator, announce, track });
  const lines = panelViewOf(snapshot(), []).lines as LiveLine[];
  const setShown = (next: Cart) => (shown = next);
  return { cart, announce, track, actions, lines, setShown };
}

/** The filled cart's first article (its fixture always has one). */
function firstArticle() {
  const [article] = initialCart('DE', 'filled').articles;
  if (!article) throw new Error('the filled cart has no article');
  return article;
}

const articleOf = (lines: LiveLine[]) =>
  lines.find((line): line is Extract<LiveLine, { kind: 'article' }> => line.kind === 'article')!;

describe('the mini cart actions', () => {
  it('when + is pressed, asks for one piece more than the cart shows and tells the tag manager', async () => {
    const { cart, track, actions, lines } = setUp();
    const line = articleOf(lines);
    const { productId, tcm, quantity } = line.item;
    actions.changeQuantity(line, 1);
    expect(cart.change).toHaveBeenCalledWith({
      setArticle: { productId, tcm, quantity: quantity.quantity + 1 },
    });
    expect(track).toHaveBeenCalledWith('cartQuantityChanged', {
      target: line.target,
      quantity: quantity.quantity + 1,
    });
  });

  it('when the cart has taken the change, announces the quantity it holds then', async () => {
    const { announce, actions, lines, setShown } = setUp();
    const line = articleOf(lines);
    const cart = initialCart('DE', 'filled');
    setShown({
      ...cart,
      articles: cart.articles.map((article) =>
        article.productId === line.item.productId
          ? { ...article, quantity: { quantity: 7 } }
          : article,
      ),
    });
    actions.changeQuantity(line, 1);
    expect(announce).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(announce).toHaveBeenCalledWith(
        `cart.quantityChanged name=${line.item.name} quantity=7`,
      ),
    );
  });

  it('when the cart refuses the change, announces nothing (the error banner tells it)', async () => {
    const { cart, announce, actions, lines } = setUp({ ok: false, error: { error: 'UNKNOWN' } });
    actions.changeQuantity(articleOf(lines), 1);
    await cart.change.mock.results[0]?.value;
    await Promise.resolve();
    expect(announce).not.toHaveBeenCalled();
  });

  it('given one piece, − changes nothing: removing is the remove button’s work', () => {
    const { cart, track, actions, lines } = setUp();
    const single = lines.find(
      (line): line is Extract<LiveLine, { kind: 'article' }> =>
        line.kind === 'article' && line.item.quantity.quantity === 1,
    )!;
    actions.changeQuantity(single, -1);
    expect(cart.change).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it('when a line is removed, announces it, tells the tag manager and sends its removal', () => {
    const { cart, announce, track, actions, lines } = setUp();
    const giftCard = lines.find((line) => line.kind === 'giftCard')!;
    actions.remove(giftCard);
    expect(announce).toHaveBeenCalledWith(expect.stringMatching(/^cart\.removedNotice name=/));
    expect(track).toHaveBeenCalledWith('cartItemRemoved', giftCard.target);
    expect(cart.change).toHaveBeenCalledWith(
      expect.objectContaining({ setGiftCard: expect.objectContaining({ set: false }) }),
    );
  });

  it('when a deleted line is restored, announces it, tells the tag manager and restores its entry', () => {
    const { cart, announce, track, actions } = setUp();
    const article = firstArticle();
    const deleted: DeletedLine = {
      kind: 'deleted',
      key: 'deleted:x',
      target: `article:${article.productId}`,
      group: 'article',
      entry: { key: 'x@1', removed: { kind: 'article', item: article }, deletedAt: 1 },
    };
    actions.restore(deleted);
    expect(announce).toHaveBeenCalledWith(`cart.restoredNotice name=${article.name}`);
    expect(track).toHaveBeenCalledWith('cartItemRestored', deleted.target);
    expect(cart.restore).toHaveBeenCalledWith('x@1');
  });

  it('when a voucher is removed, tells the tag manager its code and takes it off', () => {
    const { cart, track, actions } = setUp();
    actions.removeVoucher('KAFFEE10');
    expect(track).toHaveBeenCalledWith('cartItemRemoved', 'voucher:KAFFEE10');
    expect(cart.removeVoucher).toHaveBeenCalledWith('KAFFEE10');
  });

  it('retries a failed read past the cache, and closes a shown error', () => {
    const { cart, actions } = setUp();
    actions.retry();
    actions.dismissError();
    expect(cart.reload).toHaveBeenCalledWith({ force: true });
    expect(cart.dismissError).toHaveBeenCalled();
  });
});
