/**
 * Reads the navigation answer (`GET /service/header-backend/api/show`, CONTRACT "Service answers
 * the spec leaves open"; header-and-cart §3 "Navigation node") or the same JSON a page gives
 * inline. Untrusted: a node without a title or a safe address (a path or http(s); never
 * `javascript:` or `data:`) is left out with its subtree; titles are text, white space collapsed;
 * a node that repeats itself or an ancestor (the same object, or an ancestor's address) is a
 * cycle and left out; a teaser picture without a safe address is not shown; levels below
 * NAVIGATION_MAX_DEPTH and children beyond NAVIGATION_MAX_CHILDREN are cut. One console warning
 * per answer says what was left out; nothing throws.
 */
import { isRecord, readLine } from '../decoding/json-decoding';
import { safePageUrl, safePictureUrl } from '../safe-url';

/** The bar and three levels of drill-down: deeper levels are not reachable in the flyouts. */
export const NAVIGATION_MAX_DEPTH = 4;
/** More entries than a flyout column can show are cut. */
export const NAVIGATION_MAX_CHILDREN = 60;
export const TEASER_MAX_ENTRIES = 6;

export interface NavigationTeaserEntry {
  href: string;
  title: string;
  imageSrc?: string;
}

export interface NavigationItem {
  title: string;
  href: string;
  /** `_blank` only when the answer says so. */
  target: '_self' | '_blank';
  children: readonly NavigationItem[];
  teaser?: { title: string; entries: readonly NavigationTeaserEntry[] };
}

interface ReadingReport {
  untitled: number;
  unsafe: number;
  cycles: number;
  tooDeep: number;
  tooMany: number;
  teaserEntries: number;
  teaserImages: number;
}

function readTeaser(value: unknown, report: ReadingReport): NavigationItem['teaser'] {
  if (!isRecord(value)) return undefined;
  const title = readLine(value.title) ?? '';
  const entries: NavigationTeaserEntry[] = [];
  const given = Array.isArray(value.entries) ? value.entries : [];
  for (const entry of given) {
    const href = isRecord(entry) ? safePageUrl(entry.link) : undefined;
    const entryTitle = isRecord(entry) ? readLine(entry.title) : undefined;
    if (!isRecord(entry) || !href || !entryTitle) {
      report.teaserEntries += 1;
      continue;
    }
    if (entries.length === TEASER_MAX_ENTRIES) {
      report.teaserEntries += 1;
      continue;
    }
    const imageSrc = safePictureUrl(
      isRecord(entry.image) ? entry.image.src : undefined,
      () => (report.teaserImages += 1),
    );
    entries.push({ href, title: entryTitle, ...(imageSrc ? { imageSrc } : {}) });
  }
  return title || entries.length > 0 ? { title, entries } : undefined;
}

function readNodes(
  value: unknown,
  depth: number,
  ancestors: { objects: Set<object>; hrefs: Set<string> },
  report: ReadingReport,
): NavigationItem[] {
  if (!Array.isArray(value)) return [];
  if (depth > NAVIGATION_MAX_DEPTH) {
    if (value.length > 0) report.tooDeep += value.length;
    return [];
  }
  const items: NavigationItem[] = [];
  for (const node of value) {
    if (!isRecord(node)) {
      report.untitled += 1;
      continue;
    }
    const title = readLine(node.title);
    if (!title) {
      report.untitled += 1;
      continue;
    }
    const href = safePageUrl(node.href);
    if (!href) {
      report.unsafe += 1;
      continue;
    }
    if (ancestors.objects.has(node) || ancestors.hrefs.has(href)) {
      report.cycles += 1;
      continue;
    }
    if (items.length === NAVIGATION_MAX_CHILDREN) {
      report.tooMany += 1;
      continue;
    }
    ancestors.objects.add(node);
    ancestors.hrefs.add(href);
    const children = readNodes(node.children, depth + 1, ancestors, report);
    ancestors.objects.delete(node);
    ancestors.hrefs.delete(href);
    const teaser = readTeaser(node.teaser, report);
    items.push({
      title,
      href,
      target: node.target === '_blank' ? '_blank' : '_self',
      children,
      ...(teaser ? { teaser } : {}),
    });
  }
  return items;
}

/** The navigation's items; `warn` hears once per answer what was left out. */
export function readNavigationAnswer(
  body: unknown,
  warn: (message: string) => void = (message) => console.warn(`shop-main-nav: ${message}`),
): NavigationItem[] {
  if (!Array.isArray(body)) {
    warn('the navigation is not a list of nodes; only the theme worlds are shown.');
    return [];
  }
  const report: ReadingReport = {
    untitled: 0,
    unsafe: 0,
    cycles: 0,
    tooDeep: 0,
    tooMany: 0,
    teaserEntries: 0,
    teaserImages: 0,
  };
  const items = readNodes(body, 1, { objects: new Set(), hrefs: new Set() }, report);
  const problems = [
    report.untitled && `${report.untitled} without a title`,
    report.unsafe && `${report.unsafe} without a safe address (a path or http(s))`,
    report.cycles && `${report.cycles} repeating an ancestor`,
    report.tooDeep && `${report.tooDeep} deeper than ${NAVIGATION_MAX_DEPTH} levels`,
    report.tooMany && `${report.tooMany} beyond ${NAVIGATION_MAX_CHILDREN} entries of one level`,
    report.teaserEntries &&
      `${report.teaserEntries} teaser entries unreadable or beyond ${TEASER_MAX_ENTRIES}`,
    report.teaserImages &&
      `${report.teaserImages} teaser pictures without a safe address (a path or http(s))`,
  ].filter(Boolean);
  if (problems.length > 0) warn(`navigation nodes were left out: ${problems.join('; ')}.`);
  return items;
}
