/**
 * The per-element build's common chunk: what every element loads to render (the element kit,
 * Preact, the German texts) is one file, not twenty small ones, since each
 * file costs a phone a request and its headers. An element loads its module, then at once, as it
 * connects, its component and its data (its registration's lazy imports); a module that not
 * every element loads so stays out of the chunk, so no element downloads more.
 */
import { modulesImporting, type ModuleGraph } from './module-graph';

/** The per-element build's entry of a tag (`elements/<tag>.js`). */
const ELEMENT_ENTRY = /[\\/]src[\\/]elements[\\/]generated[\\/]entries[\\/](shop-[a-z-]+)\.ts$/;

/** An element's registration, whose lazy imports (component, data) load as the element connects. */
const REGISTRATION = /[\\/]src[\\/]elements[\\/]shop-[a-z-]+[\\/]shop-[a-z-]+\.element\.ts$/;

/** The element entries that load a module as their element connects. */
function entriesLoadingOnConnect(moduleId: string, graph: ModuleGraph): Set<string> {
  const entries = new Set<string>();
  for (const id of modulesImporting(moduleId, graph, (importer) => REGISTRATION.test(importer))) {
    const entry = ELEMENT_ENTRY.exec(id)?.[1];
    if (entry) entries.add(entry);
  }
  return entries;
}

/** `element-kit` for a module that every one of the `tags` loads as it connects, else none. */
export function elementKitChunkOf(
  tags: readonly string[],
): (moduleId: string, graph: ModuleGraph) => 'element-kit' | null {
  return (moduleId, graph) => {
    const entries = entriesLoadingOnConnect(moduleId, graph);
    return tags.every((tag) => entries.has(tag)) ? 'element-kit' : null;
  };
}
