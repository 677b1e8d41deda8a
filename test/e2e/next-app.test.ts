/**
 * The example Next.js App Router app (`examples/next-app/`), built with `next build` and served
 * with `next start`, the shop's services passed on to the fake backend: the page's server
 * component loads the shop's data (`loadShopData`), a client component renders `ShopProvider`,
 * `ShopHeader` and `ShopFooter`. The whole header and footer are in the server's HTML, the
 * browser takes them over without an error, a shift or a repeated call, and the flows work, with
 * and without the app calling `defineAllElements()` (route `/defined`).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_DEVICES, deviceContextOptions } from '../../scripts/bench/devices';
import { COUNTRY_NAMES } from '../../src/elements/shop-country-switcher/country-sites';
import { loadTranslator, type Translator } from '../../src/i18n/translator';
import { navigation } from '../fake-backend/fixtures/navigation';
import { promotion } from '../fake-backend/fixtures/promotions';
import { demoInChromium } from '../support/demo-in-chromium';
import { installPackedLibrary, nextBuild, nextStart, type NextServer } from '../support/next-app';
import { expectQuietTakeover, recordLayoutShifts, watchPage } from '../support/page-watch';
import { untilHydrated } from '../support/server-hydration';
import { drawerOpens, miniCartOpens, searchSuggests } from './host-pages/header-flows';

const running = demoInChromium();
const APP_DIR = path.resolve('examples/next-app');
const WATCH_AFTER_HYDRATION_MS = 2_000;

/** The header's top banner, as the fake backend answers it. */
const topBanner = JSON.parse(
  promotion('DE', '~header_top', new URLSearchParams())?.contentJSON ?? '{}',
) as { voucherCode: string; legalTextHint: string };

let app: NextServer | undefined;

// `next build` from a clean clone takes about a minute on two idle cores (Turbopack, then its
// TypeScript check); later builds reuse `.next/cache`. The hook's limit leaves room for a busy
// machine.
beforeAll(async () => {
  const env = { SHOP_ORIGIN: running.demo.url };
  await installPackedLibrary(APP_DIR);
  await nextBuild(APP_DIR, env);
  app = await nextStart(APP_DIR, env);
}, 300_000);

afterAll(async () => {
  await app?.stop();
});

const appUrl = (route: string) => {
  if (!app) throw new Error('The app starts before the tests.');
  return `${app.url}${route}`;
};

/** The flyout of the first category with a second level opens when the pointer rests on it. */
async function flyoutOpensOnHover(page: Page, texts: Translator): Promise<void> {
  const category = navigation('DE').find((node) => (node.children?.length ?? 0) > 0)!;
  const nav = page.locator('shop-main-nav');
  const button = nav.getByRole('button', {
    name: texts.t('header.subMenu', { title: category.title }),
  });
  await nav.getByRole('link', { name: category.title, exact: true }).hover();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  await page.locator('shop-main-nav .shop-nav-flyout').getByRole('link').first().waitFor();
  await page.mouse.move(5, 890);
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
}

/** The footer's newsletter form signs an address up and says so. */
async function newsletterSignsUp(page: Page): Promise<void> {
  const form = page.locator('shop-footer shop-newsletter-form');
  await form.locator('input[type="email"]').fill('lena@example.de');
  await form.locator('[part="submit"]').click();
  await expect
    .poll(() => form.locator('[part="success"]').textContent())
    .toContain('lena@example.de');
}

/** The page's offer puts its article into the cart with the cart API: the header counts it. */
async function cartApiAddsTheArticle(page: Page): Promise<void> {
  const badge = page.locator('shop-header .shop-cart-link [part="badge"]');
  await badge.waitFor();
  const before = Number(await badge.textContent());
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect.poll(() => badge.textContent()).toBe(String(before + 1));
  const offer = page.getByRole('region', { name: 'Espresso-Bohnen, 500 g' });
  await expect.poll(() => offer.getByRole('status').textContent()).toBe('Im Warenkorb.');
}

