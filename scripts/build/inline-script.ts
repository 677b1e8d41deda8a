import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const QUERY = '?inline-script';

/**
 * `import text from './check.ts?inline-script'`: the module bundled and minified into one
 * immediately invoked script, as a string, for the server to write into pages inline. Its text
 * is made here, once, from the source, so every build that carries it (the server bundle, a
 * worker's re-bundling of it, the tests) holds the very same bytes, and the CSP hash the docs
 * publish for it holds for all of them; a function's `toString()` is whatever the last minifier
 * made of it.
 */
export function inlineScriptPlugin(): Plugin {
  return {
    name: 'shop-elements:inline-script',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return undefined;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}${QUERY}` : undefined;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return undefined;
      const entry = id.slice(0, -QUERY.length);
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        legalComments: 'none',
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
      for (const input of Object.keys(result.metafile.inputs))
        this.addWatchFile(path.resolve(input));
      const text = result.outputFiles[0]!.text.trim();
      return `export default ${JSON.stringify(text)};`;
    },
  };
}
