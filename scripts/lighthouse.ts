// `npm run lighthouse`: Lighthouse (pinned in package.json) with Debian Chromium on the
// client-rendered header page (demo/header.html) and the server-rendered one (/ssr/header.html),
// mobile (Lighthouse's default: Android phone, 412 px, slow 4G, 4× CPU slowdown) and desktop,
// through the demo server (fake backend on the same origin, answers compressed). Builds nothing:
// run `npm run build` first. A benchmark, not a test: it prints a table, writes the figures as
// JSON and exits 0.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { runnerImport } from 'vite';

const HELP = `npm run lighthouse [-- options]

Runs Lighthouse on the demo's client-rendered and server-rendered header pages. Needs the built
bundles and renderer: run \`npm run build\` first (this command builds nothing).

  --sites DE,PL,TR         sites to load (?site=…)
  --pages header.html,ssr/header.html
                           demo pages (ssr/… is rendered on the server per request)
  --form-factors mobile,desktop
  --runs 3                 runs per page; scores and metrics are the median
  --out docs/figures/lighthouse.json
                           where the figures go as JSON ("-": nowhere)
  --reports <folder>       also keep each run's HTML report there
  --cpu-slowdown 4         mobile runs' CPU slowdown (Lighthouse's default 4); to see a page as
                           a slower machine would, scale it by this machine's benchmark index
                           over the other's (index 2800 judging for 1300: 4 × 2800 / 1300 ≈ 8.6)
  --chromium /usr/bin/chromium
  --help`;

const { values: options } = parseArgs({
  options: {
    sites: { type: 'string', default: 'DE,PL,TR' },
    pages: { type: 'string', default: 'header.html,ssr/header.html' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: 'docs/figures/lighthouse.json' },
    reports: { type: 'string' },
    'cpu-slowdown': { type: 'string', default: '4' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const list = (value: string) => value.split(',').filter(Boolean);
const sites = list(options.sites);
const pages = list(options.pages);
const formFactors = list(options['form-factors']);
const runs = Number(options.runs);
/** Lighthouse's own CPU slowdown of its mobile runs. */
const LIGHTHOUSE_CPU_SLOWDOWN = 4;
const cpuSlowdown = Number(options['cpu-slowdown']);
if (
  !formFactors.every((form) => form === 'mobile' || form === 'desktop') ||
  !(runs >= 1) ||
  !(cpuSlowdown >= 1)
) {
  console.error(HELP);
  process.exit(1);
}

const { module: summary } = await runnerImport<typeof import('./lighthouse/summary')>(
  './scripts/lighthouse/summary.ts',
);
const { module: benchMachine } = await runnerImport<typeof import('./bench/machine')>(
  './scripts/bench/machine.ts',
);
const { module: figuresFile } = await runnerImport<typeof import('./bench/figures-file')>(
  './scripts/bench/figures-file.ts',
);
const { module: demoServer } =
  await runnerImport<typeof import('../demo/server')>('./demo/server.ts');
// The server-rendered pages render with dist/server.js, imported here: the runner closes.
const renderer = (await import(
  pathToFileURL(path.resolve('dist/server.js')).href
)) as import('../demo/server-rendered-page').ServerModule;

const machine = benchMachine.machineFacts(options.chromium);
// A shop serves its header from a cache (docs/developers/ServerRendering.mdx) and its files
// precompressed: the demo keeps each server-rendered page after a first request per device
// class, made here before measuring, and each file at brotli 11.
const demo = await demoServer.startDemoServer({
  port: 0,
  host: '127.0.0.1',
  renderer,
  cacheServerRendering: true,
  precompressedFiles: true,
});
// The demo keeps one server-rendered page per site, for every window and device, as a shop's
// cache would: one request each renders it before the runs.
for (const page of pages) {
  for (const site of sites) await fetch(`${demo.url}/${page}?site=${site}`);
}
const chrome = await chromeLauncher.launch({
  chromePath: options.chromium,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
});

// A browser's first page load after its start paints late (about 2 s here, against 0.1–0.3 s
// after it, whatever the page), which Lighthouse's simulation then multiplies: one run whose
// figures are dropped, so that the first page measured is not the one that pays for it.
await lighthouse(`${demo.url}/${pages[0]}?site=${sites[0]}`, {
  port: chrome.port,
  logLevel: 'error',
  onlyCategories: ['performance'],
});

type PageSummary = import('./lighthouse/summary').PageSummary;
const figures: ({ page: string; site: string; formFactor: string } & PageSummary)[] = [];
const rows: string[] = [];
let lighthouseVersion = '';
const benchmarkIndex: number[] = [];
try {
  if (options.reports) await mkdir(options.reports, { recursive: true });
  for (const page of pages) {
    for (const site of sites) {
      for (const formFactor of formFactors) {
        const url = `${demo.url}/${page}?site=${site}`;
        const runSummaries = [];
        for (let run = 1; run <= runs; run += 1) {
          const flags: Flags = {
            port: chrome.port,
            logLevel: 'error',
            output: 'html',
            onlyCategories: Object.values(summary.CATEGORIES),
            ...(formFactor === 'mobile' && cpuSlowdown !== LIGHTHOUSE_CPU_SLOWDOWN
              ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }
              : {}),
          };
          const result = await lighthouse(
            url,
            flags,
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          const { lhr } = result;
          if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
          lighthouseVersion = lhr.lighthouseVersion;
          benchmarkIndex.push(lhr.environment.benchmarkIndex);
          runSummaries.push(summary.summarizeRun(lhr));
          if (options.reports) {
            const name = `${page.replaceAll('/', '_')}-${site}-${formFactor}-${run}.html`;
            await writeFile(path.join(options.reports, name), String(result.report));
          }
        }
        const pageSummary = summary.summarizeRuns(runSummaries);
        figures.push({ page, site, formFactor, ...pageSummary });
        rows.push(summary.tableRow({ page, site, formFactor }, pageSummary));
        console.error(`measured ${page} ${site} ${formFactor}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await demo.close();
}

console.log(
  [
    `Lighthouse ${lighthouseVersion}, ${machine.facts.chromium}, median of ${runs} runs each:`,
    '',
    ...summary.TABLE_HEADER,
    ...rows,
  ].join('\n'),
);
if (options.out !== '-') {
  const facts = {
    ...machine.finished(),
    lighthouse: lighthouseVersion,
    ...(cpuSlowdown === LIGHTHOUSE_CPU_SLOWDOWN ? {} : { mobileCpuSlowdown: cpuSlowdown }),
    /** Lighthouse's own measure of the machine's speed (higher is faster), median of the runs. */
    benchmarkIndex: Math.round(summary.median(benchmarkIndex)),
  };
  await figuresFile.writeFigures(options.out, {
    measured: new Date().toISOString(),
    machine: facts,
    runs,
    pages: figures,
  });
  console.error(`wrote ${options.out}`);
}
