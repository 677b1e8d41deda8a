import { cleanup, render, screen, within } from '@testing-library/react';
import { readFileSync, readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BenchPageFigureTable,
  BenchServerFigureTable,
  LighthouseFigureTable,
  PerformanceGoalsTable,
  SizeFigureTable,
  type BenchPageFigures,
  type BenchPageFile,
  type BenchServerFile,
  type LighthouseFile,
  type SizeFile,
} from '../../../stories/support/PerformanceFigures';
import {
  HEADER_PAGE_MAIN_THREAD_GOAL,
  PAGE_SCRIPT_GOALS,
  SERVER_COLD_START_GOAL,
  SERVER_MEMORY_GOAL,
  kilobytes,
} from '../../../stories/support/performance-goals';
import {
  RuntimeCostFigureTable,
  type RuntimeCostFile,
} from '../../../stories/support/RuntimeCostFigures';

/**
 * The docs' performance page (docs/developers/Performance.mdx) types no figure by hand: it shows
 * the JSON the benchmarks write to docs/figures/. These tests render each committed file as the
 * page does and look for its figures, its date, its machine and its load.
 */
const FIGURES_FOLDER = 'docs/figures';
const PAGE = readFileSync('docs/developers/Performance.mdx', 'utf8');
const figuresFiles = readdirSync(FIGURES_FOLDER).filter((file) => file.endsWith('.json'));
const read = <Figures,>(file: string) =>
  JSON.parse(readFileSync(`${FIGURES_FOLDER}/${file}`, 'utf8')) as Figures;

const benchPageFiles = figuresFiles.filter((file) => file.startsWith('bench-page'));
const ms = (value: number) => `${value} ms`;

afterEach(cleanup);

