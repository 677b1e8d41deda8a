/** The app store entries the app install banner links to, per site. */
import { SITES, SITE_CODES, type SiteCode } from '../sites';

export interface AppLinks {
  appStore: string;
  googlePlay: string;
}

/**
 * Placeholder app identifiers: the specs show an app install banner but not the apps' store
 * entries. Replace these two constants with the published app's ids.
 */
const APP_STORE_APP = 'shop/id0000000000';
const GOOGLE_PLAY_APP_ID = 'com.example.shop';

export function appLinks(site: SiteCode): AppLinks {
  // The stores' country paths are the locale's region: de-CH → "ch", cs-CZ → "cz".
  const { locale, language } = SITES[site];
  const storeCountry = locale.slice(3).toLowerCase();
  return {
    appStore: `https://apps.apple.com/${storeCountry}/app/${APP_STORE_APP}`,
    googlePlay: `https://play.google.com/store/apps/details?id=${GOOGLE_PLAY_APP_ID}&hl=${language}`,
  };
}

export const APP_LINKS: Readonly<Record<SiteCode, AppLinks>> = Object.fromEntries(
  SITE_CODES.map((site) => [site, appLinks(site)]),
) as Record<SiteCode, AppLinks>;
