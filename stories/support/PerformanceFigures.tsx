// The figures of the docs' performance page, read from the JSON the benchmarks write
// (`docs/figures/*.json`), so no figure is typed by hand: each file with the date, the machine
// and the load it records, and each figure against its goal (stories/support/performance-goals.ts).
import type { ReactNode } from 'react';
import {
  CLICK_TO_CONTENT_GOAL,
  HEADER_PAGE_MAIN_THREAD_GOAL,
  LAYOUT_SHIFT_GOAL,
  PAGE_SCRIPT_GOALS,
  PERFORMANCE_GOALS,
  REQUESTS_PER_CALL_GOAL,
  SERVER_PAGE_PERFORMANCE_GOAL,
  SERVER_PAGE_RENDERED_GOAL,
  SERVER_COLD_START_GOAL,
  SERVER_MEMORY_GOAL,
  FULL_SCORE_GOAL,
  kilobytes,
  sizeGoal,
  type BenchVisitor,
  type Goal,
  type PerformanceGoal,
  type SizeBudget,
} from './performance-goals';
import type { RuntimeCostFile } from './RuntimeCostFigures';

/** The machine as scripts/bench/machine.ts records it; the oldest files name it in one line. */
export type MachineRecord =
  | string
  | {
      readonly cpu?: string;
      readonly cores?: number;
      readonly memoryGiB?: number;
      readonly chromium?: string;
      readonly node?: string;
      /** Load averages over 1, 5 and 15 minutes. */
      readonly loadBefore?: readonly number[];
      readonly loadAfter?: readonly number[];
      readonly lighthouse?: string;
      readonly benchmarkIndex?: number;
    };

/** The build and the command a figures file came from (scripts/bench/figures-file.ts). */
export interface SourceRecord {
  readonly commit: string;
  readonly uncommittedChanges: boolean;
  readonly command: string;
}

export interface BenchPageFigures {
  readonly page: string;
  /** Who loaded the page; files from before the benchmark told them apart have a filled cart. */
  readonly visitor?: BenchVisitor;
  readonly site: string;
  readonly width: number;
  readonly device: string;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly clsMedian: number;
  readonly clsWorst: number;
  readonly blockingMs: number;
  readonly longTasksMs?: number;
  readonly htmlBytes: number;
  readonly htmlGzipBytes?: number;
  readonly htmlBrotliBytes: number;
  readonly renderedMs: number;
  readonly staticCopyMs: number;
  readonly renderedPerStaticCopy: number;
  readonly maxRequestsPerCall: number;
  readonly bundleBrotliBytes: number;
}

/** A click on demo/blank.html that adds an element whose code is not loaded yet (DE, 1280 px). */
export interface ClickToContentFigures {
  readonly tag: string;
  readonly medianMs: number;
  readonly worstMs: number;
}

/** What `npm run bench:page` writes. */
export interface BenchPageFile {
  readonly measured: string;
  readonly machine: MachineRecord;
  readonly source?: SourceRecord;
  readonly loads: number;
  readonly pages: readonly BenchPageFigures[];
  /** Written since the click times joined the file; older files have none. */
  readonly clicksToContent?: readonly ClickToContentFigures[];
  /** The one server fragment of a site in every window; older files have none. */
  readonly oneFragmentWindows?: readonly OneFragmentWindowFigures[];
}

export interface OneFragmentWindowFigures {
  readonly site: string;
  readonly width: number;
  readonly device: string;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly clsMedian: number;
  readonly clsWorst: number;
  readonly maxRequestsPerCall: number;
}

export interface LighthouseFigures {
  readonly page: string;
  readonly site: string;
  readonly formFactor: string;
  readonly runs: number;
  readonly scores: {
    readonly performance: number;
    readonly accessibility: number;
    readonly bestPractices: number;
    readonly seo: number;
  };
  readonly metrics: {
    readonly fcpMs: number;
    readonly lcpMs: number;
    readonly tbtMs: number;
    readonly cls: number;
  };
  readonly failedAudits: readonly unknown[];
}

