/**
 * The app banner in server HTML shows from the page's first paint on the devices that get it:
 * the HTML is the same for every device (one cached fragment per site), and CSS cannot tell an
 * Android phone, a closed banner or the app's cookie. So the server writes this check before the
 * header as a tiny inline script, which runs before anything below it is painted: where the
 * banner will show (header-and-cart §5, the rules of `app-banner-rules.ts`), it sets
 * `--shop-app-banner-early` on `<html>`, which the banner's sheet displays it by until its code
 * has decided. Nothing moves: the banner is there from the first frame, or not at all.
 */
import earlyCheck from './app-banner-early-check?inline-script';

export { APP_BANNER_EARLY_PROPERTY } from './app-banner-early-property';

/**
 * The script's text: made once at build time, so it is the same in every build of this version
 * and its CSP hash is stable.
 */
export function appBannerEarlyScript(): string {
  return earlyCheck;
}
