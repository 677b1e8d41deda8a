import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-cart-link';
import '../../../src/elements/generated/entries/shop-mini-cart';
import type { ShopMiniCartElement } from '../../../src/elements/generated/element-typings';
import { translatorFor } from '../../../src/i18n/translator';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import type { SiteCode } from '../../../src/sites/sites';
import { cartOf, resetCarts, type CartScenario } from '../../fake-backend/cart-state';
import { clearFaults, setFaults, type Fault } from '../../fake-backend/faults';
import { FAKE_SITE_COOKIE, fakeBackendHandlers } from '../../fake-backend/handlers';

// The fake shop backend answers the page's cart calls through a Mock Service Worker.
const worker = setupWorker(...fakeBackendHandlers);

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
});

// A hanging answer (the loading test) never settles, so stopping does not wait for it.
afterAll(() => {
  void worker.stop();
});

function useSite(site: SiteCode) {
  // The fake backend reads the site of cart calls from this cookie, as the real shop knows it.
  document.cookie = `${FAKE_SITE_COOKIE}=${site}; path=/`;
}

function startWith(scenario: CartScenario, faults: Fault[] = []) {
  resetCarts(scenario);
  setFaults(faults);
}

beforeEach(() => {
  clearFaults();
  resetCarts('filled');
  // Each test is a newly loaded page: a fresh page cart and nothing stored.
  forgetPageSingleton('cart');
  localStorage.clear();
  useSite('DE');
});

afterEach(() => {
  document.body.innerHTML = '';
  clearFaults();
  worker.resetHandlers();
  vi.restoreAllMocks();
});

const de = translatorFor('de-DE');

const COFFEE = 'Barista Caffè Crema – ganze Kaffeebohnen';
const CAPSULES = 'Kaffeekapseln Espresso Intenso';
const SWEATER = 'Strickpullover mit Zopfmuster';

async function mountMiniCart(attributes = ''): Promise<ShopMiniCartElement> {
  document.body.insertAdjacentHTML('beforeend', `<shop-mini-cart ${attributes}></shop-mini-cart>`);
  const host = document.querySelector('shop-mini-cart') as ShopMiniCartElement;
  // The first mount loads the element's code: on a busy machine that takes more than a second.
  await vi.waitFor(() => expect(host.shadowRoot?.querySelector('[part~="panel"]')).not.toBeNull(), {
    timeout: 5_000,
  });
  return host;
}

function panelOf(host: ShopMiniCartElement): HTMLElement {
  return host.shadowRoot!.querySelector<HTMLElement>('[part~="panel"]')!;
}

/** The cart is on screen and nothing is being saved or loaded. */
async function untilSettled(host: ShopMiniCartElement, state = 'filled') {
  await vi.waitFor(
    () => {
      expect(panelOf(host).dataset.state).toBe(state);
      expect(panelOf(host).hasAttribute('data-busy')).toBe(false);
    },
    { timeout: 5_000 },
  );
}

function lineOf(host: ShopMiniCartElement, name: string): HTMLElement | undefined {
  const link = [...host.shadowRoot!.querySelectorAll('.shop-mini-cart-line__name')].find(
    (candidate) => candidate.textContent === name,
  );
  return link?.closest('li') ?? undefined;
}

/** Text content with every run of white space (no-break spaces of prices included) as one space. */
function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function quantityOf(host: ShopMiniCartElement, name: string): string | undefined {
  return lineOf(host, name)?.querySelector('[data-quantity]')?.textContent ?? undefined;
}

function headingOf(host: ShopMiniCartElement): string {
  return textOf(host.shadowRoot!.querySelector('[part~="heading"]'));
}

function totalOf(host: ShopMiniCartElement): string {
  return textOf(host.shadowRoot!.querySelector('[part~="total"]'));
}

function serverQuantity(site: SiteCode, productId: string): number | undefined {
  return cartOf(site).articles.find((article) => article.productId === productId)?.quantity
    .quantity;
}