/** What `npm run lighthouse` writes. */
export interface LighthouseFile {
  readonly measured: string;
  readonly machine: MachineRecord;
  readonly source?: SourceRecord;
  readonly runs: number;
  readonly pages: readonly LighthouseFigures[];
}

export interface SizeEntry {
  readonly name: string;
  readonly files: number;
  readonly rawBytes: number;
  readonly gzipBytes: number;
  readonly brotliBytes: number;
  readonly budget: SizeBudget | null;
}

/** What `npm run size -- --out docs/figures/size.json` writes. */
export interface SizeFile {
  readonly measured: string;
  readonly machine: MachineRecord;
  readonly source?: SourceRecord;
  readonly entries: readonly SizeEntry[];
}

/** The median and the range of one figure over the benchmark's fresh processes. */
export interface FigureSpread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** What `npm run bench:server` writes. */
export interface BenchServerFile {
  readonly measured: string;
  readonly machine: MachineRecord;
  readonly source?: SourceRecord;
  /** Fresh Node processes the first-render figures come from. */
  readonly runs: number;
  readonly rendersPerTag: number;
  readonly pinnedToCore: number | null;
  readonly site: string;
  readonly serverModuleBytes: number;
  readonly cold: {
    readonly importMs: FigureSpread;
    readonly firstHeaderRenderMs: FigureSpread;
    readonly coldStartMs: FigureSpread;
    readonly rssMiB: FigureSpread;
    /** Linux: the process's own (anonymous) pages, and those mapped from files (Node's code). */
    readonly ownMiB?: FigureSpread;
    readonly fileBackedMiB?: FigureSpread;
    readonly bareNodeRssMiB: number;
    readonly bareNodeOwnMiB?: number;
  };
  readonly warm: readonly { readonly tag: string; readonly medianMs: number }[];
}

/** A figures file and where it is kept. */
interface Source<Figures> {
  /** The path the page names, `docs/figures/….json`. */
  readonly file: string;
  readonly figures: Figures;
}

const dateOf = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const loadOf = (load: readonly number[] | undefined) =>
  load ? load.map((value) => value.toFixed(2)).join(', ') : 'not recorded';
const ms = (value: number) => `${Math.round(value)} ms`;
const shift = (value: number) => value.toFixed(3);

function machineOf(machine: MachineRecord): string {
  if (typeof machine === 'string') return machine;
  return [
    machine.cpu && `${machine.cpu}${machine.cores ? `, ${machine.cores} cores` : ''}`,
    machine.memoryGiB && `${machine.memoryGiB} GiB`,
    machine.chromium,
    machine.node && `Node ${machine.node}`,
    machine.lighthouse && `Lighthouse ${machine.lighthouse}`,
    machine.benchmarkIndex && `benchmark index ${machine.benchmarkIndex}`,
  ]
    .filter(Boolean)
    .join('; ');
}

/** The date, the machine and the load a figures file records. */
export function FiguresRecord({
  file,
  measured,
  machine,
  source,
  repeats,
}: {
  file: string;
  measured: string;
  machine: MachineRecord;
  source?: SourceRecord;
  repeats?: string;
}) {
  const load = typeof machine === 'string' ? {} : machine;
  return (
    <dl className="performance-record">
      <dt>File</dt>
      <dd>
        <code>{file}</code>
      </dd>
      <dt>Measured</dt>
      <dd>
        {dateOf(measured)}
        {repeats ? `, ${repeats}` : ''}
      </dd>
      <dt>Of</dt>
      <dd>
        {source ? (
          <>
            commit <code>{source.commit.slice(0, 12)}</code>
            {source.uncommittedChanges ? ' with changes not yet committed' : ''}, by{' '}
            <code>{source.command}</code>
          </>
        ) : (
          'a commit this file does not record'
        )}
      </dd>
      <dt>Machine</dt>
      <dd>{machineOf(machine)}</dd>
      <dt>Load (1, 5, 15 min)</dt>
      <dd>
        before: {loadOf(load.loadBefore)}; after: {loadOf(load.loadAfter)}
      </dd>
    </dl>
  );
}

