import {
  DECLARED_LAYOUT_HOST_ATTRIBUTE,
  layoutMediaConditions,
} from '../../src/tokens/layout-modes';

/** A layout condition standing alone as a `@media` prelude, up to its block's brace. */
const LAYOUT_AT_RULE = /@media\s*\((--shop-(?:header|footer)-[a-z-]+)\)\s*\{/g;

/** The index of the brace that closes the block whose `{` is at `open`. */
function closingBrace(css: string, open: number, file: string): number {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    const character = css[index];
    if (character === '"' || character === "'") {
      const end = css.indexOf(character, index + 1);
      if (end === -1) break;
      index = end;
    } else if (character === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      if (end === -1) break;
      index = end + 1;
    } else if (character === '{') {
      depth += 1;
    } else if (character === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  throw new Error(`${file}: a layout @media block is not closed.`);
}

/**
 * Writes out each layout condition (`@media (--shop-header-match) { … }`) twice: once as the
 * window's width, while the page declares no layout mode, and once for the declared modes it
 * holds for, read from the host's `data-shop-layout` (set by the element kit from `<html
 * data-shop-platform>`). So the element's HTML is the same at every width, CSS chooses the
 * layout, and the footer's view changer still switches it. The rules inside nest under the host
 * condition (CSS nesting, which the build flattens for older browsers), so they may not name
 * `:host` themselves, and the condition stands alone in its prelude.
 */
export function expandLayoutMedia(css: string, file = 'CSS'): string {
  const conditions = layoutMediaConditions();
  let expanded = '';
  let from = 0;
  for (const match of css.matchAll(LAYOUT_AT_RULE)) {
    if (match.index < from) continue;
    const [prelude, name] = match as unknown as [string, string];
    const media = conditions.get(name);
    if (!media) throw new Error(`${file}: unknown layout condition (${name}).`);
    const open = match.index + prelude.length - 1;
    const close = closingBrace(css, open, file);
    const body = expandLayoutMedia(css.slice(open + 1, close), file);
    if (/:host\b/.test(body)) {
      throw new Error(`${file}: rules inside @media (${name}) may not name :host.`);
    }
    const declared = media.modes
      .map((mode) => `[${DECLARED_LAYOUT_HOST_ATTRIBUTE}='${mode}']`)
      .join(', ');
    expanded +=
      css.slice(from, match.index) +
      `@media ${media.condition} { :host(:not([${DECLARED_LAYOUT_HOST_ATTRIBUTE}])) {${body}} }\n` +
      `:host(:is(${declared})) {${body}}`;
    from = close + 1;
  }
  return expanded + css.slice(from);
}
