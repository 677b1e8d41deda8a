/**
 * Where the shop publishes the bundle, as the editors' snippets give it. Kept here alone so a
 * move of the assets changes one line (the README's short snippet names it too).
 */
export const PUBLISHED_BASE = '/assets/shop-elements';

/** The lines a page needs once, in its `<head>`: the optional page sheet and the bundle. */
export const PAGE_HEAD_SNIPPET = [
  '<!-- once per page, in <head>: the page sheet (font, tokens, reserved room) and the bundle -->',
  `<link rel="stylesheet" href="${PUBLISHED_BASE}/shop-elements.css" />`,
  `<script type="module" src="${PUBLISHED_BASE}/shop-elements.js"></script>`,
].join('\n');
