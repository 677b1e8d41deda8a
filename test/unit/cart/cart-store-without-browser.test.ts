// @vitest-environment node
/**
 * The cart store serves plain page scripts and a server as well as the elements: it must work
 * with no React and no DOM at all, here in bare Node (no window, document or localStorage).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCartStore } from '../../../src/cart/cart-store';
import { createSafeStorage } from '../../../src/services/browser/local-storage';
import { cartOf, resetCarts } from '../../fake-backend/cart-state';
import { fakeCartService } from './fake-cart-service';

/** A server's storage: a map for this one run. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

beforeEach(() => {
  resetCarts('filled');
});

describe('the cart store without a browser', () => {
  it('given bare Node, loads, changes and restores the cart', async () => {
    expect(typeof window).toBe('undefined');
    const service = fakeCartService();
    const store = createCartStore({
      api: () => service.api,
      storage: createSafeStorage(memoryStorage()),
    });
    await store.load();
    const [article] = cartOf('DE').articles;
    if (!article) throw new Error('the filled cart has no article');
    expect(store.getSnapshot().itemCount).toBe(cartOf('DE').numberOfArticles);

    await store.change({
      setArticle: { productId: article.productId, tcm: article.tcm, quantity: 0 },
    });
    const [deleted] = store.getSnapshot().recentlyDeleted;
    expect(deleted?.removed.item).toMatchObject({ productId: article.productId });

    await store.restore(deleted?.key ?? '');
    expect(
      store.getSnapshot().cart?.articles.some((item) => item.productId === article.productId),
    ).toBe(true);
  });

  it('imports no React and reaches for no document', () => {
    const folder = new URL('../../../src/cart/', import.meta.url);
    for (const name of readdirSync(folder)) {
      const source = readFileSync(new URL(name, folder), 'utf8');
      expect(source, name).not.toMatch(/from ['"]react(-dom)?(\/[\w-]+)?['"]/);
      expect(source, name).not.toMatch(/\bdocument\./);
    }
  });
});
