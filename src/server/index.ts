/**
 * `shop-elements/server`: renders the header, the footer and their parts to HTML with a
 * declarative shadow root, in Node 22, for a page server or a build step. The browser's
 * bundle hydrates the HTML in place. `renderFragment` also tells until when the HTML is right.
 */
export {
  renderElement,
  renderFragment,
  SERVER_RENDERED_TAGS,
  type RenderElementOptions,
  type RenderedFragment,
  type ServerRenderedTag,
} from './render-element';
export { FRAGMENT_MAX_AGE_SECONDS, type FragmentLifetime } from './fragment-lifetime';
export type { AnswerValidity } from '../services/server-data/answer-validity';
export { layoutModesForWidth } from './layout-modes-for-width';
export type { ServerData } from '../services/server-data/server-data';
export type { LayoutMode } from '../page-runtime/layout-mode';
export type { Locale, SiteCode } from '../sites/sites';
