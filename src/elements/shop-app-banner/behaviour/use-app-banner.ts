import { useEffect, useMemo, useState } from 'react';
import { usePageFact } from '../../../page-runtime/use-page-fact';
import { hasCookie } from '../../../services/browser/cookies';
import { trackGa } from '../../../services/ga-events';
import { safeUrl } from '../../../services/safe-url';
import {
  PAGE_CONFIG_ID,
  androidAppId,
  iosAppId,
  pageConfig,
  reportOnce,
} from '../../../page-runtime/page-config';
import { appLinks } from '../../../sites/content/app-links';
import {
  APP_COOKIE_NAME,
  addSmartAppMeta,
  appBannerOutcome,
  appStoreAppId,
  detectedMobileOs,
  isAppBannerClosed,
  rememberAppBannerClosed,
  SERVER_RENDERED_MOBILE_OS,
  type MobileOs,
} from '../../../services/app-banner-rules';
import type { SiteCode } from '../../../sites/sites';

export type AppPlatformOverride = 'auto' | MobileOs;

export interface AppBannerOptions {
  site: SiteCode;
  storeUrl: string;
  androidAppId: string;
  iosAppId: string;
  reduced: boolean;
  platform: AppPlatformOverride;
  onAppBannerClose?: (detail: null) => void;
}

export interface AppBannerBehaviour {
  /** The store link the banner shows; undefined while it shows nothing. */
  href: string | undefined;
  /**
   * Decided in the browser: false only while server HTML hydrates, when the page's early check
   * decides whether the server's banner shows (`app-banner-early.ts`).
   */
  decided: boolean;
  mobileOs: MobileOs;
  /** The shopper closed it: remembered, tracked and announced. */
  close(): void;
  /** The shopper followed the store link. */
  followed(): void;
}

const hasAppCookie = () => hasCookie(APP_COOKIE_NAME);
/** A server knows neither the shopper's storage nor cookies: hydration starts from neither. */
const notOnServer = () => false;
const inBrowser = () => true;
const serverRenderedMobileOs = () => SERVER_RENDERED_MOBILE_OS;

/**
 * The app banner's rules bound to the page (header-and-cart §2, §4, §5): whether it shows (closed
 * before, reduced, the app's own cookie, the mobile OS), the store link from `store-url`, the app
 * ids on the element or in the page configuration, the smart-app meta tag for iOS Safari, and
 * the console's word on what the page lacks.
 */
export function useAppBanner({
  site,
  storeUrl,
  androidAppId: androidAppIdAttribute,
  iosAppId: iosAppIdAttribute,
  reduced,
  platform,
  onAppBannerClose,
}: AppBannerOptions): AppBannerBehaviour {
  // Read through external stores, so hydrating server HTML starts from what the server knew
  // (a device that gets the banner, nothing of the shopper's) and React renders the page's view
  // next.
  const closedBefore = usePageFact(isAppBannerClosed, notOnServer);
  const appCookie = usePageFact(hasAppCookie, notOnServer);
  const detected = usePageFact(detectedMobileOs, serverRenderedMobileOs);
  const decided = usePageFact(inBrowser, notOnServer);
  const [closedNow, setClosed] = useState(false);
  // The public attribute is called `platform`; it chooses the mobile OS.
  const mobileOs = platform === 'auto' ? detected : platform;
  const outcome = appBannerOutcome({
    closedBefore: closedBefore || closedNow,
    reduced,
    appCookie,
    mobileOs,
  });

  const android = useMemo(
    () => androidAppId(androidAppIdAttribute, '<shop-app-banner> android-app-id'),
    [androidAppIdAttribute],
  );
  const ios = useMemo(
    () => iosAppId(iosAppIdAttribute, '<shop-app-banner> ios-app-id'),
    [iosAppIdAttribute],
  );
  const apps = pageConfig().apps;
  const { appStore, googlePlay } = appLinks(site, {
    android: android ?? apps.android,
    ios: ios ?? apps.ios,
  });
  const siteStoreUrl = mobileOs === 'android' ? googlePlay : appStore;
  const givenStoreUrl = safeUrl(storeUrl);
  const href = givenStoreUrl ?? siteStoreUrl;
  const appId = (givenStoreUrl ? appStoreAppId(givenStoreUrl) : undefined) ?? ios ?? apps.ios;
  const lacking =
    (outcome === 'banner' && !href) || (outcome === 'smart-app-meta' && !appId)
      ? mobileOs === 'android'
        ? 'an Android app (apps.android, or android-app-id)'
        : 'an iOS app (apps.ios, or ios-app-id)'
      : undefined;

  useEffect(() => {
    if (!lacking) return;
    reportOnce(
      `<shop-app-banner> shows nothing: the page names no store link for ${lacking}. Give it in the page configuration (<script type="application/json" id="${PAGE_CONFIG_ID}">{"apps": {…}}</script>) or on the element (store-url, android-app-id, ios-app-id).`,
    );
  }, [lacking]);

  useEffect(() => {
    if (storeUrl.trim() && !givenStoreUrl) {
      console.warn(
        `shop-elements: <shop-app-banner> store-url ${JSON.stringify(storeUrl)} is not an address a link may have; the site's store link is used.`,
      );
    }
  }, [storeUrl, givenStoreUrl]);

  useEffect(() => {
    if (outcome === 'smart-app-meta' && appId) addSmartAppMeta(document, appId);
  }, [outcome, appId]);

  return {
    href: outcome === 'banner' && href ? href : undefined,
    decided,
    mobileOs,
    close() {
      rememberAppBannerClosed();
      trackGa('appBannerClosed', mobileOs);
      setClosed(true);
      onAppBannerClose?.(null);
    },
    followed() {
      trackGa('appBannerFollowed', mobileOs);
    },
  };
}