/** A table's body rows, each as the text of its cells (folded away or not). */
function bodyRows(file: string, label = `Figures of ${file}`): string[][] {
  const table = screen.getByRole('table', { name: label, hidden: true });
  return within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The date, the machine and the load as the page shows them. */
function recordOf(container: HTMLElement): Record<string, string> {
  const terms = [...container.querySelectorAll('dt')];
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('given the figures files in docs/figures', () => {
  it('there are the page benchmark’s, Lighthouse’s and the sizes’', () => {
    expect(figuresFiles).toEqual(
      expect.arrayContaining([
        'bench-page-server-rendering.json',
        'bench-server.json',
        'lighthouse.json',
        'size.json',
      ]),
    );
  });

  it.each(figuresFiles)('%s names the commit and the machine it was measured on', (file) => {
    const { source, machine } = read<{ source?: { commit?: string }; machine?: unknown }>(file);
    expect(source?.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(machine).toBeTruthy();
  });

  it.each(figuresFiles)('the performance page shows %s', (file) => {
    expect(PAGE).toContain(`from '../figures/${file}'`);
    expect(PAGE).toContain(`file="docs/figures/${file}"`);
  });
});

describe.each(benchPageFiles)('given %s as the page benchmark wrote it', (file) => {
  const figures = read<BenchPageFile>(file);
  const path = `docs/figures/${file}`;

  it('it shows the date, the machine and the load the file records', () => {
    const { container } = render(<BenchPageFigureTable file={path} figures={figures} />);
    const record = recordOf(container);
    expect(record['Measured']).toContain(figures.measured.slice(0, 10));
    expect(record['Measured']).toContain(`median of ${figures.loads} loads each`);
    const { machine } = figures;
    if (typeof machine === 'string') {
      expect(record['Machine']).toBe(machine);
      expect(record['Load (1, 5, 15 min)']).toBe('before: not recorded; after: not recorded');
    } else {
      expect(record['Machine']).toContain(machine.cpu);
      expect(record['Machine']).toContain(machine.chromium);
      expect(record['Load (1, 5, 15 min)']).toContain(machine.loadBefore!.join(', ').slice(0, 4));
      expect(record['Load (1, 5, 15 min)']).toContain(
        machine.loadAfter!.map((load) => load.toFixed(2)).join(', '),
      );
    }
  });

  it('it shows every page’s figures, one row each', () => {
    render(<BenchPageFigureTable file={path} figures={figures} />);
    const rows = bodyRows(path);
    expect(rows).toHaveLength(figures.pages.length);
    figures.pages.forEach((page, index) => {
      const row = rows[index]!;
      expect(row.slice(0, 5)).toEqual([
        page.page,
        page.visitor ?? 'with-cart',
        page.site,
        `${page.width} px`,
        page.device,
      ]);
      expect(row[5]).toBe(`${ms(page.fcpMs)} / ${ms(page.lcpMs)}`);
      expect(row[6]).toContain(page.clsMedian.toFixed(3));
      expect(row[7]).toContain(page.clsWorst.toFixed(3));
      expect(row[8]).toContain(ms(page.blockingMs));
      expect(row[9]).toContain(kilobytes(page.htmlBrotliBytes));
      expect(row[10]).toContain(String(page.maxRequestsPerCall));
      expect(row[11]).toBe(kilobytes(page.bundleBrotliBytes));
      expect(row[12]).toBe(
        `${ms(page.renderedMs)} / ${ms(page.staticCopyMs)} = ${page.renderedPerStaticCopy.toFixed(2)}`,
      );
    });
  });
});

describe('given bench-server.json as `npm run bench:server` wrote it', () => {
  const figures = read<BenchServerFile>('bench-server.json');
  const path = 'docs/figures/bench-server.json';
  const verdict = (value: number, goal: typeof SERVER_MEMORY_GOAL) =>
    goal.meets(value) ? '✓' : `✗ (goal: ${goal.text})`;

  it('it shows the date, the machine, its load and how many fresh processes', () => {
    const { container } = render(<BenchServerFigureTable file={path} figures={figures} />);
    const record = recordOf(container);
    expect(record['Measured']).toContain(figures.measured.slice(0, 10));
    expect(record['Measured']).toContain(`median of ${figures.runs} fresh Node processes`);
    const machine = figures.machine as Exclude<BenchServerFile['machine'], string>;
    expect(record['Machine']).toContain(`Node ${machine.node}`);
    expect(record['Load (1, 5, 15 min)']).toContain(
      machine.loadAfter!.map((load) => load.toFixed(2)).join(', '),
    );
  });

  it('it shows the import, the first header render, both against 150 ms and the memory against 60 MiB', () => {
    render(<BenchServerFigureTable file={path} figures={figures} />);
    const { cold } = figures;
    expect(bodyRows(path)).toEqual([
      [
        'import of dist/server.js',
        `${cold.importMs.median} ms`,
        `${cold.importMs.min}–${cold.importMs.max} ms`,
      ],
      [
        'first shop-header render',
        `${cold.firstHeaderRenderMs.median} ms`,
        `${cold.firstHeaderRenderMs.min}–${cold.firstHeaderRenderMs.max} ms`,
      ],
      [
        'import and first header render',
        `${cold.coldStartMs.median} ms ${verdict(cold.coldStartMs.median, SERVER_COLD_START_GOAL)}`,
        `${cold.coldStartMs.min}–${cold.coldStartMs.max} ms`,
      ],
      [
        'resident memory after it',
        `${cold.rssMiB.median} MiB ${verdict(cold.rssMiB.median, SERVER_MEMORY_GOAL)}`,
        `${cold.rssMiB.min}–${cold.rssMiB.max} MiB`,
      ],
      [
        '… of it the process’s own pages',
        `${cold.ownMiB!.median} MiB`,
        `${cold.ownMiB!.min}–${cold.ownMiB!.max} MiB`,
      ],
      [
        '… of it pages mapped from files (the Node binary’s code, shared)',
        `${cold.fileBackedMiB!.median} MiB`,
        `${cold.fileBackedMiB!.min}–${cold.fileBackedMiB!.max} MiB`,
      ],
      ['resident memory of a bare Node process', `${cold.bareNodeRssMiB} MiB`, '–'],
      ['… of it its own pages', `${cold.bareNodeOwnMiB} MiB`, '–'],
    ]);
  });

  it('it shows the warm render median of the header, the footer and the layout', () => {
    render(<BenchServerFigureTable file={path} figures={figures} />);
    expect(bodyRows(path, `Warm renders of ${path}`)).toEqual(
      figures.warm.map(({ tag, medianMs }) => [`<${tag}>`, `${medianMs.toFixed(2)} ms`]),
    );
    expect(figures.warm.map(({ tag }) => tag)).toEqual([
      'shop-header',
      'shop-footer',
      'shop-layout',
    ]);
  });
});

describe('given lighthouse.json as Lighthouse wrote it', () => {
  const figures = read<LighthouseFile>('lighthouse.json');
  const path = 'docs/figures/lighthouse.json';

  it('it shows the date, the machine with Lighthouse’s version and speed index, and the load', () => {
    const { container } = render(<LighthouseFigureTable file={path} figures={figures} />);
    const record = recordOf(container);
    const machine = figures.machine as Exclude<LighthouseFile['machine'], string>;
    expect(record['Measured']).toContain(figures.measured.slice(0, 10));
    expect(record['Machine']).toContain(`Lighthouse ${machine.lighthouse}`);
    expect(record['Machine']).toContain(`benchmark index ${machine.benchmarkIndex}`);
    expect(record['Load (1, 5, 15 min)']).toContain(
      machine.loadAfter!.map((load) => load.toFixed(2)).join(', '),
    );
  });

  it('it shows every page’s four scores and four metrics', () => {
    render(<LighthouseFigureTable file={path} figures={figures} />);
    const rows = bodyRows(path);
    expect(rows).toHaveLength(figures.pages.length);
    figures.pages.forEach((page, index) => {
      const { scores, metrics } = page;
      expect(rows[index]!.slice(0, 10)).toEqual([
        page.page,
        page.site,
        page.formFactor,
        String(scores.performance),
        String(scores.accessibility),
        String(scores.bestPractices),
        String(scores.seo),
        ms(metrics.fcpMs),
        ms(metrics.lcpMs),
        ms(metrics.tbtMs),
      ]);
      expect(rows[index]![10]).toContain(metrics.cls.toFixed(3));
    });
  });
});

describe('given size.json as `npm run size -- --out` wrote it', () => {
  const figures = read<SizeFile>('size.json');
  const path = 'docs/figures/size.json';

  it('it shows every entry’s raw, gzip and brotli bytes against its budget, lazy chunks folded away', () => {
    render(<SizeFigureTable file={path} figures={figures} />);
    const rows = [...bodyRows(path), ...bodyRows(path, `Lazily loaded chunks of ${path}`)];
    const rowByName = new Map(rows.map((row) => [row[0], row]));
    expect(rowByName.size).toBe(figures.entries.length);
    for (const entry of figures.entries) {
      const row = rowByName.get(entry.name)!;
      expect(row.slice(1, 5)).toEqual([
        String(entry.files),
        kilobytes(entry.rawBytes),
        kilobytes(entry.gzipBytes),
        kilobytes(entry.brotliBytes),
      ]);
      const limit = entry.budget?.raw ?? entry.budget?.brotli;
      if (limit !== undefined) expect(row[5]).toContain(`of ${kilobytes(limit)}`);
    }
    expect(rowByName.get('dist/shop-elements.js (initial load)')).toBeDefined();
    expect(bodyRows(path).map((row) => row[0])).toContain('dist/shop-elements.js (initial load)');
  });
});

describe('given a figure against its goal', () => {
  const benchPage = read<BenchPageFile>('bench-page-server-rendering.json');
  const [first] = benchPage.pages;
  const withWorstShift = (clsWorst: number): BenchPageFile => ({
    ...benchPage,
    pages: [{ ...first!, clsWorst }],
  });
  const path = 'docs/figures/bench-page-server-rendering.json';

  it('when the worst load shifts under 0.01 › it says the goal is met', () => {
    render(<BenchPageFigureTable file={path} figures={withWorstShift(0.009)} />);
    expect(bodyRows(path)[0]![7]).toBe('0.009 ✓');
  });

  it('when the worst load shifts 0.01 or more › it says the goal is missed, and names it', () => {
    render(<BenchPageFigureTable file={path} figures={withWorstShift(0.02)} />);
    expect(bodyRows(path)[0]![7]).toBe('0.020 ✗ (goal: under 0.01)');
  });

  it('when a chunk is over its budget › it says so', () => {
    const size = read<SizeFile>('size.json');
    const over: SizeFile = {
      ...size,
      entries: [{ ...size.entries[0]!, brotliBytes: 2048, budget: { brotli: 1024 } }],
    };
    render(<SizeFigureTable file="docs/figures/size.json" figures={over} />);
    expect(bodyRows('docs/figures/size.json')[0]![5]).toBe(
      '2.0 KB of 1.0 KB brotli ✗ (goal: at most 1.0 KB brotli)',
    );
  });
});

describe('given the click times the page benchmark writes', () => {
  const benchPage = read<BenchPageFile>('bench-page-server-rendering.json');
  const path = 'docs/figures/bench-page-server-rendering.json';
  const withClicks: BenchPageFile = {
    ...benchPage,
    clicksToContent: [
      { tag: 'shop-mini-cart', medianMs: 86, worstMs: 127 },
      { tag: 'shop-footer', medianMs: 150, worstMs: 201 },
    ],
  };

  it('it shows each element’s median and worst against under 150 ms', () => {
    render(<BenchPageFigureTable file={path} figures={withClicks} />);
    expect(bodyRows(path, `Clicks to content of ${path}`)).toEqual([
      ['<shop-mini-cart>', '86 ms ✓', '127 ms ✓'],
      ['<shop-footer>', '150 ms ✗ (goal: under 150 ms)', '201 ms ✗ (goal: under 150 ms)'],
    ]);
  });

  it('the goals table names the slowest click', () => {
    render(
      <PerformanceGoalsTable
        benchPage={{ file: path, figures: withClicks }}
        lighthouse={{ file: 'docs/figures/lighthouse.json', figures: read('lighthouse.json') }}
        size={{ file: 'docs/figures/size.json', figures: read('size.json') }}
        benchRuntime={{
          file: 'docs/figures/bench-runtime.json',
          figures: read('bench-runtime.json'),
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Performance goals' });
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => /click to content/.test(candidate.textContent ?? ''))!;
    expect(within(row).getAllByRole('cell')[2]!.textContent).toBe(
      `worst 201 ms ✗ (goal: under 150 ms) (<shop-footer>) in ${path}`,
    );
  });

  it('given a file from before the click times › the goals table says the next run writes them', () => {
    const { clicksToContent: _none, ...withoutClicks } = withClicks;
    render(
      <PerformanceGoalsTable
        benchPage={{ file: path, figures: withoutClicks }}
        lighthouse={{ file: 'docs/figures/lighthouse.json', figures: read('lighthouse.json') }}
        size={{ file: 'docs/figures/size.json', figures: read('size.json') }}
        benchRuntime={{
          file: 'docs/figures/bench-runtime.json',
          figures: read('bench-runtime.json'),
        }}
      />,
    );
    expect(screen.getByText(/writes it from its next run on/)).toBeDefined();
  });
});

describe('given the goals table', () => {
  const files = {
    benchPage: {
      file: 'docs/figures/bench-page-server-rendering.json',
      figures: read<BenchPageFile>('bench-page-server-rendering.json'),
    },
    lighthouse: {
      file: 'docs/figures/lighthouse.json',
      figures: read<LighthouseFile>('lighthouse.json'),
    },
    size: { file: 'docs/figures/size.json', figures: read<SizeFile>('size.json') },
    benchRuntime: {
      file: 'docs/figures/bench-runtime.json',
      figures: read<RuntimeCostFile>('bench-runtime.json'),
    },
  };
  const goalRow = (what: RegExp) => {
    const table = screen.getByRole('table', { name: 'Performance goals' });
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => what.test(candidate.textContent ?? ''));
    return within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? '');
  };

  it('it shows the worst layout shift of both files against under 0.01', () => {
    render(<PerformanceGoalsTable {...files} />);
    const worst = Math.max(
      ...files.benchPage.figures.pages.map((page) => page.clsWorst),
      ...files.lighthouse.figures.pages.map((page) => page.metrics.cls),
    );
    const worstPage = files.benchPage.figures.pages.find((page) => page.clsWorst === worst);
    const [, goal, latest] = goalRow(/cumulative layout shift/);
    expect(goal).toBe('under 0.01');
    expect(latest).toContain(`worst ${worst.toFixed(3)}`);
    if (worstPage) expect(latest).toContain(`${worstPage.page}, ${worstPage.site}`);
  });

  it('it judges the JavaScript of each page kind and the header page’s main-thread time by the runtime figures', () => {
    render(<PerformanceGoalsTable {...files} />);
    for (const [kind, goal] of Object.entries(PAGE_SCRIPT_GOALS)) {
      const page = files.benchRuntime.figures.pages.find(
        (candidate) => candidate.kind === kind && candidate.rendering === 'client',
      )!;
      const [, stated, latest] = goalRow(new RegExp(`JavaScript a phone downloads, ${kind} page`));
      expect(stated).toBe(goal.text);
      expect(latest).toContain(`${(page.jsBrotliBytes / 1024).toFixed(1)} KB`);
      expect(latest).toContain(goal.meets(page.jsBrotliBytes) ? '✓' : `✗ (goal: ${goal.text})`);
    }
    const header = files.benchRuntime.figures.pages.find(
      (page) => page.kind === 'header and footer' && page.rendering === 'client',
    )!;
    const [, stated, latest] = goalRow(/main-thread time to a settled header and footer page/);
    expect(stated).toBe(HEADER_PAGE_MAIN_THREAD_GOAL.text);
    expect(latest).toContain(`${header.mainThreadMs} ms`);
  });

  it('it counts the sizes within their budgets', () => {
    render(<PerformanceGoalsTable {...files} />);
    const budgeted = files.size.figures.entries.filter((entry) => entry.budget).length;
    expect(goalRow(/initial load/)[2]).toMatch(new RegExp(`\\d+ of ${budgeted} within budget`));
  });

  it('it judges the server-rendered page’s lowest mobile Lighthouse score against at least 95', () => {
    const [page] = files.lighthouse.figures.pages;
    const run = (site: string, formFactor: string, performance: number) => ({
      ...page!,
      page: 'ssr/header.html',
      site,
      formFactor,
      scores: { ...page!.scores, performance },
    });
    const lighthouse = {
      ...files.lighthouse,
      figures: {
        ...files.lighthouse.figures,
        pages: [run('DE', 'mobile', 97), run('PL', 'mobile', 94), run('TR', 'desktop', 80)],
      },
    };
    render(<PerformanceGoalsTable {...files} lighthouse={lighthouse} />);
    const [, goal, latest] = goalRow(/Lighthouse performance/);
    expect(goal).toBe('at least 95');
    expect(latest).toBe('lowest 94 ✗ (goal: at least 95) (PL) in docs/figures/lighthouse.json');
  });

  it('it judges the lowest accessibility, best-practices or SEO score against 100', () => {
    render(<PerformanceGoalsTable {...files} />);
    const lowest = Math.min(
      ...files.lighthouse.figures.pages.flatMap(({ scores }) => [
        scores.accessibility,
        scores.bestPractices,
        scores.seo,
      ]),
    );
    expect(goalRow(/accessibility, best practices and SEO/)[2]).toContain(
      `lowest ${lowest} ${lowest === 100 ? '✓' : '✗'}`,
    );
  });

  it('it judges the slowest server-rendered first visit against a static copy, at most 1.2, and reports a filled cart’s beside it', () => {
    const [page] = files.benchPage.figures.pages;
    const benchPage = {
      ...files.benchPage,
      figures: {
        ...files.benchPage.figures,
        pages: [
          { ...page!, page: 'header.html', visitor: 'first-visit', renderedPerStaticCopy: 4.8 },
          {
            ...page!,
            page: 'ssr/header.html',
            visitor: 'first-visit',
            site: 'HU',
            width: 768,
            renderedPerStaticCopy: 1.1,
          },
          {
            ...page!,
            page: 'ssr/header.html',
            visitor: 'with-cart',
            site: 'PL',
            width: 375,
            renderedPerStaticCopy: 4.2,
          },
        ] satisfies BenchPageFigures[],
      },
    };
    render(<PerformanceGoalsTable {...files} benchPage={benchPage} />);
    expect(goalRow(/server-rendered header page, a first visit/)[2]).toBe(
      'worst 1.10 ✓ (HU, 768 px) in docs/figures/bench-page-server-rendering.json',
    );
    const [, goal, latest] = goalRow(/a shopper with a filled cart/);
    expect(goal).not.toMatch(/\d/);
    expect(latest).toBe('worst 4.20 (PL, 375 px) in docs/figures/bench-page-server-rendering.json');
  });

  it('given figures from before first visits were measured apart, it counts them as a filled cart', () => {
    const [page] = files.benchPage.figures.pages;
    const { visitor: _visitor, ...older } = page!;
    const benchPage = {
      ...files.benchPage,
      figures: {
        ...files.benchPage.figures,
        pages: [{ ...older, page: 'ssr/header.html', site: 'DE', width: 1280 }],
      },
    };
    render(<PerformanceGoalsTable {...files} benchPage={benchPage} />);
    expect(goalRow(/server-rendered header page, a first visit/)[2]).toBe(
      'no server-rendered page (first-visit) in docs/figures/bench-page-server-rendering.json',
    );
    expect(goalRow(/a shopper with a filled cart/)[2]).toMatch(/^worst \d+\.\d\d \(DE, 1280 px\)/);
  });

  it('a goal with no figure names the test that asserts it', () => {
    render(<PerformanceGoalsTable {...files} />);
    expect(goalRow(/documentation text/)[2]).toBe(
      'asserted by test/e2e/page-performance.test.ts (no figure)',
    );
  });
});

describe('given bench-runtime.json as `npm run bench:runtime` wrote it', () => {
  const figures = read<RuntimeCostFile>('bench-runtime.json');
  const path = 'docs/figures/bench-runtime.json';

  it('it shows the commit, the phone and one row per page kind and rendering, with its phases', () => {
    const { container } = render(<RuntimeCostFigureTable file={path} figures={figures} />);
    const record = recordOf(container);
    expect(record['Of']).toContain(figures.source!.commit.slice(0, 12));
    expect(record['Measured']).toContain(`CPU ${figures.device.cpuSlowdown}× slower`);
    const rows = bodyRows(path);
    expect(rows).toHaveLength(figures.pages.length);
    figures.pages.forEach((page, index) => {
      const row = rows[index]!;
      expect(row[0]).toBe(page.kind);
      expect(row[2]).toBe(`${kilobytes(page.jsBrotliBytes)} (${page.jsFiles})`);
      expect(row[4]).toBe(ms(page.mainThreadMs));
      expect(row.slice(5, 13)).toEqual(Object.values(page.phases).map(ms));
    });
  });
});
