/**
 * Issue 17: the mini cart in Chromium, as a custom element in its shadow root, fed hostile cart
 * answers and stored carts. What a shopper sees: the rest of the cart, unsafe links as text, the
 * panel back with the next good cart, every change kept; what a page sees: no uncaught error.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CART_STORAGE_KEY, CART_TRIGGER_UPDATE_EVENT } from '../../../src/cart/cart-store';
import '../../../src/elements/generated/entries/shop-cart-link';
import '../../../src/elements/generated/entries/shop-mini-cart';
import type { ShopMiniCartElement } from '../../../src/elements/generated/element-typings';
import { SHOP_PATHS } from '../../../src/services/http/shop-api';
import type { Cart, CartChange } from '../../../src/services/wire/cart';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { applyCartChange, cartOf, resetCarts } from '../../fake-backend/cart-state';
import { clearFaults } from '../../fake-backend/faults';
import { FAKE_SITE_COOKIE } from '../../fake-backend/handlers';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { SCRIPT_URL_PAYLOADS } from '../../support/xss-payloads';

const worker = setUpFakeBackend();

const COFFEE = 'Barista Caffè Crema – ganze Kaffeebohnen';
const CAPSULES = 'Kaffeekapseln Espresso Intenso';
const SWEATER = 'Strickpullover mit Zopfmuster';
const FREE_TIN = 'Aromadose für 500 g Kaffee';
const GIFT_CARD = 'Geschenkkarte';
const BICYCLE = 'City-E-Bike, 28 Zoll';
const SUBSCRIPTION = 'Kaffee-Abo Caffè Crema, alle 4 Wochen';
const EVERY_LINE = [COFFEE, CAPSULES, SWEATER, FREE_TIN, GIFT_CARD, BICYCLE, SUBSCRIPTION];

let uncaught: unknown[];
let consoleError: MockInstance<typeof console.error>;
let consoleWarn: MockInstance<typeof console.warn>;
const recordUncaught = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
const recordRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);

beforeEach(() => {
  clearFaults();
  resetCarts('filled');
  // Each test is a newly loaded page: a fresh page cart and nothing stored.
  forgetPageSingleton('cart');
  localStorage.clear();
  document.cookie = `${FAKE_SITE_COOKIE}=DE; path=/`;
  uncaught = [];
  window.addEventListener('error', recordUncaught);
  window.addEventListener('unhandledrejection', recordRejection);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  document.body.innerHTML = '';
  worker.resetHandlers();
  clearFaults();
  window.removeEventListener('error', recordUncaught);
  window.removeEventListener('unhandledrejection', recordRejection);
  vi.restoreAllMocks();
});

/** The fake service's cart for DE, to spoil before it is answered. */
const serviceCart = (): Cart => structuredClone(cartOf('DE'));

/** Answers the cart read with `body` (once, or every time) instead of the fake service's cart. */
function answerCartReadWith(body: unknown, { once = true } = {}) {
  worker.use(http.get(SHOP_PATHS.cart, () => HttpResponse.json(body as never), { once }));
}

/**
 * Cart changes reach the fake service as usual, but its 200 answer comes back spoiled by
 * `spoil` (the service's own cart stays right).
 */
function spoilChangeAnswers(spoil: (cart: Cart) => void) {
  worker.use(
    http.post(SHOP_PATHS.cart, async ({ request }) => {
      const result = applyCartChange('DE', (await request.json()) as CartChange);
      if (result.kind !== 'changed') return undefined;
      const cart = structuredClone(result.cart);
      spoil(cart);
      return HttpResponse.json({ cart, addedProduct: result.addedProduct });
    }),
  );
}

/** Holds every cart read until `release` is called; then the fake service answers. */
function holdCartReads(): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  worker.use(
    http.get(SHOP_PATHS.cart, async () => {
      await released;
      return undefined;
    }),
  );
  return release;
}

/** Sets a spoiled article quantity the way JSON would bring it. */
function spoilQuantity(article: Cart['articles'][number] | undefined, quantity: unknown) {
  (article as unknown as { quantity: unknown }).quantity = quantity;
}

