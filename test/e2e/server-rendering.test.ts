/**
 * Server HTML in a real browser: the demo's `/ssr/` pages, rendered per request by the built
 * `dist/server.js` from the fake backend's answers, then hydrated by the built bundle. What a
 * shopper would notice is asserted, not timings: the markup the server sent stays (no flash, no
 * rebuild), nothing warns, no call of the server's data repeats, nothing shifts, and with
 * JavaScript off the links still work.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTranslator } from '../../src/i18n/translator';
import { SITES, type SiteCode } from '../../src/sites/sites';
import { SERVER_RENDERED_TAGS } from '../../src/server/render-element';
import { BENCH_DEVICES, deviceContextOptions } from '../../scripts/bench/devices';
import { demoInChromium } from '../support/demo-in-chromium';
import { layoutShiftOf, recordLayoutShifts } from '../support/page-watch';
import { untilHydrated } from '../support/server-hydration';

const running = demoInChromium();

afterEach(async () => {
  await fetch(`${running.demo.url}/__fake-backend/reset`, { method: 'POST' });
});

/**
 * Lighthouse's phone: an Android user agent at 412 px; a desktop at 1440 px (the CLASSIC
 * layouts); and a desktop browser in narrower windows: at 1280 px the header's TABLET and the
 * footer's CLASSIC. The server's HTML is the same for all (`one-fragment.test.ts` loads it in
 * every window).
 */
const DEVICES = {
  phone: deviceContextOptions(BENCH_DEVICES.android, 412),
  desktop: deviceContextOptions(BENCH_DEVICES.desktop, 1440),
  'desktop at 1280 px': deviceContextOptions(BENCH_DEVICES.desktop, 1280),
  'desktop at 768 px': deviceContextOptions(BENCH_DEVICES.desktop, 768),
} as const;

/** The calls whose answers the server rendered from: the browser must not make them again. */
const SERVER_DATA_CALLS = [
  '/service/header-backend/api/show',
  '/service/themeworld-frontend/api/themeworlds/navigation',
  '/service/promotion/api/promotion/',
];

interface ServerPage {
  page: Page;
  context: BrowserContext;
  messages: string[];
  calls: string[];
}

