/**
 * What `npm run lighthouse` keeps of a Lighthouse result: the four category scores, the four
 * metrics the issue names, and the audits that keep a category under 100. Pure functions on
 * Lighthouse's result JSON, so they can be tested without a browser.
 */

/** The categories, under the names the figures use. */
export const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;

/** The metrics, under the names the figures use, with their Lighthouse audit ids. */
export const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

export type CategoryName = keyof typeof CATEGORIES;
export type MetricName = keyof typeof METRICS;

/** The part of Lighthouse's result (LH.Result) these functions read. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      scoreDisplayMode?: string;
      numericValue?: number;
      details?: unknown;
    }
  >;
}

export interface RunSummary {
  /** 0–100, as Lighthouse shows them. */
  scores: Record<CategoryName, number>;
  metrics: Record<MetricName, number>;
  /** Audits that fail in accessibility, best practices or SEO, where the goal is 100. */
  failedAudits: string[];
}

export interface PageSummary extends RunSummary {
  runs: number;
  /** Each run's performance score, to show the spread behind the median. */
  performanceScores: number[];
}

/** Scored audits that do not pass (informative and not-applicable ones do not count). */
function failedAuditsOf(result: LighthouseResultLike): string[] {
  const failed = new Set<string>();
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const { id } of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[id];
      if (!audit || audit.score === null) continue;
      if (['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode ?? 'binary')) {
        if (audit.score < 1) failed.add(`${category}/${id}`);
      }
    }
  }
  return [...failed].sort();
}

export function summarizeRun(result: LighthouseResultLike): RunSummary {
  const scores = Object.fromEntries(
    Object.entries(CATEGORIES).map(([name, id]) => [
      name,
      Math.round((result.categories[id]?.score ?? Number.NaN) * 100),
    ]),
  ) as Record<CategoryName, number>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => {
      const value = result.audits[id]?.numericValue ?? Number.NaN;
      return [name, name === 'cls' ? Number(value.toFixed(3)) : Math.round(value)];
    }),
  ) as Record<MetricName, number>;
  return { scores, metrics, failedAudits: failedAuditsOf(result) };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * Each score and metric as the median over the runs (each on its own, as Lighthouse's docs
 * advise against a single run); an audit counts as failed if it failed in any run.
 */
export function summarizeRuns(runs: readonly RunSummary[]): PageSummary {
  const medianOf = <K extends string>(pick: (run: RunSummary) => Record<K, number>) => {
    const [first] = runs;
    if (!first) throw new Error('summarizeRuns needs at least one run.');
    return Object.fromEntries(
      Object.keys(pick(first)).map((key) => [key, median(runs.map((run) => pick(run)[key as K]))]),
    ) as Record<K, number>;
  };
  return {
    runs: runs.length,
    scores: medianOf((run) => run.scores),
    metrics: medianOf((run) => run.metrics),
    performanceScores: runs.map((run) => run.scores.performance),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))].sort(),
  };
}

/** One line of the printed table. */
export function tableRow(
  cells: { page: string; site: string; formFactor: string },
  summary: PageSummary,
): string {
  const { scores, metrics } = summary;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return `| ${cells.page} | ${cells.site} | ${cells.formFactor} | ${scores.performance} (${summary.performanceScores.join(', ')}) | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${seconds(metrics.fcpMs)} | ${seconds(metrics.lcpMs)} | ${metrics.tbtMs} ms | ${metrics.cls.toFixed(3)} | ${summary.failedAudits.join(', ') || '–'} |`;
}

export const TABLE_HEADER = [
  '| page | site | form factor | performance (runs) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | failed audits |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];
