import { useEffect, useMemo, useState } from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { useShop } from '../../element-kit/shop-context';
import { Button } from '../../primitives/button/Button';
import { Icon } from '../../primitives/icon/Icon';
import { Rating } from '../../primitives/rating/Rating';
import { hasCookie } from '../../services/browser/cookies';
import { safeUrl } from '../../services/safe-url';
import { APP_LINKS } from '../../sites/content/app-links';
import {
  APP_COOKIE_NAME,
  addSmartAppMeta,
  appBannerOutcome,
  appStoreAppId,
  detectMobileOs,
  isAppBannerClosed,
  rememberAppBannerClosed,
  type MobileOs,
} from './app-banner-rules';
import appBannerCss from './shop-app-banner.css?inline';
import type { ElementComponentProps } from '../../element-kit/element-definition';
import type { shopAppBannerDefinition } from './shop-app-banner.definition';

export type AppPlatformOverride = 'auto' | MobileOs;

export type ShopAppBannerProps = ElementComponentProps<typeof shopAppBannerDefinition>;

function detectedMobileOs(): MobileOs {
  if (typeof navigator === 'undefined') return 'other';
  return detectMobileOs(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

/** The app install banner (header-and-cart §2, §4, §5). */
export function ShopAppBanner({
  storeUrl,
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

  const { appStore, googlePlay } = APP_LINKS[site.code];
  const siteStoreUrl = mobileOs === 'android' ? googlePlay : appStore;
  const givenStoreUrl = safeUrl(storeUrl);
  const href = givenStoreUrl ?? siteStoreUrl;
  const appId = appStoreAppId(givenStoreUrl ?? appStore) ?? appStoreAppId(appStore);

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

  if (outcome !== 'banner') return null;

  const close = () => {
    rememberAppBannerClosed();
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
      <Button className="shop-app-banner__store" href={href} size="small">
        {translator.t('appBanner.install')}
      </Button>
    </div>
  );
}
