import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTokenGroups } from '../../../stories/foundations/token-groups';

const tokensCss = readFileSync('src/tokens/tokens.css', 'utf8');

describe('given tokens.css › when the design-tokens page groups its tokens', () => {
  const groups = readTokenGroups(tokensCss);
  const groupOf = (token: string) =>
    groups.find((group) => group.tokens.some((entry) => entry.name === token))?.title;

  it('puts the type scale under "Type", not under the comment of the monospace font', () => {
    expect(groupOf('--shop-font-size-300')).toBe('Type');
    expect(groupOf('--shop-font-weight-bold')).toBe('Type');
    expect(groups.map((group) => group.title)).not.toContain(
      'Codes a shopper copies or types (vouchers)',
    );
  });

  it('gives a comment right above a token to that token', () => {
    const mono = groups
      .flatMap((group) => group.tokens)
      .find((token) => token.name === '--shop-font-family-mono');
    expect(mono?.note).toMatch(/^Codes a shopper copies or types/);
  });

  it('names each group shortly and lists every token once', () => {
    expect(groups.map((group) => group.title)).toEqual([
      'Colours',
      'Type',
      'Spacing',
      'Radii',
      'Borders and shadows',
      'Icons',
      'Controls',
      'Opacity',
      'Breakpoints',
      'Layers',
      'Motion',
    ]);
    const declared = [
      ...tokensCss.slice(0, tokensCss.indexOf('\n}')).matchAll(/^\s+(--shop-[\w-]+):/gm),
    ].map((match) => match[1]);
    expect(groups.flatMap((group) => group.tokens.map((token) => token.name))).toEqual(declared);
  });
});
