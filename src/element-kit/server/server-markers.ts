/**
 * The marks of server HTML, shared by the server that writes them, the host that reads them and
 * the page sheet (built by the build's config, so this module imports nothing).
 */

/** On the host: the library version that rendered its HTML on a server. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-shop-server-rendered';
/** A `<script type="application/json">` in the host's light DOM: the data it was rendered from. */
export const SERVER_DATA_ATTRIBUTE = 'data-shop-server-data';
/** A `<style>` in the shadow root: one CSS text the components adopt in the browser. */
export const SERVER_STYLE_ATTRIBUTE = 'data-shop-style';
/**
 * On an element in server HTML: the number of its rule in the root's inline-style sheet, which
 * holds what React wrote as its `style` attribute (`server-inline-styles.ts`).
 */
export const INLINE_STYLE_ATTRIBUTE = 'data-shop-inline-style';
/** A `<style>` in the shadow root: the rules that stand in for its elements' `style` attributes. */
export const INLINE_STYLE_SHEET_ATTRIBUTE = 'data-shop-inline-styles';

/**
 * The empty element after a host's page content (the layout's main), in server HTML: the
 * content comes after the declarative shadow root, so a browser that paints while it parses
 * could show the shadow's footer below an empty main, then push it down once the content comes.
 * `contentFirstRule` keeps the footer out of the layout until the marker is parsed.
 */
export const CONTENT_END_ATTRIBUTE = 'data-shop-content-end';

/** The rule, written ahead of the shadow root, that keeps the footer out until the content ends. */
export function contentFirstRule(tag: string): string {
  return `${tag}[${SERVER_RENDERED_ATTRIBUTE}]:not(:has(> [${CONTENT_END_ATTRIBUTE}]))::part(footer) { display: none; }`;
}
