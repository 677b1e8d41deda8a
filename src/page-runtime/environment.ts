/**
 * Whether the code runs in a browser page, or on a server rendering markup (`renderToString`
 * in Node) where `window`, `document`, storage and `matchMedia` do not exist. The one place that
 * asks: code that needs the page calls this instead of testing globals of its own, so a server
 * render never reaches for them.
 */
export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}
