/**
 * The nine country sites the country switcher offers (newsletter-footer §2.2): in one table,
 * each site's address, flag file and language. The spec names the entries but not their
 * addresses; the origins below are placeholders in the shape of the shop's real ones
 * (`https://www.<shop>.<country tld>/`, Switzerland one domain with a language path). Replace
 * the origins here, and only here, with the production addresses.
 */
import type { Translator } from '../../i18n/translator';
import { SHOP_PATHS } from '../../services/http/shop-api';
import { SITES, type Locale, type SiteCode } from '../../sites/sites';

export interface CountrySite {
  /** Where choosing the country goes. */
  href: string;
  /** The flag image's file under /service/footer-images/logos/. */
  flag: string;
}

export const COUNTRY_SITES: Readonly<Record<SiteCode, CountrySite>> = {
  DE: { href: 'https://www.example-shop.de/', flag: 'flag-de.svg' },
  AT: { href: 'https://www.example-shop.at/', flag: 'flag-at.svg' },
  CH: { href: 'https://www.example-shop.ch/de/', flag: 'flag-ch.svg' },
  CH_FR: { href: 'https://www.example-shop.ch/fr/', flag: 'flag-ch.svg' },
  PL: { href: 'https://www.example-shop.pl/', flag: 'flag-pl.svg' },
  CZ: { href: 'https://www.example-shop.cz/', flag: 'flag-cz.svg' },
  HU: { href: 'https://www.example-shop.hu/', flag: 'flag-hu.svg' },
  SK: { href: 'https://www.example-shop.sk/', flag: 'flag-sk.svg' },
  TR: { href: 'https://www.example-shop.com.tr/', flag: 'flag-tr.svg' },
};

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
  href: string;
  /** The flag image's address. */
  flag: string;
  /** The flag image's file name. */
  flagName: string;
  /** The site's locale, for `hreflang`. */
  locale: Locale;
  /** The site the switcher is shown on. */
  selected: boolean;
}

export function countryItems(current: SiteCode, translator: Translator): CountryItem[] {
  return COUNTRY_ORDER.map((code) => ({
    code,
    label: translator.t(`footer.country.${code}`),
    href: COUNTRY_SITES[code].href,
    flag: SHOP_PATHS.footerImage(COUNTRY_SITES[code].flag),
    flagName: COUNTRY_SITES[code].flag,
    locale: SITES[code].locale,
    selected: code === current,
  }));
}

/**
 * The browser navigation the switcher performs, behind an object so tests and stories can stand
 * in for it (`location.assign` itself cannot be replaced).
 */
export const browserNavigation = {
  assign(href: string): void {
    window.location.assign(href);
  },
};
