// `npm run bench:page`: what a shopper feels on a page that uses the built bundles the way a CMS
// page does. Builds nothing: run `npm run build` first. A benchmark, not a test: it prints a
// table and exits 0; the timing-free assertions live in test/e2e/page-performance.test.ts.
// By default it loads the header page client-rendered and server-rendered (DE, PL, TR, HU at
// 375, 768 and 1280 px; phone widths as an Android phone), each as a first visit (an empty
// cart) and as a shopper with a filled cart, then the one server fragment of DE and TR in every
// window of ONE_FRAGMENT_WINDOWS, and writes the figures to
// docs/figures/bench-page-server-rendering.json.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { runnerImport } from 'vite';

const { module: demoServer } =
  await runnerImport<typeof import('../demo/server')>('./demo/server.ts');
const { module: chromiumSupport } = await runnerImport<typeof import('../test/support/chromium')>(
  './test/support/chromium.ts',
);
const { module: pageProbe } = await runnerImport<typeof import('./bench/page-probe')>(
  './scripts/bench/page-probe.ts',
);
const { module: benchDevices } = await runnerImport<typeof import('./bench/devices')>(
  './scripts/bench/devices.ts',
);
const { module: benchMachine } = await runnerImport<typeof import('./bench/machine')>(
  './scripts/bench/machine.ts',
);
const { module: figuresFile } = await runnerImport<typeof import('./bench/figures-file')>(
  './scripts/bench/figures-file.ts',
);
type BenchDevice = import('./bench/devices').BenchDevice;

const SITES = (process.env.BENCH_SITES ?? 'DE,PL,TR,HU').split(',');
const WIDTHS = (process.env.BENCH_WIDTHS ?? '375,768,1280').split(',').map(Number);
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const PAGES = (process.env.BENCH_PAGES ?? 'header.html,ssr/header.html').split(',');
/**
 * The sites whose one cached fragment is loaded in every window of ONE_FRAGMENT_WINDOWS, as a
 * first visit ("-": none).
 */
const WINDOW_SITES =
  process.env.BENCH_WINDOW_SITES === '-'
    ? []
    : (process.env.BENCH_WINDOW_SITES ?? (process.env.BENCH_PAGES ? '-' : 'DE,TR'))
        .split(',')
        .filter((site) => site !== '-');
/**
 * Who loads the page. A server never renders per-shopper data (issue 26), so on a first visit
 * (an empty cart, logged out) the server's HTML is already the whole view, while a shopper's
 * filled cart shows its count only once the cart call has answered in the browser.
 */
const VISITORS = {
  'first-visit': 'empty',
  'with-cart': 'filled',
} as const satisfies Record<import('../stories/support/performance-goals').BenchVisitor, string>;
type Visitor = keyof typeof VISITORS;
const isVisitor = (name: string): name is Visitor => Object.hasOwn(VISITORS, name);
const VISITOR_NAMES = (process.env.BENCH_VISITORS ?? Object.keys(VISITORS).join(',')).split(',');
if (!VISITOR_NAMES.every(isVisitor)) {
  throw new Error(
    `BENCH_VISITORS: one of ${Object.keys(VISITORS).join(', ')} (got ${VISITOR_NAMES.join(', ')})`,
  );
}
// `auto`: an Android phone below 768 px, desktop Chromium from there, as real devices come;
// or named devices at every width (the app banner shows on Android and Chrome on iOS).
const DEVICE_NAMES = (process.env.BENCH_DEVICES ?? 'auto').split(',');
for (const name of DEVICE_NAMES) {
  if (name !== 'auto' && !benchDevices.isBenchDeviceName(name)) {
    throw new Error(
      `BENCH_DEVICES: unknown device ${name} (auto, ${Object.keys(benchDevices.BENCH_DEVICES).join(', ')})`,
    );
  }
}
const devicesAt = (width: number): BenchDevice[] =>
  DEVICE_NAMES.map((name) =>
    name === 'auto'
      ? benchDevices.deviceForWidth(width)
      : benchDevices.BENCH_DEVICES[name as keyof typeof benchDevices.BENCH_DEVICES],
  );
/** A shared, loaded machine can take far longer than Playwright's 30 s to settle a page. */
const NAVIGATION_TIMEOUT_MS = 180_000;
/** Where the figures go as JSON: BENCH_FIGURES, else the default run's file ("-": nowhere). */
const FIGURES_FILE =
  process.env.BENCH_FIGURES ??
  (process.env.BENCH_PAGES ? '-' : 'docs/figures/bench-page-server-rendering.json');
