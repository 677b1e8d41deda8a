import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDTH_STORIES } from '../../../docs/components/element-previews';
import { STATUS_MEANINGS, galleryEntries } from '../../../docs/components/element-status';
import { ELEMENT_STATUSES } from '../../../src/element-kit/definition/element-definition';
import { RUNTIME_DEFINITIONS } from '../../../src/elements/generated/runtime-definitions';

/**
 * "Overview/Elements" shows every element with its status and says what each status promises:
 * stable and staff-only elements are in the public contract, beta ones are not yet. Widths shows
 * each element in a story at four widths. These hold the pages to what they say.
 */
const CONTRACT = readFileSync('docs/spec/CONTRACT.md', 'utf8');

/** The tags in the first column of the contract's "Elements" table. */
const CONTRACT_TAGS = new Set(
  [
    ...(CONTRACT.split('## Elements')[1]?.split('\n## ')[0] ?? '').matchAll(
      /^\| `(shop-[a-z-]+)` \|/gm,
    ),
  ].map((match) => match[1]),
);

/** Story ids the stories project indexes: `<title as id>--<export as id>`, read from the files. */
function storyIdsOf(tag: string): string[] {
  const file = readFileSync(`stories/elements/${tag}.stories.tsx`, 'utf8');
  const exports = [...file.matchAll(/^export const (\w+)/gm)].map((match) =>
    match[1]!
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/_/g, '-')
      .toLowerCase(),
  );
  return exports.map((name) => `elements-${tag}--${name}`);
}

describe('given the element gallery', () => {
  const entries = galleryEntries();

  it('it shows every element the library defines, once', () => {
    expect(entries.map((entry) => entry.tag).sort()).toEqual(
      Object.keys(RUNTIME_DEFINITIONS).sort(),
    );
  });

  it('each element has a status the page explains, a summary and a link to its docs page', () => {
    for (const entry of entries) {
      expect(ELEMENT_STATUSES, entry.tag).toContain(entry.status);
      expect(STATUS_MEANINGS[entry.status].meaning, entry.tag).not.toBe('');
      expect(entry.summary, entry.tag).toMatch(/\w.*\.$/);
      expect(entry.docsPath).toBe(`?path=/docs/elements-${entry.tag}--docs`);
    }
  });

  it('a stable or staff-only element is in the contract, and a beta one is not yet', () => {
    expect(CONTRACT_TAGS.size).toBeGreaterThan(0);
    for (const { tag, status } of entries) {
      expect(CONTRACT_TAGS.has(tag), `<${tag}> is ${status}`).toBe(status !== 'beta');
    }
  });

  it('a staff-only element is one the contract describes as for staff', () => {
    for (const { tag } of entries.filter((entry) => entry.status === 'staff-only')) {
      expect(CONTRACT).toMatch(new RegExp(`\\| \`${tag}\` \\| staff`));
    }
  });

  it('every element past beta has a picture, a baseline of one of its own stories', () => {
    for (const { tag, status, picture } of entries) {
      if (status === 'beta') continue;
      expect(picture, `<${tag}> has no picture in GALLERY_PICTURES`).toBeDefined();
      expect(storyIdsOf(tag), `<${tag}>'s picture`).toContain(picture?.story);
      expect(picture?.src, `<${tag}>'s picture`).toMatch(
        new RegExp(`${picture?.story.replace('--', '-')}__[a-z-]+_[0-9a-z]+\\.png$`),
      );
    }
  });
});

describe('given the screen widths page', () => {
  it('every element past beta is shown in one of its own stories', () => {
    for (const { tag, status } of galleryEntries()) {
      if (status === 'beta') continue;
      const shown = WIDTH_STORIES[tag];
      expect(shown, `<${tag}> has no story in WIDTH_STORIES`).toBeDefined();
      expect(storyIdsOf(tag)).toContain(shown?.story);
    }
  });
});
