/**
 * The library in a React app, as a front-end developer meets it: `ShopProvider`, `ShopHeader`
 * and `ShopFooter` imported from the built package, no `define…` call, the app's server
 * rendering with `loadShopData` from `shop-elements/server` and `react-dom/server`, the browser
 * hydrating with `hydrateRoot`. The whole header and footer are in the server's HTML, and the
 * browser takes them over: no hydration error or warning, nothing shifts, no call repeats, and
 * the flows work.
 */
import { build, type OutputFile } from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { createElement } from 'react';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as ShopElements from '../../src/index';
import type * as ShopServer from '../../src/server/index';
import { loadTranslator } from '../../src/i18n/translator';
import { BENCH_DEVICES, deviceContextOptions } from '../../scripts/bench/devices';
import { navigation } from '../fake-backend/fixtures/navigation';
import { demoInChromium } from '../support/demo-in-chromium';
import { expectQuietTakeover, recordLayoutShifts, watchPage } from '../support/page-watch';
import { untilHydrated } from '../support/server-hydration';
import { ShopApp } from './react-app/shop-app';

const running = demoInChromium();

type AppStart = 'hydrates' | 'defines every element, then hydrates' | 'renders in the browser only';
const entryName = (start: AppStart) => start.replace(/[^a-z]+/g, '-');
const APP_PATH = '/react-app/';
const WATCH_AFTER_HYDRATION_MS = 2_000;

const distModule = (file: string) => import(pathToFileURL(path.resolve('dist', file)).href);
let library: typeof ShopElements;
let server: typeof ShopServer;
/** The app's browser bundle, by path under APP_PATH. */
const bundle = new Map<string, OutputFile>();

