import { reducedByCookie } from '../state/reduced-mode';
import { isBrowser } from '../../../page-runtime/environment';

/** The footer's reduced mode: the `reduced` attribute, or the page's cookies (spec §4.4). */
export function useReducedMode(reduced: boolean): boolean {
  // Read on each render, as the cookies may change between them; a server has none.
  return reduced || reducedByCookie(isBrowser() ? document.cookie : '');
}
