// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The longest a file in `src/` may be, data tables and generated files included (Architecture, "Size"). */
const MAX_LINES = 280;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(entryPath) : [entryPath];
  });
}

describe('the source files', () => {
  const files = filesUnder('src').filter((file) => /\.(tsx?|css)$/.test(file));

  it('are found', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it(`are each at most ${MAX_LINES} lines long, so a module reads in one sitting`, () => {
    const tooLong = files
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(tooLong).toEqual([]);
  });
});
