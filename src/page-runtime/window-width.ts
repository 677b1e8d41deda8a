import { isBrowser } from './environment';
import { breakpointWhere, type BreakpointName } from '../tokens/breakpoints';

/**
 * The window's width as CSS media queries see it. Not `window.innerWidth`: on a phone, reading it
 * lays the page out first, and read while elements render (a cutout image choosing its breakpoint,
 * a layout mode) that is a layout of a half-built page each time, about 135 ms of the
 * client-rendered header page's main thread at 4× CPU. A media query's answer needs no layout.
 * Each width's query is kept, as making one costs more than asking it.
 */
const queries = new Map<number, MediaQueryList>();

/** Whether the window is at least `width` px wide; false where there is no window. */
export function windowIsAtLeast(width: number): boolean {
  if (!isBrowser()) return false;
  let query = queries.get(width);
  if (!query) {
    query = window.matchMedia(`(min-width: ${width}px)`);
    queries.set(width, query);
  }
  return query.matches;
}

/**
 * The spec breakpoint whose range holds the window's width (a range starts one pixel past its
 * breakpoint's value; narrower windows count as xs); xs where there is no window.
 */
export function breakpointOfWindow(): BreakpointName {
  return breakpointWhere((breakpointWidth) => windowIsAtLeast(breakpointWidth + 1));
}
