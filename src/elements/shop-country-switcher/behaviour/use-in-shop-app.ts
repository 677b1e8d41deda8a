/**
 * Whether the page shows in the shop's apps (the `Hunter-Platform` cookie says smartphone or
 * tablet), which bring their own country choice, so the switcher stays away there.
 *
 * Server HTML is public and cached for every shopper, so a server renders the visitor's view
 * (not in an app), and a browser hydrating that HTML renders the same first; then it reads the
 * cookie and fills in its value. A browser rendering on its own reads the cookie in its first
 * render, so an app never shows the switcher for a frame. Only the browser reads the cookie.
 */
import { useSyncExternalStore } from 'react';
import { isBrowser } from '../../../page-runtime/environment';
import type { Store } from '../../../page-runtime/store';
import { readDeviceClass } from '../../../services/browser/cookies';

/** Read anew at every render, as before: the page may set the cookie between two renders. */
export const inShopApp: Store<boolean> = {
  getSnapshot: () => isBrowser() && readDeviceClass() !== undefined,
  // Nothing tells a page that a cookie changed; a render reads it again.
  subscribe: () => () => {},
};

/** The visitor's view: what a server renders, and what hydration starts from. */
const visitorView = () => false;

export function useInShopApp(): boolean {
  return useSyncExternalStore(inShopApp.subscribe, inShopApp.getSnapshot, visitorView);
}
