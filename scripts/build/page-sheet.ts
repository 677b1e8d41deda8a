import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';
import type { ElementDefinition } from '../../src/element-kit/element-definition';
import { reservedSpaceRules } from '../../src/element-kit/reserved-room';

const require = createRequire(import.meta.url);
const FONT_FILES = ['inter-latin-wght-normal.woff2', 'inter-latin-ext-wght-normal.woff2'];

/** The @font-face rules of the self-hosted font (latin and latin-ext: all nine sites' letters). */
async function fontFaces(): Promise<{ css: string; files: { name: string; source: Buffer }[] }> {
  const fontCssPath = require.resolve('@fontsource-variable/inter/index.css');
  const fontCss = await readFile(fontCssPath, 'utf8');
  const blocks = fontCss
    .split('/*')
    .filter((block) => FONT_FILES.some((file) => block.includes(file)));
  const css = blocks
    .map((block) =>
      `/*${block}`
        .replace(/url\(\.\/files\/([^)]+)\)/g, 'url(./fonts/$1)')
        // A late font never reflows the page: the first visit may keep the fallback face.
        .replace(/font-display:\s*swap/g, 'font-display: optional'),
    )
    .join('\n');
  const files = await Promise.all(
    FONT_FILES.map(async (name) => ({
      name,
      source: await readFile(path.join(path.dirname(fontCssPath), 'files', name)),
    })),
  );
  return { css, files };
}

/**
 * The page-sheet parts of elements (`src/elements/<tag>/<tag>.page.css`): rules for the page's
 * own markup around an element before it is defined, such as links a page writes into a tag.
 */
async function elementPageRules(): Promise<string> {
  const folders = await readdir(path.resolve('src/elements'), { withFileTypes: true });
  const sheets = await Promise.all(
    folders
      .filter((folder) => folder.isDirectory())
      .map((folder) =>
        readFile(
          path.resolve('src/elements', folder.name, `${folder.name}.page.css`),
          'utf8',
        ).catch(() => ''),
      ),
  );
  return sheets.join('\n');
}

/**
 * Emits dist/shop-elements.css, the optional page sheet: the self-hosted font, the tokens on
 * :root, and the reserved space of every element so nothing jumps when the elements upgrade.
 */
export function pageSheetPlugin(definitions: readonly ElementDefinition[]): Plugin {
  return {
    name: 'shop-elements:page-sheet',
    apply: 'build',
    async generateBundle() {
      const fonts = await fontFaces();
      const tokens = await readFile(path.resolve('src/tokens/tokens.css'), 'utf8');
      const source = [
        fonts.css,
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
      for (const file of fonts.files) {
        this.emitFile({ type: 'asset', fileName: `fonts/${file.name}`, source: file.source });
      }
    },
  };
}
