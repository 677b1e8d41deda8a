import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';
import type { ElementDefinition } from '../../src/element-kit/definition/element-definition';
import { reservedSpaceRules } from '../../src/element-kit/room/page-sheet-rooms';
import { resolveBreakpointMedia } from './breakpoint-media';
import { fontFaceRules, subsetShopFont } from './font-subset';

/**
 * The page-sheet parts of elements (`src/elements/<tag>/<tag>.page.css`): rules for the page's
 * own markup around an element before it is defined, such as links a page writes into a tag.
 */
async function elementPageRules(): Promise<string> {
  const folders = await readdir(path.resolve('src/elements'), { withFileTypes: true });
  const sheets = await Promise.all(
    folders
      .filter((folder) => folder.isDirectory())
      .map(async (folder) => {
        const file = path.resolve('src/elements', folder.name, `${folder.name}.page.css`);
        const css = await readFile(file, 'utf8').catch(() => '');
        // The breakpoints by name, as in the elements' own sheets.
        return resolveBreakpointMedia(css, file);
      }),
  );
  return sheets.join('\n');
}

/**
 * Emits dist/shop-elements.css, the optional page sheet: the self-hosted font, the tokens on
 * :root, and the reserved space of every element so nothing jumps when the elements upgrade.
 * The font is subset here, at each build (a few seconds), so its files always match the
 * character list and the @fontsource-variable/inter version in package-lock.json.
 */
export function pageSheetPlugin(definitions: readonly ElementDefinition[]): Plugin {
  return {
    name: 'shop-elements:page-sheet',
    apply: 'build',
    async generateBundle() {
      const faces = await subsetShopFont();
      const tokens = await readFile(path.resolve('src/tokens/tokens.css'), 'utf8');
      const source = [
        fontFaceRules(faces),
        tokens,
        reservedSpaceRules(definitions),
        await elementPageRules(),
      ].join('\n');
      const { code } = transform({
        filename: 'shop-elements.css',
        code: Buffer.from(source),
        minify: true,
      });
      this.emitFile({ type: 'asset', fileName: 'shop-elements.css', source: code });
      for (const face of faces) {
        this.emitFile({ type: 'asset', fileName: `fonts/${face.fileName}`, source: face.woff2 });
      }
    },
  };
}