/** The offer's details open in the shop's modal; Escape closes it and the focus comes back. */
async function modalOpensAndCloses(page: Page): Promise<void> {
  const opener = page.getByRole('button', { name: 'Details' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Espresso-Bohnen' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect
    .poll(() => opener.evaluate((button) => button === document.activeElement))
    .toBe(true);
}

/** What a 62.5 % root could change: the header's and footer's heights, the search text's size. */
function elementSizes(page: Page) {
  return page.evaluate(() => {
    // In the shop's layout, the header and footer are inside its shadow root.
    const scope = document.querySelector('shop-layout')?.shadowRoot ?? document;
    const header = scope.querySelector('shop-header')!;
    const footer = scope.querySelector('shop-footer')!;
    const input = header
      .shadowRoot!.querySelector('shop-search')!
      .shadowRoot!.querySelector('input')!;
    return {
      header: Math.round(header.getBoundingClientRect().height),
      footer: Math.round(footer.getBoundingClientRect().height),
      searchFontSize: getComputedStyle(input).fontSize,
    };
  });
}

describe('given the example Next.js app, built and started', () => {
  it.each(['/', '/defined', '/shop-layout'])(
    'the server HTML of %s holds the whole header and footer: navigation, search, promotion, newsletter form, countries',
    async (route) => {
      const response = await fetch(appUrl(route));
      expect(response.status).toBe(200);
      const html = await response.text();
      const texts = await loadTranslator('de-DE');
      const category = navigation('DE')[0]!;
      expect(html).toMatch(/<shop-header[^>]*><template shadowrootmode="open">/);
      expect(html).toMatch(/<shop-main-nav[^>]*><template shadowrootmode="open">/);
      expect(html).toContain(category.title);
      expect(html).toMatch(/<shop-search[^>]*><template shadowrootmode="open">[\s\S]*?<input/);
      expect(html).toContain(texts.t('search.label'));
      expect(html).toMatch(/<shop-promotion[^>]*><template shadowrootmode="open">/);
      expect(html).toContain(topBanner.voucherCode);
      expect(html).toContain(topBanner.legalTextHint);
      expect(html).toMatch(/<shop-footer[^>]*><template shadowrootmode="open">/);
      expect(html).toMatch(
        /<shop-newsletter-form[^>]*><template shadowrootmode="open">[\s\S]*?<input[^>]*type="email"/,
      );
      expect(html).toMatch(/<shop-country-switcher[^>]*><template shadowrootmode="open">/);
      expect(html).toContain(COUNTRY_NAMES.AT);
    },
  );

  it.each([
    { width: 375, route: '/' },
    { width: 1280, route: '/' },
    { width: 1280, route: '/defined' },
    { width: 375, route: '/shop-layout' },
    { width: 1280, route: '/shop-layout' },
  ])(
    'at $width px, $route hydrates: no error or warning, no shift, no call twice, and the flows work',
    async ({ width, route }) => {
      const device = width < 768 ? BENCH_DEVICES.android : BENCH_DEVICES.desktop;
      const context = await running.browser.newContext(deviceContextOptions(device, width));
      const page = await context.newPage();
      const watch = watchPage(page);
      await recordLayoutShifts(page);
      const hosts =
        route === '/shop-layout'
          ? ['shop-layout', 'shop-header', 'shop-footer']
          : ['shop-header', 'shop-footer'];
      try {
        await page.goto(appUrl(route));
        await untilHydrated(page, hosts);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(WATCH_AFTER_HYDRATION_MS);
        await expectQuietTakeover(page, watch);
        // Only `defineAllElements()` defines an element the page does not use.
        expect(await page.evaluate(() => customElements.get('shop-modal') !== undefined)).toBe(
          true,
        );
        expect(
          await page.evaluate(() => customElements.get('shop-preview-panel') !== undefined),
        ).toBe(route === '/defined');

        const texts = await loadTranslator('de-DE');
        if (width < 980) {
          await drawerOpens(page, texts);
        } else {
          await flyoutOpensOnHover(page, texts);
          await miniCartOpens(page, texts);
        }
        await searchSuggests(page, texts);
        await newsletterSignsUp(page);
        await cartApiAddsTheArticle(page);
        await modalOpensAndCloses(page);
        expect(watch.messages).toEqual([]);
        expect([...watch.serviceCalls].filter(([, count]) => count > 1)).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  it.each([375, 1280])(
    'at %i px, the layout page on a root of 10 px per rem shows the header and footer at the sizes they have on a 16 px root',
    async (width) => {
      const device = width < 768 ? BENCH_DEVICES.android : BENCH_DEVICES.desktop;
      const context = await running.browser.newContext(deviceContextOptions(device, width));
      try {
        const sizesOn = async (route: string, hosts: string[]) => {
          const page = await context.newPage();
          await page.goto(appUrl(route));
          await untilHydrated(page, hosts);
          const sizes = await elementSizes(page);
          await page.close();
          return sizes;
        };
        const compactRoot = await sizesOn('/shop-layout', ['shop-layout', 'shop-header']);
        expect(compactRoot).toEqual(await sizesOn('/', ['shop-header']));
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});
