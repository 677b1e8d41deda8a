/**
 * One instance per page, even when the bundle is loaded twice (a CMS page may include both the
 * standalone bundle and a per-element module): the instance lives on globalThis under a
 * registered symbol that every copy of the code resolves to the same key.
 */
/**
 * Forgets a page singleton, so the next use creates a fresh one: for Storybook and tests, where
 * one page shows many independent examples. One that listens to the page (the cart) is stopped
 * first, so a forgotten store never answers the next example's events.
 */
export function forgetPageSingleton(name: string): void {
  const key = Symbol.for(`shop-elements.${name}`);
  const forgotten = pageSlots()[key] as { stop?: unknown } | undefined;
  delete pageSlots()[key];
  if (typeof forgotten?.stop === 'function') (forgotten.stop as () => void)();
}

/**
 * The page a server renders for: while it renders, singletons live here, not on globalThis, so
 * two renders on one server (two sites, two requests) never share a store.
 */
let pageOnServer: ServerPage | undefined;

/** The slots a page's singletons live in: globalThis, or the server page being rendered. */
export function pageSlots(): Record<symbol, unknown> {
  return pageOnServer ?? (globalThis as unknown as Record<symbol, unknown>);
}

/** The singletons of one page a server renders (its stores, its configuration). */
export type ServerPage = Record<symbol, unknown>;

/**
 * Runs `render` with the singletons of the given server page instead of globalThis's.
 * Synchronous on purpose: a server render (`renderToString`) finishes before anything else can
 * run, so no other render sees its stores.
 */
export function inServerPage<T>(page: ServerPage, render: () => T): T {
  const outer = pageOnServer;
  pageOnServer = page;
  try {
    return render();
  } finally {
    pageOnServer = outer;
  }
}

export function pageSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`shop-elements.${name}`);
  const slots = pageSlots() as Record<symbol, T | undefined>;
  const existing = slots[key];
  if (existing !== undefined) return existing;
  const created = create();
  slots[key] = created;
  return created;
}

/** The page's instance when something already created it; never creates one. */
export function existingPageSingleton<T>(name: string): T | undefined {
  return (pageSlots() as Record<symbol, T | undefined>)[Symbol.for(`shop-elements.${name}`)];
}
