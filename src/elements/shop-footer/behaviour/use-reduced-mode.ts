import { reducedByCookie } from '../state/reduced-mode';

/** The footer's reduced mode: the `reduced` attribute, or the page's cookies (spec §4.4). */
export function useReducedMode(reduced: boolean): boolean {
  // Read on each render, as the cookies may change between them; a server has none.
  return reduced || reducedByCookie(typeof document === 'undefined' ? '' : document.cookie);
}
