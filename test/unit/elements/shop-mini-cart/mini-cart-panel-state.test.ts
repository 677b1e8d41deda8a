import { describe, expect, it } from 'vitest';
import {
  snapshotOf,
  type CartState,
  type RecentlyDeleted,
} from '../../../../src/cart/cart-snapshot';
import type { CartSnapshot } from '../../../../src/cart/cart-store';
import { createStore } from '../../../../src/page-runtime/store';
import type { Cart } from '../../../../src/services/wire/cart';
import {
  arrangeLines,
  createMiniCartPanelState,
  panelViewOf,
} from '../../../../src/elements/shop-mini-cart/state/mini-cart-panel-state';
import type { CartLineModel } from '../../../../src/elements/shop-mini-cart/state/cart-lines';
import { initialCart } from '../../../fake-backend/fixtures/cart';

function snapshot(state: Partial<CartState> = {}): CartSnapshot {
  return snapshotOf(
    {
      confirmed: initialCart('DE', 'filled'),
      status: 'loaded',
      getError: undefined,
      setError: undefined,
      recentlyDeleted: [],
      ...state,
    },
    [],
    false,
  );
}

/** The filled cart's first article (its fixture always has one). */
function firstArticle() {
  const [article] = initialCart('DE', 'filled').articles;
  if (!article) throw new Error('the filled cart has no article');
  return article;
}

const targets = (lines: readonly CartLineModel[]) => lines.map((line) => line.target);

/** The filled cart without its first article, which is held as recently deleted. */
function withFirstArticleDeleted(cart: Cart): Partial<CartState> {
  const [first, ...rest] = cart.articles;
  if (!first) throw new Error('the filled cart has no article');
  const deleted: RecentlyDeleted = {
    key: `article:${first.productId}@1`,
    removed: { kind: 'article', item: first },
    deletedAt: 1,
  };
  return { confirmed: { ...cart, articles: rest }, recentlyDeleted: [deleted] };
}

describe('the mini cart panel state', () => {
  it('given a filled cart, shows its lines grouped by kind: articles, free articles, gift cards, partner products, subscriptions', () => {
    const view = panelViewOf(snapshot(), []);
    expect(view.lines.map((line) => line.kind)).toEqual([
      'article',
      'article',
      'article',
      'freeArticle',
      'giftCard',
      'partnerProduct',
      'subscription',
    ]);
    expect(view).toMatchObject({ state: 'filled', liveCount: 7, defective: [] });
    expect(view.order).toEqual(targets(view.lines));
  });

  it('given no cart yet, is loading; given a read error, shows the error; both show no lines', () => {
    expect(panelViewOf(snapshot({ confirmed: undefined }), [])).toMatchObject({
      state: 'loading',
      lines: [],
    });
    expect(panelViewOf(snapshot({ confirmed: undefined, getError: 'UNKNOWN' }), []).state).toBe(
      'error',
    );
  });

  it('given an empty cart, is empty, even while a deleted item can still be restored', () => {
    const empty = initialCart('DE', 'empty');
    expect(panelViewOf(snapshot({ confirmed: empty }), []).state).toBe('empty');
    const article = firstArticle();
    const view = panelViewOf(
      snapshot({
        confirmed: empty,
        recentlyDeleted: [{ key: 'k', removed: { kind: 'article', item: article }, deletedAt: 1 }],
      }),
      [],
    );
    expect(view).toMatchObject({ state: 'empty', liveCount: 0 });
    expect(view.lines.map((line) => line.kind)).toEqual(['deleted']);
  });

  it('given defective items, lists them apart and counts the panel as filled', () => {
    const view = panelViewOf(snapshot({ confirmed: initialCart('DE', 'defective') }), []);
    expect(view.defective).toHaveLength(4);
    expect(view.defective.every((line) => line.key.startsWith('defective:'))).toBe(true);
    expect(view.state).toBe('filled');
  });

  it('when an item is removed, its deleted line takes the item’s place', () => {
    const store = createStore(snapshot());
    const panel = createMiniCartPanelState(store);
    const before = targets(panel.getSnapshot().lines);
    store.set(snapshot(withFirstArticleDeleted(initialCart('DE', 'filled'))));
    const after = panel.getSnapshot().lines;
    expect(targets(after)).toEqual(before);
    expect(after[0]?.kind).toBe('deleted');
  });

  it('when the service answers with its own order, no line moves', () => {
    const store = createStore(snapshot());
    const panel = createMiniCartPanelState(store);
    const before = targets(panel.getSnapshot().lines);
    const cart = initialCart('DE', 'filled');
    store.set(snapshot({ confirmed: { ...cart, articles: [...cart.articles].reverse() } }));
    expect(targets(panel.getSnapshot().lines)).toEqual(before);
  });

  it('given an order to start from, keeps the lines in it', () => {
    const shown = targets(panelViewOf(snapshot(), []).lines);
    const articles = shown.slice(0, 3);
    const startOrder = [...articles].reverse();
    const panel = createMiniCartPanelState(createStore(snapshot()), startOrder);
    expect(targets(panel.getSnapshot().lines).slice(0, 3)).toEqual(startOrder);
  });

  it('when the cart is gone for a while, keeps the order for the cart that comes back', () => {
    const store = createStore(snapshot());
    const panel = createMiniCartPanelState(store, []);
    const first = targets(panel.getSnapshot().lines);
    store.set(snapshot({ confirmed: undefined, getError: 'UNKNOWN' }));
    expect(panel.getSnapshot().order).toEqual(first);
    const cart = initialCart('DE', 'filled');
    store.set(snapshot({ confirmed: { ...cart, articles: [...cart.articles].reverse() } }));
    expect(targets(panel.getSnapshot().lines)).toEqual(first);
  });

  it('when read twice without a new snapshot, gives the same view', () => {
    const panel = createMiniCartPanelState(createStore(snapshot()));
    expect(panel.getSnapshot()).toBe(panel.getSnapshot());
  });

  it('tells its listeners when the cart changes', () => {
    const store = createStore(snapshot());
    const panel = createMiniCartPanelState(store);
    let calls = 0;
    const unsubscribe = panel.subscribe(() => (calls += 1));
    store.set(snapshot({ confirmed: initialCart('DE', 'empty') }));
    unsubscribe();
    store.set(snapshot());
    expect(calls).toBe(1);
  });

  it('given two new lines of one target with another between them, settles them side by side', () => {
    const [first, second] = panelViewOf(snapshot(), []).lines;
    if (!first || !second) throw new Error('the filled cart has fewer than two lines');
    const deletedFirst: CartLineModel = {
      kind: 'deleted',
      key: `deleted:${first.target}`,
      target: first.target,
      group: 'article',
      entry: {
        key: `${first.target}@1`,
        removed: { kind: 'article', item: firstArticle() },
        deletedAt: 1,
      },
    };
    const { lines, order } = arrangeLines([first, second, deletedFirst], []);
    expect(lines).toEqual([first, deletedFirst, second]);
    // The order the next snapshot starts from is the one shown.
    expect(order).toEqual(targets(lines));
  });
});