describe('<shop-mini-cart>', () => {
  describe('given a cart with 3 articles, a free article, a gift card, a partner product and a subscription', () => {
    it('it lists every line with its prices in the site currency (DE: EUR) and the total', async () => {
      const host = await mountMiniCart();
      await untilSettled(host);
      expect(host.shadowRoot!.querySelectorAll('[part~="line"]')).toHaveLength(7);
      expect(headingOf(host)).toBe('Warenkorb 9 Artikel');
      expect(textOf(lineOf(host, COFFEE))).toContain('15,98 EUR');
      expect(textOf(lineOf(host, COFFEE))).toContain('Stückpreis 7,99 EUR');
      expect(totalOf(host)).toContain('1.616,33 EUR');
      await expect.element(page.getByText('Gratiszugabe')).toBeVisible();
      await expect.element(page.getByText('Verkauf durch Radhaus Berger GmbH')).toBeVisible();
      await expect.element(page.getByRole('img', { name: COFFEE })).toBeInTheDocument();
      await expect
        .element(page.getByRole('link', { name: COFFEE }))
        .toHaveAttribute('href', expect.stringMatching(/^\/p\/.*fake-coffee-1$/));
    });

    it('on site CZ, it shows the prices in Czech crowns and the texts in Czech', async () => {
      useSite('CZ');
      const host = await mountMiniCart('site="CZ"');
      await untilSettled(host);
      expect(headingOf(host)).toBe('Košík 9 položek');
      // 2 × 199 Kč, formatted for cs-CZ (with a no-break space before the symbol).
      expect(textOf(lineOf(host, 'Barista Caffè Crema – zrnková káva'))).toContain('398,00 Kč');
      expect(totalOf(host)).toContain('Celkem');
      expect(totalOf(host)).toContain('Kč');
      expect(totalOf(host)).not.toContain('EUR');
    });

    it('when the shopper presses +, the quantity and the total change at once and the service keeps them', async () => {
      const host = await mountMiniCart();
      await untilSettled(host);
      await userEvent.click(page.getByRole('button', { name: `Menge von ${COFFEE} erhöhen` }));
      expect(quantityOf(host, COFFEE)).toBe('3');
      expect(totalOf(host)).toContain('1.624,32 EUR');
      await untilSettled(host);
      expect(serverQuantity('DE', 'fake-coffee-1')).toBe(3);
      expect(headingOf(host)).toBe('Warenkorb 10 Artikel');
    });

    it('when the shopper presses + five times quickly, every press counts', async () => {
      const host = await mountMiniCart();
      await untilSettled(host);
      const increase = page.getByRole('button', { name: `Menge von ${CAPSULES} erhöhen` });
      for (let press = 0; press < 5; press += 1) await userEvent.click(increase);
      expect(quantityOf(host, CAPSULES)).toBe('8');
      await untilSettled(host);
      expect(quantityOf(host, CAPSULES)).toBe('8');
      expect(serverQuantity('DE', 'fake-capsules-1')).toBe(8);
    });

    it('when the shopper presses −, the quantity goes down; at 1, − does nothing', async () => {
      const host = await mountMiniCart();
      await untilSettled(host);
      await userEvent.click(page.getByRole('button', { name: `Menge von ${CAPSULES} verringern` }));
      expect(quantityOf(host, CAPSULES)).toBe('2');
      const decreaseSweater = page.getByRole('button', {
        name: `Menge von ${SWEATER} verringern`,
      });
      await expect.element(decreaseSweater).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(decreaseSweater, { force: true });
      expect(quantityOf(host, SWEATER)).toBe('1');
      await untilSettled(host);
      expect(serverQuantity('DE', 'fake-capsules-1')).toBe(2);
      expect(serverQuantity('DE', 'fake-sweater-1')).toBe(1);
    });

    it('when a quantity changes, one polite live region announces it (the quantity itself is not live)', async () => {
      const host = await mountMiniCart();
      await untilSettled(host);
      await userEvent.click(page.getByRole('button', { name: `Menge von ${COFFEE} erhöhen` }));
      const status = host.shadowRoot!.querySelectorAll('[role="status"], [aria-live]');
      expect(status).toHaveLength(1);
      // Once the cart has answered: a refused change is never announced as done.
      // The cart's answer under a loaded machine (CI) can take longer than the 1 s default.
      await vi.waitFor(() => expect(status[0]?.textContent).toBe(`Menge von ${COFFEE}: 3`), {
        timeout: 5_000,
      });
      await untilSettled(host);
    });

    it('when the shopper removes an article, a greyed deleted line with a restore button takes its place and gets the focus', async () => {
      const host = await mountMiniCart();
      await untilSettled(host);
      await userEvent.click(page.getByRole('button', { name: `${COFFEE} entfernen` }));
      const restore = page.getByRole('button', { name: `${COFFEE} wiederherstellen` });
      await expect.element(restore).toBeVisible();
      const first = host.shadowRoot!.querySelector('[part~="line"]');
      expect(first?.getAttribute('part')).toContain('deleted-line');
      expect(textOf(first)).toContain(`${COFFEE} wurde entfernt.`);
      await vi.waitFor(() => expect(host.shadowRoot!.activeElement).toBe(restore.element()));
      expect(host.shadowRoot!.querySelector('[role="status"]')?.textContent).toBe(
        `${COFFEE} wurde entfernt.`,
      );
      await untilSettled(host);
      expect(serverQuantity('DE', 'fake-coffee-1')).toBeUndefined();
      expect(headingOf(host)).toBe('Warenkorb 7 Artikel');
    });

    it('when the shopper restores a deleted article, it comes back in its place with its quantity', async () => {
      const host = await mountMiniCart();
      await untilSettled(host);
      await userEvent.click(page.getByRole('button', { name: `${COFFEE} entfernen` }));
      await untilSettled(host);
      await userEvent.click(page.getByRole('button', { name: `${COFFEE} wiederherstellen` }));
      expect(quantityOf(host, COFFEE)).toBe('2');
      expect(host.shadowRoot!.querySelector('[part~="line"]')).toBe(lineOf(host, COFFEE));
      await vi.waitFor(() =>
        expect(host.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe(
          `${COFFEE} entfernen`,
        ),
      );
      expect(host.shadowRoot!.querySelector('[role="status"]')?.textContent).toBe(
        `${COFFEE} ist wieder in Ihrem Warenkorb.`,
      );
      await untilSettled(host);
      expect(serverQuantity('DE', 'fake-coffee-1')).toBe(2);
      expect(headingOf(host)).toBe('Warenkorb 9 Artikel');
    });

    it.each([
      ['the free article', 'Aromadose für 500 g Kaffee', 'freeArticles', 9],
      ['the gift card', 'Geschenkkarte', 'giftCards', 8],
      ['the partner product', 'City-E-Bike, 28 Zoll', 'partnerProducts', 8],
      ['the subscription', 'Kaffee-Abo Caffè Crema, alle 4 Wochen', 'subscriptions', 8],
    ] as const)(
      'when the shopper removes %s, the service removes it and the count follows',
      async (_kind, name, list, count) => {
        const host = await mountMiniCart();
        await untilSettled(host);
        await userEvent.click(page.getByRole('button', { name: `${name} entfernen` }));
        await untilSettled(host);
        expect(cartOf('DE')[list]).toHaveLength(0);
        expect(headingOf(host)).toBe(`Warenkorb ${count} Artikel`);
        await expect
          .element(page.getByRole('button', { name: `${name} entfernen` }))
          .not.toBeInTheDocument();
      },
    );

    it('when a change fails, it restores the previous cart and shows the limit in an alert', async () => {
      const host = await mountMiniCart();
      await untilSettled(host);
      setFaults([
        {
          call: 'cartModify',
          kind: 'client-error',
          status: 409,
          body: { error: 'ITEM_LIMIT', limit: 10 },
        },
      ]);
      await userEvent.click(page.getByRole('button', { name: `Menge von ${COFFEE} erhöhen` }));
      await expect
        .element(page.getByRole('alert'))
        .toMatchTextContent('Sie können von diesem Artikel pro Einkauf höchstens 10 Stück kaufen.');
      expect(quantityOf(host, COFFEE)).toBe('2');
      expect(totalOf(host)).toContain('1.616,33 EUR');
      // The live region never tells the refused quantity.
      expect(host.shadowRoot?.querySelector('[role="status"]')?.textContent ?? '').not.toContain(
        `Menge von ${COFFEE}: 3`,
      );
      // Checkout waits while the message shows.
      await expect
        .element(page.getByRole('link', { name: 'Zur Kasse' }))
        .toHaveAttribute('aria-disabled', 'true');
    });

    it('when more pieces are asked for than are in stock, the service’s limit shows (AVAILABILITY_LIMIT 3)', async () => {
      const host = await mountMiniCart();
      await untilSettled(host);
      const increase = page.getByRole('button', { name: `Menge von ${SWEATER} erhöhen` });
      for (let press = 0; press < 3; press += 1) await userEvent.click(increase);
      await expect
        .element(page.getByRole('alert'))
        .toMatchTextContent('Von diesem Artikel sind nur noch 3 Stück verfügbar.');
      await untilSettled(host);
      expect(Number(quantityOf(host, SWEATER))).toBe(serverQuantity('DE', 'fake-sweater-1'));
      expect(serverQuantity('DE', 'fake-sweater-1')).toBeLessThanOrEqual(3);
    });

    it('on site PL, a refused change says the Polish limit text with the limit', async () => {
      useSite('PL');
      const host = await mountMiniCart('site="PL"');
      await untilSettled(host);
      setFaults([
        {
          call: 'cartModify',
          kind: 'client-error',
          status: 409,
          body: { error: 'CART_LIMIT', limit: 50 },
        },
      ]);
      await userEvent.click(
        page.getByRole('button', { name: 'Zwiększ ilość: Barista Caffè Crema – kawa ziarnista' }),
      );
      await expect
        .element(page.getByRole('alert'))
        .toMatchTextContent('W jednym zamówieniu można kupić maksymalnie 50 produktów.');
      await expect.element(page.getByRole('button', { name: 'Zamknij' })).toBeVisible();
    });

    it('when the shopper closes the message of a failed change, it goes', async () => {
      const host = await mountMiniCart();
      await untilSettled(host);
      setFaults([
        {
          call: 'cartModify',
          kind: 'server-error',
          status: 503,
          body: { error: 'CARTSTORAGE_UNAVAILABLE' },
        },
      ]);
      await userEvent.click(page.getByRole('button', { name: `Menge von ${COFFEE} erhöhen` }));
      await expect
        .element(page.getByRole('alert'))
        .toMatchTextContent(
          'Aus technischen Gründen kann Ihr Warenkorb derzeit nicht geändert werden.',
        );
      await userEvent.click(page.getByRole('button', { name: 'Schließen' }));
      await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
      await untilSettled(host);
    });

    it('when removing the gift card fails, it says the gift card could not be removed, and the card stays', async () => {
      const host = await mountMiniCart();
      await untilSettled(host);
      setFaults([{ call: 'cartModify', kind: 'server-error', status: 500 }]);
      await userEvent.click(page.getByRole('button', { name: 'Geschenkkarte entfernen' }));
      await expect
        .element(page.getByRole('alert'))
        .toMatchTextContent(
          'Die Geschenkkarte konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
        );
      await expect
        .element(page.getByRole('button', { name: 'Geschenkkarte entfernen' }))
        .toBeVisible();
      await untilSettled(host);
      expect(cartOf('DE').giftCards).toHaveLength(1);
    });

    it('when removing an article fails, the article comes back and keeps the focus in its line', async () => {
      const host = await mountMiniCart();
      await untilSettled(host);
      setFaults([{ call: 'cartModify', kind: 'server-error', status: 503 }]);
      await userEvent.click(page.getByRole('button', { name: `${COFFEE} entfernen` }));
      await expect.element(page.getByRole('alert')).toBeVisible();
      await untilSettled(host);
      expect(quantityOf(host, COFFEE)).toBe('2');
      expect(host.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe(
        `${COFFEE} entfernen`,
      );
    });
  });

  describe('given the cart service cannot read the cart', () => {
    it('it shows the read error in an alert, and retry loads the cart', async () => {
      startWith('filled', [
        { call: 'cart', kind: 'server-error', status: 503, body: { error: 'PRICE_UNAVAILABLE' } },
      ]);
      const host = await mountMiniCart();
      await expect
        .element(page.getByRole('alert'))
        .toMatchTextContent(
          'Aus technischen Gründen kann der Inhalt Ihres Warenkorbs derzeit nicht angezeigt werden.',
        );
      expect(panelOf(host).dataset.state).toBe('error');
      clearFaults();
      await userEvent.click(page.getByRole('button', { name: 'Erneut versuchen' }));
      await untilSettled(host);
      await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
      expect(headingOf(host)).toBe('Warenkorb 9 Artikel');
      // The retry button went away: focus moved to the heading, not to the page.
      await vi.waitFor(() =>
        expect(host.shadowRoot!.activeElement).toBe(
          host.shadowRoot!.querySelector('[part~="heading"]'),
        ),
      );
    });

    it('while the cart loads, it says so and is busy', async () => {
      startWith('filled', [{ call: 'cart', kind: 'hang' }]);
      const host = await mountMiniCart();
      await expect.element(page.getByText('Ihr Warenkorb wird geladen …')).toBeVisible();
      expect(panelOf(host).getAttribute('aria-busy')).toBe('true');
    });
  });

  describe('given an empty cart', () => {
    it('it says the cart is empty and links to the cart page', async () => {
      startWith('empty');
      const host = await mountMiniCart();
      await untilSettled(host, 'empty');
      await expect.element(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
      await expect
        .element(page.getByRole('link', { name: 'Zum Warenkorb' }))
        .toHaveAttribute('href', '/service/cartfrontend/cart');
      expect(host.shadowRoot!.querySelector('[part~="totals"]')).toBeNull();
    });
  });

  describe('given a cart of 3 articles whose entries carry only the fields the spec shows (ids, quantity, availability)', () => {
    const SPEC_ONLY_CART = {
      numberOfArticles: 3,
      articles: [
        { productId: '100001', tcm: 't1', quantity: { quantity: 2 }, availability: 'AVAILABLE' },
        { productId: '100002', tcm: 't2', quantity: { quantity: 1 }, availability: 'SOLDOUT' },
      ],
    };

    it('it lists each article by its number with its quantity and tags, shows no made-up price, and never says the cart is empty', async () => {
      worker.use(http.get('/service/cart/api/cart', () => HttpResponse.json(SPEC_ONLY_CART)));
      const host = await mountMiniCart();
      await untilSettled(host);
      expect(headingOf(host)).toBe(`${de.t('cart.heading')} ${de.plural('cart.itemCount', 3)}`);
      expect(host.shadowRoot!.querySelector('[part~="empty"]')).toBeNull();
      expect(host.shadowRoot!.querySelectorAll('[part~="line"]')).toHaveLength(2);
      const first = de.t('cart.productNumber', { id: '100001' });
      expect(quantityOf(host, first)).toBe('2');
      expect(textOf(lineOf(host, de.t('cart.productNumber', { id: '100002' })))).toContain(
        de.t('cart.soldOut'),
      );
      expect(host.shadowRoot!.querySelector('.shop-mini-cart-line__prices')).toBeNull();
      expect(host.shadowRoot!.querySelector('[part~="total"]')).toBeNull();
      await expect
        .element(page.getByRole('button', { name: de.t('cart.remove', { name: first }) }))
        .toBeVisible();
    });

    it('given entries of which none can be read, it says the contents cannot be shown under its count, with the way to the cart page', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      worker.use(
        http.get('/service/cart/api/cart', () =>
          HttpResponse.json({ numberOfArticles: 3, articles: [{}, { productId: '1' }] }),
        ),
      );
      const host = await mountMiniCart();
      await untilSettled(host);
      expect(headingOf(host)).toBe(`${de.t('cart.heading')} ${de.plural('cart.itemCount', 3)}`);
      expect(host.shadowRoot!.querySelector('[part~="empty"]')).toBeNull();
      expect(textOf(host.shadowRoot!.querySelector('[part~="notice"]'))).toBe(
        de.t('cart.error.get.technical'),
      );
      await expect
        .element(page.getByRole('link', { name: de.t('cart.toCart') }))
        .toHaveAttribute('href', '/service/cartfrontend/cart');
    });
  });

  describe('given a cart with defective items', () => {
    it('it shows the notice, lists them under their heading and blocks checkout', async () => {
      startWith('defective');
      const host = await mountMiniCart();
      await untilSettled(host);
      await expect
        .element(page.getByText(/Einige Artikel in Ihrem Warenkorb können nicht bestellt werden/))
        .toBeVisible();
      const section = page.getByRole('region', { name: 'Nicht bestellbar' });
      await expect.element(section).toBeVisible();
      expect(section.element().querySelectorAll('[part~="line"]')).toHaveLength(4);
      await expect
        .element(page.getByRole('link', { name: 'Zur Kasse' }))
        .toHaveAttribute('aria-disabled', 'true');
      await expect
        .element(page.getByRole('link', { name: 'Zur Kasse' }))
        .not.toHaveAttribute('href');
    });

    it('when the shopper removes a defective subscription, it goes from the list', async () => {
      startWith('defective');
      const host = await mountMiniCart();
      await untilSettled(host);
      await userEvent.click(
        page.getByRole('button', { name: 'Kapsel-Abo Espresso, alle 4 Wochen entfernen' }),
      );
      await untilSettled(host);
      expect(cartOf('DE').defectiveSubscriptions).toHaveLength(0);
      const section = page.getByRole('region', { name: 'Nicht bestellbar' });
      expect(section.element().querySelectorAll('[part~="line"]')).toHaveLength(3);
    });
  });

  describe('given a cart link on the same page', () => {
    it('both follow the one cart: the badge and the heading always show the same count', async () => {
      document.body.insertAdjacentHTML('beforeend', '<shop-cart-link></shop-cart-link>');
      const host = await mountMiniCart();
      await untilSettled(host);
      const link = page.getByRole('link', { name: 'Warenkorb, 9 Artikel' });
      await expect.element(link).toBeVisible();
      const badge = () =>
        document.querySelector('shop-cart-link')?.shadowRoot?.querySelector('[part="badge"]')
          ?.textContent;
      expect(badge()).toBe('9');

      await userEvent.click(page.getByRole('button', { name: `Menge von ${COFFEE} erhöhen` }));
      expect(badge()).toBe('10');
      expect(headingOf(host)).toBe('Warenkorb 10 Artikel');

      await userEvent.click(page.getByRole('button', { name: `${CAPSULES} entfernen` }));
      expect(badge()).toBe('7');
      expect(headingOf(host)).toBe('Warenkorb 7 Artikel');
      await untilSettled(host);
      await expect.element(page.getByRole('link', { name: 'Warenkorb, 7 Artikel' })).toBeVisible();
    });
  });

  describe('given a cart with a voucher code', () => {
    it('shows the code and its discount, and removes it', async () => {
      startWith('voucher');
      const host = await mountMiniCart();
      await untilSettled(host);
      await expect.element(page.getByText('KAFFEE10')).toBeVisible();
      await userEvent.click(page.getByRole('button', { name: 'Gutscheincode KAFFEE10 entfernen' }));
      await vi.waitFor(() => expect(host.shadowRoot?.querySelector('[part="voucher"]')).toBeNull());
      await vi.waitFor(() => expect(cartOf('DE').vouchers).toEqual([]));
    });

    it('when the removal fails, it says in role=alert to wait and retry, and the code stays', async () => {
      startWith('voucher', [{ call: 'cartWrite', kind: 'server-error', status: 500 }]);
      const host = await mountMiniCart();
      await untilSettled(host);
      await userEvent.click(page.getByRole('button', { name: 'Gutscheincode KAFFEE10 entfernen' }));
      await expect
        .element(page.getByRole('alert'))
        .toMatchTextContent(/Der Gutscheincode konnte nicht entfernt werden/);
      await expect
        .element(page.getByRole('button', { name: 'Gutscheincode KAFFEE10 entfernen' }))
        .toBeVisible();
    });
  });
});