const machine = benchMachine.machineFacts(
  process.env.CHROMIUM_PATH ?? chromiumSupport.chromiumLaunchOptions().executablePath ?? 'chromium',
);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface LoadResult {
  cls: number;
  renderedMs: number;
  fcpMs: number;
  lcpMs: number;
  blockingMs: number;
  longTasksMs: number;
  /** The page's own HTML as sent (server-rendered pages carry the header and footer). */
  htmlBytes: number;
  htmlGzipBytes: number;
  htmlBrotliBytes: number;
  moduleLevels: number;
  callsPerRequest: Map<string, number>;
  bundleFiles: Set<string>;
}

/**
 * How many module loads wait on each other before this one starts: the bundle the page's
 * script tag names is 1; a static import is one more than the module that imports it; a chunk
 * the bundle asks for from script (its lazy imports and their modulepreload links, which
 * Chromium reports without a script address) is 2, since only the bundle makes such requests.
 */
function moduleLevel(
  initiator: { type: string; url?: string; stack?: { callFrames?: { url: string }[] } },
  levels: ReadonlyMap<string, number>,
): number {
  if (initiator.type === 'parser') return 1;
  const parent = initiator.url ?? initiator.stack?.callFrames?.[0]?.url;
  const parentLevel = parent ? levels.get(parent) : undefined;
  return parentLevel === undefined ? 2 : parentLevel + 1;
}