/** Storybook's docs style a bare `span` and `code` larger than the table cell around them. */
const AS_CELL = { fontSize: 'inherit' } as const;

function Code({ children }: { children: string }) {
  return <code style={AS_CELL}>{children}</code>;
}

/** A figure beside its goal, said in words so it does not rest on colour. */
function Judged({ value, goal, shown }: { value: number; goal: Goal; shown: string }) {
  const met = goal.meets(value);
  return (
    <span data-goal={met ? 'met' : 'missed'} style={AS_CELL}>
      {shown} {met ? '✓' : `✗ (goal: ${goal.text})`}
    </span>
  );
}

export function Table({
  label,
  head,
  rows,
  unwrapped = false,
}: {
  label: string;
  head: string[];
  rows: ReactNode[][];
  /** Figures read best on one line; the table then scrolls sideways. */
  unwrapped?: boolean;
}) {
  // A wide table scrolls on its own; the region takes focus so keyboard users can scroll it.
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ overflowX: 'auto', whiteSpace: unwrapped ? 'nowrap' : undefined }}
    >
      <table aria-label={label}>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const slash = (...values: (number | undefined)[]) =>
  values.map((value) => (value === undefined ? '–' : kilobytes(value))).join(' / ');

const visitorOf = (page: BenchPageFigures): BenchVisitor => page.visitor ?? 'with-cart';

/** The figures `npm run bench:page` wrote: one row per page, visitor, site, width and device. */
export function BenchPageFigureTable({ file, figures }: Source<BenchPageFile>) {
  return (
    <>
      <FiguresRecord
        file={file}
        measured={figures.measured}
        machine={figures.machine}
        source={figures.source}
        repeats={`median of ${figures.loads} loads each`}
      />
      <Table
        unwrapped
        label={`Figures of ${file}`}
        head={[
          'page',
          'visitor',
          'site',
          'width',
          'device',
          'FCP / LCP',
          'CLS median',
          'CLS worst',
          'main thread blocked / long tasks',
          'page HTML (raw / gzip / brotli)',
          'requests per call',
          'bytes loaded (brotli)',
          'all rendered / static copy',
        ]}
        rows={figures.pages.map((page) => [
          <Code key="page">{page.page}</Code>,
          visitorOf(page),
          page.site,
          `${page.width} px`,
          page.device,
          `${ms(page.fcpMs)} / ${ms(page.lcpMs)}`,
          <Judged
            key="cls-median"
            value={page.clsMedian}
            goal={LAYOUT_SHIFT_GOAL}
            shown={shift(page.clsMedian)}
          />,
          <Judged
            key="cls-worst"
            value={page.clsWorst}
            goal={LAYOUT_SHIFT_GOAL}
            shown={shift(page.clsWorst)}
          />,
          `${ms(page.blockingMs)} / ${page.longTasksMs === undefined ? '–' : ms(page.longTasksMs)}`,
          slash(page.htmlBytes, page.htmlGzipBytes, page.htmlBrotliBytes),
          <Judged
            key="requests"
            value={page.maxRequestsPerCall}
            goal={REQUESTS_PER_CALL_GOAL}
            shown={String(page.maxRequestsPerCall)}
          />,
          kilobytes(page.bundleBrotliBytes),
          `${ms(page.renderedMs)} / ${ms(page.staticCopyMs)} = ${page.renderedPerStaticCopy.toFixed(2)}`,
        ])}
      />
      {figures.oneFragmentWindows?.length ? (
        <Table
          unwrapped
          label={`One server fragment in every window, ${file}`}
          head={[
            'one fragment of',
            'width',
            'device',
            'FCP / LCP',
            'CLS median',
            'CLS worst',
            'requests per call',
          ]}
          rows={figures.oneFragmentWindows.map((window) => [
            window.site,
            `${window.width} px`,
            window.device,
            `${ms(window.fcpMs)} / ${ms(window.lcpMs)}`,
            <Judged
              key="cls-median"
              value={window.clsMedian}
              goal={LAYOUT_SHIFT_GOAL}
              shown={shift(window.clsMedian)}
            />,
            <Judged
              key="cls-worst"
              value={window.clsWorst}
              goal={LAYOUT_SHIFT_GOAL}
              shown={shift(window.clsWorst)}
            />,
            <Judged
              key="requests"
              value={window.maxRequestsPerCall}
              goal={REQUESTS_PER_CALL_GOAL}
              shown={String(window.maxRequestsPerCall)}
            />,
          ])}
        />
      ) : null}
      {figures.clicksToContent?.length ? (
        <Table
          unwrapped
          label={`Clicks to content of ${file}`}
          head={['a click adds (DE, 1280 px)', 'median', 'worst']}
          rows={figures.clicksToContent.map((click) => [
            <Code key="tag">{`<${click.tag}>`}</Code>,
            <Judged
              key="median"
              value={click.medianMs}
              goal={CLICK_TO_CONTENT_GOAL}
              shown={ms(click.medianMs)}
            />,
            <Judged
              key="worst"
              value={click.worstMs}
              goal={CLICK_TO_CONTENT_GOAL}
              shown={ms(click.worstMs)}
            />,
          ])}
        />
      ) : null}
    </>
  );
}

