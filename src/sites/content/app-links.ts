/**
 * The app store entries the app install banner links to, per site. The specs show an app install
 * banner but not the apps, so nothing here names one: the shop gives its app ids in the page
 * configuration (`apps.android`, `apps.ios`, see `src/page-runtime/page-config.ts`) or on the
 * element (`android-app-id`, `ios-app-id`, `store-url`). Without them a site has no store link.
 */
import { pageConfig, type AppIds } from '../../page-runtime/page-config';
import { SITES, SITE_CODES, type SiteCode } from '../sites';

export interface AppLinks {
  /** The App Store entry; `undefined` when the page gives no iOS app id. */
  appStore?: string;
  /** The Google Play entry; `undefined` when the page gives no Android package name. */
  googlePlay?: string;
}

/** The store's country path is the locale's region: de-CH → "ch", cs-CZ → "cz". */
const storeCountry = (site: SiteCode) => SITES[site].locale.slice(3).toLowerCase();

/** The App Store address of an app (its id's digits) in the site's country store. */
export function appStoreUrl(site: SiteCode, iosAppId: string): string {
  return `https://apps.apple.com/${storeCountry(site)}/app/id${encodeURIComponent(iosAppId)}`;
}

/** The Google Play address of an app (its package name) in the site's language. */
export function googlePlayUrl(site: SiteCode, androidAppId: string): string {
  return `https://play.google.com/store/apps/details?id=${encodeURIComponent(androidAppId)}&hl=${SITES[site].language}`;
}

/** A site's store links for the given app ids (by default the page configuration's). */
export function appLinks(site: SiteCode, ids: AppIds = pageConfig().apps): AppLinks {
  return {
    appStore: ids.ios ? appStoreUrl(site, ids.ios) : undefined,
    googlePlay: ids.android ? googlePlayUrl(site, ids.android) : undefined,
  };
}

/**
 * Each site's store links from the page configuration, read when a link is read (the
 * configuration is the page's, not the build's).
 */
export const APP_LINKS: Readonly<Record<SiteCode, Readonly<AppLinks>>> = Object.freeze(
  Object.fromEntries(
    SITE_CODES.map((site) => [
      site,
      Object.freeze({
        get appStore() {
          return appLinks(site).appStore;
        },
        get googlePlay() {
          return appLinks(site).googlePlay;
        },
      }),
    ]),
  ) as Record<SiteCode, AppLinks>,
);
