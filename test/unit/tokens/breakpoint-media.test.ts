import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveBreakpointMedia } from '../../../scripts/build/breakpoint-media';
import { widthCondition } from '../../../src/tokens/breakpoints';

function cssFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(folder, file));
}

describe('breakpoint conditions in CSS', () => {
  it('given a named condition in a media query, it writes the breakpoint from the tokens', () => {
    expect(resolveBreakpointMedia('@media (--shop-after-m) { a { color: red; } }')).toBe(
      '@media (min-width: 768px) { a { color: red; } }',
    );
    expect(resolveBreakpointMedia('@media (--shop-up-to-s) {}')).toBe(
      '@media (max-width: 667px) {}',
    );
    expect(resolveBreakpointMedia('@media (--shop-from-m) {}')).toBe(
      '@media (min-width: 767px) {}',
    );
    expect(resolveBreakpointMedia('@media (--shop-below-m) {}')).toBe(
      '@media (max-width: 766.98px) {}',
    );
    expect(
      resolveBreakpointMedia('@media (--shop-after-narrow-phone) and (--shop-up-to-m) {}'),
    ).toBe('@media (min-width: 360px) and (max-width: 767px) {}');
  });

  it('given a named condition in a container query, it writes the breakpoint too', () => {
    expect(resolveBreakpointMedia('@container (--shop-after-l) {}')).toBe(
      '@container (min-width: 980px) {}',
    );
  });

  it('leaves custom properties in declarations alone', () => {
    const css = 'a { margin: var(--shop-space-3); }\n@media (hover: hover) { a { gap: 0; } }';
    expect(resolveBreakpointMedia(css)).toBe(css);
  });

  it('given an unknown name, it fails instead of writing a condition no browser matches', () => {
    expect(() => resolveBreakpointMedia('@media (--shop-after-xxs) {}', 'x.css')).toThrow(
      'x.css: unknown breakpoint condition (--shop-after-xxs).',
    );
  });

  it('the code reads the same conditions as the CSS', () => {
    expect(widthCondition('after', 'xl')).toBe('(min-width: 1024px)');
    expect(widthCondition('up-to', 'narrow-phone')).toBe('(max-width: 359px)');
  });

  it('no media query in the sources writes a width of its own: each names a breakpoint', () => {
    const literalWidths = cssFilesUnder('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media[^{]*\b(?:min|max)-width\s*:[^{]*/g)].map(
        (match) => `${file}: ${match[0].trim()}`,
      ),
    );
    expect(literalWidths).toEqual([]);
  });
});
