/**
 * What one screenshot comparison of a stories run was: the story setup writes one record per
 * baseline into `.vitest-attachments/visual/records/`, `npm run visual:report` reads them.
 * Shared by the browser (no Node APIs here) and the report script.
 */
import { BREAKPOINTS, type BreakpointName } from '../../src/tokens/breakpoints.ts';

/** Relative to the repository root (where Vitest's browser commands resolve paths). */
export const RECORDS_FOLDER = '.vitest-attachments/visual/records';
/** Written when a stories run starts (and completed when it ends). */
export const RUN_FILE = '.vitest-attachments/visual/run.json';

export type ComparisonResult = 'match' | 'changed' | 'new' | 'updated';

export interface ComparisonRecord {
  /** The baseline's file name without `.png`. */
  name: string;
  storyId: string;
  story: string;
  /** The element or primitive (the story file's name, e.g. `shop-footer`). */
  element: string;
  /** Lower-case site code as in the file name (`de`, `ch-fr`, `every-site`). */
  site: string;
  /** The site codes the story rendered. */
  sites: string[];
  /** Breakpoint range of the screen's width (`xs` … `4xl`). */
  width: string;
  px: { width: number; height: number; viewport: number };
  target: 'root' | 'viewport';
  /** The story showed nothing visible: the baseline is an empty strip. */
  empty: boolean;
  result: ComparisonResult;
  message?: string;
  time: string;
}

export interface RunRecord {
  startedAt: string;
  finishedAt?: string;
  mode: 'compare' | 'update';
}

export const ALL_SITES = ['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const;

/** `de`, `ch-fr`; `every-site` for all nine; codes joined by `-` for a few. */
export function siteLabel(sites: readonly string[]): string {
  const codes = [...new Set(sites.map((site) => site.toUpperCase()))];
  if (codes.length >= ALL_SITES.length) return 'every-site';
  return codes
    .map((code) => code.toLowerCase().replace(/_/g, '-'))
    .sort()
    .join('-');
}

/** The breakpoint range a screen width lies in: `xs` from 375 px, `s` from 668 px, … */
export function widthLabel(width: number): string {
  let label = 'xxs';
  for (const [name, last] of Object.entries(BREAKPOINTS) as [BreakpointName, number][]) {
    if (width > last) label = name;
  }
  return label;
}

/**
 * `elements-shop-footer-desktop__de_xl`: the story id (its `--` made one dash, as Vitest does
 * with file names), two underscores, the site, one underscore, the width.
 */
export function baselineName(storyId: string, site: string, width: string): string {
  return `${storyId.replace(/-{2,}/g, '-')}__${site}_${width}`;
}

/** Splits a baseline's file name into story id, site and width. */
export function parseBaselineName(
  file: string,
): { storyId: string; site: string; width: string } | undefined {
  const match = /^(.+)__([a-z-]+)_(xxs|xs|s|m|l|xl|xxl|3xl|4xl)(?:\.png)?$/.exec(file);
  return match ? { storyId: match[1]!, site: match[2]!, width: match[3]! } : undefined;
}
