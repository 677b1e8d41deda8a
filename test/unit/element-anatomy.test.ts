// @vitest-environment node
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOLDER_PARTS, OUTSIDE_PARTS, partPath } from '../../scripts/new-element/element-anatomy';

/** Every element folder: `src/elements/shop-*`. */
const TAGS = readdirSync('src/elements').filter(
  (name) => name.startsWith('shop-') && statSync(path.join('src/elements', name)).isDirectory(),
);

describe('the element anatomy (scripts/new-element/element-anatomy.ts)', () => {
  it('finds the elements', () => {
    expect(TAGS.length).toBeGreaterThanOrEqual(14);
  });

  describe.each(TAGS)('given <%s>', (tag) => {
    const folder = path.join('src/elements', tag);

    it('has every part every element has, in its folder and outside', () => {
      const missing = [
        ...FOLDER_PARTS.filter((part) => part.required).map((part) =>
          path.join(folder, partPath(part, tag)),
        ),
        ...OUTSIDE_PARTS.filter((part) => part.required).map((part) => partPath(part, tag)),
      ].filter((file) => !existsSync(file));
      expect(missing).toEqual([]);
    });

    it("has a README that names each of the folder's parts it has", () => {
      const readme = readFileSync(path.join(folder, 'README.md'), 'utf8');
      const unnamed = FOLDER_PARTS.map((part) => partPath(part, tag))
        .filter((file) => file !== 'README.md' && existsSync(path.join(folder, file)))
        .filter((file) => !readme.includes(file.replace(/\/$/, '')));
      expect(unnamed).toEqual([]);
    });
  });
});
