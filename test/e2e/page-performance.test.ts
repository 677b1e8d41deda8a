// The page-performance rules that do not depend on timing, on the built bundle as a CMS page
// uses it: among them the layout shift of settled pages, summed from the browser's layout-shift
// entries (not a duration). The timed figures (time to rendered) are `npm run bench:page`'s.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ELEMENT_DEFINITIONS } from '../../src/elements/generated/definitions';
import { de } from '../../src/i18n/catalogues/de';
import { PREVIEW_TEXTS } from '../../src/elements/shop-preview-panel/preview-texts';
import { demoInChromium } from '../support/demo-in-chromium';
import { BENCH_DEVICES, deviceContextOptions, type BenchDevice } from '../../scripts/bench/devices';
import { installPageProbe, readPageProbe } from '../../scripts/bench/page-probe';

const running = demoInChromium();

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

/** The page's console errors, and its uncaught errors as `uncaught: <message>`. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** The addresses of the requests `page` sends that contain `fragment`. */
function recordRequests(page: Page, fragment: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(fragment)) urls.push(request.url());
  });
  return urls;
}

/** Elements that render nothing until asked (the modal, the banner on desktop), so never settle. */
const RENDERS_ON_DEMAND = ['shop-modal', 'shop-app-banner'];

/** Waits until every library element on the page, but those in `except`, has settled. */
function untilEveryElementSettled(page: Page, except: readonly string[], timeout?: number) {
  return page.waitForFunction(
    (onDemand) =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.localName.startsWith('shop-'))
        .filter((element) => !onDemand.includes(element.localName))
        .every((element) => element.matches(':state(settled)')),
    except,
    timeout === undefined ? undefined : { timeout },
  );
}

/**
 * Loads `path` and waits until every element on it has settled and the network is quiet. On a
 * busy machine the network can fall quiet while the bundle is still being parsed, before any
 * element has made its calls; waiting for the elements themselves is what a shopper would see.
 */