/** In the page: its clock (`Date`) runs `offset` ms ahead; timers and `performance` as they are. */
function shiftDate(offset: number): void {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...given: []) {
      if (given.length === 0) super(RealDate.now() + offset);
      else super(...(given as unknown as [number]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

/**
 * Opens a server-rendered page whose bundle waits until `release()`, so the test can take hold
 * of the server's nodes before any script runs. Records console warnings and errors, page
 * errors, the calls for the server's data and the page's layout shifts. `clockAt` sets the
 * browser's clock (`shiftDate`).
 */
async function openServerPage(
  path: string,
  device: keyof typeof DEVICES,
  { clockAt }: { clockAt?: number } = {},
): Promise<ServerPage & { release: () => void }> {
  const context = await running.browser.newContext(DEVICES[device]);
  const page = await context.newPage();
  // Playwright's clock would fake `performance` too, whose paint entries the bundle waits for.
  if (clockAt !== undefined) await page.addInitScript(shiftDate, clockAt - Date.now());
  const messages: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (SERVER_DATA_CALLS.some((call) => pathname.startsWith(call))) calls.push(pathname);
  });
  await recordLayoutShifts(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/shop-elements/shop-elements.js', async (route) => {
    await released;
    await route.continue();
  });
  // Not `domcontentloaded`: that waits for the module script held back here.
  await page.goto(`${running.demo.url}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelector('body > :last-child') !== null);
  await page.waitForFunction(
    () => document.readyState !== 'loading' || document.querySelector('shop-footer, shop-layout'),
  );
  // What a shopper sees first: by then the page sheet, which blocks rendering, has applied (a
  // layout read before it, on a loaded machine, measured the page without its reserved rooms).
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  return { page, context, messages, calls, release };
}

/** Marks every element of every server root, to find out later whether hydration kept them. */
function markServerNodes(page: Page, tags: readonly string[]): Promise<number> {
  return page.evaluate((names) => {
    let marked = 0;
    for (const name of names) {
      for (const host of document.querySelectorAll(name)) {
        for (const node of host.shadowRoot?.querySelectorAll('*:not(style)') ?? []) {
          (node as unknown as { __fromServer: boolean }).__fromServer = true;
          marked += 1;
        }
      }
    }
    return marked;
  }, tags);
}

/**
 * From now on, records every element of the hosts' server roots that leaves its place: one that
 * hydration moved (disconnecting and connecting again every element inside) or replaced. The
 * server's `<style>`s and preload links may move; they hold no content.
 */
function watchServerNodesMoving(page: Page, tags: readonly string[]): Promise<void> {
  return page.evaluate((names) => {
    const moved: string[] = [];
    (window as unknown as { __movedServerNodes: string[] }).__movedServerNodes = moved;
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && !['style', 'link'].includes(node.localName))
            moved.push(`${node.localName}.${node.className} from ${record.target.nodeName}`);
    });
    for (const name of names)
      for (const host of document.querySelectorAll(name))
        observer.observe(host.shadowRoot!, { childList: true, subtree: true });
  }, tags);
}

const movedServerNodes = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __movedServerNodes: string[] }).__movedServerNodes);

/** Waits until every host has hydrated (`test/support/server-hydration.ts`). */
async function hydrated(page: Page, tags: readonly string[]): Promise<void> {
  await untilHydrated(page, tags);
  // Effects and the shopper's own data after the first render.
  await page.waitForLoadState('networkidle');
}

/** The server's nodes that a host no longer has after hydration. */
function lostServerNodes(page: Page, tags: readonly string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const lost: string[] = [];
    for (const name of names) {
      for (const host of document.querySelectorAll(name)) {
        const root = host.shadowRoot!;
        const first = root.querySelector('[part]');
        if (first && !(first as unknown as { __fromServer?: boolean }).__fromServer)
          lost.push(`${name}: ${first.localName}[part=${first.getAttribute('part')}]`);
      }
    }
    return lost;
  }, tags);
}

/**
 * The hosts whose server styles did not stay as they were through hydration: the root lost its
 * `<style>` elements, or adopted a sheet with the same rules (either makes the browser restyle
 * the whole root for nothing).
 */
function restyledRoots(page: Page, tags: readonly string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const rulesOf = (sheet: CSSStyleSheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
    return names.flatMap((name) =>
      [...document.querySelectorAll(name)].flatMap((host) => {
        const root = host.shadowRoot!;
        const kept = [...root.children]
          .filter((child) => child instanceof HTMLStyleElement && child.sheet)
          .map((style) => rulesOf((style as HTMLStyleElement).sheet!));
        if (kept.length === 0) return [`${name}: no server style left`];
        const twice = root.adoptedStyleSheets.filter((sheet) => kept.includes(rulesOf(sheet)));
        return twice.length > 0 ? [`${name}: ${twice.length} sheets adopted again`] : [];
      }),
    );
  }, tags);
}

/**
 * The server-rendered hosts, in the page and in other elements' shadow roots, that are not as
 * high as their content: what a host's height is less that same height with no room reserved.
 */
function hostsNotAsHighAsContent(page: Page, tags: readonly string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const hosts: HTMLElement[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        if (names.includes(element.localName)) hosts.push(element);
        if (element.shadowRoot) collect(element.shadowRoot);
      }
    };
    collect(document);
    return hosts.flatMap((host) => {
      const height = host.getBoundingClientRect().height;
      host.style.setProperty('min-height', '0px', 'important');
      host.style.setProperty('height', 'auto', 'important');
      const content = host.getBoundingClientRect().height;
      host.style.removeProperty('min-height');
      host.style.removeProperty('height');
      return Math.abs(height - content) > 0.5 ? [`${host.localName}: ${height} ≠ ${content}`] : [];
    });
  }, tags);
}

describe.each([
  ['DE', 'phone'],
  ['PL', 'desktop'],
  ['TR', 'phone'],
  ['HU', 'desktop'],
  ['CZ', 'desktop at 1280 px'],
  // The window of a tablet: the header's MATCH, the footer's TABLET and the promotion's long
  // headline (CLS 0.016 when the server chose the headline by the header's mode).
  ['DE', 'desktop at 768 px'],
] as const)('given the server-rendered header page of site %s on a %s', (site, device) => {
  const tags = ['shop-header', 'shop-footer'];

  it('when the bundle arrives, it hydrates the server HTML in place: no warning, no repeated call, no shift', async () => {
    const { page, context, messages, calls, release } = await openServerPage(
      `/ssr/header.html?site=${site}`,
      device,
    );
    // Before any script: the header paints from HTML, in the site's language.
    const texts = await loadTranslator(SITES[site as SiteCode].locale);
    await expect(
      page.evaluate(
        () =>
          document
            .querySelector('shop-header')
            ?.shadowRoot?.querySelector('[part="logo"]')
            ?.getAttribute('aria-label') ?? '',
      ),
    ).resolves.toBe(`shop, ${texts.t('header.logoLabel')}`);
    expect(await markServerNodes(page, tags)).toBeGreaterThan(50);
    await watchServerNodesMoving(page, tags);

    release();
    await hydrated(page, tags);

    expect(await lostServerNodes(page, tags)).toEqual([]);
    expect(await movedServerNodes(page)).toEqual([]);
    expect(messages).toEqual([]);
    expect(calls).toEqual([]);
    expect(await layoutShiftOf(page)).toBeLessThan(0.01);
    await context.close();
  });
});

describe('given the server-rendered page of every element that renders on a server', () => {
  // Those of demo/bare.html: all but the header and the layout, which hold the others.
  const tags = SERVER_RENDERED_TAGS.filter((tag) => tag !== 'shop-header' && tag !== 'shop-layout');

  it.each(['DE', 'TR'] as const)(
    'on site %s, every element hydrates its own root, keeping its server styles, with no warning and no repeated call',
    async (site) => {
      const { page, context, messages, calls, release } = await openServerPage(
        `/ssr/bare.html?site=${site}`,
        'desktop',
      );
      expect(await markServerNodes(page, tags)).toBeGreaterThan(50);
      release();
      await hydrated(page, tags);
      expect(await lostServerNodes(page, tags)).toEqual([]);
      expect(await restyledRoots(page, tags)).toEqual([]);
      expect(messages).toEqual([]);
      expect(calls).toEqual([]);
      await context.close();
    },
  );

  it('on site AT, the layout shows the page’s own content at first paint and hydrates', async () => {
    const { page, context, messages, release } = await openServerPage(
      '/ssr/layout.html?site=AT',
      'desktop',
    );
    await expect(page.getByRole('heading', { name: 'Kaffee' }).isVisible()).resolves.toBe(true);
    release();
    await hydrated(page, ['shop-layout', 'shop-header', 'shop-footer']);
    expect(messages).toEqual([]);
    // The content comes after the layout's shadow root in the HTML; the footer waits for it
    // rather than showing below an empty main and moving down (CLS 0.075 in one load of four).
    expect(await layoutShiftOf(page)).toBeLessThan(0.01);
    await context.close();
  });

  it.each(['phone', 'desktop'] as const)(
    'on a %s, the client-rendered layout page shows the page’s own content before its script, and no layout shift as the layout defines and renders',
    async (device) => {
      const { page, context, messages, release } = await openServerPage(
        '/layout.html?site=AT',
        device,
      );
      const content = page.getByRole('heading', { name: 'Kaffee' });
      await expect(content.isVisible()).resolves.toBe(true);
      // Below the header's room, where the rendered layout's header leaves it.
      const before = await content.boundingBox();
      release();
      await page.waitForFunction(
        () => document.querySelector('shop-layout')?.shadowRoot?.querySelector('main') != null,
      );
      await page.waitForLoadState('networkidle');
      await expect(content.isVisible()).resolves.toBe(true);
      expect(before?.y).toBeGreaterThan(200);
      expect(messages).toEqual([]);
      expect(await layoutShiftOf(page)).toBeLessThan(0.01);
      await context.close();
    },
  );
});

describe.each(['phone', 'desktop'] as const)(
  'given the server-rendered pages on a %s',
  (device) => {
    it.each(['/ssr/bare.html?site=DE', '/ssr/header.html?site=TR'])(
      'every server-rendered host of %s is as high as its content, before script and after hydration',
      async (path) => {
        const { page, context, release } = await openServerPage(path, device);
        const tags = SERVER_RENDERED_TAGS.filter((tag) => tag !== 'shop-layout');
        expect(await hostsNotAsHighAsContent(page, tags)).toEqual([]);
        release();
        await hydrated(page, ['shop-footer']);
        expect(await hostsNotAsHighAsContent(page, tags)).toEqual([]);
        await context.close();
      },
    );
  },
);

describe('given the server-rendered header page on a phone, loaded as a shopper loads it', () => {
  // An order of paints, not a time: a machine busy with other browsers (a full test run on two
  // cores) can hold a paint back past the bundle's start once; a page that paints late every
  // time fails all three tries.
  it(
    'paints the header and the footer before any element is defined, so the footer’s texts are not painted again as a late largest paint',
    { retry: 2 },
    async () => {
      const context = await running.browser.newContext(DEVICES.phone);
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen = { paintsBeforeDefine: -1, firstDefineAt: -1 };
        const largest: PerformanceEntry[] = [];
        (window as unknown as { __seen: typeof seen; __largest: PerformanceEntry[] }).__seen = seen;
        (window as unknown as { __largest: PerformanceEntry[] }).__largest = largest;
        new PerformanceObserver((list) => largest.push(...list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        const define = customElements.define.bind(customElements);
        customElements.define = (name, constructor, options) => {
          if (name.startsWith('shop-') && seen.firstDefineAt < 0) {
            seen.firstDefineAt = performance.now();
            seen.paintsBeforeDefine = performance.getEntriesByType('paint').length;
          }
          define(name, constructor, options);
        };
      });
      await page.goto(`${running.demo.url}/ssr/header.html?site=PL`);
      await hydrated(page, ['shop-header', 'shop-footer']);
      const { seen, lastLargestAt } = await page.evaluate(() => {
        const { __seen, __largest } = window as unknown as {
          __seen: { paintsBeforeDefine: number; firstDefineAt: number };
          __largest: PerformanceEntry[];
        };
        return { seen: __seen, lastLargestAt: __largest.at(-1)?.startTime ?? Infinity };
      });
      // First paint and first contentful paint, both before the bundle defined anything.
      expect(seen.paintsBeforeDefine).toBe(2);
      // Largest-paint entries reach observers later; the last one's time is what counts.
      expect(lastLargestAt).toBeLessThan(seen.firstDefineAt);
      await context.close();
    },
  );
});

/** Ends the top promotion at `endsAt` (the fake backend then answers `banner_cta` in its place). */
async function endTopPromotion(endsAt: number): Promise<void> {
  await fetch(`${running.demo.url}/__fake-backend/promotion-ends`, {
    method: 'POST',
    body: JSON.stringify({
      '~header_top': { endsAt: new Date(endsAt).toISOString(), followedBy: 'banner_cta' },
    }),
  });
}

/** The top banner's texts in the header's promotion, as a shopper reads them. */
const topBannerText = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('shop-header')?.shadowRoot?.querySelector('shop-promotion')?.shadowRoot
        ?.textContent ?? '',
  );

/** The headline of the autumn banner, which ends, and of the one that follows it (fixtures). */
const ENDED = /Herbstzeit ist Genusszeit/;
const FOLLOWING = /Die neue Herbstkollektion ist da/;

describe('given the server-rendered header page and a top promotion that ends (its answer’s Cache-Control says when)', () => {
  it('while it runs, the page is right until its end and says so, and hydrating makes no call again', async () => {
    await endTopPromotion(Date.now() + 120_000);
    const answer = await fetch(`${running.demo.url}/ssr/header.html?site=DE`);
    const maxAge = Number(/max-age=(\d+)/.exec(answer.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(100);
    expect(maxAge).toBeLessThanOrEqual(120);

    const { page, context, messages, calls, release } = await openServerPage(
      '/ssr/header.html?site=DE',
      'desktop',
    );
    release();
    await hydrated(page, ['shop-header', 'shop-footer']);
    expect(await topBannerText(page)).toMatch(ENDED);
    expect(messages).toEqual([]);
    expect(calls).toEqual([]);
    await context.close();
  });

  it('after its end, the promotion never shows once its element runs: the one that follows replaces it, everything else hydrates, each answer is asked for once again, and nothing warns', async () => {
    const endsAt = Date.now() + 60_000;
    await endTopPromotion(endsAt);
    // The browser comes a minute after the end, as to a fragment a cache kept since.
    const { page, context, messages, calls, release } = await openServerPage(
      '/ssr/header.html?site=DE',
      'desktop',
      { clockAt: endsAt + 60_000 },
    );
    expect(await topBannerText(page)).toMatch(ENDED);
    // By then the service answers the promotion that follows.
    await endTopPromotion(Date.now());
    const tags = ['shop-header', 'shop-footer'];
    expect(await markServerNodes(page, tags)).toBeGreaterThan(50);
    // What the promotion's root shows each time it changes, from the first script on.
    await page.evaluate(() => {
      const root = document
        .querySelector('shop-header')!
        .shadowRoot!.querySelector('shop-promotion')!.shadowRoot!;
      const shown: string[] = [];
      (window as unknown as { __shown: string[] }).__shown = shown;
      new MutationObserver(() => shown.push(root.textContent ?? '')).observe(root, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    release();
    await hydrated(page, tags);
    await page.waitForFunction(
      (following) =>
        new RegExp(following).test(
          document.querySelector('shop-header')?.shadowRoot?.querySelector('shop-promotion')
            ?.shadowRoot?.textContent ?? '',
        ),
      FOLLOWING.source,
    );
    const shown = await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((text) => ENDED.test(text))).toEqual([]);
    // The header and the footer kept their server nodes: they hydrated.
    expect(await lostServerNodes(page, tags)).toEqual([]);
    expect(messages).toEqual([]);
    expect(calls.toSorted()).toEqual([
      '/service/header-backend/api/show',
      '/service/promotion/api/promotion/header_benefits',
      '/service/promotion/api/promotion/~header_top',
      '/service/themeworld-frontend/api/themeworlds/navigation',
    ]);
    await context.close();
  });
});

describe('given a server-rendered page and a browser with JavaScript off', () => {
  it('the footer’s and the country switcher’s links work and the search is a GET form to /search', async () => {
    const context = await running.browser.newContext({
      ...DEVICES.desktop,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${running.demo.url}/ssr/header.html?site=PL`);
    const texts = await loadTranslator(SITES.PL.locale);

    const countries = page.locator('shop-footer').getByRole('link', { name: 'Česko' });
    await expect(countries.isVisible()).resolves.toBe(true);
    await expect(countries.getAttribute('href')).resolves.toMatch(/^https:\/\//);
    await expect(page.locator('shop-footer').getByRole('link').count()).resolves.toBeGreaterThan(
      20,
    );

    const search = page
      .locator('shop-header')
      .getByRole('combobox', { name: texts.t('search.label') });
    await search.fill('kawa');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('query')).toBe('kawa');
    await context.close();
  });

  it('on a desktop, each item of the bar shows its second level on hover and on focus, and both levels lead to their pages', async () => {
    const context = await running.browser.newContext({
      ...DEVICES.desktop,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${running.demo.url}/ssr/header.html?site=DE`);
    const nav = page.locator('shop-main-nav');
    const coffee = nav.getByRole('link', { name: 'Kaffee', exact: true });
    const beans = nav.getByRole('link', { name: 'Ganze Bohnen' });
    await expect(beans.isVisible()).resolves.toBe(false);

    await coffee.hover();
    await expect(beans.isVisible()).resolves.toBe(true);
    await beans.click();
    await page.waitForURL((url) => url.pathname === '/c/kaffee/ganze-bohnen');

    await page.goBack();
    const worlds = nav.getByRole('button', { name: 'Themenwelten' });
    const world = nav.getByRole('link', { name: 'Wintersport' });
    await worlds.focus();
    await expect(world.isVisible()).resolves.toBe(true);
    await world.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/scout/wintersport');

    await page.goBack();
    await coffee.click();
    await page.waitForURL((url) => url.pathname === '/c/kaffee');
    await context.close();
  });

  it('on a phone, the menu opens as a list of both levels whose links lead to their pages', async () => {
    const context = await running.browser.newContext({
      ...DEVICES.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${running.demo.url}/ssr/header.html?site=DE`);
    const texts = await loadTranslator(SITES.DE.locale);
    const nav = page.locator('shop-main-nav');
    const beans = nav.getByRole('link', { name: 'Ganze Bohnen' });
    await expect(nav.locator('button[part="menu-button"]').isVisible()).resolves.toBe(false);
    await expect(beans.isVisible()).resolves.toBe(false);

    await nav.locator('summary', { hasText: texts.t('header.openMenu') }).click();
    await expect(nav.getByRole('link', { name: 'Wintersport' }).isVisible()).resolves.toBe(true);
    await expect(
      nav.getByRole('link', { name: 'Kaffee', exact: true }).getAttribute('href'),
    ).resolves.toBe('/c/kaffee');
    await beans.click();
    await page.waitForURL((url) => url.pathname === '/c/kaffee/ganze-bohnen');
    await context.close();
  });
});
