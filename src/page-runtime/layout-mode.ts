import { widthAfter } from '../tokens/breakpoints';
import type { Store } from './store';
import { isBrowser } from './environment';
import { pageSingleton } from './page-singleton';

/**
 * Which layout the header and footer show: MATCH (mobile), TABLET or CLASSIC (desktop). The
 * spec calls it the "platform"; in code it is the layout mode, because "platform" also names
 * the shopper's device (the `Hunter-Platform` cookie) and operating system (the app banner).
 */
export type LayoutMode = 'MATCH' | 'TABLET' | 'CLASSIC';

export const LAYOUT_MODES: readonly LayoutMode[] = ['MATCH', 'TABLET', 'CLASSIC'];

export interface LayoutModeThresholds {
  /** Window widths from here on (px) are TABLET, narrower ones MATCH. */
  tabletFrom: number;
  /** Window widths from here on (px) are CLASSIC. */
  classicFrom: number;
}

/** Where the layout modes begin, from the spec's breakpoints. */
export const LAYOUT_MODE_THRESHOLDS = {
  /** header-and-cart §4 "Header platform", §9: 980 and 1440. */
  header: { tabletFrom: widthAfter('l'), classicFrom: widthAfter('3xl') },
  /** newsletter-footer §2.4: 768 and 1280. */
  footer: { tabletFrom: widthAfter('m'), classicFrom: widthAfter('xxl') },
} as const satisfies Record<string, LayoutModeThresholds>;

function layoutModeFor(
  width: number,
  { tabletFrom, classicFrom }: LayoutModeThresholds,
): LayoutMode {
  if (width < tabletFrom) return 'MATCH';
  if (width < classicFrom) return 'TABLET';
  return 'CLASSIC';
}

/** The header's layout mode at a window width: under 980 MATCH, under 1440 TABLET. */
export function headerLayoutModeFor(width: number): LayoutMode {
  return layoutModeFor(width, LAYOUT_MODE_THRESHOLDS.header);
}

/** The footer's layout mode at a window width: under 768 MATCH, under 1280 TABLET. */
export function footerLayoutModeFor(width: number): LayoutMode {
  return layoutModeFor(width, LAYOUT_MODE_THRESHOLDS.footer);
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

/** The layout modes the server rendered the page's header and footer in. */
export interface RenderedLayoutModes {
  header?: LayoutMode;
  footer?: LayoutMode;
}

const renderedLayoutModes = () =>
  pageSingleton<RenderedLayoutModes>('rendered-layout-modes', () => ({}));

/**
 * Tells the page which layout modes its server HTML was rendered in (on the server: which to
 * render in). Hydration renders in these first, then in the window's, so the HTML matches.
 */
export function setRenderedLayoutModes(modes: RenderedLayoutModes): void {
  const rendered = renderedLayoutModes();
  for (const area of ['header', 'footer'] as const) {
    if (isLayoutMode(modes[area])) rendered[area] = modes[area];
  }
}

/** The layout mode the server renders (or rendered) an area in: CLASSIC unless told. */
export function renderedLayoutMode(area: keyof RenderedLayoutModes): LayoutMode {
  return renderedLayoutModes()[area] ?? 'CLASSIC';
}

/**
 * Derived from the window and <html>, so it holds no state of its own: every bundle copy on a
 * page reads the same answer, and nothing listens until a component subscribes. A server has
 * no window: it renders in the mode it was given, CLASSIC unless told.
 */
function layoutModeStore(
  area: keyof RenderedLayoutModes,
  modeForWidth: (width: number) => LayoutMode,
): Store<LayoutMode> {
  const getSnapshot = (): LayoutMode =>
    !isBrowser()
      ? renderedLayoutMode(area)
      : (declaredLayoutMode() ?? modeForWidth(window.innerWidth));
  return {
    getSnapshot,
    getServerSnapshot: () => renderedLayoutModes()[area] ?? getSnapshot(),
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
export const headerLayoutMode: Store<LayoutMode> = layoutModeStore('header', headerLayoutModeFor);

/** The footer's layout mode: the `<html>` attribute, else the window width. */
export const footerLayoutMode: Store<LayoutMode> = layoutModeStore('footer', footerLayoutModeFor);
