import { useSyncExternalStore } from 'react';

const nothingToListenTo = () => () => undefined;

/**
 * A fact of the page that does not change while it is open (the device, a cookie or stored flag
 * read once, a width guessed before measuring), with what a server renders in its place:
 * hydrating server HTML renders `onServer` first, so it matches, and `inBrowser` right after.
 */
export function usePageFact<T>(inBrowser: () => T, onServer: () => T): T {
  return useSyncExternalStore(nothingToListenTo, inBrowser, onServer);
}
