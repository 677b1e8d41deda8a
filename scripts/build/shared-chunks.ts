/**
 * The standalone bundle's shared chunks (decision 31): what two or more lazy parts share goes to
 * `shared`, except what only the header's elements use, which goes to `shared-header`. A page
 * with the footer alone (a landing page, a checkout's footer) then loads neither DOMPurify nor
 * the promotions' and flyouts' code, and a page with the header and the footer loads one chunk
 * more (and Rolldown's helpers, a chunk of their own then), not the default split's forty.
 */

/** The elements a header renders; a module only they reach is the header's. */
const HEADER_ELEMENTS = [
  'shop-header',
  'shop-main-nav',
  'shop-search',
  'shop-mini-cart',
  'shop-cart-link',
  'shop-promotion',
  'shop-benefits-strip',
  'shop-app-banner',
] as const;

interface ModuleGraph {
  getModuleInfo(moduleId: string): {
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

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
  const seen = new Set<string>();
  const pending = [moduleId];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    if (info.dynamicImporters.length > 0) roots.add(id);
    pending.push(...info.importers);
  }
  return roots;
}

/** The shared chunk a module shared by lazy parts belongs in. */
export function sharedChunkOf(moduleId: string, graph: ModuleGraph): 'shared' | 'shared-header' {
  const roots = [...lazyRootsOf(moduleId, graph)];
  const headerOnly =
    roots.length > 0 &&
    roots.every((root) =>
      (HEADER_ELEMENTS as readonly (string | undefined)[]).includes(elementOf(root)),
    );
  return headerOnly ? 'shared-header' : 'shared';
}
