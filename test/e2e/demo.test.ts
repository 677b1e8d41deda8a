import type { Page } from 'playwright-core';
import { afterAll, beforeAll, afterEach, describe, expect, it } from 'vitest';
import { pl } from '../../src/i18n/catalogues/pl';
import { loadTranslator } from '../../src/i18n/translator';
import { SITES, type SiteCode } from '../../src/sites/sites';
import { SPEC_CALLS } from '../fake-backend/call-table';
import { demoInChromium } from '../support/demo-in-chromium';

const running = demoInChromium();

afterEach(async () => {
  await fetch(`${running.demo.url}/__fake-backend/reset`, { method: 'POST' });
});

describe('the demo server', () => {
  it('serves the demo page with the standalone bundle, for the site in the address', async () => {
    const page = await running.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${running.demo.url}/?site=PL`);
    await expect(page.evaluate(() => document.documentElement.dataset.shopSite)).resolves.toBe(
      'PL',
    );
    await page.getByRole('button', { name: 'Dialog öffnen' }).click();
    await page.getByRole('dialog', { name: 'Lieferadresse ändern' }).waitFor({ state: 'visible' });
    await expect(
      page.evaluate(() =>
        document
          .querySelector('#demo-modal')
          ?.shadowRoot?.querySelector('[part="close-button"]')
          ?.getAttribute('aria-label'),
      ),
    ).resolves.toBe('Zamknij okno');
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(['DE', 'PL', 'TR'])(
    'on site %s, renders every element of the demo page and throws nothing',
    async (site) => {
      const page = await running.browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${running.demo.url}/?site=${site}`);
      const tags = [
        'shop-header',
        'shop-promotion',
        'shop-benefits-strip',
        'shop-app-banner',
        'shop-main-nav',
        'shop-search',
        'shop-cart-link',
        'shop-mini-cart',
        'shop-newsletter-form',
        'shop-country-switcher',
        'shop-footer',
      ];
      for (const tag of tags) {
        await page.waitForFunction(
          (name) => {
            const element = document.querySelector(name);
            return Boolean(element?.shadowRoot && element.shadowRoot.querySelector('*:not(style)'));
          },
          tag,
          { timeout: 10_000 },
        );
      }
      await page.getByRole('link', { name: /9/ }).first().waitFor();
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('given the built bundle on site PL, the search suggests and its submit goes to the results', async () => {
    const page = await running.browser.newPage();
    await page.goto(`${running.demo.url}/?site=PL`);
    // The search on the page, below the header (which has its own).
    const field = page.locator('main').getByRole('combobox', { name: pl['search.label'] });
    await field.fill('kawa');
    await page.getByRole('option', { name: 'kawa mielona', exact: true }).waitFor();
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('query')).toBe('kawa');
    await page.close();
  });

  it.each(['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'])(
    'on site %s, the header settles in the site’s language with its navigation, and throws nothing',
    async (site) => {
      const page = await running.browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${running.demo.url}/header.html?site=${site}`);
      await page.waitForFunction(
        () => {
          const header = document.querySelector('shop-header');
          const root = header?.shadowRoot;
          return Boolean(
            header?.matches(':state(settled)') &&
            root?.querySelector('[part="header"]:not(.shop-header--reduced):not([data-pending])') &&
            root
              .querySelector('shop-main-nav')
              ?.shadowRoot?.querySelector('nav:not([data-loading]) [part="item"]'),
          );
        },
        undefined,
        { timeout: 10_000 },
      );
      const logoName = await page.evaluate(() =>
        document
          .querySelector('shop-header')
          ?.shadowRoot?.querySelector('[part="logo"]')
          ?.getAttribute('aria-label'),
      );
      const texts = await loadTranslator(SITES[site as SiteCode].locale);
      expect(logoName).toBe(`shop, ${texts.t('header.logoLabel')}`);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('serves the page layout with header, content and footer', async () => {
    const page = await running.browser.newPage();
    await page.goto(`${running.demo.url}/layout.html?site=AT`);
    await page.getByRole('heading', { name: 'Kaffee' }).waitFor();
    await page.waitForFunction(() =>
      document.querySelector('shop-layout')?.shadowRoot?.querySelector('main'),
    );
    await page.close();
  });

  describe('from a page on its origin', () => {
    // One light page for every call: what is tested is the server's answer, not the page.
    let page: Page;
    beforeAll(async () => {
      page = await running.browser.newPage();
      await page.goto(`${running.demo.url}/blank.html?site=CZ`);
    });
    afterAll(async () => {
      await page?.close();
    });

    it.each(SPEC_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
      'answers %s, same origin, like the real services',
      async (_, call) => {
        const { example } = call;
        const status = await page.evaluate(
          async ({ method, path, body, headers }) => {
            const response = await fetch(path, {
              method,
              credentials: 'include',
              headers: {
                'X-Requested-With': 'XMLHttpRequest',
                ...headers,
                ...(body ? { 'Content-Type': 'application/json' } : {}),
              },
              body: body === undefined ? undefined : JSON.stringify(body),
            });
            await response.text();
            return response.status;
          },
          {
            method: call.method,
            path: example.path,
            body: 'body' in example ? example.body : undefined,
            headers: 'headers' in example ? example.headers : {},
          },
        );
        expect(status).toBeGreaterThanOrEqual(200);
        // 304 is the cart's "nothing changed" answer (header-and-cart §7).
        expect(status < 300 || status === 304).toBe(true);
      },
    );
  });

  it('given a fault scenario chosen by a test, the chosen call fails and others answer', async () => {
    await fetch(`${running.demo.url}/__fake-backend/faults`, {
      method: 'POST',
      body: JSON.stringify([{ call: 'navigation', kind: 'server-error', status: 503 }]),
    });
    expect((await fetch(`${running.demo.url}/service/header-backend/api/show`)).status).toBe(503);
    expect((await fetch(`${running.demo.url}/service/cart/api/cart`)).status).toBe(200);
  });

  it('given a reset that names a cart, every site starts with it; an unknown cart is refused', async () => {
    const articlesOf = async () => {
      const answer = await fetch(`${running.demo.url}/service/cart/api/cart`, {
        headers: { 'X-Hunter-Site': 'PL' },
      });
      return ((await answer.json()) as { numberOfArticles: number }).numberOfArticles;
    };
    expect(await articlesOf()).toBeGreaterThan(0);
    const reset = (body: string) =>
      fetch(`${running.demo.url}/__fake-backend/reset`, { method: 'POST', body });
    expect((await reset('{"cart":"empty"}')).status).toBe(204);
    expect(await articlesOf()).toBe(0);
    expect((await reset('{"cart":"overflowing"}')).status).toBe(400);
    expect((await reset('not json')).status).toBe(400);
    expect(await articlesOf()).toBe(0);
    expect((await reset('')).status).toBe(204);
    expect(await articlesOf()).toBeGreaterThan(0);
  });
});
