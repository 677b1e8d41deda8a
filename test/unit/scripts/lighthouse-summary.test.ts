import { describe, expect, it } from 'vitest';
import {
  median,
  summarizeRun,
  summarizeRuns,
  tableRow,
  type LighthouseResultLike,
} from '../../../scripts/lighthouse/summary';

/** A Lighthouse result with the given scores (0–1), metrics and failing audits. */
function lighthouseResult({
  performance = 0.97,
  lcp = 2100,
  failing = [] as string[],
} = {}): LighthouseResultLike {
  const audit = (id: string) => ({
    score: failing.includes(id) ? 0 : 1,
    scoreDisplayMode: 'binary',
  });
  return {
    categories: {
      performance: { score: performance, auditRefs: [] },
      accessibility: {
        score: failing.includes('color-contrast') ? 0.96 : 1,
        auditRefs: [{ id: 'color-contrast', weight: 7 }],
      },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: {
        score: failing.includes('meta-description') ? 0.91 : 1,
        auditRefs: [
          { id: 'meta-description', weight: 1 },
          { id: 'structured-data', weight: 0 },
        ],
      },
    },
    audits: {
      'first-contentful-paint': { score: 1, numericValue: 1234.5 },
      'largest-contentful-paint': { score: 1, numericValue: lcp },
      'total-blocking-time': { score: 1, numericValue: 87.4 },
      'cumulative-layout-shift': { score: 1, numericValue: 0.00412 },
      'color-contrast': audit('color-contrast'),
      'errors-in-console': audit('errors-in-console'),
      'meta-description': audit('meta-description'),
      'structured-data': { score: null, scoreDisplayMode: 'manual' },
    },
  };
}

describe('npm run lighthouse’s summary of a run', () => {
  it('given a result › it keeps the four scores out of 100 and the four metrics', () => {
    expect(summarizeRun(lighthouseResult({ performance: 0.951 }))).toEqual({
      scores: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
      metrics: { fcpMs: 1235, lcpMs: 2100, tbtMs: 87, cls: 0.004 },
      failedAudits: [],
    });
  });

  it('given failing audits › it names them by category, and not the manual ones', () => {
    const run = summarizeRun(lighthouseResult({ failing: ['meta-description', 'color-contrast'] }));
    expect(run.failedAudits).toEqual(['accessibility/color-contrast', 'seo/meta-description']);
    expect(run.scores.seo).toBe(91);
  });
});

describe('npm run lighthouse’s median of runs', () => {
  it('takes each score and metric as the median, and keeps each run’s performance', () => {
    const page = summarizeRuns(
      [
        lighthouseResult({ performance: 0.9, lcp: 3000 }),
        lighthouseResult({ performance: 0.97, lcp: 2000 }),
        lighthouseResult({ performance: 0.95, lcp: 2500, failing: ['meta-description'] }),
      ].map(summarizeRun),
    );
    expect(page.runs).toBe(3);
    expect(page.scores.performance).toBe(95);
    expect(page.metrics.lcpMs).toBe(2500);
    expect(page.performanceScores).toEqual([90, 97, 95]);
    expect(page.failedAudits).toEqual(['seo/meta-description']);
    expect(tableRow({ page: 'ssr/header.html', site: 'PL', formFactor: 'mobile' }, page)).toBe(
      '| ssr/header.html | PL | mobile | 95 (90, 97, 95) | 100 | 100 | 100 | 1.2 s | 2.5 s | 87 ms | 0.004 | seo/meta-description |',
    );
  });

  it('given an even count › it averages the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('given no run › it says so rather than inventing figures', () => {
    expect(() => summarizeRuns([])).toThrow(/at least one run/);
  });
});
