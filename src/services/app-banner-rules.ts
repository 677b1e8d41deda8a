/**
 * When the app install banner shows (header-and-cart §5), as pure functions: not closed before,
 * the reduced header off, no app cookie, and an Android device or Chrome on iOS. Safari on iOS
 * gets Apple's smart app banner instead, through a `<meta name="apple-itunes-app">` tag.
 */
import { hasCookie } from './browser/cookie-values';
import { createSafeStorage, type SafeStorage } from './browser/local-storage';
import { isBrowser } from '../page-runtime/environment';

/**
 * The app cookie (the spec names one but not its name): the shop's app sets `xc-app` on its
 * web views, and a page that has it is already seen in the app, so no banner advertises it.
 */
export const APP_COOKIE_NAME = 'xc-app';

/** Local-storage key of the closed flag (`true` once the shopper closed the banner). */
export const APP_BANNER_CLOSED_KEY = 'shop-app-banner-closed';

/** The smart app banner's meta tag name, read by Safari on iOS. */
export const SMART_APP_META_NAME = 'apple-itunes-app';

export const MOBILE_OSES = ['android', 'ios-chrome', 'ios-safari', 'other'] as const;
/** `other`: desktops, and iOS browsers other than Chrome and Safari (and in-app web views). */
export type MobileOs = (typeof MOBILE_OSES)[number];

/**
 * The device and browser from the user agent. iPadOS identifies as a Mac; it is told apart by
 * its touch points (`navigator.maxTouchPoints`). It refers to nothing outside itself, as the
 * server writes it into the page's early check (`app-banner-early.ts`).
 */
export function detectMobileOs(userAgent: string, maxTouchPoints = 0): MobileOs {
  // iOS browsers and web views that are not Safari although their user agent says "Safari".
  const notSafari =
    /\b(?:CriOS|FxiOS|EdgiOS|OPiOS|OPT|YaBrowser|GSA|DuckDuckGo|FBAN|FBAV|Instagram|Line|Snapchat)\b/;
  if (/\bAndroid\b/i.test(userAgent) && !/\bWindows Phone\b/i.test(userAgent)) return 'android';
  const ios =
    /\b(?:iPhone|iPad|iPod)\b/.test(userAgent) ||
    (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
  if (!ios) return 'other';
  if (/\bCriOS\//.test(userAgent)) return 'ios-chrome';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(userAgent) && !notSafari.test(userAgent)) {
    return 'ios-safari';
  }
  return 'other';
}

/**
 * The device server HTML is rendered for, and hydration starts from: one that gets the banner,
 * so the server writes its markup, which the page's early check shows from the first paint
 * where it belongs (`app-banner-early.ts`) and the banner's code keeps or drops as it hydrates.
 */
export const SERVER_RENDERED_MOBILE_OS: MobileOs = 'android';

/** The device and browser of the page's user agent. */
export function detectedMobileOs(): MobileOs {
  if (!isBrowser()) return SERVER_RENDERED_MOBILE_OS;
  return detectMobileOs(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

export interface AppBannerConditions {
  closedBefore: boolean;
  reduced: boolean;
  appCookie: boolean;
  mobileOs: MobileOs;
}

export type AppBannerOutcome = 'banner' | 'smart-app-meta' | 'nothing';

/**
 * What the page gets: the banner, the smart-app meta tag (iOS Safari, under the same
 * conditions), or nothing.
 */
export function appBannerOutcome({
  closedBefore,
  reduced,
  appCookie,
  mobileOs,
}: AppBannerConditions): AppBannerOutcome {
  if (closedBefore || reduced || appCookie) return 'nothing';
  if (mobileOs === 'android' || mobileOs === 'ios-chrome') return 'banner';
  if (mobileOs === 'ios-safari') return 'smart-app-meta';
  return 'nothing';
}

/** The App Store id in an App Store address (`…/app/shop/id123456789` → `123456789`). */
export function appStoreAppId(url: string): string | undefined {
  return /\/id(\d+)(?:[/?#]|$)/.exec(url)?.[1];
}

/** Adds `<meta name="apple-itunes-app" content="app-id=…">` to the head, once per page. */
export function addSmartAppMeta(document: Document, appId: string): void {
  if (document.head.querySelector(`meta[name="${SMART_APP_META_NAME}"]`)) return;
  const meta = document.createElement('meta');
  meta.name = SMART_APP_META_NAME;
  meta.content = `app-id=${appId}`;
  document.head.append(meta);
}

const isTrue = (value: unknown): value is true => value === true;

export function isAppBannerClosed(storage: SafeStorage = createSafeStorage()): boolean {
  return storage.read(APP_BANNER_CLOSED_KEY, isTrue) === true;
}

export function rememberAppBannerClosed(storage: SafeStorage = createSafeStorage()): void {
  storage.write(APP_BANNER_CLOSED_KEY, true);
}

/** The custom state of an element that will show the app banner: it keeps the banner's room. */
export const APP_BANNER_STATE = 'app-banner';

export interface AppBannerSettings {
  reduced: boolean;
  platform: 'auto' | MobileOs;
}

/**
 * Whether the banner will show, decided before its code loads from the rules it renders by: the
 * conditions above. It is in the initial load (the header's and the banner's declarations use
 * it), so it leaves out the store link: a page that names no app shows no banner and lets go of
 * the room as it renders, and the console says what the page lacks.
 */
export function appBannerWillShow({ reduced, platform }: AppBannerSettings): boolean {
  return (
    appBannerOutcome({
      closedBefore: isAppBannerClosed(),
      reduced,
      appCookie: hasCookie(APP_COOKIE_NAME),
      mobileOs: platform === 'auto' ? detectedMobileOs() : platform,
    }) === 'banner'
  );
}
