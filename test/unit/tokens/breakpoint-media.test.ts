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

  describe('given a layout condition', () => {
    it('writes its rules for the window width while no mode is declared, and for the declared modes it holds for', () => {
      expect(resolveBreakpointMedia('@media (--shop-header-match) { .a { order: 1; } }')).toBe(
        '@media (width < 980px) { :host(:not([data-shop-layout])) { .a { order: 1; } } }\n' +
          ":host(:is([data-shop-layout='MATCH'])) { .a { order: 1; } }",
      );
      expect(resolveBreakpointMedia('@media (--shop-footer-wide) {}')).toBe(
        '@media (width >= 768px) { :host(:not([data-shop-layout])) {} }\n' +
          ":host(:is([data-shop-layout='TABLET'], [data-shop-layout='CLASSIC'])) {}",
      );
      expect(resolveBreakpointMedia('@media (--shop-header-tablet) {}')).toMatch(
        /^@media \(980px <= width < 1440px\) /,
      );
    });

    it('resolves the breakpoints inside it, and keeps what follows it', () => {
      const css = resolveBreakpointMedia(
        "@media (--shop-header-match) { @media (--shop-up-to-xs) { .a { content: '}'; } } }\n.b {}",
      );
      expect(css).toContain("@media (max-width: 374px) { .a { content: '}'; } }");
      expect(css.match(/max-width: 374px/g)).toHaveLength(2);
      expect(css).toMatch(/\n\.b \{\}$/);
    });

    it('fails where it does not stand alone, or its rules name :host', () => {
      expect(() =>
        resolveBreakpointMedia('@media (--shop-header-match) and (hover: hover) {}', 'x.css'),
      ).toThrow('x.css: (--shop-header-match) is a layout condition');
      expect(() =>
        resolveBreakpointMedia('@media (--shop-header-match) { :host { order: 1; } }', 'x.css'),
      ).toThrow('x.css: rules inside @media (--shop-header-match) may not name :host.');
      expect(() => resolveBreakpointMedia('@media (--shop-header-huge) {}', 'x.css')).toThrow(
        'x.css: unknown layout condition (--shop-header-huge).',
      );
    });
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
