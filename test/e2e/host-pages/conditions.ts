/**
 * Page conditions for the host-page suite: what a CMS page may do around the elements that the
 * library does not control. A condition is data, so a new one is an entry here:
 * - `pageCss`: the page's own stylesheet adds it (served as a file, so a strict CSP allows it);
 * - `headers`: response headers of the page, such as its Content-Security-Policy;
 * - `media`: emulated media features (reduced motion, forced colours, colour scheme);
 * - `zoom`: browser zoom in percent, emulated as Chromium zooms: the window's CSS width and
 *   height divided by the factor, the device pixel ratio multiplied by it (not CSS `zoom`);
 * - `windows`: which browser windows the suite opens (the desktop one and the 320 px phone);
 * - `sameSizes`: whether the elements keep the plain page's sizes (within 2 %) in those windows.
 */
import type { Page } from 'playwright-core';

export type EmulatedMedia = NonNullable<Parameters<Page['emulateMedia']>[0]>;

export type WindowName = 'desktop' | 'phone';

export interface PageCondition {
  name: string;
  pageCss?: string;
  headers?: (nonce: string) => Record<string, string>;
  media?: EmulatedMedia;
  zoom?: number;
  windows: readonly WindowName[];
  sameSizes: boolean;
}

/** The windows before any zoom: a desktop browser, and the narrowest phone WCAG reflows to. */
export const WINDOWS: Readonly<Record<WindowName, { width: number; height: number }>> = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 320, height: 640 },
};

/**
 * A strict CSP as Google's CSP guide writes it, with no 'unsafe-inline' for scripts or styles:
 * the page's one script tag carries a nonce, and what it loads is trusted through
 * 'strict-dynamic'; everything else comes from the page's own origin.
 */
export const strictCsp = (nonce: string): string =>
  [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');

/** docs/editors/05-csp-and-trusted-types.mdx: what a page that enforces Trusted Types adds. */
export const TRUSTED_TYPES_CSP =
  "require-trusted-types-for 'script'; trusted-types shop-elements dompurify";

export const PLAIN_PAGE: PageCondition = {
  name: 'a plain page',
  windows: ['desktop', 'phone'],
  sameSizes: true,
};

export const CONDITIONS: readonly PageCondition[] = [
  {
    name: 'a strict CSP with no unsafe-inline',
    headers: (nonce) => ({ 'Content-Security-Policy': strictCsp(nonce) }),
    windows: ['desktop', 'phone'],
    sameSizes: true,
  },
  {
    name: 'Trusted Types enforced',
    headers: (nonce) => ({
      'Content-Security-Policy': `${strictCsp(nonce)}; ${TRUSTED_TYPES_CSP}`,
    }),
    windows: ['desktop', 'phone'],
    sameSizes: true,
  },
  {
    // Many shop pages make 1 rem 10 px; the elements keep the sizes they have on a 100 % root.
    name: 'a 62.5 % root font size',
    pageCss: 'html { font-size: 62.5%; }',
    windows: ['desktop', 'phone'],
    sameSizes: true,
  },
  {
    // Inherited properties cross the shadow boundary; the elements set their own on each host.
    name: 'a page stylesheet that sets every inherited text property to something odd',
    pageCss: `body {
      font: italic 900 23px / 2.4 'DejaVu Serif', serif;
      font-variant: small-caps;
      letter-spacing: 0.15em;
      word-spacing: 0.5em;
      text-transform: uppercase;
      text-align: center;
      text-indent: 3em;
      color: #0a7a00;
      cursor: crosshair;
      visibility: visible;
    }`,
    windows: ['desktop', 'phone'],
    sameSizes: true,
  },
  {
    // The elements keep their own direction; the page's must not make it scroll sideways.
    name: 'a page written right to left',
    pageCss: 'body { direction: rtl; }',
    windows: ['desktop', 'phone'],
    sameSizes: true,
  },
  {
    name: 'forced colours (Windows high contrast)',
    media: { forcedColors: 'active' },
    windows: ['desktop', 'phone'],
    sameSizes: true,
  },
  {
    name: 'reduced motion',
    media: { reducedMotion: 'reduce' },
    windows: ['desktop'],
    sameSizes: true,
  },
  {
    // The desktop window zoomed in: a 640 × 450 CSS px layout, the header in its phone mode.
    // Its sizes are a narrower layout's, so they are not compared with the plain desktop's.
    name: 'a page zoomed to 200 %',
    zoom: 200,
    windows: ['desktop'],
    sameSizes: false,
  },
];
