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
