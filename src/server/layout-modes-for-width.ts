import {
  footerLayoutModeFor,
  headerLayoutModeFor,
  type LayoutMode,
} from '../page-runtime/layout-mode';

/**
 * The layout modes a window of `width` CSS pixels shows, for `renderElement`'s `layoutMode`.
 * A page server learns the width from the `Sec-CH-Viewport-Width` client hint (ask for it with
 * `Accept-CH` and `Critical-CH`); HTML rendered for the window's own layouts hydrates without
 * moving, where a guess by device class moves the parts that differ.
 */
export function layoutModesForWidth(width: number): { header: LayoutMode; footer: LayoutMode } {
  return { header: headerLayoutModeFor(width), footer: footerLayoutModeFor(width) };
}
