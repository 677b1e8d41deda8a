import type { ModuleGraph } from '../../scripts/build/module-graph';

/**
 * A module graph as Rolldown gives it, for the build's chunk choices: each module's static and
 * dynamic importers. A module with dynamic importers is a lazy part of its own.
 */
export function moduleGraphOf(
  modules: Record<string, { importers?: string[]; dynamicImporters?: string[] }>,
): ModuleGraph {
  return {
    getModuleInfo: (id: string) =>
      id in modules
        ? {
            importers: modules[id]!.importers ?? [],
            dynamicImporters: modules[id]!.dynamicImporters ?? [],
          }
        : null,
  };
}
