import type { MouseEvent } from 'react';
import { isModifiedClick } from '../../page-runtime/browser-navigation';

/**
 * The click handler of an option that acts (chooses, navigates through a script): a click with
 * a modifier or another button on a real link (one with an address) is left to the browser, so
 * a new tab or the context menu works as on any link; every other click acts instead of the
 * element's default.
 */
export function actUnlessLeftToBrowser(act: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.currentTarget.hasAttribute('href') && isModifiedClick(event)) return;
    event.preventDefault();
    act();
  };
}