beforeAll(async () => {
  library = (await distModule('index.js')) as typeof ShopElements;
  server = (await distModule('server.js')) as typeof ShopServer;
  // Three ways an app starts in the browser, each its own entry of one bundle.
  const entries = await mkdtemp(path.join(tmpdir(), 'shop-react-app-'));
  const imports = `
    import { createElement } from 'react';
    import { createRoot, hydrateRoot } from 'react-dom/client';
    import * as library from ${JSON.stringify(path.resolve('dist/index.js'))};
    import { ShopApp } from ${JSON.stringify(path.resolve('test/e2e/react-app/shop-app.tsx'))};
    const data = JSON.parse(document.getElementById('shop-data')?.textContent ?? 'null') ?? undefined;
    const app = document.getElementById('app');`;
  const starts: Record<AppStart, string> = {
    hydrates: `hydrateRoot(app, createElement(ShopApp, { library, data }));`,
    'defines every element, then hydrates': `library.defineAllElements();
      hydrateRoot(app, createElement(ShopApp, { library, data }));`,
    'renders in the browser only': `createRoot(app).render(createElement(ShopApp, { library }));`,
  };
  for (const [start, code] of Object.entries(starts))
    await writeFile(path.join(entries, `${entryName(start as AppStart)}.js`), imports + code);
  const result = await build({
    entryPoints: Object.keys(starts).map((start) =>
      path.join(entries, `${entryName(start as AppStart)}.js`),
    ),
    bundle: true,
    nodePaths: [path.resolve('node_modules')],
    splitting: true,
    format: 'esm',
    outdir: path.resolve('react-app-bundle'),
    write: false,
    jsx: 'automatic',
    // React's production build, as \`next build\` ships it: a mismatch of the markup still
    // shows in the console (an error, after which React renders the tree anew).
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  for (const file of result.outputFiles) bundle.set(path.basename(file.path), file);
}, 60_000);

/** The page configuration block the demo's pages carry, as an app's layout would. */
const pageConfigBlock = () => readFile('demo/partials/page-config.html', 'utf8');

/** The app as a React server streams it, once everything has loaded (texts too). */
function renderApp(props: Parameters<typeof ShopApp>[0]): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(createElement(ShopApp, props), {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/** The app's page as its server renders it for `site` (or leaves to the browser). */
async function appHtml(
  site: 'DE' | 'TR',
  start: AppStart = 'hydrates',
  nonce?: string,
): Promise<string> {
  const configBlock = await pageConfigBlock();
  const pageConfig = JSON.parse(
    /<script[^>]*>([\s\S]*)<\/script>/.exec(configBlock)![1]!,
  ) as unknown;
  const data =
    start === 'renders in the browser only'
      ? undefined
      : await server.loadShopData({ site, origin: running.demo.url, pageConfig });
  const app = data ? await renderApp({ library, data, nonce }) : '';
  return `<!doctype html>
<html lang="${site === 'TR' ? 'tr' : 'de'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>React app</title>
${configBlock}
<link rel="stylesheet" href="/assets/shop-elements/shop-elements.css">
</head>
<body>
<div id="app">${app}</div>
${data ? `<script id="shop-data" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>` : ''}
<script type="module" src="${APP_PATH}${entryName(start)}.js"></script>
</body>
</html>`;
}

/** A page in Chromium that loads the app, served at the demo's origin (fake backend beside it). */
/**
 * A policy that allows inline styles and scripts by nonce alone, as a strict page's server sends
 * it: anything inline without the nonce is refused, with a console error.
 */
const policyWithNonce = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self' data:",
  ].join('; ');

async function openApp(
  site: 'DE' | 'TR',
  width: number,
  start: AppStart = 'hydrates',
  nonce?: string,
) {
  const device = width < 768 ? BENCH_DEVICES.android : BENCH_DEVICES.desktop;
  const context = await running.browser.newContext(deviceContextOptions(device, width));
  const page = await context.newPage();
  const watch = watchPage(page);
  const html = await appHtml(site, start, nonce);
  const headers = nonce ? { 'Content-Security-Policy': policyWithNonce(nonce) } : undefined;
  await page.route(`${running.demo.url}${APP_PATH}**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(APP_PATH.length);
    if (name === '') return route.fulfill({ contentType: 'text/html', body: html, headers });
    const file = bundle.get(name);
    return file
      ? route.fulfill({ contentType: 'text/javascript', body: Buffer.from(file.contents) })
      : route.fulfill({ status: 404 });
  });
  await recordLayoutShifts(page);
  return { page, context, watch, html };
}

describe('given a React app with ShopHeader and ShopFooter, rendered by its server', () => {
  it('the server HTML holds the whole header and footer: navigation, search, promotion, newsletter form, countries', async () => {
    const html = await appHtml('DE');
    const texts = await loadTranslator('de-DE');
    const category = navigation('DE')[0]!;
    expect(html).toContain('<shop-header');
    expect(html).toMatch(/<shop-main-nav[^>]*><template shadowrootmode="open">/);
    expect(html).toContain(category.title);
    expect(html).toMatch(/<shop-search[^>]*><template shadowrootmode="open">[\s\S]*?<input/);
    expect(html).toMatch(/<shop-promotion[^>]*><template shadowrootmode="open">/);
    expect(html).toMatch(/<shop-newsletter-form[^>]*><template shadowrootmode="open">/);
    expect(html).toMatch(/<shop-country-switcher[^>]*><template shadowrootmode="open">/);
    expect(html).toContain(texts.t('search.label'));
  });

  it.each([
    { width: 375, site: 'DE' as const, start: 'hydrates' as const },
    { width: 1280, site: 'DE' as const, start: 'hydrates' as const },
    { width: 375, site: 'TR' as const, start: 'hydrates' as const },
    { width: 1280, site: 'DE' as const, start: 'defines every element, then hydrates' as const },
  ])(
    'at $width px on $site, when the app $start, the browser takes the HTML over: no error or warning, no shift, no call twice, the flows work',
    async ({ width, site, start }) => {
      const { page, context, watch } = await openApp(site, width, start);
      try {
        await page.goto(`${running.demo.url}${APP_PATH}`);
        await untilHydrated(page, ['shop-header', 'shop-footer']);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(WATCH_AFTER_HYDRATION_MS);

        await expectQuietTakeover(page, watch);
        await flowWorks(page, site, width);
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});

describe('given a React app whose page allows inline styles and scripts by nonce alone', () => {
  const NONCE = 'r4nd0m-n0nce';

  it('every inline style and script of the server HTML carries the nonce', async () => {
    const html = await appHtml('DE', 'hydrates', NONCE);
    const inline = [...html.matchAll(/<(style|script)\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !/type="application\/json"|\ssrc=/.test(tag));
    expect(inline.length).toBeGreaterThan(0);
    expect(inline.filter((tag) => !tag.includes(`nonce="${NONCE}"`))).toEqual([]);
  });

  it.each([375, 1280])(
    'at %i px the browser takes the HTML over with nothing refused: no error or warning, no shift, no call twice, the flows work',
    async (width) => {
      const { page, context, watch } = await openApp('DE', width, 'hydrates', NONCE);
      try {
        await page.goto(`${running.demo.url}${APP_PATH}`);
        await untilHydrated(page, ['shop-header', 'shop-footer']);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(WATCH_AFTER_HYDRATION_MS);
        await expectQuietTakeover(page, watch);
        await flowWorks(page, 'DE', width);
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});

describe('given a React app that renders ShopHeader and ShopFooter in the browser only', () => {
  it('at 1280 px the whole header and footer render, with no define call by the app and no error', async () => {
    const { page, context, watch } = await openApp('DE', 1280, 'renders in the browser only');
    try {
      await page.goto(`${running.demo.url}${APP_PATH}`);
      await untilHydrated(page, ['shop-header', 'shop-footer']);
      await page.waitForLoadState('networkidle');
      const texts = await loadTranslator('de-DE');
      await page.getByRole('combobox', { name: texts.t('search.label') }).waitFor();
      await page.locator('shop-newsletter-form input[type="email"]').waitFor();
      await flowWorks(page, 'DE', 1280);
      expect(watch.messages).toEqual([]);
      expect([...watch.serviceCalls].filter(([, count]) => count > 1)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

/** The drawer opens where the menu button shows, a category's flyout where the bar does. */
async function flowWorks(page: Page, site: 'DE' | 'TR', width: number): Promise<void> {
  const texts = await loadTranslator(site === 'TR' ? 'tr-TR' : 'de-DE');
  if (width < 980) {
    await page.getByRole('button', { name: texts.t('header.openMenu') }).click();
    await page.getByRole('dialog').waitFor();
    return;
  }
  const category = navigation(site).find((node) => (node.children?.length ?? 0) > 0)!;
  const button = page.getByRole('button', {
    name: texts.t('header.subMenu', { title: category.title }),
  });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
}
