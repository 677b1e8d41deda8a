import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The decisions where the spec is silent (docs/developers/Decisions.mdx) are numbered records;
 * other docs and the code cite them by number, so a number is never skipped, repeated or reused.
 */
const PAGE = readFileSync('docs/developers/Decisions.mdx', 'utf8');
const RECORD_HEADING = /^### (\d+)\. (.+)$/gm;

/** Each record: its number, its title and its text up to the next record. */
function records() {
  const headings = [...PAGE.matchAll(RECORD_HEADING)];
  return headings.map((heading, index) => ({
    number: Number(heading[1]),
    title: heading[2]!,
    text: PAGE.slice(heading.index, headings[index + 1]?.index ?? PAGE.length),
  }));
}

describe('given the decisions page', () => {
  it('there are records', () => {
    expect(records().length).toBeGreaterThan(20);
  });

  it('the records are numbered 1 to N in order, with no gap and no number twice', () => {
    const numbers = records().map((record) => record.number);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('every third-level heading is a numbered record', () => {
    const headings = PAGE.match(/^### .*$/gm) ?? [];
    expect(headings).toHaveLength(records().length);
  });

  it('each record says its context, its choice and its consequence, in that order', () => {
    const incomplete = records()
      .filter((record) => {
        const at = ['**Context.**', '**Choice.**', '**Consequence.**'].map((label) =>
          record.text.indexOf(label),
        );
        return at.some((index) => index < 0) || !(at[0]! < at[1]! && at[1]! < at[2]!);
      })
      .map((record) => `${record.number}. ${record.title}`);
    expect(incomplete).toEqual([]);
  });
});
