import { beforeEach, describe, expect, it } from 'vitest';
import { snapshotOf, type CartState } from '../../../src/cart/cart-snapshot';
import { cartOf, resetCarts } from '../../fake-backend/cart-state';

function loaded(): CartState {
  return {
    confirmed: cartOf('DE'),
    status: 'loaded',
    getError: undefined,
    setError: undefined,
    recentlyDeleted: [],
  };
}

const coffee = (quantity: number) => ({
  change: { setArticle: { productId: 'fake-coffee-1', tcm: 'x', quantity } },
});

beforeEach(() => {
  resetCarts('filled');
});

describe('the cart snapshot', () => {
  it('given changes still waiting, shows them on top of the confirmed cart, in order', () => {
    const snapshot = snapshotOf(loaded(), [coffee(5), coffee(4)], true);
    const shown = snapshot.cart?.articles.find((article) => article.productId === 'fake-coffee-1');
    expect(shown?.quantity.quantity).toBe(4);
    expect(snapshot.itemCount).toBe(cartOf('DE').numberOfArticles + 2);
  });

  it('given nothing under way and no error, opens the checkout; busy or a shown error closes it', () => {
    expect(snapshotOf(loaded(), [], false).canCheckout).toBe(true);
    expect(snapshotOf(loaded(), [], true).canCheckout).toBe(false);
    expect(snapshotOf({ ...loaded(), setError: { error: 'UNKNOWN' } }, [], false).canCheckout).toBe(
      false,
    );
  });

  it('given no cart yet, counts 0 and keeps waiting changes for later', () => {
    const snapshot = snapshotOf({ ...loaded(), confirmed: undefined }, [coffee(5)], true);
    expect(snapshot).toMatchObject({ cart: undefined, itemCount: 0, canCheckout: false });
  });
});