async function loadOnce(
  browser: Browser,
  url: string,
  width: number,
  device: BenchDevice,
): Promise<LoadResult> {
  const context = await browser.newContext(benchDevices.deviceContextOptions(device, width));
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  const page: Page = await context.newPage();
  await page.addInitScript(pageProbe.installPageProbe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const levels = new Map<string, number>();
  const calls = new Map<string, number>();
  const bundleFiles = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const requestUrl = new URL(event.request.url);
    if (requestUrl.pathname.startsWith('/service/')) {
      const key = `${event.request.method} ${requestUrl.pathname}${requestUrl.search}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
    }
    if (requestUrl.pathname.startsWith('/assets/shop-elements/')) {
      bundleFiles.add(requestUrl.pathname.slice('/assets/shop-elements/'.length));
    }
    if (!requestUrl.pathname.endsWith('.js')) return;
    levels.set(event.request.url, moduleLevel(event.initiator, levels));
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const html = (await response?.body()) ?? Buffer.alloc(0);
  await page.waitForTimeout(1000);
  const { cls, lastChange, fcp, lcp, blockingMs, longTasksMs } = await page.evaluate(
    pageProbe.readPageProbe,
  );
  await context.close();
  return {
    cls,
    renderedMs: lastChange,
    fcpMs: fcp,
    lcpMs: lcp,
    blockingMs,
    longTasksMs,
    htmlBytes: html.length,
    // As the demo server sends it: gzip 6 and brotli 5, the levels servers use on the fly.
    htmlGzipBytes: gzipSync(html, { level: 6 }).length,
    htmlBrotliBytes: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    }).length,
    moduleLevels: Math.max(0, ...levels.values()),
    callsPerRequest: calls,
    bundleFiles,
  };
}

/**
 * The same page as static markup (declarative shadow DOM, no script), loaded as the page is: in a
 * browser context of its own each time, with the cache off, so the page sheet, the fonts and the
 * images come from the server. (Loaded as pages of one context, the copy had the first load's
 * cache and a warm renderer, and looked faster than the page could ever be.)
 */
async function staticCopyMs(
  browser: Browser,
  url: string,
  width: number,
  device: BenchDevice,
): Promise<number> {
  const context = await browser.newContext(benchDevices.deviceContextOptions(device, width));
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const html = await page.evaluate(pageProbe.serializePage);
  await context.close();
  const times: number[] = [];
  for (let load = 0; load < LOADS; load += 1) {
    const copyContext = await browser.newContext(benchDevices.deviceContextOptions(device, width));
    copyContext.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    const copy = await copyContext.newPage();
    await copy.addInitScript(pageProbe.installPageProbe);
    const cdp = await copyContext.newCDPSession(copy);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await copy.route(url, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    );
    await copy.goto(url, { waitUntil: 'networkidle' });
    await copy.waitForTimeout(300);
    times.push((await copy.evaluate(pageProbe.readPageProbe)).lastChange);
    await copyContext.close();
  }
  return median(times);
}

async function bundleBytes(files: Set<string>) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const source = await readFile(path.resolve('dist', file)).catch(() => undefined);
    if (!source) continue;
    raw += source.length;
    gzip += gzipSync(source).length;
    brotli += brotliCompressSync(source).length;
  }
  return { raw, gzip, brotli };
}

/** The buttons of demo/blank.html that add an element to a page whose bundle has loaded. */
const ADDED_LATER = [
  ['shop-mini-cart', 'add-mini-cart'],
  ['shop-modal', 'add-modal'],
  ['shop-footer', 'add-footer'],
] as const;

/**
 * From a click that adds an element whose code has not loaded yet to the frame its content
 * shows: settled, with a box of some height in its shadow root.
 */
async function clickToVisibleMs(browser: Browser, buttonId: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(`${demo.url}/blank.html?site=DE`, { waitUntil: 'networkidle' });
  const ms = await page.evaluate(
    (id) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        document.getElementById(id)?.click();
        const element = document.getElementById('added')?.lastElementChild;
        const shows = () =>
          element?.matches(':state(settled)') &&
          [...(element.shadowRoot?.querySelectorAll('*') ?? [])].some(
            (node) => node.getBoundingClientRect().height > 0,
          );
        const check = () =>
          shows() ? resolve(performance.now() - start) : requestAnimationFrame(check);
        check();
      }),
    buttonId,
  );
  await context.close();
  return ms;
}

// The server-rendered pages render with dist/server.js, imported here: the runner closes.
const renderer = (await import(
  pathToFileURL(path.resolve('dist/server.js')).href
)) as import('../demo/server-rendered-page').ServerModule;
// A shop serves its server-rendered header from a cache and its files precompressed: the demo
// keeps each page once rendered (one per site, for every window and device) and each file at
// brotli 11; the first load of each page is a warm-up, not measured.
const demo = await demoServer.startDemoServer({
  port: 0,
  host: '127.0.0.1',
  renderer,
  cacheServerRendering: true,
  precompressedFiles: true,
});
const browser = await chromium.launch({
  headless: true,
  ...chromiumSupport.chromiumLaunchOptions(),
});
const rows: string[] = [];
/** The same figures as data, for docs/figures/bench-page.json (BENCH_FIGURES=path). */
const figures: Record<string, string | number>[] = [];
const clickRows: string[] = [];
const windowRows: string[] = [];
/** The one fragment in every window: what `oneFragmentWindows` in the JSON holds. */
const windowFigures: Record<string, string | number>[] = [];
/** The click times as data: DE at 1280 px, as clickToVisibleMs measures them. */
const clickFigures: { tag: string; medianMs: number; worstMs: number }[] = [];
let worstCallCount = 0;
try {
  for (const pageName of PAGES) {
    for (const visitor of VISITOR_NAMES as Visitor[]) {
      await fetch(`${demo.url}/__fake-backend/reset`, {
        method: 'POST',
        body: JSON.stringify({ cart: VISITORS[visitor] }),
      });
      for (const site of SITES) {
        for (const width of WIDTHS) {
          for (const device of devicesAt(width)) {
            const url = `${demo.url}/${pageName}${pageName.includes('?') ? '&' : '?'}site=${site}`;
            await loadOnce(browser, url, width, device);
            const loads: LoadResult[] = [];
            for (let load = 0; load < LOADS; load += 1)
              loads.push(await loadOnce(browser, url, width, device));
            const staticMs = await staticCopyMs(browser, url, width, device);
            const cls = loads.map((load) => load.cls);
            const callCounts = loads.flatMap((load) => [...load.callsPerRequest.values()]);
            const maxCalls = Math.max(0, ...callCounts);
            worstCallCount = Math.max(worstCallCount, maxCalls);
            const [firstLoad] = loads;
            if (!firstLoad) continue;
            const repeated = [...firstLoad.callsPerRequest].filter(([, count]) => count > 1);
            const bytes = await bundleBytes(firstLoad.bundleFiles);
            const rendered = median(loads.map((load) => load.renderedMs));
            const fcp = median(loads.map((load) => load.fcpMs));
            const lcp = median(loads.map((load) => load.lcpMs));
            const blocking = median(loads.map((load) => load.blockingMs));
            const longTasks = median(loads.map((load) => load.longTasksMs));
            const html = firstLoad.htmlBytes;
            const htmlGzip = firstLoad.htmlGzipBytes;
            const htmlBrotli = firstLoad.htmlBrotliBytes;
            rows.push(
              `| ${pageName} | ${visitor} | ${site} | ${width} | ${device.name} | ${Math.round(fcp)} / ${Math.round(lcp)} ms | ${median(cls).toFixed(3)} | ${Math.max(...cls).toFixed(3)} | ${Math.round(blocking)} / ${Math.round(longTasks)} ms | ${kb(html)} / ${kb(htmlGzip)} / ${kb(htmlBrotli)} | ${Math.max(...loads.map((load) => load.moduleLevels))} | ${maxCalls}${repeated.length ? ` (${repeated.map(([key, count]) => `${key} ×${count}`).join(', ')})` : ''} | ${kb(bytes.raw)} / ${kb(bytes.gzip)} / ${kb(bytes.brotli)} | ${Math.round(rendered)} ms / ${Math.round(staticMs)} ms = ${(rendered / staticMs).toFixed(2)} |`,
            );
            figures.push({
              page: pageName,
              visitor,
              site,
              width,
              device: device.name,
              fcpMs: Math.round(fcp),
              lcpMs: Math.round(lcp),
              clsMedian: Number(median(cls).toFixed(3)),
              clsWorst: Number(Math.max(...cls).toFixed(3)),
              blockingMs: Math.round(blocking),
              longTasksMs: Math.round(longTasks),
              htmlBytes: html,
              htmlGzipBytes: htmlGzip,
              htmlBrotliBytes: htmlBrotli,
              renderedMs: Math.round(rendered),
              staticCopyMs: Math.round(staticMs),
              renderedPerStaticCopy: Number((rendered / staticMs).toFixed(2)),
              maxRequestsPerCall: maxCalls,
              bundleBrotliBytes: bytes.brotli,
            });
            console.error(`measured ${pageName} ${visitor} ${site} ${width} ${device.name}`);
          }
        }
      }
    }
  }
  // One fragment per site (the demo renders /ssr/ pages once per site, for every browser) in
  // the windows a cached fragment meets.
  await fetch(`${demo.url}/__fake-backend/reset`, {
    method: 'POST',
    body: JSON.stringify({ cart: VISITORS['first-visit'] }),
  });
  for (const site of WINDOW_SITES) {
    for (const { width, device: deviceName } of benchDevices.ONE_FRAGMENT_WINDOWS) {
      const device = benchDevices.BENCH_DEVICES[deviceName];
      const url = `${demo.url}/ssr/header.html?site=${site}`;
      await loadOnce(browser, url, width, device);
      const loads: LoadResult[] = [];
      for (let load = 0; load < LOADS; load += 1)
        loads.push(await loadOnce(browser, url, width, device));
      const cls = loads.map((load) => load.cls);
      const maxCalls = Math.max(0, ...loads.flatMap((load) => [...load.callsPerRequest.values()]));
      worstCallCount = Math.max(worstCallCount, maxCalls);
      const fcp = median(loads.map((load) => load.fcpMs));
      const lcp = median(loads.map((load) => load.lcpMs));
      windowRows.push(
        `| ${site} | ${width} | ${device.name} | ${Math.round(fcp)} / ${Math.round(lcp)} ms | ${median(cls).toFixed(3)} | ${Math.max(...cls).toFixed(3)} | ${maxCalls} |`,
      );
      windowFigures.push({
        site,
        width,
        device: device.name,
        fcpMs: Math.round(fcp),
        lcpMs: Math.round(lcp),
        clsMedian: Number(median(cls).toFixed(3)),
        clsWorst: Number(Math.max(...cls).toFixed(3)),
        maxRequestsPerCall: maxCalls,
      });
      console.error(`measured the one fragment of ${site} at ${width} px on ${device.name}`);
    }
  }
  // The clicks add the mini cart: with the demo's filled cart, as they always have been measured.
  await fetch(`${demo.url}/__fake-backend/reset`, { method: 'POST' });
  for (const [tag, buttonId] of ADDED_LATER) {
    const times: number[] = [];
    for (let load = 0; load < LOADS; load += 1)
      times.push(await clickToVisibleMs(browser, buttonId));
    clickRows.push(
      `| \`<${tag}>\` | ${Math.round(median(times))} ms | ${Math.round(Math.max(...times))} ms |`,
    );
    clickFigures.push({
      tag,
      medianMs: Math.round(median(times)),
      worstMs: Math.round(Math.max(...times)),
    });
    console.error(`measured a click adding ${tag}`);
  }
} finally {
  await browser.close();
  await demo.close();
}

