import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cart } from '../../../src/cart/page-cart';
import { CART_STORAGE_KEY } from '../../../src/cart/cart-store';
import '../../../src/elements/generated/entries/shop-cart-link';
import { setFaults } from '../../fake-backend/faults';
import { setUpFakeBackend } from '../../support/fake-backend-worker';

setUpFakeBackend();

function mount(attributes = ''): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<shop-cart-link ${attributes}></shop-cart-link>`);
  return document.querySelector('shop-cart-link') as HTMLElement;
}

const badge = (host: HTMLElement) => host.shadowRoot?.querySelector('[part="badge"]')?.textContent;

describe('<shop-cart-link>', () => {
  it('given a cart with 9 articles, links to the cart page with the count in its name and badge', async () => {
    const host = mount();
    await expect.element(page.getByRole('link', { name: 'Warenkorb, 9 Artikel' })).toBeVisible();
    expect(host.shadowRoot?.querySelector('a')?.getAttribute('href')).toBe(
      '/service/cartfrontend/cart',
    );
    expect(badge(host)).toBe('9');
  });

  it('speaks the count in the site language', async () => {
    mount('site="PL"');
    await expect.element(page.getByRole('link', { name: /^Koszyk, 9 / })).toBeVisible();
  });

  it('given a saved cart, shows its count before the network answers', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ numberOfArticles: 4, articles: [], totalPrice: 0 }),
    );
    setFaults([{ call: 'cart', kind: 'hang' }]);
    const host = mount();
    await vi.waitFor(() => expect(badge(host)).toBe('4'));
  });

  it('when the page changes the cart, updates at once and tells the page', async () => {
    const host = mount();
    await vi.waitFor(() => expect(badge(host)).toBe('9'));
    const counts: number[] = [];
    window.addEventListener('cart-data-changed', (event) => counts.push(event.detail.itemCount));
    await cart.modify({
      setArticle: { productId: 'fake-coffee-1', tcm: 'tcm-coffee-1', quantity: 5 },
    });
    await vi.waitFor(() => expect(badge(host)).toBe('12'));
    expect(counts).toContain(12);
  });

  describe('cart-data-changed on window', () => {
    /** The counts the page hears while `during` runs. */
    async function countsHeardDuring(during: () => Promise<void>): Promise<number[]> {
      const counts: number[] = [];
      const listening = new AbortController();
      window.addEventListener('cart-data-changed', (event) => counts.push(event.detail.itemCount), {
        signal: listening.signal,
      });
      try {
        await during();
      } finally {
        listening.abort();
      }
      return counts;
    }

    it('given no saved cart, when the link shows before the cart has loaded, tells the page nothing yet', async () => {
      setFaults([{ call: 'cart', kind: 'hang' }]);
      const counts = await countsHeardDuring(async () => {
        const host = mount();
        await vi.waitFor(() => expect(host.shadowRoot?.querySelector('a')).toBeTruthy());
        await vi.waitFor(() => expect(cart.getSnapshot().busy).toBe(true));
      });
      expect(counts).toEqual([]);
    });

    it('given no saved cart, when the cart has loaded, tells the page its count once', async () => {
      const counts = await countsHeardDuring(async () => {
        const host = mount();
        await vi.waitFor(() => expect(badge(host)).toBe('9'));
      });
      expect(counts).toEqual([9]);
    });
  });

  it('when the page sends cart-trigger-update, reloads the cart', async () => {
    const host = mount();
    await vi.waitFor(() => expect(badge(host)).toBe('9'));
    setFaults([{ call: 'cart', kind: 'server-error', status: 503 }]);
    window.dispatchEvent(new Event('cart-trigger-update'));
    // The failed reload sets the cart to none: no badge, and the link says the cart is empty.
    await vi.waitFor(() => expect(badge(host)).toBeUndefined());
  });

  it('given more than 99 articles, shows "+99"', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ numberOfArticles: 150, articles: [], totalPrice: 0 }),
    );
    setFaults([{ call: 'cart', kind: 'hang' }]);
    const host = mount();
    await vi.waitFor(() => expect(badge(host)).toBe('+99'));
  });
});