/** The figures `npm run lighthouse` wrote: one row per page, site and form factor. */
export function LighthouseFigureTable({ file, figures }: Source<LighthouseFile>) {
  return (
    <>
      <FiguresRecord
        file={file}
        measured={figures.measured}
        machine={figures.machine}
        source={figures.source}
        repeats={`median of ${figures.runs} runs each`}
      />
      <Table
        unwrapped
        label={`Figures of ${file}`}
        head={[
          'page',
          'site',
          'form factor',
          'performance',
          'accessibility',
          'best practices',
          'SEO',
          'FCP',
          'LCP',
          'TBT',
          'CLS',
          'failing audits',
        ]}
        rows={figures.pages.map((page) => [
          <Code key="page">{page.page}</Code>,
          page.site,
          page.formFactor,
          String(page.scores.performance),
          String(page.scores.accessibility),
          String(page.scores.bestPractices),
          String(page.scores.seo),
          ms(page.metrics.fcpMs),
          ms(page.metrics.lcpMs),
          ms(page.metrics.tbtMs),
          <Judged
            key="cls"
            value={page.metrics.cls}
            goal={LAYOUT_SHIFT_GOAL}
            shown={shift(page.metrics.cls)}
          />,
          String(page.failedAudits.length),
        ])}
      />
    </>
  );
}

/** The figures `npm run size` wrote, each against its budget from size-budgets.json. */
/** One row of the sizes: the bytes, and the budget from size-budgets.json they are held to. */
function sizeRow(entry: SizeEntry): ReactNode[] {
  const goal = entry.budget && sizeGoal(entry.budget);
  const measured = goal?.measure === 'raw' ? entry.rawBytes : entry.brotliBytes;
  return [
    <Code key="name">{entry.name}</Code>,
    String(entry.files),
    kilobytes(entry.rawBytes),
    kilobytes(entry.gzipBytes),
    kilobytes(entry.brotliBytes),
    goal ? (
      <Judged
        key="budget"
        value={measured}
        goal={goal}
        shown={`${kilobytes(measured)} of ${goal.text.replace('at most ', '')}`}
      />
    ) : (
      'no budget'
    ),
  ];
}

