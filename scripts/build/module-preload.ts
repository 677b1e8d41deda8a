import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Flattens the chunk graph: where a chunk imports another lazily (`import('./ShopFooter-….js')`),
 * the plugin starts a `<link rel="modulepreload">` for that chunk and every chunk it needs, all
 * at once, before the import runs. Without it the browser finds each level of static imports
 * only after the level above has arrived. Vite does this for apps, but not in library mode.
 *
 * The first file is the imported chunk, which the import fetches by itself: when everything else
 * is on its way already, no link is added, as each costs the main thread time (decision 31).
 */
const HELPER = `const __shopElementsPreloaded = new Set();
const __shopElementsPreload = ([imported, ...needed], base) => {
  if (typeof document === 'undefined') return;
  const hrefs = needed.map((file) => new URL(file, base).href);
  if (hrefs.every((href) => __shopElementsPreloaded.has(href))) return;
  for (const href of [new URL(imported, base).href, ...hrefs]) {
    if (__shopElementsPreloaded.has(href)) continue;
    __shopElementsPreloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
};
`;

const DYNAMIC_IMPORT = /import\((["'`])(\.{1,2}\/[^"'`]+?\.js)\1\)/g;

interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/** A chunk and every chunk it imports statically, at any depth. */
function staticClosure(fileName: string, chunks: ReadonlyMap<string, ChunkImports>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  visit(fileName);
  return seen;
}

function relativeImport(fromDir: string, fileName: string): string {
  const relative = path.posix.relative(fromDir, fileName);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

export function modulePreloadPlugin(): Plugin {
  return {
    name: 'shop-elements:module-preload',
    renderChunk(code, chunk, _options, meta) {
      const chunks = new Map<string, ChunkImports>(
        Object.values(meta.chunks).map((entry) => [entry.fileName, entry]),
      );
      const dir = path.posix.dirname(chunk.fileName);
      const loaded = staticClosure(chunk.fileName, chunks);
      const output = new MagicString(code);
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const target = path.posix.join(dir, match[2] ?? '');
        if (!chunks.has(target)) continue;
        const needed = [...staticClosure(target, chunks)].filter(
          (name) => name !== target && !loaded.has(name),
        );
        // A chunk that needs nothing else loads as fast through the import itself.
        if (needed.length === 0) continue;
        const files = JSON.stringify([target, ...needed].map((name) => relativeImport(dir, name)));
        output.appendLeft(match.index, `(__shopElementsPreload(${files}, import.meta.url), `);
        output.appendRight(match.index + match[0].length, ')');
      }
      if (!output.hasChanged()) return null;
      output.prepend(HELPER);
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
