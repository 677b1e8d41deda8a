/**
 * The editors' starter page (docs/editors/, "Start here"), exactly as the docs give it to copy
 * (stories/support/editor-snippets.ts), with the built bundle on the demo server's origin, whose
 * fake backend answers the elements' calls. Sent with the docs' CSP and Trusted Types lines. What
 * the page shows is asserted: the header and the footer in the site's language around the page's
 * content, a country switcher that goes to the configured addresses, the consent script loaded,
 * and no console error, no uncaught error and no policy violation.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTranslator } from '../../src/i18n/translator';
import { SITE_CODES, SITES, type SiteCode } from '../../src/sites/sites';
import {
  PAGE_CONFIG,
  TRUSTED_TYPES_POLICY,
  contentSecurityPolicy,
  sameOriginDefaults,
  starterContentOf,
  starterPage,
} from '../../stories/support/editor-snippets';
import { promotion } from '../fake-backend/fixtures/promotions';
import { FAKE_SITE_COOKIE } from '../fake-backend/handlers';
import { demoInChromium } from '../support/demo-in-chromium';
import { untilHydrated } from '../support/server-hydration';

const running = demoInChromium();

afterEach(async () => {
  await fetch(`${running.demo.url}/__fake-backend/reset`, { method: 'POST' });
});

const STARTER_PATH = '/editors/starter.html';
const NONCE = 'editors-starter-7d2e';

interface StarterPage {
  page: Page;
  /** Console errors, uncaught errors and CSP or Trusted Types violations. */
  problems: string[];
  /** The consent scripts the page loaded. */
  consentScripts: string[];
  close(): Promise<void>;
}

/**
 * Opens the starter page of `site` on the demo origin, sent with the docs' two policy lines,
 * and waits until its header has settled with its navigation and its footer shows its content.
 */
async function openStarterPage(
  site: SiteCode,
  html: string,
  policy = contentSecurityPolicy(NONCE),
): Promise<StarterPage> {
  const context = await running.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const origin = running.demo.url;
  // The fake backend answers in the site's language for a call that does not name the site.
  await context.addCookies([{ name: FAKE_SITE_COOKIE, value: site, url: origin }]);
  await context.route(`${origin}${STARTER_PATH}`, (route) =>
    route.fulfill({
      body: html,
      contentType: 'text/html; charset=utf-8',
      // Two policies in one header, both enforced, as two header lines are.
      headers: {
        'Content-Security-Policy': `${policy}, ${TRUSTED_TYPES_POLICY}`,
      },
    }),
  );
  const consentScripts: string[] = [];
  // The shop's consent-management scripts, at the placeholder addresses the block names.
  for (const address of Object.values(PAGE_CONFIG.consentScript)) {
    await context.route(address, (route) => {
      consentScripts.push(address);
      return route.fulfill({ body: '', contentType: 'text/javascript; charset=utf-8' });
    });
  }
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(
          `policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`,
        ),
      true,
    );
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  await page.goto(`${origin}${STARTER_PATH}`);
  await page.waitForFunction(
    () => {
      const layout = document.querySelector('shop-layout')?.shadowRoot;
      const header = layout?.querySelector('shop-header');
      const footer = layout?.querySelector('shop-footer')?.shadowRoot;
      return Boolean(
        header?.matches(':state(settled)') &&
        header.shadowRoot
          ?.querySelector('shop-main-nav')
          ?.shadowRoot?.querySelector('nav:not([data-loading]) [part="item"]') &&
        footer?.querySelector('[part="footer"][data-content="loaded"]'),
      );
    },
    undefined,
    { timeout: 15_000 },
  );
  await untilHydrated(page, ['shop-layout']);
  return { page, problems, consentScripts, close: () => context.close() };
}

