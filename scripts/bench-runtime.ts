// `npm run bench:runtime`: what the library's runtime costs a phone, per page kind (header and
// footer, footer only, layout, one bare element), client-rendered and server-rendered: the
// JavaScript it downloads (brotli, as sent), its main-thread time by phase (HTML parsing,
// compiling, evaluating the modules, rendering and hydrating, style and layout, paint, garbage
// collection) from the first byte until the page has settled, and the latency of the first tap.
// A phone as Lighthouse's mobile run emulates it: Android, 412 px, CPU slowed 4×. Builds
// nothing: run `npm run build` first. Writes docs/figures/bench-runtime.json (BENCH_FIGURES=-:
// nowhere), which the Performance page reads.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { runnerImport } from 'vite';

const load = async <T>(file: string) => (await runnerImport<T>(file)).module;
const demoServer = await load<typeof import('../demo/server')>('./demo/server.ts');
const chromiumSupport = await load<typeof import('../test/support/chromium')>(
  './test/support/chromium.ts',
);
const pageProbe = await load<typeof import('./bench/page-probe')>('./scripts/bench/page-probe.ts');
const benchDevices = await load<typeof import('./bench/devices')>('./scripts/bench/devices.ts');
const benchMachine = await load<typeof import('./bench/machine')>('./scripts/bench/machine.ts');
const figuresFile = await load<typeof import('./bench/figures-file')>(
  './scripts/bench/figures-file.ts',
);
const phases = await load<typeof import('./bench/main-thread-phases')>(
  './scripts/bench/main-thread-phases.ts',
);
type Phase = import('./bench/main-thread-phases').Phase;

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SITE = process.env.BENCH_SITE ?? 'DE';
const WIDTH = 412;
/** Lighthouse's mobile run slows the CPU 4×. */
const CPU_SLOWDOWN = 4;
const FIGURES_FILE = process.env.BENCH_FIGURES ?? 'docs/figures/bench-runtime.json';
const NAVIGATION_TIMEOUT_MS = 180_000;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
];