const SIZE_HEAD = ['what', 'files', 'raw', 'gzip', 'brotli', 'against its budget'];

/** A lazily loaded chunk, as opposed to an entry's initial load, the page sheet or the fonts. */
const isLazyChunk = (entry: SizeEntry) =>
  entry.name.endsWith('.js') && !entry.name.includes('(initial load)');

/**
 * The figures `npm run size` wrote, each against its budget from size-budgets.json; the many
 * lazily loaded chunks fold away below what every page loads.
 */
export function SizeFigureTable({ file, figures }: Source<SizeFile>) {
  const lazyChunks = figures.entries.filter(isLazyChunk);
  return (
    <>
      <FiguresRecord
        file={file}
        measured={figures.measured}
        machine={figures.machine}
        source={figures.source}
      />
      <Table
        unwrapped
        label={`Figures of ${file}`}
        head={SIZE_HEAD}
        rows={figures.entries.filter((entry) => !isLazyChunk(entry)).map(sizeRow)}
      />
      <details>
        <summary>The {lazyChunks.length} lazily loaded chunks</summary>
        <Table
          unwrapped
          label={`Lazily loaded chunks of ${file}`}
          head={SIZE_HEAD}
          rows={lazyChunks.map(sizeRow)}
        />
      </details>
    </>
  );
}

export interface PerformanceFiles {
  readonly benchPage: Source<BenchPageFile>;
  readonly lighthouse: Source<LighthouseFile>;
  readonly size: Source<SizeFile>;
  readonly benchRuntime: Source<RuntimeCostFile>;
}

