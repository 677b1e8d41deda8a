// The page-performance rules that do not depend on timing, on the built bundle as a CMS page
// uses it. The timed figures (CLS, time to rendered) are `npm run bench:page`'s, not a test's.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/server';
import { ELEMENT_DEFINITIONS } from '../../src/elements/generated/definitions';
import { de } from '../../src/i18n/catalogues/de';
import { PREVIEW_TEXTS } from '../../src/elements/shop-preview-panel/preview-texts';
import { launchChromium } from '../support/launch-chromium';

let demo: DemoServer;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemoServer({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

/** Every shop call the page makes, by method and address, with how often it was made. */
function countServiceCalls(page: Page): Map<string, number> {
  const calls = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/service/') || url.pathname.includes('/footer-images/')) return;
    const key = `${request.method()} ${url.pathname}${url.search}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  });
  return calls;
}

/** The file names of every module the page loads. */
function recordModules(page: Page): string[] {
  const modules: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) modules.push(url.pathname.split('/').pop() ?? '');
  });
  return modules;
}

/** The addresses of the requests `page` sends that contain `fragment`. */
function recordRequests(page: Page, fragment: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(fragment)) urls.push(request.url());
  });
  return urls;
}

async function settledPage(page: Page, path: string): Promise<void> {
  await page.goto(`${demo.url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
}

describe('the built bundle on a page', () => {
  it('given the standalone bundle, it carries no documentation text', async () => {
    const bundle = await readFile('dist/shop-elements.js', 'utf8');
    for (const definition of ELEMENT_DEFINITIONS) {
      const descriptionStart = definition.description.slice(0, 60);
      expect(bundle, `<${definition.tag}>'s description`).not.toContain(descriptionStart);
      for (const attribute of definition.attributes) {
        expect(bundle, `${definition.tag} ${attribute.name}`).not.toContain(
          attribute.description.slice(0, 50),
        );
      }
    }
  });

  it.each(['DE', 'PL', 'TR'])(
    'given every element on one page (%s), each call is made once',
    async (site) => {
      const page = await browser.newPage();
      const calls = countServiceCalls(page);
      await settledPage(page, `/?site=${site}`);
      const repeated = [...calls].filter(([, count]) => count > 1);
      expect(repeated).toEqual([]);
      expect(calls.size).toBeGreaterThan(5);
      await page.close();
    },
  );

  it('given every element settled, none keeps its reserved room', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await settledPage(page, '/?site=DE');
    const unsettled = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.localName.startsWith('shop-'))
        .filter((element) => !element.matches(':state(settled)'))
        .map((element) => element.localName),
    );
    // The modal and the app banner reserve nothing; everything that renders content settled.
    expect(unsettled.filter((tag) => !['shop-modal', 'shop-app-banner'].includes(tag))).toEqual([]);
    await page.close();
  });

  it('given an element whose code cannot load, it lets go of its room and logs one error', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/ShopNewsletterForm-[^/]*\.js$/, (route) => route.abort());
    await settledPage(page, '/?site=DE');
    const form = page.locator('shop-newsletter-form').first();
    await expect(form.evaluate((element) => element.matches(':state(settled)'))).resolves.toBe(
      true,
    );
    await expect(
      form.evaluate((element) => Math.round(element.getBoundingClientRect().height)),
    ).resolves.toBe(0);
    expect(errors.filter((text) => text.includes('<shop-newsletter-form>'))).toHaveLength(1);
    await page.close();
  });

  it('given the standalone bundle, it has no static imports: an element’s chunks are the second level', async () => {
    const bundle = await readFile('dist/shop-elements.js', 'utf8');
    expect(bundle).not.toMatch(/(^|[;}])\s*import\s*[{*\w$][^;]*?from\s*["'`]/);
    expect(bundle).not.toMatch(/(^|[;}])\s*import\s*["'`]/);
  });

  it.each(['index.html', 'footer.html', 'header.html', 'layout.html'])(
    'given %s, no module is discovered through another chunk: every chunk is asked for by the bundle',
    async (pageName) => {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const discoveredBy: string[] = [];
      cdp.on('Network.requestWillBeSent', (event) => {
        if (!event.request.url.endsWith('.js')) return;
        const parent = event.initiator.url ?? event.initiator.stack?.callFrames[0]?.url;
        // A chunk found in another chunk's static imports waits for that chunk: a third level.
        if (parent?.includes('/chunks/')) discoveredBy.push(`${event.request.url} ← ${parent}`);
      });
      await settledPage(page, `/${pageName}?site=DE`);
      expect(discoveredBy).toEqual([]);
      await page.close();
    },
  );

  it('given a page with the footer only, it loads no cart store and no other element’s code', async () => {
    const page = await browser.newPage();
    const names = recordModules(page);
    await settledPage(page, '/footer.html?site=DE');
    expect(names.some((name) => name.startsWith('ShopFooter-'))).toBe(true);
    expect(names.some((name) => name.startsWith('ShopNewsletterForm-'))).toBe(true);
    const foreign = names.filter((name) =>
      /^(page-cart|ShopCartLink|ShopMiniCart|ShopModal|ShopPromotion|ShopBenefitsStrip|ShopAppBanner|ShopLayout)-/.test(
        name,
      ),
    );
    expect(foreign).toEqual([]);
    await page.close();
  });

  it('given a page with the header, the mini cart’s code comes only when its flyout opens', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const names = recordModules(page);
    await settledPage(page, '/header.html?site=DE');
    expect(names.some((name) => name.startsWith('ShopHeader-'))).toBe(true);
    expect(names.filter((name) => name.startsWith('ShopMiniCart-'))).toEqual([]);
    await page.getByRole('button', { name: de['header.miniCart'] }).click();
    await page.waitForFunction(() =>
      document
        .querySelector('shop-header')
        ?.shadowRoot?.querySelector('.shop-header__icon-flyout [part~="panel"]'),
    );
    expect(names.some((name) => name.startsWith('ShopMiniCart-'))).toBe(true);
    await page.close();
  });

  it('given a visitor, the preview panel costs no download and no call; given staff, it checks once', async () => {
    const visitor = await browser.newPage();
    const visitorModules = recordModules(visitor);
    const visitorCalls = recordRequests(visitor, '/service/preview/');
    await settledPage(visitor, '/?site=DE');
    expect(visitorModules.filter((name) => name.startsWith('PreviewPanel-'))).toEqual([]);
    expect(visitorCalls).toEqual([]);
    await visitor.close();

    const context = await browser.newContext();
    await context.addCookies(
      ['StaffToken', 'CobraToken'].map((name) => ({ name, value: 'staff', url: demo.url })),
    );
    const staff = await context.newPage();
    const staffModules = recordModules(staff);
    const checks = recordRequests(staff, '/service/preview/api/auth/checkauth');
    await settledPage(staff, '/?site=DE');
    await staff.getByRole('button', { name: PREVIEW_TEXTS.openButton }).waitFor();
    expect(staffModules.some((name) => name.startsWith('PreviewPanel-'))).toBe(true);
    expect(checks).toHaveLength(1);
    await context.close();
  });
});
