/**
 * What the login-token service needs of the page (`login-token-service.ts`), and the browser's:
 * its cookies, whether it is hidden, and the shopper's activity. Tests give a page of their own.
 */

/** What wakes a page whose shopper is active (spec §4.3). */
export const ACTIVITY_EVENTS = ['touchstart', 'keydown', 'scroll', 'click'] as const;

/** What the service needs of the page. */
export interface LoginTokenPage {
  /** The cookies, as `document.cookie` reads them. */
  cookies(): string;
  isHidden(): boolean;
  /** Calls `listener` whenever the page is hidden or shown; returns the unsubscribe. */
  onVisibilityChange(listener: () => void): () => void;
  /** Calls `listener` whenever the shopper touches, types, scrolls or clicks; returns the unsubscribe. */
  onActivity(listener: () => void): () => void;
}

/** The page of a browser: its cookies, `visibilitychange` and the activity events on `window`. */
export function browserLoginTokenPage(): LoginTokenPage {
  // Capturing, so a scroll inside any scrolling box counts too; passive, so it never slows one.
  const activityOptions = { capture: true, passive: true };
  return {
    cookies() {
      try {
        return document.cookie;
      } catch {
        // A sandboxed frame may not read cookies: it reads as a page without any.
        return '';
      }
    },
    isHidden: () => document.visibilityState === 'hidden',
    onVisibilityChange(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    onActivity(listener) {
      for (const type of ACTIVITY_EVENTS) window.addEventListener(type, listener, activityOptions);
      return () => {
        for (const type of ACTIVITY_EVENTS)
          window.removeEventListener(type, listener, activityOptions);
      };
    },
  };
}