const range = (values: number[], format: (value: number) => string) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(low)}–${format(high)}`;
};

/** What the latest figures say about a goal, read from the files. */
function latest(goal: PerformanceGoal, files: PerformanceFiles): ReactNode {
  const { benchPage, lighthouse, size, benchRuntime } = files;
  /** A figure of a client-rendered page kind of the runtime figures, against its goal. */
  const judgedClientPage = (
    kind: string,
    pageGoal: Goal,
    figure: (page: RuntimeCostFile['pages'][number]) => [value: number, shown: string],
  ): ReactNode => {
    const page = benchRuntime.figures.pages.find(
      (candidate) => candidate.kind === kind && candidate.rendering === 'client',
    );
    if (!page)
      return (
        <>
          no client-rendered {kind} page in <Code>{benchRuntime.file}</Code>
        </>
      );
    const [value, shown] = figure(page);
    return (
      <>
        <Judged value={value} goal={pageGoal} shown={shown} /> in <Code>{benchRuntime.file}</Code>
      </>
    );
  };
  const pages = benchPage.figures.pages;
  switch (goal.check.kind) {
    case 'layout-shift': {
      const shifts = [
        ...pages.map((page) => ({
          cls: page.clsWorst,
          where: `${page.page}, ${page.site}, ${page.width} px, ${page.device}`,
          file: benchPage.file,
        })),
        ...lighthouse.figures.pages.map((page) => ({
          cls: page.metrics.cls,
          where: `${page.page}, ${page.site}, ${page.formFactor}`,
          file: lighthouse.file,
        })),
      ];
      const worst = shifts.reduce((most, next) => (next.cls > most.cls ? next : most));
      return (
        <>
          <Judged value={worst.cls} goal={LAYOUT_SHIFT_GOAL} shown={`worst ${shift(worst.cls)}`} />{' '}
          ({worst.where}) in <Code>{worst.file}</Code>
        </>
      );
    }
    case 'requests-per-call': {
      const most = Math.max(...pages.map((page) => page.maxRequestsPerCall));
      return (
        <>
          <Judged value={most} goal={REQUESTS_PER_CALL_GOAL} shown={`at most ${most}`} /> in{' '}
          <Code>{benchPage.file}</Code>
        </>
      );
    }
    case 'initial-load': {
      const judged = size.figures.entries.filter((entry) => entry.budget);
      const over = judged.filter((entry) => {
        const budget = sizeGoal(entry.budget!);
        return !budget.meets(budget.measure === 'raw' ? entry.rawBytes : entry.brotliBytes);
      });
      return (
        <>
          <span data-goal={over.length ? 'missed' : 'met'} style={AS_CELL}>
            {judged.length - over.length} of {judged.length} within budget {over.length ? '✗' : '✓'}
          </span>{' '}
          in <Code>{size.file}</Code>
        </>
      );
    }
    case 'reported': {
      const values =
        goal.check.figure === 'bundle-bytes'
          ? range(
              pages.map((page) => page.bundleBrotliBytes),
              kilobytes,
            )
          : range(
              pages.map((page) => page.renderedPerStaticCopy),
              (ratio) => ratio.toFixed(2),
            );
      return (
        <>
          {values} in <Code>{benchPage.file}</Code>
        </>
      );
    }
    case 'server-page-rendered': {
      const { visitor } = goal.check;
      const serverPages = pages.filter(
        (page) => page.page.startsWith('ssr/') && visitorOf(page) === visitor,
      );
      if (!serverPages.length)
        return (
          <>
            no server-rendered page ({visitor}) in <Code>{benchPage.file}</Code>
          </>
        );
      const slowest = serverPages.reduce((most, next) =>
        next.renderedPerStaticCopy > most.renderedPerStaticCopy ? next : most,
      );
      const shown = `worst ${slowest.renderedPerStaticCopy.toFixed(2)}`;
      return (
        <>
          {goal.goal === undefined ? (
            shown
          ) : (
            <Judged
              value={slowest.renderedPerStaticCopy}
              goal={SERVER_PAGE_RENDERED_GOAL}
              shown={shown}
            />
          )}{' '}
          ({slowest.site}, {slowest.width} px) in <Code>{benchPage.file}</Code>
        </>
      );
    }
    case 'server-page-performance': {
      const mobile = lighthouse.figures.pages.filter(
        (page) => page.page.startsWith('ssr/') && page.formFactor === 'mobile',
      );
      if (!mobile.length)
        return (
          <>
            no server-rendered mobile run in <Code>{lighthouse.file}</Code>
          </>
        );
      const lowest = mobile.reduce((least, next) =>
        next.scores.performance < least.scores.performance ? next : least,
      );
      return (
        <>
          <Judged
            value={lowest.scores.performance}
            goal={SERVER_PAGE_PERFORMANCE_GOAL}
            shown={`lowest ${lowest.scores.performance}`}
          />{' '}
          ({lowest.site}) in <Code>{lighthouse.file}</Code>
        </>
      );
    }
    case 'full-scores': {
      const scores = lighthouse.figures.pages.flatMap((page) => [
        page.scores.accessibility,
        page.scores.bestPractices,
        page.scores.seo,
      ]);
      const lowest = Math.min(...scores);
      return (
        <>
          <Judged value={lowest} goal={FULL_SCORE_GOAL} shown={`lowest ${lowest}`} /> in{' '}
          <Code>{lighthouse.file}</Code>
        </>
      );
    }
    case 'test':
      return (
        <>
          asserted by <Code>{goal.check.file}</Code> (no figure)
        </>
      );
    case 'page-script':
      return judgedClientPage(
        goal.check.pageKind,
        PAGE_SCRIPT_GOALS[goal.check.pageKind]!,
        (page) => [page.jsBrotliBytes, `${kilobytes(page.jsBrotliBytes)} in ${page.jsFiles} files`],
      );
    case 'header-page-main-thread':
      return judgedClientPage('header and footer', HEADER_PAGE_MAIN_THREAD_GOAL, (page) => [
        page.mainThreadMs,
        ms(page.mainThreadMs),
      ]);
    case 'click-to-content': {
      const clicks = benchPage.figures.clicksToContent ?? [];
      if (!clicks.length)
        return (
          <>
            not in <Code>{benchPage.file}</Code> yet: <Code>npm run bench:page</Code> writes it from
            its next run on
          </>
        );
      const slowest = clicks.reduce((most, next) => (next.worstMs > most.worstMs ? next : most));
      return (
        <>
          <Judged
            value={slowest.worstMs}
            goal={CLICK_TO_CONTENT_GOAL}
            shown={`worst ${ms(slowest.worstMs)}`}
          />{' '}
          (<Code>{`<${slowest.tag}>`}</Code>) in <Code>{benchPage.file}</Code>
        </>
      );
    }
  }
}

/** The goals, each with what the latest figures say about it. */
export function PerformanceGoalsTable(files: PerformanceFiles) {
  return (
    <Table
      label="Performance goals"
      head={['what', 'goal', 'latest figures']}
      rows={PERFORMANCE_GOALS.map((goal) => [
        goal.what,
        goal.goal ?? '(reported)',
        latest(goal, files),
      ])}
    />
  );
}

const rangeOf = ({ min, max }: FigureSpread, unit: string) => `${min}–${max} ${unit}`;

/**
 * The figures `npm run bench:server` wrote: the import and first header render of a fresh Node
 * process and its memory then, against their goals, and the warm render medians.
 */
export function BenchServerFigureTable({ file, figures }: Source<BenchServerFile>) {
  const { cold } = figures;
  const core = figures.pinnedToCore === null ? '' : ` on core ${figures.pinnedToCore}`;
  const judged = (spread: FigureSpread, goal: Goal, unit: string) => (
    <Judged value={spread.median} goal={goal} shown={`${spread.median} ${unit}`} />
  );
  return (
    <>
      <FiguresRecord
        file={file}
        measured={figures.measured}
        machine={figures.machine}
        source={figures.source}
        repeats={`median of ${figures.runs} fresh Node processes${core}, site ${figures.site}`}
      />
      <Table
        label={`Figures of ${file}`}
        head={['a fresh Node process', 'median', 'range']}
        rows={[
          ['import of dist/server.js', `${cold.importMs.median} ms`, rangeOf(cold.importMs, 'ms')],
          [
            'first shop-header render',
            `${cold.firstHeaderRenderMs.median} ms`,
            rangeOf(cold.firstHeaderRenderMs, 'ms'),
          ],
          [
            'import and first header render',
            judged(cold.coldStartMs, SERVER_COLD_START_GOAL, 'ms'),
            rangeOf(cold.coldStartMs, 'ms'),
          ],
          [
            'resident memory after it',
            judged(cold.rssMiB, SERVER_MEMORY_GOAL, 'MiB'),
            rangeOf(cold.rssMiB, 'MiB'),
          ],
          ...(cold.ownMiB && cold.fileBackedMiB
            ? [
                [
                  '… of it the process’s own pages',
                  `${cold.ownMiB.median} MiB`,
                  rangeOf(cold.ownMiB, 'MiB'),
                ],
                [
                  '… of it pages mapped from files (the Node binary’s code, shared)',
                  `${cold.fileBackedMiB.median} MiB`,
                  rangeOf(cold.fileBackedMiB, 'MiB'),
                ],
              ]
            : []),
          ['resident memory of a bare Node process', `${cold.bareNodeRssMiB} MiB`, '–'],
          ...(cold.bareNodeOwnMiB === undefined
            ? []
            : [['… of it its own pages', `${cold.bareNodeOwnMiB} MiB`, '–']]),
        ]}
      />
      <Table
        label={`Warm renders of ${file}`}
        head={[`warm render (median of ${figures.rendersPerTag})`, 'median']}
        rows={figures.warm.map((warm) => [
          <Code key="tag">{`<${warm.tag}>`}</Code>,
          `${warm.medianMs.toFixed(2)} ms`,
        ])}
      />
    </>
  );
}
