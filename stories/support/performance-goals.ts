/**
 * The performance goals the docs' performance page measures the figures against. The figures
 * come from `docs/figures/*.json` as the benchmarks write them; a goal is written here once, so
 * the goals table and each figure's verdict cannot disagree.
 */

/** A threshold a figure meets or misses. */
export interface Goal {
  /** The goal as the page states it. */
  readonly text: string;
  readonly meets: (value: number) => boolean;
}

export const LAYOUT_SHIFT_GOAL: Goal = { text: 'under 0.01', meets: (cls) => cls < 0.01 };

/** Every GET once per page; a page without calls makes none. */
export const REQUESTS_PER_CALL_GOAL: Goal = { text: '1', meets: (requests) => requests <= 1 };

/** From a click that adds an element whose code is not loaded yet to its content showing. */
export const CLICK_TO_CONTENT_GOAL: Goal = { text: 'under 150 ms', meets: (ms) => ms < 150 };

/** Lighthouse's mobile performance score of the server-rendered header page. */
export const SERVER_PAGE_PERFORMANCE_GOAL: Goal = {
  text: 'at least 95',
  meets: (score) => score >= 95,
};

/** Accessibility, best practices and SEO on every page Lighthouse loads. */
export const FULL_SCORE_GOAL: Goal = { text: '100', meets: (score) => score >= 100 };

/**
 * A server-rendered page renders every element almost as soon as a static copy. Judged
 * on a first visit: a server never renders per-shopper data, so for a shopper with a filled cart
 * the count comes only once the cart call has answered in the browser (reported beside it).
 */
export const SERVER_PAGE_RENDERED_GOAL: Goal = {
  text: 'at most 1.2',
  meets: (ratio) => ratio <= 1.2,
};

/** A fresh Node process imports `shop-elements/server` and renders its first header. */
export const SERVER_COLD_START_GOAL: Goal = { text: 'at most 150 ms', meets: (ms) => ms <= 150 };

/** That process's resident memory right after its first header render. */
export const SERVER_MEMORY_GOAL: Goal = { text: 'at most 60 MiB', meets: (mib) => mib <= 60 };

/**
 * Issue 42's goals for the JavaScript a phone downloads per page kind of `npm run bench:runtime`
 * (client-rendered, brotli as sent), by the kind's name in its figures file.
 */
export const PAGE_SCRIPT_GOALS: Readonly<Record<string, Goal>> = {
  'header and footer': { text: 'at most 70 KB', meets: (bytes) => bytes <= 70 * 1024 },
  'footer only': { text: 'at most 40 KB', meets: (bytes) => bytes <= 40 * 1024 },
  'one bare element': { text: 'at most 35 KB', meets: (bytes) => bytes <= 35 * 1024 },
};

/** What the first `npm run bench:runtime` measured for it (React's runtime, commit 6ba85c3). */
const FIRST_HEADER_PAGE_MAIN_THREAD_MS = 4225;

/**
 * Main-thread time from the first byte to a settled header and footer page on a phone (4× CPU,
 * client-rendered): at most half of the first measurement.
 */
export const HEADER_PAGE_MAIN_THREAD_GOAL: Goal = {
  text: `at most ${Math.round(FIRST_HEADER_PAGE_MAIN_THREAD_MS / 2)} ms (half of ${FIRST_HEADER_PAGE_MAIN_THREAD_MS} ms)`,
  meets: (ms) => ms <= FIRST_HEADER_PAGE_MAIN_THREAD_MS / 2,
};

/** A budget of size-budgets.json, the one `npm run size` fails over. */
export interface SizeBudget {
  /** Brotli bytes. */
  readonly brotli?: number;
  /** Bytes as they are, for files that come compressed (WOFF2). */
  readonly raw?: number;
}

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function sizeGoal(budget: SizeBudget): Goal & { readonly measure: 'brotli' | 'raw' } {
  const [measure, limit] =
    budget.raw === undefined
      ? (['brotli', budget.brotli ?? 0] as const)
      : (['raw', budget.raw] as const);
  return {
    measure,
    text: `at most ${kilobytes(limit)} ${measure}`,
    meets: (bytes) => bytes <= limit,
  };
}

