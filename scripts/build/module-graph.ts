/** The part of Rolldown's module graph the chunk choices read: each module's importers. */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): {
    /** The modules that import it statically. */
    importers: readonly string[];
    /** The modules that import it with `import()`: it is a lazy part of its own. */
    dynamicImporters: readonly string[];
  } | null;
}
