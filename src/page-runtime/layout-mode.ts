import { BREAKPOINTS } from '../tokens/breakpoints';
import type { Store } from './store';

/** How an area lays itself out: phones (MATCH), tablets (TABLET), desktops (CLASSIC). */
export type LayoutMode = 'MATCH' | 'TABLET' | 'CLASSIC';

export const LAYOUT_MODES: readonly LayoutMode[] = ['MATCH', 'TABLET', 'CLASSIC'];

/** The widths from which TABLET and CLASSIC apply, each the px after one of the spec's breakpoints. */
export interface LayoutModeThresholds {
  readonly tablet: number;
  readonly classic: number;
}

/** Header (header-and-cart §4 "Header platform"): under 980 MATCH, under 1440 TABLET. */
export const HEADER_LAYOUT_THRESHOLDS: LayoutModeThresholds = {
  tablet: BREAKPOINTS.l + 1,
  classic: BREAKPOINTS['3xl'] + 1,
};

/** Footer and page layout (newsletter-footer §2.4): under 768 MATCH, under 1280 TABLET. */
export const FOOTER_LAYOUT_THRESHOLDS: LayoutModeThresholds = {
  tablet: BREAKPOINTS.m + 1,
  classic: BREAKPOINTS.xxl + 1,
};

export function layoutModeFor(width: number, thresholds: LayoutModeThresholds): LayoutMode {
  if (width < thresholds.tablet) return 'MATCH';
  if (width < thresholds.classic) return 'TABLET';
  return 'CLASSIC';
}

export const headerLayoutModeFor = (width: number) =>
  layoutModeFor(width, HEADER_LAYOUT_THRESHOLDS);
export const footerLayoutModeFor = (width: number) =>
  layoutModeFor(width, FOOTER_LAYOUT_THRESHOLDS);

/**
 * The attribute on `<html>` that fixes the layout mode for the page (the spec names an html
 * attribute but not its name): `<html data-shop-platform="MATCH|TABLET|CLASSIC">`. The name is
 * public and stays; the code calls the concept layout mode.
 */
export const LAYOUT_MODE_ATTRIBUTE = 'data-shop-platform';

export function isLayoutMode(value: unknown): value is LayoutMode {
  return value === 'MATCH' || value === 'TABLET' || value === 'CLASSIC';
}

let reportedInvalidMode: string | undefined;

function declaredLayoutMode(): LayoutMode | undefined {
  const value = document.documentElement.getAttribute(LAYOUT_MODE_ATTRIBUTE);
  if (value === null) return undefined;
  if (isLayoutMode(value)) return value;
  if (reportedInvalidMode === value) return undefined;
  reportedInvalidMode = value;
  console.error(
    `<html ${LAYOUT_MODE_ATTRIBUTE}="${value}"> is not a layout mode. Valid values: ${LAYOUT_MODES.join(', ')}. Using the screen width.`,
  );
  return undefined;
}

/**
 * The one writer of the page's declared layout mode (the footer's view changer uses it):
 * `undefined` lets the width decide again.
 */
export function declarePageLayoutMode(mode: LayoutMode | undefined): void {
  const root = document.documentElement;
  if (mode === undefined) root.removeAttribute(LAYOUT_MODE_ATTRIBUTE);
  else root.setAttribute(LAYOUT_MODE_ATTRIBUTE, mode);
}

/**
 * Derived from the window and `<html>`, so it holds no state of its own: every bundle copy on a
 * page reads the same answer, and nothing listens until a component subscribes. The declared
 * mode on `<html>` wins over the width.
 */
function layoutModeStore(thresholds: LayoutModeThresholds): Store<LayoutMode> {
  return {
    getSnapshot: () =>
      typeof window === 'undefined'
        ? 'CLASSIC'
        : (declaredLayoutMode() ?? layoutModeFor(window.innerWidth, thresholds)),
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

export const headerLayoutMode: Store<LayoutMode> = layoutModeStore(HEADER_LAYOUT_THRESHOLDS);

export const footerLayoutMode: Store<LayoutMode> = layoutModeStore(FOOTER_LAYOUT_THRESHOLDS);
