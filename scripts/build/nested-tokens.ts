import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const COMMENT = /\/\*[\s\S]*?\*\//g;
const TOKEN_DECLARATION = /(--shop-[a-z0-9-]+)\s*:/g;

/**
 * The rule that lets an element inside another take its tokens from the host around it: every
 * root declares the tokens on its `:host`, so a page's `shop-header { --shop-color-primary: … }`
 * stopped at the search, the navigation and the banners inside the header, which declared the
 * defaults again. A rule of the outer shadow tree on a nested host wins over that host's own
 * `:host` rules, whatever their specificity, so the header's sheet hands its values on. Only
 * the library's tags, so no other element repeats the declarations; `:host` in front, so the
 * rule matches nothing in a document. Only the roots of elements that render others adopt it
 * (`nestingSheets`): it is as long as the tokens, and server HTML carries it once per root.
 */
export function nestedTokensRule(tokensCss: string, tags: readonly string[]): string {
  const names = new Set(
    [...tokensCss.replace(COMMENT, '').matchAll(TOKEN_DECLARATION)].map(([, name]) => name),
  );
  const declarations = [...names].map((name) => `  ${name}: inherit;`).join('\n');
  return `\n:host :is(${tags.join(', ')}) {\n${declarations}\n}\n`;
}

/**
 * Writes `nestedTokensRule` into `src/tokens/nested-tokens.css` (a stub on disk) from the tokens
 * of `src/tokens/tokens.css`, wherever the stub is imported but raw.
 */
export function nestedTokensPlugin(tags: readonly string[]): Plugin {
  return {
    name: 'shop-elements:nested-tokens',
    enforce: 'pre',
    transform(code, id) {
      const [file = id, query = ''] = id.split('?');
      if (!file.endsWith('/src/tokens/nested-tokens.css') || /\braw\b/.test(query))
        return undefined;
      const tokensFile = path.join(path.dirname(file), 'tokens.css');
      this.addWatchFile(tokensFile);
      return { code: code + nestedTokensRule(readFileSync(tokensFile, 'utf8'), tags), map: null };
    },
  };
}