async function settledPage(page: Page, path: string): Promise<void> {
  await page.goto(`${running.demo.url}${path}`, { waitUntil: 'load' });
  await untilEveryElementSettled(page, RENDERS_ON_DEMAND, 20_000);
  await page.waitForLoadState('networkidle');
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
      const page = await running.browser.newPage();
      const calls = countServiceCalls(page);
      await settledPage(page, `/?site=${site}`);
      const repeated = [...calls].filter(([, count]) => count > 1);
      expect(repeated).toEqual([]);
      expect(calls.size).toBeGreaterThan(5);
      await page.close();
    },
  );

  it('given every element settled, none keeps its reserved room', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await settledPage(page, '/?site=DE');
    const unsettled = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.localName.startsWith('shop-'))
        .filter((element) => !element.matches(':state(settled)'))
        .map((element) => element.localName),
    );
    // The modal and the app banner reserve nothing; everything that renders content settled.
    expect(unsettled.filter((tag) => !RENDERS_ON_DEMAND.includes(tag))).toEqual([]);
    await page.close();
  });

  it('given an element whose code cannot load, it lets go of its room and logs one error', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = recordErrors(page);
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

  it('given the server-rendered header page, React’s DOM renderer is asked for only after the first contentful paint', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await settledPage(page, '/ssr/header.html?site=DE');
    const { paint, asked } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      asked: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/react-dom-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toBeGreaterThan(paint ?? Infinity);
    await page.close();
  });

  it('given React’s DOM renderer cannot load, the server-rendered header stays as sent and one error says why', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = recordErrors(page);
    await page.route(/\/react-dom-[\w-]+\.js$/, (route) => route.abort());
    await settledPage(page, '/ssr/header.html?site=DE');
    const links = await page.evaluate(
      () =>
        document.querySelector('shop-header')?.shadowRoot?.querySelectorAll('a[href]').length ?? 0,
    );
    expect(links).toBeGreaterThan(5);
    expect(errors.filter((text) => text.includes('React could not be loaded'))).toHaveLength(1);
    expect(errors.filter((text) => text.startsWith('uncaught'))).toEqual([]);
    await page.close();
  });

  it('given a page with no element yet, React’s DOM renderer loads once the page is idle, and an element added later asks only for its own code', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const names = recordModules(page);
    await page.goto(`${running.demo.url}/blank.html?site=DE`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
        (entry) => /\/react-dom-[\w-]+\.js$/.test(entry.name) && entry.responseEnd > 0,
      ),
    );
    const beforeClick = names.length;
    await page.click('#add-modal');
    await page.getByRole('dialog', { name: 'Lieferadresse ändern' }).waitFor({ state: 'visible' });
    const byClick = names.slice(beforeClick);
    expect(byClick.some((name) => name.startsWith('ShopModal-'))).toBe(true);
    expect(byClick.filter((name) => name.startsWith('react-dom-'))).toEqual([]);
    expect(names.filter((name) => name.startsWith('react-dom-'))).toHaveLength(1);
    await page.close();
  });

  it('given the standalone bundle, it has no static imports: an element’s chunks are the second level', async () => {
    const bundle = await readFile('dist/shop-elements.js', 'utf8');
    expect(bundle).not.toMatch(/(^|[;}])\s*import\s*[{*\w$][^;]*?from\s*["'`]/);
    expect(bundle).not.toMatch(/(^|[;}])\s*import\s*["'`]/);
  });

  it('given the cart link’s own module, nothing it loads carries DOMPurify', async () => {
    // Every module the per-element bundle can load for it: its static imports and its lazy
    // ones (its component and its data), at any depth.
    const loaded = new Set<string>();
    const visit = async (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const code = await readFile(`dist/elements/${file}`, 'utf8');
      const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
      for (const [, imported] of code.matchAll(
        /(?:from|import\()\s*["'`](\.\/[^"'`]+\.js)["'`]/g,
      )) {
        await visit(`${folder}${imported!.slice(2)}`);
      }
    };
    await visit('shop-cart-link.js');
    expect([...loaded].some((file) => file.startsWith('chunks/ShopCartLink-'))).toBe(true);
    expect([...loaded].filter((file) => file.includes('sanitize-html'))).toEqual([]);
  });

  it.each(['index.html', 'footer.html', 'header.html', 'layout.html'])(
    'given %s, no module is discovered through another chunk: every chunk is asked for by the bundle',
    async (pageName) => {
      const page = await running.browser.newPage();
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

  it('given a page with the footer only, it loads no other element’s code, none of the header’s stores, and asks for no cart', async () => {
    const page = await running.browser.newPage();
    const names = recordModules(page);
    const calls = countServiceCalls(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
    });
    await settledPage(page, '/footer.html?site=DE');
    expect(names.some((name) => name.startsWith('ShopFooter-'))).toBe(true);
    expect(names.some((name) => name.startsWith('ShopNewsletterForm-'))).toBe(true);
    const foreign = names.filter((name) =>
      /^(ShopCartLink|ShopMiniCart|ShopModal|ShopPromotion|ShopBenefitsStrip|ShopAppBanner|ShopLayout|ShopHeader)-/.test(
        name,
      ),
    );
    expect(foreign).toEqual([]);
    // What only the header's elements share (DOMPurify, the promotions' readers) stays away.
    expect(names.filter((name) => name.startsWith('shared-header-'))).toEqual([]);
    // Nor the header's stores: the cart's and the navigation's code (their messages) is not
    // downloaded, and no cart is asked for (decision 31).
    const code = (await Promise.all(scripts)).join('\n');
    expect(code).toContain('SHOP_FOOTER');
    expect(code).not.toContain('the cart from');
    expect(code).not.toContain('the bar shows the');
    expect([...calls.keys()].filter((call) => call.includes('/cart'))).toEqual([]);
    await page.close();
  });

  it('given the server-rendered header page, its elements’ code comes in a few chunks, with few preload links', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const names = recordModules(page);
    await settledPage(page, '/ssr/header.html?site=DE');
    const chunks = names.filter((name) => name !== 'shop-elements.js');
    // The header's and the footer's elements (nine), the shared chunk and the header's, the
    // bundler's helpers, the server data's and react-dom's (decision 31).
    expect(chunks.length).toBeLessThanOrEqual(14);
    expect(new Set(chunks).size).toBe(chunks.length);
    // One for the first element's chunk and one for each shared chunk it needs.
    await expect(
      page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length),
    ).resolves.toBeLessThanOrEqual(5);
    await page.close();
  });

  it('given a page with the header, the mini cart’s code comes only when its flyout opens', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1280, height: 900 } });
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
    const visitor = await running.browser.newPage();
    const visitorModules = recordModules(visitor);
    const visitorCalls = recordRequests(visitor, '/service/preview/');
    await settledPage(visitor, '/?site=DE');
    expect(visitorModules.filter((name) => name.startsWith('PreviewPanel-'))).toEqual([]);
    expect(visitorCalls).toEqual([]);
    await visitor.close();

    const context = await running.browser.newContext();
    await context.addCookies(
      ['StaffToken', 'CobraToken'].map((name) => ({ name, value: 'staff', url: running.demo.url })),
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

/** Elements that render nothing until asked (a closed dialog, the staff-only panel). */
const RENDER_ON_DEMAND = ['shop-modal', 'shop-preview-panel'];

/**
 * Loads `path` as `device` at `width` px until every element on it has settled, and sums the
 * page's layout shifts from the browser's layout-shift entries (the way Lighthouse does).
 */
async function settledLayoutShift(
  path: string,
  device: BenchDevice,
  width: number,
  /** A taller window than the device's, to have more of the page in view; a step before loading. */
  { height, beforeLoad }: { height?: number; beforeLoad?: (page: Page) => Promise<unknown> } = {},
): Promise<{ cls: number; page: Page; close: () => Promise<void> }> {
  const options = deviceContextOptions(device, width);
  const context = await running.browser.newContext(
    height ? { ...options, viewport: { width, height } } : options,
  );
  const page = await context.newPage();
  await page.addInitScript(installPageProbe);
  await beforeLoad?.(page);
  await page.goto(`${running.demo.url}${path}`, { waitUntil: 'networkidle' });
  await untilEveryElementSettled(page, RENDER_ON_DEMAND);
  // Two frames after the last element settled, so its layout shift has been reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const { cls } = await page.evaluate(readPageProbe);
  return { cls, page, close: () => context.close() };
}

const showsAppBanner = (page: Page) =>
  page.evaluate(() =>
    // The banner is an element of its own inside the header.
    Boolean(
      document
        .querySelector('shop-header')
        ?.shadowRoot?.querySelector('shop-app-banner')
        ?.shadowRoot?.querySelector('.shop-app-banner'),
    ),
  );

describe('layout shift on the built bundle’s pages', () => {
  const phones = ['android', 'ios-chrome'] as const;

  it.each(phones.flatMap((device) => ['DE', 'PL', 'TR'].map((site) => [device, site] as const)))(
    'given the header and footer on %s (Lighthouse’s 412 px, %s), the app banner’s room is kept: CLS under 0.01',
    async (device, site) => {
      const { cls, page, close } = await settledLayoutShift(
        `/header.html?site=${site}`,
        BENCH_DEVICES[device],
        412,
      );
      expect(await showsAppBanner(page)).toBe(true);
      expect(cls).toBeLessThan(0.01);
      await close();
    },
  );

  it.each([
    ['android', 'layout.html', 412],
    // The narrowest phones, where the app banner keeps its tallest room.
    ['android', 'header.html', 320],
    ['android', 'header.html', 980],
    ['ios-chrome', 'header.html', 768],
    ['desktop', 'header.html', 412],
    ['desktop', 'header.html', 1280],
    // An editor's plain page: every element bare, text below each one (demo/bare.html).
    ['desktop', 'bare.html', 375],
    ['desktop', 'bare.html', 1280],
    ['android', 'bare.html', 412],
  ] as const)('given %s and %s at %i px, CLS is under 0.01', async (device, pageName, width) => {
    const { cls, close } = await settledLayoutShift(
      `/${pageName}?site=DE`,
      BENCH_DEVICES[device],
      width,
    );
    expect(cls).toBeLessThan(0.01);
    await close();
  });

  // At 1280 px the switcher shares its row with the view changer and the legal links, whose
  // places its width decides. (On phones the footer's newsletter form sometimes settles shorter
  // than its room in the footer, a shift of its own that this test is not about.)
  it.each([1280])(
    'given footer.html at %i px with the whole footer in view and the country switcher’s code late, CLS is under 0.01',
    async (width) => {
      const { page, close } = await settledLayoutShift(
        '/footer.html?site=DE',
        BENCH_DEVICES.desktop,
        width,
        {
          height: 3400,
          // The switcher's own chunk comes after the footer has rendered: its room holds meanwhile.
          beforeLoad: (page) =>
            page.route(/ShopCountrySwitcher-[^/]*\.js$/, async (route) => {
              await new Promise((resolve) => setTimeout(resolve, 800));
              await route.continue();
            }),
        },
      );
      // The switcher lives in the footer's shadow root: settled after the footer, then reported.
      await page.waitForFunction(() =>
        document
          .querySelector('shop-footer')
          ?.shadowRoot?.querySelector('shop-country-switcher')
          ?.matches(':state(settled)'),
      );
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const switcherShown = await page.evaluate(() =>
        Boolean(
          document
            .querySelector('shop-footer')
            ?.shadowRoot?.querySelector('shop-country-switcher')
            ?.shadowRoot?.querySelector('nav'),
        ),
      );
      expect(switcherShown).toBe(true);
      const { cls } = await page.evaluate(readPageProbe);
      expect(cls).toBeLessThan(0.01);
      await close();
    },
  );
});
