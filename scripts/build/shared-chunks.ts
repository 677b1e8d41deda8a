/**
 * The standalone bundle's shared chunks (decision 31): what two or more lazy parts share goes to
 * `shared` when a page with the footer alone (a landing page, a checkout's footer) needs it, and
 * to `shared-header` otherwise. That page then loads neither DOMPurify nor the header's stores,
 * the cart's and the navigation's among them, and a page with the header and the footer loads one
 * chunk more (and Rolldown's helpers, a chunk of their own then), not the default split's forty.
 */
import { modulesImporting, type ModuleGraph } from './module-graph';
import { shopFooterDefinition } from '../../src/elements/shop-footer/shop-footer.definition';

/** The elements a page with the footer alone shows: the footer and those it renders. */
const FOOTER_PAGE_ELEMENTS: readonly string[] = [
  shopFooterDefinition.tag,
  ...shopFooterDefinition.dependencies,
];

/**
 * The lazy modules every page loads for its elements, whatever they are: the loading of their
 * answers, the taking of server data and the renderer.
 */
export const PAGE_WIDE_PARTS = [
  /[\\/]src[\\/]elements[\\/]declared-data-loading\.ts$/,
  /[\\/]src[\\/]elements[\\/]declared-server-data\.ts$/,
  /[\\/]src[\\/]element-kit[\\/]render[\\/]react-dom-renderer\.tsx?$/,
];

const ELEMENT_FOLDER = /[\\/]src[\\/]elements[\\/](shop-[a-z-]+)[\\/]/;

/** The element whose folder a module lies in, if any. */
function elementOf(moduleId: string): string | undefined {
  return ELEMENT_FOLDER.exec(moduleId)?.[1];
}

/**
 * The lazily loaded modules (each a chunk of its own) that import a module, directly or through
 * modules they import statically.
 */
function lazyRootsOf(moduleId: string, graph: ModuleGraph): Set<string> {
  const roots = new Set<string>();
  for (const id of modulesImporting(moduleId, graph))
    if ((graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) roots.add(id);
  return roots;
}

const PAGE = 'every page';

/**
 * Whom a lazy part loads for: `every page` for the page-wide parts; the element whose folder it
 * lies in; else the elements whose code imports it when needed (the page cart for the cart's
 * elements, a store for the elements that show its answer). What the page-wide parts or a page
 * script import when needed loads for no element, so a page's script asking for the cart does not
 * put the cart's code into `shared`.
 */
function ownersOf(root: string, graph: ModuleGraph, seen = new Set<string>()): Set<string> {
  if (PAGE_WIDE_PARTS.some((part) => part.test(root))) return new Set([PAGE]);
  const element = elementOf(root);
  if (element) return new Set([element]);
  const owners = new Set<string>();
  if (seen.has(root)) return owners;
  seen.add(root);
  for (const importer of graph.getModuleInfo(root)?.dynamicImporters ?? []) {
    const importerElement = elementOf(importer);
    if (importerElement) {
      owners.add(importerElement);
      continue;
    }
    for (const importerRoot of lazyRootsOf(importer, graph)) {
      if (PAGE_WIDE_PARTS.some((part) => part.test(importerRoot))) continue;
      for (const owner of ownersOf(importerRoot, graph, seen)) owners.add(owner);
    }
  }
  return owners;
}

/** The shared chunk a module shared by lazy parts belongs in. */
export function sharedChunkOf(moduleId: string, graph: ModuleGraph): 'shared' | 'shared-header' {
  const owners = new Set<string>();
  for (const root of lazyRootsOf(moduleId, graph))
    for (const owner of ownersOf(root, graph)) owners.add(owner);
  const footerPageNeedsIt =
    owners.size === 0 ||
    owners.has(PAGE) ||
    FOOTER_PAGE_ELEMENTS.some((element) => owners.has(element));
  return footerPageNeedsIt ? 'shared' : 'shared-header';
}
