import { useEffect, useMemo, useState } from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { useShop } from '../../element-kit/shop-context';
import { Button } from '../../primitives/button/Button';
import { Icon } from '../../primitives/icon/Icon';
import { Rating } from '../../primitives/rating/Rating';
import { hasCookie } from '../../services/browser/cookies';
import { trackGa } from '../../services/ga-events';
import { safeUrl } from '../../services/safe-url';
import {
  PAGE_CONFIG_ID,
  androidAppId,
  iosAppId,
  pageConfig,
  reportOnce,
} from '../../page-runtime/page-config';
import { appLinks } from '../../sites/content/app-links';
import {
  APP_COOKIE_NAME,
  addSmartAppMeta,
  appBannerOutcome,
  appStoreAppId,
  detectedMobileOs,
  isAppBannerClosed,
  rememberAppBannerClosed,
  type MobileOs,
} from '../../services/app-banner-rules';
import appBannerCss from './shop-app-banner.css?inline';
import type { ElementComponentProps } from '../../element-kit/element-definition';
import type { shopAppBannerDefinition } from './shop-app-banner.definition';

export type AppPlatformOverride = 'auto' | MobileOs;

export type ShopAppBannerProps = ElementComponentProps<typeof shopAppBannerDefinition>;

/**
 * The app install banner (header-and-cart §2, §4, §5). The store link is `store-url`, else the
 * site's store entry of the app ids given on the element (`android-app-id`, `ios-app-id`) or in
 * the page configuration (`apps`). Without any, it shows nothing (no button to a made-up app)
 * and the console says once what the page lacks.
 */
export function ShopAppBanner({
  storeUrl,
  androidAppId: androidAppIdAttribute,
  iosAppId: iosAppIdAttribute,
  reduced,
  platform,
  onAppBannerClose,
}: ShopAppBannerProps) {
  const { site, translator } = useShop();
  const styles = useStyles<HTMLDivElement>(appBannerCss);
  const [closed, setClosed] = useState(() => isAppBannerClosed());
  // The public attribute is called `platform`; it chooses the mobile OS.
  const mobileOs = useMemo(() => (platform === 'auto' ? detectedMobileOs() : platform), [platform]);
  const outcome = appBannerOutcome({
    closedBefore: closed,
    reduced,
    appCookie: hasCookie(APP_COOKIE_NAME),
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
  const { appStore, googlePlay } = appLinks(site.code, {
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

  if (outcome !== 'banner' || !href) return null;

  const close = () => {
    rememberAppBannerClosed();
    trackGa('appBannerClosed', mobileOs);
    setClosed(true);
    onAppBannerClose?.(null);
  };

  return (
    <div ref={styles} part="banner" className="shop-app-banner" data-platform={mobileOs}>
      <button
        type="button"
        part="close-button"
        className="shop-app-banner__close"
        aria-label={translator.t('appBanner.close')}
        onClick={close}
      >
        <Icon name="close" size={16} />
      </button>
      <span className="shop-app-banner__icon" aria-hidden="true">
        <Icon name="cart" size={24} />
      </span>
      <div className="shop-app-banner__text">
        <p part="headline" className="shop-app-banner__headline">
          {translator.t('appBanner.headline')}
        </p>
        <span className="shop-app-banner__rating">
          <Rating value={5} size="small" />
          <span className="shop-app-banner__rating-count">
            {translator.t('appBanner.ratingCount')}
          </span>
        </span>
      </div>
      <Button
        className="shop-app-banner__store"
        href={href}
        size="small"
        onClick={() => trackGa('appBannerFollowed', mobileOs)}
      >
        {translator.t('appBanner.install')}
      </Button>
    </div>
  );
}
