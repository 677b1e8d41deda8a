/**
 * The services layer serves elements without knowing them: what an element shows, it declares
 * (`dataNeeds` in its `<tag>.element.ts`), and what the docs say of it lives with its docs. A tag
 * a service decides by is knowledge written twice, which the element and the service then keep
 * apart. (Console messages may name the element a shopper's page shows, as they name the call.)
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELEMENT_DEFINITIONS } from '../../../src/elements/generated/definitions';

const sources = readdirSync('src/services', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join('src/services', file));

describe('given the services layer', () => {
  it('no module decides by an element’s tag (none is a string of its own)', () => {
    const named = sources.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return ELEMENT_DEFINITIONS.filter(({ tag }) =>
        new RegExp(`(['"\`])${tag}\\1`).test(text),
      ).map(({ tag }) => `${file}: ${tag}`);
    });
    expect(sources.length).toBeGreaterThan(30);
    expect(named).toEqual([]);
  });
});
