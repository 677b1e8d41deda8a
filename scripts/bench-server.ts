// `npm run bench:server`: how `shop-elements/server` starts and renders in Node, the way a page
// server or a function that starts per request meets it. Builds nothing: run `npm run build`
// first. Each figure comes from fresh Node processes (scripts/bench/server-probe.mjs), pinned to
// one core where `taskset` exists: the import of dist/server.js, the first shop-header render
// after it, the resident memory then (beside a bare Node process's, for what Node itself holds;
// on Linux also split into the process's own pages and those mapped from the Node binary),
// and warm render medians of the header, the footer and the layout. A benchmark, not a test: it
// prints a table, writes docs/figures/bench-server.json (BENCH_FIGURES, "-" for nowhere) and
// exits 0. BENCH_RUNS fresh processes for the first render (15), BENCH_RENDERS timed renders per
// tag (200) in each of 3 warm processes.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runnerImport } from 'vite';

const load = async <T>(file: string) => (await runnerImport<T>(file)).module;
const answers = await load<typeof import('../test/support/server-answers')>(
  './test/support/server-answers.ts',
);
const chromiumSupport = await load<typeof import('../test/support/chromium')>(
  './test/support/chromium.ts',
);
const benchMachine = await load<typeof import('./bench/machine')>('./scripts/bench/machine.ts');
const figuresFile = await load<typeof import('./bench/figures-file')>(
  './scripts/bench/figures-file.ts',
);

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
const WARM_PROCESSES = 3;
const FIGURES_FILE = process.env.BENCH_FIGURES ?? 'docs/figures/bench-server.json';
const SITE = 'DE';

const machine = benchMachine.machineFacts(
  process.env.CHROMIUM_PATH ?? chromiumSupport.chromiumLaunchOptions().executablePath ?? 'chromium',
);

/** The last core, where the machine's other work is least likely to be; none without taskset. */
function pinnedCore(): number | undefined {
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return os.cpus().length - 1;
  } catch {
    return undefined;
  }
}
const core = pinnedCore();

/** Runs `node <args>` in a fresh process on the pinned core and reads its one line of JSON. */
function fresh<T>(args: string[]): T {
  const node = [process.execPath, ...args];
  const [command, ...rest] = core === undefined ? node : ['taskset', '-c', String(core), ...node];
  return JSON.parse(execFileSync(command!, rest, { encoding: 'utf8' })) as T;
}

/**
 * A bare Node process prints its memory the server probe's way: a CommonJS one-liner, as a module
 * file, or an ES module's loader, would hold a few MiB that Node alone does not.
 */
const BARE_PROCESS = `console.log(JSON.stringify(require(${JSON.stringify(
  path.resolve('scripts/bench/resident-memory.cjs'),
)}).residentMemory()))`;

interface ColdRun {
  importMs: number;
  firstHeaderRenderMs: number;
  coldStartMs: number;
  rssMiB: number;
  /** Linux only: the process's own pages and those mapped from files (the Node binary's code). */
  ownMiB?: number;
  fileBackedMiB?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const round = (value: number) => Number(value.toFixed(1));
type Spread = ReturnType<typeof spread>;
const spread = (values: number[]) => ({
  median: round(median(values)),
  min: round(Math.min(...values)),
  max: round(Math.max(...values)),
});

const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-server-'));
const answersFile = path.join(folder, `answers-${SITE}.json`);
await writeFile(answersFile, JSON.stringify(answers.serverAnswersOf(SITE)));

try {
  const bare = Array.from({ length: 5 }, () =>
    fresh<Pick<ColdRun, 'rssMiB' | 'ownMiB' | 'fileBackedMiB'>>(['-e', BARE_PROCESS]),
  );
  const cold: ColdRun[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    cold.push(fresh<ColdRun>(['scripts/bench/server-probe.mjs', 'cold', answersFile]));
  }
  const warmRuns = Array.from({ length: WARM_PROCESSES }, () =>
    fresh<Record<string, number>>([
      'scripts/bench/server-probe.mjs',
      'warm',
      answersFile,
      String(RENDERS),
    ]),
  );
  const warm = Object.keys(warmRuns[0]!).map((tag) => ({
    tag,
    medianMs: Number(median(warmRuns.map((runs) => runs[tag]!)).toFixed(2)),
  }));
  const of = (key: keyof ColdRun) => spread(cold.map((run) => run[key] ?? Number.NaN));
  const memoryParts: { ownMiB?: Spread; fileBackedMiB?: Spread } = cold.every(
    (run) => run.ownMiB !== undefined && run.fileBackedMiB !== undefined,
  )
    ? { ownMiB: of('ownMiB'), fileBackedMiB: of('fileBackedMiB') }
    : {};
  const figures = {
    measured: new Date().toISOString(),
    machine: machine.finished(),
    runs: RUNS,
    rendersPerTag: RENDERS * WARM_PROCESSES,
    pinnedToCore: core ?? null,
    site: SITE,
    serverModuleBytes: (await stat('dist/server.js')).size,
    cold: {
      importMs: of('importMs'),
      firstHeaderRenderMs: of('firstHeaderRenderMs'),
      coldStartMs: of('coldStartMs'),
      rssMiB: of('rssMiB'),
      ...memoryParts,
      bareNodeRssMiB: round(median(bare.map((run) => run.rssMiB))),
      ...(memoryParts.ownMiB && {
        bareNodeOwnMiB: round(median(bare.map((run) => run.ownMiB ?? Number.NaN))),
      }),
    },
    warm,
  };
  const row = (name: string, { median: mid, min, max }: ReturnType<typeof spread>, unit: string) =>
    `| ${name} | ${mid} ${unit} | ${min}–${max} ${unit} |`;
  console.log(
    [
      `Server benchmark: ${RUNS} fresh Node processes, ${SITE}${core === undefined ? '' : `, core ${core}`}.`,
      '',
      '| first render | median | range |',
      '|---|---|---|',
      row('import of dist/server.js', figures.cold.importMs, 'ms'),
      row('first shop-header render', figures.cold.firstHeaderRenderMs, 'ms'),
      row('import and first render', figures.cold.coldStartMs, 'ms'),
      row('resident memory after it', figures.cold.rssMiB, 'MiB'),
      ...(memoryParts.ownMiB && memoryParts.fileBackedMiB
        ? [
            row('… the process’s own', memoryParts.ownMiB, 'MiB'),
            row('… mapped from files (Node’s code)', memoryParts.fileBackedMiB, 'MiB'),
          ]
        : []),
      `| a bare Node process | ${figures.cold.bareNodeRssMiB} MiB | |`,
      ...('bareNodeOwnMiB' in figures.cold
        ? [`| … its own | ${figures.cold.bareNodeOwnMiB} MiB | |`]
        : []),
      '',
      `Warm renders (median of ${RENDERS} in each of ${WARM_PROCESSES} processes):`,
      '',
      ...warm.map(({ tag, medianMs }) => `- ${tag}: ${medianMs} ms`),
    ].join('\n'),
  );
  if (FIGURES_FILE !== '-') {
    await figuresFile.writeFigures(FIGURES_FILE, figures);
    console.error(`wrote ${FIGURES_FILE}`);
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
