/**
 * Which navigation node the page is on (header-and-cart §4 "Drill-down node"): the first node,
 * depth first, whose address has the page's path. Framework-free: the page's origin comes in.
 */
import type { NavigationItem } from '../../../services/navigation/navigation-answer';

/**
 * The path of an address, without a trailing slash (`/c/kaffee/` is `/c/kaffee`); empty for an
 * address on another site than `pageOrigin` (any origin matches while the page's is unknown).
 */
export function pathOf(href: string, pageOrigin?: string): string {
  const base = 'https://page.invalid';
  const url = new URL(href, `${base}/`);
  // Another site's address never matches this page.
  const here = pageOrigin ?? url.origin;
  if (url.origin !== base && url.origin !== here) return '';
  return url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
}

/** The positions from the bar down to the node of `currentPath`, or `undefined`. */
export function trailTo(
  items: readonly NavigationItem[],
  currentPath: string,
  pageOrigin?: string,
): number[] | undefined {
  const wanted = pathOf(currentPath, pageOrigin);
  if (!wanted) return undefined;
  const search = (level: readonly NavigationItem[]): number[] | undefined => {
    for (const [index, item] of level.entries()) {
      if (pathOf(item.href, pageOrigin) === wanted) return [index];
      const below = search(item.children);
      if (below) return [index, ...below];
    }
    return undefined;
  };
  return search(items);
}
