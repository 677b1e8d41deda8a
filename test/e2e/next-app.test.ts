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
import { layoutShiftOf, recordLayoutShifts, watchPage } from '../support/page-watch';
import { untilHydrated } from '../support/server-hydration';
import { drawerOpens, miniCartOpens, searchSuggests } from './host-pages/header-flows';

const running = demoInChromium();
const APP_DIR = path.resolve('examples/next-app');
const WATCH_AFTER_HYDRATION_MS = 2_000;
/** The calls whose answers the server rendered from: the browser does not make them. */
const SERVER_RENDERED_CALLS = /header-backend|themeworld-frontend|promotion\/api\/promotion\//;

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

describe('given the example Next.js app, built and started', () => {
  it.each(['/', '/defined'])(
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
    { width: 375, route: '/defined' },
    { width: 1280, route: '/defined' },
  ])(
    'at $width px, $route hydrates: no error or warning, no shift, no call twice, and the flows work',
    async ({ width, route }) => {
      const device = width < 768 ? BENCH_DEVICES.android : BENCH_DEVICES.desktop;
      const context = await running.browser.newContext(deviceContextOptions(device, width));
      const page = await context.newPage();
      const { messages, serviceCalls: calls } = watchPage(page);
      await recordLayoutShifts(page);
      try {
        await page.goto(appUrl(route));
        await untilHydrated(page, ['shop-header', 'shop-footer']);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(WATCH_AFTER_HYDRATION_MS);

        expect(messages).toEqual([]);
        expect(await layoutShiftOf(page)).toBeLessThan(0.01);
        expect([...calls].filter(([, count]) => count > 1)).toEqual([]);
        expect([...calls.keys()].filter((call) => SERVER_RENDERED_CALLS.test(call))).toEqual([]);
        // Only `defineAllElements()` defines an element the page does not use.
        expect(await page.evaluate(() => customElements.get('shop-layout') !== undefined)).toBe(
          route === '/defined',
        );

        const texts = await loadTranslator('de-DE');
        if (width < 980) {
          await drawerOpens(page, texts);
        } else {
          await flyoutOpensOnHover(page, texts);
          await miniCartOpens(page, texts);
        }
        await searchSuggests(page, texts);
        await newsletterSignsUp(page);
        expect(messages).toEqual([]);
        expect([...calls].filter(([, count]) => count > 1)).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});