console.log(
  [
    `Page benchmark: ${LOADS} loads each, Debian Chromium, fake backend on the same origin, cache off.`,
    '',
    '| page | visitor | site | width | device | FCP / LCP | CLS median | CLS worst | main thread blocked / long tasks | page HTML (raw / gzip / brotli) | module levels | requests per call | bundle bytes (raw / gzip / brotli) | all rendered / static copy |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'One server fragment per site, the same HTML for every window (first visit):',
    '',
    '| site | width | device | FCP / LCP | CLS median | CLS worst | requests per call |',
    '|---|---|---|---|---|---|---|',
    ...windowRows,
    '',
    'From a click that adds the element (its code not loaded yet) to its content showing, 1280 px, DE:',
    '',
    '| element | median | worst |',
    '|---|---|---|',
    ...clickRows,
  ].join('\n'),
);
if (worstCallCount > 1) console.log('\nSome call was made more than once per page.');
if (FIGURES_FILE !== '-') {
  await figuresFile.writeFigures(FIGURES_FILE, {
    measured: new Date().toISOString(),
    machine: machine.finished(),
    loads: LOADS,
    pages: figures,
    oneFragmentWindows: windowFigures,
    clicksToContent: clickFigures,
  });
  console.error(`wrote ${FIGURES_FILE}`);
}