async function mountMiniCart(): Promise<ShopMiniCartElement> {
  document.body.insertAdjacentHTML('beforeend', '<shop-mini-cart></shop-mini-cart>');
  const host = document.querySelector('shop-mini-cart') as ShopMiniCartElement;
  // Unsafe links must never navigate the test page, whatever the outcome.
  host.addEventListener('click', (event) => event.preventDefault());
  await vi.waitFor(() => expect(panelOf(host)).not.toBeNull(), { timeout: 5_000 });
  return host;
}

function panelOf(host: ShopMiniCartElement): HTMLElement | null {
  return host.shadowRoot?.querySelector<HTMLElement>('[part~="panel"]') ?? null;
}

/** The names of the lines the shopper sees, in order. */
function shownLines(host: ShopMiniCartElement): string[] {
  return [
    ...(host.shadowRoot?.querySelectorAll('[part~="line"] .shop-mini-cart-line__name') ?? []),
  ].map((name) => name.textContent ?? '');
}

/**
 * The lines shown, in any order: a line that comes back joins the end of its group (the panel
 * keeps the places of the lines it showed), which is not what these tests are about.
 */
const shownSet = (host: ShopMiniCartElement) => [...shownLines(host)].sort();
const EVERY_LINE_SET = [...EVERY_LINE].sort();

function nameOf(host: ShopMiniCartElement, name: string): Element | undefined {
  return [...(host.shadowRoot?.querySelectorAll('.shop-mini-cart-line__name') ?? [])].find(
    (candidate) => candidate.textContent === name,
  );
}

function quantityOf(host: ShopMiniCartElement, name: string): string | undefined {
  return (
    nameOf(host, name)?.closest('li')?.querySelector('[data-quantity]')?.textContent ?? undefined
  );
}

/** The cart is on screen and nothing is being saved or loaded. */
async function untilSettled(host: ShopMiniCartElement) {
  await vi.waitFor(
    () => {
      expect(panelOf(host)?.dataset.state).toBe('filled');
      expect(panelOf(host)?.hasAttribute('data-busy')).toBe(false);
    },
    { timeout: 5_000 },
  );
}

/** The element never failed: no uncaught error, no failure logged. */
function expectNoFailure() {
  expect(uncaught).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
}

const cartWarnings = () =>
  consoleWarn.mock.calls.filter(([message]) => String(message).includes('the cart from'));

