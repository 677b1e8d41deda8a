import type { Store } from './store';
import { isBrowser } from './environment';
import { windowIsAtLeast } from './window-width';
import {
  LAYOUT_MODES,
  LAYOUT_MODE_THRESHOLDS,
  type LayoutMode,
  type LayoutModeThresholds,
} from '../tokens/layout-modes';

export { LAYOUT_MODES, LAYOUT_MODE_THRESHOLDS, type LayoutMode, type LayoutModeThresholds };

/** The layout mode for a width, told by whether it is at least each threshold. */
function layoutModeWhere(
  { tabletFrom, classicFrom }: LayoutModeThresholds,
  isAtLeast: (width: number) => boolean,
): LayoutMode {
  if (isAtLeast(classicFrom)) return 'CLASSIC';
  return isAtLeast(tabletFrom) ? 'TABLET' : 'MATCH';
}

/** The header's layout mode at a window width: under 980 MATCH, under 1440 TABLET. */
export function headerLayoutModeFor(width: number): LayoutMode {
  return layoutModeWhere(LAYOUT_MODE_THRESHOLDS.header, (from) => width >= from);
}

/** The footer's layout mode at a window width: under 768 MATCH, under 1280 TABLET. */
export function footerLayoutModeFor(width: number): LayoutMode {
  return layoutModeWhere(LAYOUT_MODE_THRESHOLDS.footer, (from) => width >= from);
}

/**
 * The attribute on `<html>` that fixes the layout mode for header and footer alike (the spec
 * names an html attribute but not its name): `<html data-shop-platform="MATCH|TABLET|CLASSIC">`.
 * Its name is public API and stays.
 */
export const LAYOUT_MODE_ATTRIBUTE = 'data-shop-platform';

function isLayoutMode(value: unknown): value is LayoutMode {
  return value === 'MATCH' || value === 'TABLET' || value === 'CLASSIC';
}

let reportedInvalidMode: string | undefined;

/** The layout mode the page declares on `<html>`, if it declares a valid one. */
export function declaredLayoutMode(): LayoutMode | undefined {
  if (!isBrowser()) return undefined;
  const value = document.documentElement.getAttribute(LAYOUT_MODE_ATTRIBUTE);
  if (value === null) return undefined;
  if (isLayoutMode(value)) return value;
  if (reportedInvalidMode === value) return undefined;
  reportedInvalidMode = value;
  console.error(
    `<html ${LAYOUT_MODE_ATTRIBUTE}="${value}"> is not a layout mode. Valid values: ${LAYOUT_MODES.join(', ')}. Using the window width.`,
  );
  return undefined;
}

/**
 * Fixes the page's layout mode (the footer's view changer: mobile or desktop view), or with
 * `undefined` lets the window width decide again. The one writer of the `<html>` attribute,
 * so header and footer follow whoever sets it.
 */
export function setDeclaredLayoutMode(mode: LayoutMode | undefined): void {
  const root = document.documentElement;
  if (mode === undefined) {
    root.removeAttribute(LAYOUT_MODE_ATTRIBUTE);
    return;
  }
  if (!isLayoutMode(mode)) {
    console.error(
      `setDeclaredLayoutMode(${JSON.stringify(mode)}): not a layout mode. Valid values: ${LAYOUT_MODES.join(', ')}.`,
    );
    return;
  }
  root.setAttribute(LAYOUT_MODE_ATTRIBUTE, mode);
}

/**
 * Derived from the window (by media query, `window-width.ts`) and <html>, so it holds no state
 * of its own: every bundle copy on a page reads the same answer, and nothing listens until a
 * component subscribes. What renders never depends on it (CSS chooses each layout's parts, so
 * one HTML is right at every window); behaviour does, such as closing the drawer as the window
 * widens. A server has no window: its answer, CLASSIC, decides nothing.
 */
function layoutModeStore(thresholds: LayoutModeThresholds): Store<LayoutMode> {
  const getSnapshot = (): LayoutMode =>
    !isBrowser()
      ? 'CLASSIC'
      : (declaredLayoutMode() ?? layoutModeWhere(thresholds, windowIsAtLeast));
  return {
    getSnapshot,
    getServerSnapshot: getSnapshot,
    subscribe(listener) {
      window.addEventListener('resize', listener, { passive: true });
      const observer = new MutationObserver(listener);
      observer.observe(document.documentElement, {
        attributes: true,
        attributeFilter: [LAYOUT_MODE_ATTRIBUTE],
      });
      return () => {
        window.removeEventListener('resize', listener);
        observer.disconnect();
      };
    },
  };
}

/** The header's layout mode: the `<html>` attribute, else the window width. */
export const headerLayoutMode: Store<LayoutMode> = layoutModeStore(LAYOUT_MODE_THRESHOLDS.header);

/** The footer's layout mode: the `<html>` attribute, else the window width. */
export const footerLayoutMode: Store<LayoutMode> = layoutModeStore(LAYOUT_MODE_THRESHOLDS.footer);
