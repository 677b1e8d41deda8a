/**
 * The nine country sites the country switcher offers (newsletter-footer §2.2): in one table,
 * each site's flag file and address. The spec names the entries but not their addresses, so
 * none is written here: the page gives them once in its configuration (`countryUrls`, see
 * `src/page-runtime/page-config.ts`) or an element in its `country-urls` attribute. A country
 * without a given address has none (`href` is `undefined`).
 */
import {
  PAGE_CONFIG_ID,
  countryUrlStrings,
  pageConfig,
  reportOnce,
  type ConfigProblemReporter,
  type PageConfig,
} from '../../page-runtime/page-config';
import { SHOP_PATHS } from '../../services/http/shop-api';
import { safeUrl } from '../../services/safe-url';
import { SITES, SITE_CODES, isSiteCode, type Locale, type SiteCode } from '../../sites/sites';

/** Country addresses that passed the checks: a known site code and a safe address. */
export type CountryUrls = Partial<Record<SiteCode, string>>;

/**
 * Checked country addresses from an outside value (an element's `country-urls`, the page
 * configuration's `countryUrls`): an object by site code, codes in any case, each address http,
 * https or relative (`safeUrl`). Anything else is reported and left out; nothing throws.
 */
export function countryUrlsFrom(
  value: unknown,
  where: string,
  report: ConfigProblemReporter = reportOnce,
): CountryUrls {
  const urls: CountryUrls = {};
  for (const [code, address] of Object.entries(countryUrlStrings(value, where, report))) {
    if (!isSiteCode(code)) {
      report(
        `${where} names the unknown site ${JSON.stringify(code)} (valid: ${SITE_CODES.join(', ')}); it is ignored.`,
      );
      continue;
    }
    const url = safeUrl(address);
    if (url === undefined) {
      report(
        `${where}.${code} ${JSON.stringify(address)} is not an address a link may have (http, https or relative); it is ignored.`,
      );
      continue;
    }
    urls[code] = url;
  }
  return urls;
}

const checkedConfigs = new WeakMap<PageConfig, CountryUrls>();

/** The page configuration's country addresses, checked once per configuration. */
export function configuredCountryUrls(config: PageConfig = pageConfig()): CountryUrls {
  let urls = checkedConfigs.get(config);
  if (!urls) {
    urls = countryUrlsFrom(config.countryUrls, `#${PAGE_CONFIG_ID} countryUrls`);
    checkedConfigs.set(config, urls);
  }
  return urls;
}

export interface CountrySite {
  /** Where choosing the country goes: the page configuration's address, read when read. */
  readonly href: string | undefined;
  /** The flag image's file under /service/footer-images/logos/. */
  readonly flag: string;
}

const FLAGS: Readonly<Record<SiteCode, string>> = {
  DE: 'flag-de.svg',
  AT: 'flag-at.svg',
  CH: 'flag-ch.svg',
  CH_FR: 'flag-ch.svg',
  PL: 'flag-pl.svg',
  CZ: 'flag-cz.svg',
  HU: 'flag-hu.svg',
  SK: 'flag-sk.svg',
  TR: 'flag-tr.svg',
};

export const COUNTRY_SITES: Readonly<Record<SiteCode, CountrySite>> = Object.freeze(
  Object.fromEntries(
    SITE_CODES.map((code) => [
      code,
      Object.freeze({
        get href() {
          return configuredCountryUrls()[code];
        },
        flag: FLAGS[code],
      }),
    ]),
  ) as Record<SiteCode, CountrySite>,
);

/**
 * The order of the spec's list (newsletter-footer §2.2), which is the order of the countries'
 * own names (Česko, Deutschland, Magyarország, Österreich, Polska, Schweiz, Slovensko, Suisse,
 * Türkiye): the same on every site, so a shopper finds their country where they saw it before.
 */
export const COUNTRY_ORDER: readonly SiteCode[] = [
  'CZ',
  'DE',
  'HU',
  'AT',
  'PL',
  'CH',
  'SK',
  'CH_FR',
  'TR',
];

/** One entry of the switcher (newsletter-footer §3.2: code, label, href, flag, flagName, selected). */
export interface CountryItem {
  code: SiteCode;
  /** The country's name in the language of the site showing the switcher. */
  label: string;
  /** The country's address; `undefined` when neither the element nor the page gives one. */
  href: string | undefined;
  /** The flag image's address. */
  flag: string;
  /** The flag image's file name. */
  flagName: string;
  /** The site's locale, for `hreflang` and the name's `lang`. */
  locale: Locale;
  /** The site the switcher is shown on. */
  selected: boolean;
}

/**
 * Each country in its own language, as country pickers name them, so shoppers find their own
 * whatever language the page speaks ("Polska" on a German page). Switzerland names its two sites
 * by their language. The names are the same on every site, so they live here, not in the
 * catalogues; the switcher marks each with its `lang`.
 */
export const COUNTRY_NAMES: Readonly<Record<SiteCode, string>> = {
  DE: 'Deutschland',
  AT: 'Österreich',
  CH: 'Schweiz (Deutsch)',
  CH_FR: 'Suisse (français)',
  PL: 'Polska',
  CZ: 'Česko',
  HU: 'Magyarország',
  SK: 'Slovensko',
  TR: 'Türkiye',
};

/**
 * The switcher's entries; `urls` (an element's `country-urls`) overrides the page configuration
 * country by country.
 */
export function countryItems(current: SiteCode, urls: CountryUrls = {}): CountryItem[] {
  return COUNTRY_ORDER.map((code) => ({
    code,
    label: COUNTRY_NAMES[code],
    href: urls[code] ?? COUNTRY_SITES[code].href,
    flag: SHOP_PATHS.footerImage(COUNTRY_SITES[code].flag) ?? '',
    flagName: COUNTRY_SITES[code].flag,
    locale: SITES[code].locale,
    selected: code === current,
  }));
}

/** The switcher's navigation; tests and stories stand in for it. */
export { browserNavigation } from '../../page-runtime/browser-navigation';
