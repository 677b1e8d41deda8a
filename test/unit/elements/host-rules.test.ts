import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An element's component also renders inside other elements' shadow roots (the header holds
 * the search, the cart link and the mini cart as React components), and its sheet is adopted
 * there: a bare `:host` rule would style that other element's host. The header became an
 * inline block 400 px wide that way.
 */
const ELEMENTS = path.resolve(import.meta.dirname, '../../../src/elements');

/** Every stylesheet in an element's folder, by its path below `src/elements`. */
const sheets: Record<string, string> = Object.fromEntries(
  readdirSync(ELEMENTS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('shop-'))
    .flatMap((folder) =>
      readdirSync(path.join(ELEMENTS, folder.name))
        .filter((file) => file.endsWith('.css'))
        .map((file) => [
          `${folder.name}/${file}`,
          readFileSync(path.join(ELEMENTS, folder.name, file), 'utf8'),
        ]),
    ),
);

const hostSelectors = (css: string) => [...css.matchAll(/:host(?:\(([^{]*?)\))?\s*[{,\s>.]/g)];

describe('the :host rules of every element stylesheet', () => {
  const entries = Object.entries(sheets);

  it('finds the stylesheets', () => {
    expect(entries.length).toBeGreaterThanOrEqual(13);
  });

  it.each(entries)('%s names its own tag in each of them', (file, css) => {
    const tag = (file as string).split('/')[0];
    for (const [rule, inside] of hostSelectors(css as string)) {
      expect(inside?.startsWith(tag as string), `${rule.trim()} in ${file}`).toBe(true);
    }
  });
});
