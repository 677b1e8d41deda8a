/**
 * One server fragment for every window, as a CDN or a CMS publish step holds it: the demo's
 * `/ssr/header.html` is rendered by the built `dist/server.js` with no layout mode, mobile OS or
 * width, and the same HTML goes to every browser. Loaded as phones, tablets, a half-screen
 * desktop window and full screens do, it paints the layout of the window from the first frame:
 * nothing shifts from the first paint through hydration and after, nothing warns, no call is
 * made twice, and each flow of the layout works (the drawer where the menu button shows, a
 * flyout where the bar does).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadTranslator, type Translator } from '../../src/i18n/translator';
import { SITES, type SiteCode } from '../../src/sites/sites';
import {
  BENCH_DEVICES,
  ONE_FRAGMENT_WINDOWS,
  deviceContextOptions,
} from '../../scripts/bench/devices';
import { navigation } from '../fake-backend/fixtures/navigation';
import { demoInChromium } from '../support/demo-in-chromium';
import { layoutShiftOf, recordLayoutShifts, watchPage } from '../support/page-watch';
import { untilHydrated } from '../support/server-hydration';

const running = demoInChromium();

/** A long-text site and the German one. */
const SITES_TESTED: readonly SiteCode[] = ['TR', 'DE'];
/** How long the page is watched after hydrating: late shifts count too. */
const WATCH_AFTER_HYDRATION_MS = 3_000;

const pagePath = (site: SiteCode) => `/ssr/header.html?site=${site}`;

/**
 * The page's HTML as a browser with `userAgent` gets it. The fake backend dates its theme
 * worlds' ends from the moment it answers, so those instants are left out of the comparison.
 */
async function htmlFor(site: SiteCode, userAgent = ''): Promise<string> {
  const response = await fetch(`${running.demo.url}${pagePath(site)}`, {
    headers: userAgent ? { 'User-Agent': userAgent } : {},
  });
  return (await response.text()).replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<instant>');
}

/** Whether the header's navigation shows its menu button (the phone layout) in this window. */
const showsMenuButton = (page: Page) =>
  page.evaluate(
    () =>
      (document
        .querySelector('shop-header')
        ?.shadowRoot?.querySelector('shop-main-nav')
        ?.shadowRoot?.querySelector('[part="menu-button"]')
        ?.getClientRects().length ?? 0) > 0,
  );

async function drawerOpens(page: Page, texts: Translator): Promise<void> {
  await page.getByRole('button', { name: texts.t('header.openMenu') }).click();
  const drawer = page.getByRole('dialog');
  await drawer.waitFor();
  await page.getByRole('button', { name: texts.t('header.closeMenu') }).click();
  await drawer.waitFor({ state: 'hidden' });
}

async function flyoutOpens(page: Page, texts: Translator, site: SiteCode): Promise<void> {
  const category = navigation(site).find((node) => (node.children?.length ?? 0) > 0)!;
  const button = page.getByRole('button', {
    name: texts.t('header.subMenu', { title: category.title }),
  });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  await page.locator('shop-main-nav .shop-nav-flyout').getByRole('link').first().waitFor();
  await button.click();
}

describe.each(SITES_TESTED.map((site) => ({ site })))(
  'given the one fragment of site $site',
  ({ site }) => {
    it('every browser gets the same HTML, whatever its device', async () => {
      const desktop = await htmlFor(site);
      expect(await htmlFor(site, BENCH_DEVICES.android.userAgent)).toBe(desktop);
      expect(await htmlFor(site, BENCH_DEVICES.ipad.userAgent)).toBe(desktop);
    });

    it.each(ONE_FRAGMENT_WINDOWS)(
      'at $width px on $device, the layout of the window from the first paint through hydration: no shift, no warning, each call once, its flows work',
      async ({ width, device }) => {
        const context = await running.browser.newContext(
          deviceContextOptions(BENCH_DEVICES[device], width),
        );
        const page = await context.newPage();
        const { messages, serviceCalls: calls } = watchPage(page);
        await recordLayoutShifts(page);

        await page.goto(`${running.demo.url}${pagePath(site)}`);
        await untilHydrated(page, ['shop-header', 'shop-footer']);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(WATCH_AFTER_HYDRATION_MS);
        const shift = await layoutShiftOf(page);
        expect(shift).toBeLessThan(0.01);
        expect(messages).toEqual([]);
        expect([...calls].filter(([, count]) => count > 1)).toEqual([]);
        // The server rendered from the navigation, the theme worlds, the promotions and the
        // footer's content: the browser does not ask for them again.
        expect(
          [...calls.keys()].filter((call) =>
            /header-backend|themeworld-frontend|promotion\/api\/promotion\//.test(call),
          ),
        ).toEqual([]);

        const texts = await loadTranslator(SITES[site].locale);
        const phoneLayout = width < 980;
        expect(await showsMenuButton(page)).toBe(phoneLayout);
        if (phoneLayout) await drawerOpens(page, texts);
        else await flyoutOpens(page, texts, site);
        expect(messages).toEqual([]);
        await context.close();
      },
    );
  },
);
