/**
 * One instance per page, even when the bundle is loaded twice (a CMS page may include both the
 * standalone bundle and a per-element module): the instance lives on globalThis under a
 * registered symbol that every copy of the code resolves to the same key.
 */
/**
 * Forgets a page singleton, so the next use creates a fresh one: for Storybook and tests, where
 * one page shows many independent examples.
 */
export function forgetPageSingleton(name: string): void {
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for(`shop-elements.${name}`)];
}

export function pageSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`shop-elements.${name}`);
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  const existing = slots[key];
  if (existing !== undefined) return existing;
  const created = create();
  slots[key] = created;
  return created;
}

/** The page's instance when something already created it; never creates one. */
export function existingPageSingleton<T>(name: string): T | undefined {
  return (globalThis as unknown as Record<symbol, T | undefined>)[
    Symbol.for(`shop-elements.${name}`)
  ];
}