describe('hostile input › <shop-mini-cart>', () => {
  describe.each(SCRIPT_URL_PAYLOADS)(
    'given a cart answer whose article, free article, gift card and partner product link to %j',
    (url) => {
      beforeEach(() => {
        const cart = serviceCart();
        cart.articles[0]!.productUrl = url;
        cart.freeArticles[0]!.productUrl = url;
        cart.giftCards[0]!.article.productUrl = url;
        cart.partnerProducts[0]!.productUrl = url;
        answerCartReadWith(cart);
      });

      it('it shows every line, those four names as text without a link, warns once and clicking them does nothing', async () => {
        const host = await mountMiniCart();
        await untilSettled(host);
        expect(shownLines(host)).toEqual(EVERY_LINE);
        for (const name of [COFFEE, FREE_TIN, GIFT_CARD, BICYCLE]) {
          expect(nameOf(host, name)?.closest('a')).toBeNull();
          await userEvent.click(nameOf(host, name)!);
        }
        const hrefs = [...host.shadowRoot!.querySelectorAll('a[href]')].map((link) =>
          link.getAttribute('href'),
        );
        expect(hrefs.every((href) => /^(\/|https?:)/.test(href ?? ''))).toBe(true);
        await expect.element(page.getByRole('link', { name: CAPSULES })).toBeVisible();
        expect(cartWarnings()).toHaveLength(1);
        expectNoFailure();
      });
    },
  );

  describe('given a cart answer whose first article has quantity: null', () => {
    it('it shows the rest of the cart, and the cart link its count', async () => {
      const cart = serviceCart();
      spoilQuantity(cart.articles[0], null);
      answerCartReadWith(cart);
      document.body.insertAdjacentHTML('beforeend', '<shop-cart-link></shop-cart-link>');
      const host = await mountMiniCart();
      await untilSettled(host);
      expect(shownLines(host)).toEqual(EVERY_LINE.filter((name) => name !== COFFEE));
      await expect.element(page.getByRole('link', { name: 'Warenkorb, 9 Artikel' })).toBeVisible();
      expectNoFailure();
    });

    it('when the next cart is good again, it shows every line', async () => {
      const cart = serviceCart();
      spoilQuantity(cart.articles[0], null);
      answerCartReadWith(cart);
      const host = await mountMiniCart();
      await untilSettled(host);
      window.dispatchEvent(new Event(CART_TRIGGER_UPDATE_EVENT));
      await vi.waitFor(() => expect(shownSet(host)).toEqual(EVERY_LINE_SET), { timeout: 5_000 });
      expectNoFailure();
    });
  });

  describe('given the answers to changes carry an article with quantity: null', () => {
    it('when the shopper presses + on another article, the change shows, the service keeps it, and the next good cart brings every line back', async () => {
      const host = await mountMiniCart();
      await untilSettled(host);
      spoilChangeAnswers((cart) => spoilQuantity(cart.articles[0], null));
      await userEvent.click(page.getByRole('button', { name: `Menge von ${CAPSULES} erhöhen` }));
      await untilSettled(host);
      expect(quantityOf(host, CAPSULES)).toBe('4');
      expect(shownLines(host)).toEqual(EVERY_LINE.filter((name) => name !== COFFEE));
      expect(cartOf('DE').articles.find((item) => item.name === CAPSULES)?.quantity).toEqual({
        quantity: 4,
      });

      worker.resetHandlers();
      window.dispatchEvent(new Event(CART_TRIGGER_UPDATE_EVENT));
      await vi.waitFor(() => expect(shownSet(host)).toEqual(EVERY_LINE_SET), { timeout: 5_000 });
      expect(quantityOf(host, CAPSULES)).toBe('4');
      expectNoFailure();
    });
  });

  describe.each([
    [
      'articles with quantity: null and a bare quantity',
      '{"numberOfArticles":2,"articles":[{"productId":"100001","quantity":null},{"productId":"100002","quantity":2}]}',
    ],
    [
      'an empty object in every list',
      '{"numberOfArticles":4,"articles":[{}],"freeArticles":[{}],"giftCards":[{}],"partnerProducts":[{}],"subscriptions":[{}]}',
    ],
  ])('given a stored cart with %s, shown before the service answers', (_case, stored) => {
    it('it shows the panel without failing, with its count and never as empty (issue 44), then the service’s cart once it answers', async () => {
      localStorage.setItem(CART_STORAGE_KEY, stored);
      const release = holdCartReads();
      const host = await mountMiniCart();
      await vi.waitFor(() => expect(panelOf(host)?.dataset.state).toBe('filled'));
      expect(shownLines(host)).toEqual([]);
      expect(host.shadowRoot?.querySelector('[part~="empty"]')).toBeNull();
      release();
      // The panel settled on the stored cart already: the service's cart comes after that.
      await vi.waitFor(() => expect(shownLines(host)).toEqual(EVERY_LINE), { timeout: 5_000 });
      expectNoFailure();
    });
  });

  describe('given a stored cart whose first article has quantity: null', () => {
    beforeEach(() => {
      const stored = serviceCart();
      spoilQuantity(stored.articles[0], null);
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
    });

    it('before the service answers, it shows the rest of the stored cart', async () => {
      holdCartReads();
      const host = await mountMiniCart();
      await vi.waitFor(() =>
        expect(shownLines(host)).toEqual(EVERY_LINE.filter((name) => name !== COFFEE)),
      );
      expectNoFailure();
    });

    it('when the shopper presses + before the service answers, the change reaches the service', async () => {
      const release = holdCartReads();
      const host = await mountMiniCart();
      await vi.waitFor(() => expect(nameOf(host, SWEATER)).toBeDefined());
      await userEvent.click(page.getByRole('button', { name: `Menge von ${SWEATER} erhöhen` }));
      expect(quantityOf(host, SWEATER)).toBe('2');
      release();
      await untilSettled(host);
      expect(quantityOf(host, SWEATER)).toBe('2');
      expect(cartOf('DE').articles.find((item) => item.name === SWEATER)?.quantity).toEqual({
        quantity: 2,
      });
      expect(shownSet(host)).toEqual(EVERY_LINE_SET);
      expectNoFailure();
    });
  });
});
