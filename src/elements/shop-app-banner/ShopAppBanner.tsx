import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useShop } from '../../element-kit/render/shop-context';
import type { ElementComponentProps } from '../../element-kit/definition/element-definition';
import { Button } from '../../primitives/button/Button';
import { Icon } from '../../primitives/icon/Icon';
import { Rating } from '../../primitives/rating/Rating';
import { useAppBanner } from './behaviour/use-app-banner';
import appBannerCss from './shop-app-banner.css?inline';
import type { shopAppBannerDefinition } from './shop-app-banner.definition';

export type { AppPlatformOverride } from './behaviour/use-app-banner';

export type ShopAppBannerProps = ElementComponentProps<typeof shopAppBannerDefinition>;

/**
 * The app install banner (header-and-cart §2, §4, §5). The store link is `store-url`, else the
 * site's store entry of the app ids given on the element (`android-app-id`, `ios-app-id`) or in
 * the page configuration (`apps`). Without any, it shows nothing (no button to a made-up app)
 * and the console says once what the page lacks.
 */
export function ShopAppBanner({
  storeUrl,
  androidAppId,
  iosAppId,
  reduced,
  platform,
  onAppBannerClose,
}: ShopAppBannerProps) {
  const { site, translator } = useShop();
  const styles = useStyles<HTMLDivElement>(appBannerCss);
  const banner = useAppBanner({
    site: site.code,
    storeUrl,
    androidAppId,
    iosAppId,
    reduced,
    platform,
    onAppBannerClose,
  });
  if (!banner.href) return null;

  return (
    <div
      ref={styles}
      part="banner"
      className="shop-app-banner"
      data-platform={banner.mobileOs}
      data-decided={banner.decided ? '' : undefined}
    >
      <button
        type="button"
        part="close-button"
        className="shop-app-banner__close"
        aria-label={translator.t('appBanner.close')}
        onClick={banner.close}
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
        href={banner.href}
        size="small"
        onClick={banner.followed}
      >
        {translator.t('appBanner.install')}
      </Button>
    </div>
  );
}