/** The one bare element's page: its own bundle, as a CMS page that needs the cart link only. */
const BARE_ELEMENT_PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script type="module" src="/assets/shop-elements/elements/shop-cart-link.js"></script></head>
<body><shop-cart-link></shop-cart-link></body></html>`;

interface PageKind {
  kind: string;
  /** The demo page's path, client-rendered and (where there is one) server-rendered. */
  pages: { rendering: 'client' | 'server'; path: string }[];
  /** What a shopper taps first (a selector that pierces shadow roots), if anything. */
  firstTap?: { target: string; selector: string };
}

const PAGE_KINDS: PageKind[] = [
  {
    kind: 'header and footer',
    pages: [
      { rendering: 'client', path: 'header.html' },
      { rendering: 'server', path: 'ssr/header.html' },
    ],
    firstTap: { target: 'the menu button', selector: 'shop-main-nav button[aria-expanded]' },
  },
  {
    kind: 'footer only',
    pages: [
      { rendering: 'client', path: 'footer.html' },
      { rendering: 'server', path: 'ssr/footer.html' },
    ],
    firstTap: { target: 'a footer section', selector: 'shop-footer button[aria-expanded]' },
  },
  {
    kind: 'layout',
    pages: [
      { rendering: 'client', path: 'layout.html' },
      { rendering: 'server', path: 'ssr/layout.html' },
    ],
    firstTap: { target: 'the menu button', selector: 'shop-main-nav button[aria-expanded]' },
  },
  { kind: 'one bare element', pages: [{ rendering: 'client', path: 'bare-element.html' }] },
];

interface RunFigures {
  jsBrotliBytes: number;
  jsFiles: number;
  settledMs: number;
  phases: Record<Phase, number>;
  firstTapMs?: number;
}

/** The longest Event Timing duration of a tap's events: what INP would count for it. */
function installTapTiming(): void {
  const timing = { longest: 0 };
  (window as unknown as { __tapTiming: typeof timing }).__tapTiming = timing;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      timing.longest = Math.max(timing.longest, entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

async function measureOnce(browser: Browser, url: string, kind: PageKind): Promise<RunFigures> {
  const device = benchDevices.BENCH_DEVICES.android;
  const context = await browser.newContext(benchDevices.deviceContextOptions(device, WIDTH));
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  const page = await context.newPage();
  await page.addInitScript(pageProbe.installPageProbe);
  await page.addInitScript(installTapTiming);
  await page.route('**/bare-element.html*', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: BARE_ELEMENT_PAGE }),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The scripts' compressed bodies: what the bundles weigh, without the HTTP/1.1 response
  // headers (about 215 bytes a file from the demo server; a CDN's HTTP/2 compresses them to a
  // few dozen), which would count each file's headers as script.
  const headerBytes = new Map<string, number>();
  let jsBrotliBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') headerBytes.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const headers = headerBytes.get(event.requestId);
    if (headers !== undefined) jsBrotliBytes += event.encodedDataLength - headers;
  });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { lastChange } = await page.evaluate(pageProbe.readPageProbe);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: import('./bench/main-thread-phases').TraceEvent[];
  };
  let firstTapMs: number | undefined;
  if (kind.firstTap) {
    const target = page.locator(kind.firstTap.selector).first();
    await target.scrollIntoViewIfNeeded();
    await target.tap();
    await page.waitForTimeout(500);
    firstTapMs = await page.evaluate(
      () => (window as unknown as { __tapTiming: { longest: number } }).__tapTiming.longest,
    );
  }
  await context.close();
  return {
    jsBrotliBytes,
    jsFiles: headerBytes.size,
    settledMs: Math.round(lastChange),
    phases: phases.mainThreadPhases(trace.traceEvents),
    firstTapMs,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return Math.round(sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2);
};

const machine = benchMachine.machineFacts(
  process.env.CHROMIUM_PATH ?? chromiumSupport.chromiumLaunchOptions().executablePath ?? 'chromium',
);
const renderer = (await import(
  pathToFileURL(path.resolve('dist/server.js')).href
)) as import('../demo/server-rendered-page').ServerModule;
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
const figures: Record<string, unknown>[] = [];
const rows: string[] = [];
try {
  await fetch(`${demo.url}/__fake-backend/reset`, {
    method: 'POST',
    body: JSON.stringify({ cart: 'empty' }),
  });
  for (const kind of PAGE_KINDS) {
    for (const { rendering, path: pagePath } of kind.pages) {
      const url = `${demo.url}/${pagePath}?site=${SITE}`;
      // The first load warms the demo's cache of server-rendered pages: not measured.
      await measureOnce(browser, url, kind);
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, url, kind));
      const phaseMedians = Object.fromEntries(
        phases.PHASES.map((phase) => [phase, median(runs.map((run) => run.phases[phase]))]),
      ) as Record<Phase, number>;
      const mainThreadMs = Object.values(phaseMedians).reduce((sum, ms) => sum + ms, 0);
      const taps = runs.flatMap((run) => (run.firstTapMs === undefined ? [] : [run.firstTapMs]));
      const row = {
        kind: kind.kind,
        rendering,
        page: pagePath,
        jsBrotliBytes: median(runs.map((run) => run.jsBrotliBytes)),
        jsFiles: median(runs.map((run) => run.jsFiles)),
        settledMs: median(runs.map((run) => run.settledMs)),
        mainThreadMs,
        phases: phaseMedians,
        firstTap: kind.firstTap && { target: kind.firstTap.target, ms: median(taps) },
      };
      figures.push(row);
      rows.push(
        `| ${row.kind} | ${rendering} | ${(row.jsBrotliBytes / 1024).toFixed(1)} KB (${row.jsFiles}) | ${row.settledMs} | ${mainThreadMs} | ${phases.PHASES.map((phase) => phaseMedians[phase]).join(' | ')} | ${row.firstTap ? `${row.firstTap.ms} ms` : '–'} |`,
      );
      console.error(`measured ${kind.kind}, ${rendering}-rendered`);
    }
  }
} finally {
  await browser.close();
  await demo.close();
}

console.log(
  [
    `Runtime cost on a phone (${SITE}, Android, ${WIDTH} px, CPU ${CPU_SLOWDOWN}× slower), median of ${RUNS} loads; main-thread times in ms:`,
    '',
    `| page kind | rendering | JavaScript (brotli, files) | settled | main thread | ${phases.PHASES.join(' | ')} | first tap |`,
    `|---|---|---|---|---|${phases.PHASES.map(() => '---|').join('')}---|`,
    ...rows,
  ].join('\n'),
);
if (FIGURES_FILE !== '-') {
  await figuresFile.writeFigures(FIGURES_FILE, {
    measured: new Date().toISOString(),
    machine: machine.finished(),
    device: { name: 'android', width: WIDTH, cpuSlowdown: CPU_SLOWDOWN, site: SITE },
    runs: RUNS,
    pages: figures,
  });
  console.error(`wrote ${FIGURES_FILE}`);
}
