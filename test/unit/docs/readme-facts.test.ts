import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docsHomes, homesOf, readHome, type ReadmeFact } from '../../../scripts/docs/readme-facts';

/**
 * The README became a docs site (issue 28). Every sentence the README held before keeps exactly
 * one home: in its words, or where a home names it (`readme-fact <id>`) because it was reworded,
 * merged or replaced by a generated figure. A fact in no home was lost; in two, it is repeated.
 */
const FACTS = JSON.parse(readFileSync('docs/readme-facts.json', 'utf8')) as ReadmeFact[];
const HOMES = docsHomes('.').map((file) => readHome('.', file));

describe("given the README's facts from before the docs site", () => {
  it('there are facts to keep', () => {
    expect(FACTS.length).toBeGreaterThan(500);
  });

  it('each one still has a home', () => {
    const lost = FACTS.filter((fact) => homesOf(fact, HOMES).length === 0).map(
      (fact) => `${fact.id}: ${fact.text}`,
    );
    expect(lost).toEqual([]);
  });

  it('each one has only one home', () => {
    const repeated = FACTS.map((fact) => ({ fact, homes: homesOf(fact, HOMES) }))
      .filter(({ homes }) => homes.length > 1)
      .map(({ fact, homes }) => `${fact.id} in ${homes.join(', ')}: ${fact.text}`);
    expect(repeated).toEqual([]);
  });

  it('a marker names a fact that exists', () => {
    const known = new Set(FACTS.map((fact) => fact.id));
    const unknown = HOMES.flatMap((home) =>
      [...home.markers].filter((id) => !known.has(id)).map((id) => `${home.file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });
});
