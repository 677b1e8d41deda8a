/**
 * The check itself, as the page runs it: bundled into one inline script at build time
 * (`app-banner-early.ts` holds its text). Blocked storage or cookies leave the banner to its
 * code, as they would any guess.
 */
import { APP_BANNER_CLOSED_KEY, APP_COOKIE_NAME, detectMobileOs } from './app-banner-rules';
import { APP_BANNER_EARLY_PROPERTY } from './app-banner-early-property';

try {
  const os = detectMobileOs(navigator.userAgent, navigator.maxTouchPoints || 0);
  const shows =
    (os === 'android' || os === 'ios-chrome') &&
    localStorage.getItem(APP_BANNER_CLOSED_KEY) !== 'true' &&
    !document.cookie.split(';').some((pair) => pair.split('=')[0]!.trim() === APP_COOKIE_NAME);
  if (shows) document.documentElement.style.setProperty(APP_BANNER_EARLY_PROPERTY, 'flex');
} catch {
  // The banner's code decides as it hydrates.
}
