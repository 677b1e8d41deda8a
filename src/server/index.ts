/**
 * `shop-elements/server`: renders the header, the footer and their parts to HTML with a
 * declarative shadow root, for a page server, an edge function or a build step, on Node 22 or a
 * web-standard runtime (workerd). The browser's bundle hydrates the HTML in place.
 * `renderFragment` also tells until when the HTML is right.
 */
export {
  renderElement,
  renderFragment,
  SERVER_RENDERED_TAGS,
  type RenderElementOptions,
  type RenderedFragment,
  type ServerRenderedTag,
} from './render-element';
export { loadShopData, type LoadShopDataOptions, type ShopData } from './react-apps';
export { FRAGMENT_MAX_AGE_SECONDS, type FragmentLifetime } from './fragment-lifetime';
export type { AnswerValidity } from '../services/server-data/answer-validity';
export { layoutModesForWidth } from './layout-modes-for-width';
export { appBannerScriptHash } from './inline-script-hashes';
export type { ServerData } from '../services/server-data/server-data';
export type { LayoutMode } from '../page-runtime/layout-mode';
export type { Locale, SiteCode } from '../sites/sites';
