/**
 * Which navigation node the page is on (header-and-cart §4 "Drill-down node"): the first node,
 * depth first, whose address has the page's path. Framework-free.
 */
import type { NavigationItem } from '../../services/navigation/navigation-answer';
import { isBrowser } from '../../page-runtime/environment';

/** The path of an address, without a trailing slash (`/c/kaffee/` is `/c/kaffee`). */
export function pathOf(href: string): string {
  const base = 'https://page.invalid';
  const url = new URL(href, `${base}/`);
  // Another site's address never matches this page.
  const here = isBrowser() ? location.origin : url.origin;
  if (url.origin !== base && url.origin !== here) return '';
  return url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
}

/** The positions from the bar down to the node of `currentPath`, or `undefined`. */
export function trailTo(
  items: readonly NavigationItem[],
  currentPath: string,
): number[] | undefined {
  const wanted = pathOf(currentPath);
  if (!wanted) return undefined;
  const search = (level: readonly NavigationItem[]): number[] | undefined => {
    for (const [index, item] of level.entries()) {
      if (pathOf(item.href) === wanted) return [index];
      const below = search(item.children);
      if (below) return [index, ...below];
    }
    return undefined;
  };
  return search(items);
}
