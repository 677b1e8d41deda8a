import {
  footerLayoutModeFor,
  headerLayoutModeFor,
  type LayoutMode,
} from '../page-runtime/layout-mode';

/**
 * The layout modes a window of `width` CSS pixels shows. Kept for callers that passed it to
 * `renderElement`'s `layoutMode`, which no longer needs it: the HTML is the same for every
 * window, and CSS shows each its layout.
 */
export function layoutModesForWidth(width: number): { header: LayoutMode; footer: LayoutMode } {
  return { header: headerLayoutModeFor(width), footer: footerLayoutModeFor(width) };
}