/**
 * Who loaded a page of `npm run bench:page`: a first visit (an empty cart) or a shopper whose
 * cart holds articles. Files written before the benchmark made the difference have neither.
 */
export type BenchVisitor = 'first-visit' | 'with-cart';

/** Where a goal is checked: a figure of a figures file, or a test that needs no timing. */
export type GoalCheck =
  | { readonly kind: 'layout-shift' }
  | { readonly kind: 'requests-per-call' }
  | { readonly kind: 'initial-load' }
  | { readonly kind: 'reported'; readonly figure: 'bundle-bytes' | 'rendered-per-static-copy' }
  | { readonly kind: 'server-page-rendered'; readonly visitor: BenchVisitor }
  | { readonly kind: 'server-page-performance' }
  | { readonly kind: 'full-scores' }
  | { readonly kind: 'click-to-content' }
  | { readonly kind: 'page-script'; readonly pageKind: string }
  | { readonly kind: 'header-page-main-thread' }
  | { readonly kind: 'test'; readonly file: string };

export interface PerformanceGoal {
  readonly what: string;
  /** `undefined`: reported, no goal. */
  readonly goal?: string;
  readonly check: GoalCheck;
}

const PAGE_PERFORMANCE_TEST = 'test/e2e/page-performance.test.ts';

export const PERFORMANCE_GOALS: readonly PerformanceGoal[] = [
  {
    what: 'cumulative layout shift, every page, site and width (worst load)',
    goal: LAYOUT_SHIFT_GOAL.text,
    check: { kind: 'layout-shift' },
  },
  {
    what: "sequential module levels before an element's first render",
    goal: 'at most 2',
    check: { kind: 'test', file: PAGE_PERFORMANCE_TEST },
  },
  {
    what: 'requests per call (footer content, A/B, promotions, cart …)',
    goal: REQUESTS_PER_CALL_GOAL.text,
    check: { kind: 'requests-per-call' },
  },
  {
    what: 'what a footer-only page loads',
    goal: 'only what the footer uses',
    check: { kind: 'test', file: PAGE_PERFORMANCE_TEST },
  },
  {
    what: 'click to content, code not loaded yet (1280 px, DE)',
    goal: CLICK_TO_CONTENT_GOAL.text,
    check: { kind: 'click-to-content' },
  },
  {
    what: 'documentation text in the runtime bundle',
    goal: 'none',
    check: { kind: 'test', file: PAGE_PERFORMANCE_TEST },
  },
  {
    what: 'initial load of each entry, each lazy chunk, the page sheet and the fonts',
    goal: 'its budget in size-budgets.json',
    check: { kind: 'initial-load' },
  },
  {
    what: 'bytes a shopper loads, incl. font and page sheet (brotli)',
    check: { kind: 'reported', figure: 'bundle-bytes' },
  },
  ...Object.entries(PAGE_SCRIPT_GOALS).map(([pageKind, goal]): PerformanceGoal => ({
    what: `JavaScript a phone downloads, ${pageKind} page (client-rendered, brotli)`,
    goal: goal.text,
    check: { kind: 'page-script', pageKind },
  })),
  {
    what: 'main-thread time to a settled header and footer page, phone at 4× CPU',
    goal: HEADER_PAGE_MAIN_THREAD_GOAL.text,
    check: { kind: 'header-page-main-thread' },
  },
  {
    what: 'time until every element rendered ÷ a static copy, every page',
    check: { kind: 'reported', figure: 'rendered-per-static-copy' },
  },
  {
    what: 'the same on the server-rendered header page, a first visit (worst site and width)',
    goal: SERVER_PAGE_RENDERED_GOAL.text,
    check: { kind: 'server-page-rendered', visitor: 'first-visit' },
  },
  {
    what: 'the same for a shopper with a filled cart, whose count the browser fills in',
    check: { kind: 'server-page-rendered', visitor: 'with-cart' },
  },
  {
    what: 'Lighthouse performance, server-rendered header page, mobile (worst site)',
    goal: SERVER_PAGE_PERFORMANCE_GOAL.text,
    check: { kind: 'server-page-performance' },
  },
  {
    what: 'Lighthouse accessibility, best practices and SEO, every page (lowest)',
    goal: FULL_SCORE_GOAL.text,
    check: { kind: 'full-scores' },
  },
];
