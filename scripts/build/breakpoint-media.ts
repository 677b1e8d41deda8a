import type { Plugin } from 'vite';
import { customMediaConditions } from '../../src/tokens/breakpoints';
import { layoutMediaConditions } from '../../src/tokens/layout-modes';
import { expandLayoutMedia } from './layout-media';

/** The prelude of a `@media` or `@container` rule, up to its block. */
const AT_RULE_PRELUDE = /@(media|container)\b([^{;]*)/g;
const CUSTOM_MEDIA = /\((--shop-[a-z0-9-]+)\)/g;

/**
 * Writes the breakpoints into the CSS: `@media (--shop-after-m)` becomes `@media (min-width:
 * 768px)`, from `src/tokens/breakpoints.ts`, and each layout condition (`@media
 * (--shop-header-match)`, `src/tokens/layout-modes.ts`) its width and declared-mode rules,
 * before Vite reads the sheet (every build, the dev server, Storybook and the tests). An unknown
 * name fails the build instead of leaving a condition no browser matches.
 */
export function resolveBreakpointMedia(css: string, file = 'CSS'): string {
  const conditions = customMediaConditions();
  const layouts = layoutMediaConditions();
  return expandLayoutMedia(css, file).replace(AT_RULE_PRELUDE, (prelude: string) =>
    prelude.replace(CUSTOM_MEDIA, (reference: string, name: string) => {
      const condition = conditions.get(name);
      if (!condition && layouts.has(name)) {
        throw new Error(
          `${file}: ${reference} is a layout condition: it stands alone, as @media ${reference} { … }, outside @container.`,
        );
      }
      if (!condition) throw new Error(`${file}: unknown breakpoint condition ${reference}.`);
      return condition;
    }),
  );
}

export function breakpointMediaPlugin(): Plugin {
  return {
    name: 'shop-elements:breakpoint-media',
    enforce: 'pre',
    transform(code, id) {
      const [file = id, query = ''] = id.split('?');
      // `?raw` asks for the file as written (the token table reads tokens.css so).
      if (!file.endsWith('.css') || /\braw\b/.test(query) || !code.includes('(--shop-')) {
        return undefined;
      }
      return { code: resolveBreakpointMedia(code, file), map: null };
    },
  };
}
