/** The part of Rolldown's module graph the chunk choices read: each module's importers. */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): {
    /** The modules that import it statically. */
    importers: readonly string[];
    /** The modules that import it with `import()`: it is a lazy part of its own. */
    dynamicImporters: readonly string[];
  } | null;
}

/**
 * Every module that imports `moduleId`, directly or through others, and the module itself:
 * static importers always, a dynamic importer where `followDynamic` says so.
 */
export function modulesImporting(
  moduleId: string,
  graph: ModuleGraph,
  followDynamic: (importer: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const pending = [moduleId];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    pending.push(...info.importers, ...info.dynamicImporters.filter(followDynamic));
  }
  return seen;
}
