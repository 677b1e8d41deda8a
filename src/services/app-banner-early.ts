/**
 * The app banner in server HTML shows from the page's first paint on the devices that get it:
 * the HTML is the same for every device (one cached fragment per site), and CSS cannot tell an
 * Android phone, a closed banner or the app's cookie. So the server writes this check before the
 * header as a tiny inline script, which runs before anything below it is painted: where the
 * banner will show (header-and-cart §5, the rules of `app-banner-rules.ts`), it sets
 * `--shop-app-banner-early` on `<html>`, which the banner's sheet displays it by until its code
 * has decided. Nothing moves: the banner is there from the first frame, or not at all.
 */
import {
  APP_BANNER_CLOSED_KEY,
  APP_COOKIE_NAME,
  detectMobileOs,
  type MobileOs,
} from './app-banner-rules';

/** The property the check sets on `<html>`: the display of the server's banner. */
export const APP_BANNER_EARLY_PROPERTY = '--shop-app-banner-early';

/**
 * Runs in the page as written into it, so it uses nothing but its arguments. Blocked storage or
 * cookies leave the banner to its code, as they would any guess.
 */
function showAppBannerEarly(
  detect: (userAgent: string, maxTouchPoints: number) => MobileOs,
  closedKey: string,
  appCookie: string,
  property: string,
): void {
  try {
    const os = detect(navigator.userAgent, navigator.maxTouchPoints || 0);
    if (os !== 'android' && os !== 'ios-chrome') return;
    if (localStorage.getItem(closedKey) === 'true') return;
    for (const pair of document.cookie.split(';')) {
      if (pair.split('=')[0]!.trim() === appCookie) return;
    }
    document.documentElement.style.setProperty(property, 'flex');
  } catch {
    // The banner's code decides as it hydrates.
  }
}

/** The script's text, the same for every page of this version (its CSP hash is stable). */
export function appBannerEarlyScript(): string {
  const args = [APP_BANNER_CLOSED_KEY, APP_COOKIE_NAME, APP_BANNER_EARLY_PROPERTY]
    .map((value) => JSON.stringify(value))
    .join(',');
  return `(${showAppBannerEarly.toString()})(${detectMobileOs.toString()},${args})`;
}
