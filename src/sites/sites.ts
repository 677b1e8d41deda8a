/**
 * The nine country sites. Everything a component needs to know about a site is derived from
 * this table, so adding a site is one entry here plus its message catalogue.
 */
export const SITE_CODES = ['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const;
export type SiteCode = (typeof SITE_CODES)[number];

export const LOCALES = [
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-CH',
  'pl-PL',
  'cs-CZ',
  'hu-HU',
  'sk-SK',
  'tr-TR',
] as const;
export type Locale = (typeof LOCALES)[number];

export type Language = 'de' | 'fr' | 'pl' | 'cs' | 'hu' | 'sk' | 'tr';
export type CurrencyCode = 'EUR' | 'CHF' | 'PLN' | 'CZK' | 'HUF' | 'TRY';

export interface Site {
  code: SiteCode;
  locale: Locale;
  language: Language;
  currency: CurrencyCode;
  /** The spec shows the currency symbol on every site except DE, which writes the code "EUR" (see i18n/format.ts). */
  showCurrencySymbol: boolean;
  /**
   * Written after the amount instead of Intl's symbol, where the site's shops write it so: the
   * Turkish site writes "175 TL" (the spec's wording), not "₺175".
   */
  currencySuffix?: string;
}

export const SITES: Readonly<Record<SiteCode, Site>> = {
  DE: { code: 'DE', locale: 'de-DE', language: 'de', currency: 'EUR', showCurrencySymbol: false },
  AT: { code: 'AT', locale: 'de-AT', language: 'de', currency: 'EUR', showCurrencySymbol: true },
  CH: { code: 'CH', locale: 'de-CH', language: 'de', currency: 'CHF', showCurrencySymbol: true },
  CH_FR: {
    code: 'CH_FR',
    locale: 'fr-CH',
    language: 'fr',
    currency: 'CHF',
    showCurrencySymbol: true,
  },
  PL: { code: 'PL', locale: 'pl-PL', language: 'pl', currency: 'PLN', showCurrencySymbol: true },
  CZ: { code: 'CZ', locale: 'cs-CZ', language: 'cs', currency: 'CZK', showCurrencySymbol: true },
  HU: { code: 'HU', locale: 'hu-HU', language: 'hu', currency: 'HUF', showCurrencySymbol: true },
  SK: { code: 'SK', locale: 'sk-SK', language: 'sk', currency: 'EUR', showCurrencySymbol: true },
  TR: {
    code: 'TR',
    locale: 'tr-TR',
    language: 'tr',
    currency: 'TRY',
    showCurrencySymbol: true,
    currencySuffix: 'TL',
  },
};

export const DEFAULT_SITE: SiteCode = 'DE';

export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === 'string' && (SITE_CODES as readonly string[]).includes(value);
}

/** The site a code names, whatever its case (`pl`, `ch_fr`); undefined for anything else. */
export function siteCodeOf(value: unknown): SiteCode | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  return isSiteCode(upper) ? upper : undefined;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function languageOfLocale(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}
