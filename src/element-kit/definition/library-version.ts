/**
 * The library's version, as in package.json (a unit test keeps them equal). Server HTML carries
 * it, so a page never hydrates a fragment rendered by another version.
 */
export const LIBRARY_VERSION = '0.1.0';

/**
 * Where the standalone bundle states its version on the page:
 * `globalThis[Symbol.for('shop-elements.version')]`. A registered symbol, as the page singletons
 * use, so it can clash with no tag, attribute or page script's global.
 */
export const PAGE_VERSION_KEY = Symbol.for('shop-elements.version');

/**
 * States the version on the page unless a copy that ran earlier has: the first copy defines the
 * tags (later copies skip defined ones), so the page names the version that renders them.
 */
export function stateVersionOnPage(page: object = globalThis): void {
  const slots = page as Record<symbol, unknown>;
  slots[PAGE_VERSION_KEY] ??= LIBRARY_VERSION;
}
