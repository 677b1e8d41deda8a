import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nestedTokensRule } from '../../../scripts/build/nested-tokens';
import { ELEMENT_DEFINITIONS } from '../../../src/elements/generated/definitions';

const TOKENS_CSS = readFileSync('src/tokens/tokens.css', 'utf8');
const TAGS = ELEMENT_DEFINITIONS.map(({ tag }) => tag);

describe('the rule that hands the tokens on to nested elements', () => {
  const rule = nestedTokensRule(TOKENS_CSS, TAGS);

  it('names every element of the library, inside a shadow tree only', () => {
    expect(rule).toContain(`:host :is(${TAGS.join(', ')})`);
  });

  it('lets every token the sheet declares inherit, each once, and sets no value of its own', () => {
    const declared = new Set(
      [...TOKENS_CSS.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--shop-[a-z0-9-]+)\s*:/g)].map(
        ([, name]) => name,
      ),
    );
    const inherited = [...rule.matchAll(/(--shop-[a-z0-9-]+): inherit;/g)].map(([, name]) => name);
    expect(declared.size).toBeGreaterThan(50);
    expect(inherited).toEqual([...declared]);
    expect(rule).not.toMatch(/--shop-[a-z0-9-]+: (?!inherit;)/);
  });
});