describe.each(SITE_CODES.map((site) => ({ site })))(
  "given the editors' starter page of site $site with the docs' CSP and Trusted Types lines",
  ({ site }) => {
    let starter: StarterPage;
    beforeAll(async () => {
      // The docs' policy with the same-origin defaults they say a page may add.
      starter = await openStarterPage(
        site,
        starterPage(site, { nonce: NONCE }),
        `${contentSecurityPolicy(NONCE)}; ${sameOriginDefaults()}`,
      );
    });
    afterAll(async () => {
      await starter?.close();
    });

    it('the header and the footer render in the site’s language around the page’s content', async () => {
      const texts = await loadTranslator(SITES[site].locale);
      const { page } = starter;
      // Playwright's CSS locators reach into open shadow roots.
      await expect(page.locator('[part="logo"]').getAttribute('aria-label')).resolves.toBe(
        `shop, ${texts.t('header.logoLabel')}`,
      );
      await expect(page.locator('footer[part="footer"]').getAttribute('aria-label')).resolves.toBe(
        texts.t('footer.label'),
      );
      await expect(
        page.getByRole('heading', { level: 1, name: starterContentOf(site).heading }).isVisible(),
      ).resolves.toBe(true);
    });

    it("the country switcher's links go to the addresses of the configuration block", async () => {
      const links = await starter.page
        .locator('a[part="country"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links.toSorted()).toEqual(Object.values(PAGE_CONFIG.countryUrls).toSorted());
    });

    it('loads its own site’s consent script, and no other', async () => {
      await expect.poll(() => starter.consentScripts).toEqual([PAGE_CONFIG.consentScript[site]]);
    });

    it('holds the staff’s preview panel, which shows shoppers nothing', async () => {
      const panel = starter.page.locator('shop-preview-panel');
      await expect.poll(() => panel.count()).toBe(1);
      expect(await panel.evaluate((host) => host.getBoundingClientRect().height)).toBe(0);
    });

    it('no console error or warning, no uncaught error and no CSP or Trusted Types violation', () => {
      expect(starter.problems).toEqual([]);
    });
  },
);

/** dist/server.js, the renderer a page server installs as `shop-elements/server`. */
const serverRenderer = () =>
  import(/* @vite-ignore */ pathToFileURL(path.resolve('dist/server.js')).href) as Promise<
    typeof import('../../src/server')
  >;

describe.each((['DE', 'PL', 'TR'] as const).map((site) => ({ site })))(
  "given the starter page of site $site with its layout rendered on the server with the page's nonce",
  ({ site }) => {
    let starter: StarterPage;
    beforeAll(async () => {
      const { renderElement } = await serverRenderer();
      const page = starterPage(site, { nonce: NONCE });
      const layout = /<shop-layout>([\s\S]*?)<\/shop-layout>/.exec(page)!;
      // As the docs' page server calls it, with the demo's fake backend as the shop.
      const rendered = await renderElement('shop-layout', {
        site,
        origin: running.demo.url,
        pageConfig: PAGE_CONFIG,
        nonce: NONCE,
        content: layout[1],
      });
      // The docs' policy with the same-origin defaults, styles allowed by the page's nonce.
      starter = await openStarterPage(
        site,
        page.replace(layout[0], rendered),
        `${contentSecurityPolicy(NONCE)}; ${sameOriginDefaults(NONCE)}`,
      );
    });
    afterAll(async () => {
      await starter?.close();
    });

    it('the header and the footer hydrate in the site’s language, with the configured country addresses', async () => {
      const texts = await loadTranslator(SITES[site].locale);
      const { page } = starter;
      await expect(
        page.locator('shop-layout').getAttribute('data-shop-server-rendered'),
      ).resolves.toMatch(/\d/);
      await expect(page.locator('[part="logo"]').getAttribute('aria-label')).resolves.toBe(
        `shop, ${texts.t('header.logoLabel')}`,
      );
      const links = await page
        .locator('a[part="country"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links.toSorted()).toEqual(Object.values(PAGE_CONFIG.countryUrls).toSorted());
    });

    it('the top banner shows in the CMS colours its server HTML carried, after hydrating too', async () => {
      const { backgroundColorCode } = JSON.parse(
        promotion(site, '~header_top', new URLSearchParams())!.contentJSON,
      ) as { backgroundColorCode: string };
      const banner = starter.page.locator('shop-promotion [part="banner"]');
      await expect(
        banner.evaluate((element) =>
          getComputedStyle(element).getPropertyValue('--_banner-background'),
        ),
      ).resolves.toBe(backgroundColorCode);
      // In the browser the colour is the element's own style again, as React rendered it.
      await expect(
        banner.evaluate((element) => element.style.getPropertyValue('--_banner-background')),
      ).resolves.toBe(backgroundColorCode);
    });

    it('no console error or warning (no mismatch), no uncaught error and no policy violation', () => {
      expect(starter.problems).toEqual([]);
    });
  },
);
