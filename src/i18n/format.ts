/**
 * Prices, numbers and dates for a site, through `Intl`.
 *
 * The currency rule (header-and-cart §1: "the currency symbol is shown on every site except DE";
 * the same spec writes DE's free-shipping threshold as "20 EUR") is read here as: DE writes the
 * currency's code ("12,90 EUR"), every other site its symbol ("CHF 12.90", "1 234,50 Kč",
 * "€ 12,90"). The accessible text names the currency in words ("12,90 Euro"). The rule lives in
 * `SITES[site].showCurrencySymbol`, so changing it for a site is one line.
 */
import { SITES, type Locale, type SiteCode } from '../sites/sites';

export interface FormattedPrice {
  /** What the page shows. */
  text: string;
  /** What assistive technology reads: the amount with the currency's name. */
  accessibleText: string;
}

/** The forint is shown without fractions, as Hungarian shops do; every other currency with two. */
function fractionDigits(currency: string): number {
  return currency === 'HUF' ? 0 : 2;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * One `Intl.NumberFormat` per locale and options for the page: making one costs a phone
 * milliseconds (compact notation most), and a render that is hydrated or repeated asks again.
 */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** How each locale separates a number's fraction, as `Intl` writes it (the unit test compares). */
const DECIMAL_SEPARATORS: Readonly<Record<Locale, ',' | '.'>> = {
  'de-DE': ',',
  'de-AT': ',',
  'de-CH': '.',
  'fr-CH': ',',
  'pl-PL': ',',
  'cs-CZ': ',',
  'hu-HU': ',',
  'sk-SK': ',',
  'tr-TR': ',',
};

const PLAIN_NUMBER = /^\d{1,3}(?:\.(\d+))?$/;

/**
 * A number below a thousand as `Intl.NumberFormat(locale, options)` writes it, without making
 * one; `undefined` when the formatter is needed. A page's first `Intl.NumberFormat` loads the
 * locale's number data: 30–80 ms on this machine, four times that on a throttled phone, in one
 * task that cannot be split, while the footer's legal text ("ab 16 Jahren") or the app banner's
 * rating ("4,6 von 5") hydrates. Below 1000 no locale of the nine groups digits, all write Latin
 * digits, and a number that `String` writes with no more fraction digits than the options allow
 * needs no rounding, so only the decimal separator differs (the unit test compares with `Intl`).
 */
export function plainNumberText(
  value: number,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string | undefined {
  const { maximumFractionDigits = 3, ...otherOptions } = options ?? {};
  if (Object.keys(otherOptions).length > 0 || Object.is(value, -0)) return undefined;
  const text = String(value);
  const match = PLAIN_NUMBER.exec(text);
  if (!match || (match[1]?.length ?? 0) > maximumFractionDigits) return undefined;
  return text.replace('.', DECIMAL_SEPARATORS[locale]);
}

export interface PriceOptions {
  locale?: Locale;
  /** Whole amounts without fractions, for thresholds in running text ("ab 20 EUR"). */
  wholeAmountsPlain?: boolean;
}

/**
 * What each site writes before and after a whole amount in its own locale, as `Intl` writes it
 * (the unit test compares every whole amount below 1000): with `plainNumberText`'s reasoning,
 * a threshold in running text ("ab 20 EUR", the header's default benefits) needs no
 * `Intl.NumberFormat`, whose first use loads the locale's number data (tens of milliseconds, and
 * about 8 MB in a server's process).
 */
const WHOLE_AMOUNT_AFFIXES: Readonly<Record<SiteCode, readonly [before: string, after: string]>> = {
  DE: ['', '\u00a0EUR'],
  AT: ['€\u00a0', ''],
  CH: ['CHF\u00a0', ''],
  CH_FR: ['', '\u00a0CHF'],
  PL: ['', '\u00a0zł'],
  CZ: ['', '\u00a0Kč'],
  HU: ['', '\u00a0Ft'],
  SK: ['', '\u00a0€'],
  TR: ['', '\u00a0TL'],
};

/** The text of a price as the page shows it (`formatPrice(…).text`). */
export function priceText(
  amount: number,
  siteCode: SiteCode,
  { locale, wholeAmountsPlain = false }: PriceOptions = {},
): string {
  const site = SITES[siteCode];
  const effectiveLocale = locale ?? site.locale;
  const whole = wholeAmountsPlain && Number.isInteger(amount);
  if (whole && effectiveLocale === site.locale && amount >= 0 && amount < 1000) {
    const [before, after] = WHOLE_AMOUNT_AFFIXES[siteCode];
    return `${before}${amount}${after}`;
  }
  const digits = whole ? 0 : fractionDigits(site.currency);
  const base = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return site.currencySuffix
    ? `${numberFormat(effectiveLocale, base).format(amount)}\u00a0${site.currencySuffix}`
    : numberFormat(effectiveLocale, {
        ...base,
        style: 'currency',
        currency: site.currency,
        currencyDisplay: site.showCurrencySymbol ? 'symbol' : 'code',
      }).format(amount);
}

export function formatPrice(
  amount: number,
  siteCode: SiteCode,
  { locale, wholeAmountsPlain = false }: PriceOptions = {},
): FormattedPrice {
  const site = SITES[siteCode];
  const effectiveLocale = locale ?? site.locale;
  const digits = wholeAmountsPlain && Number.isInteger(amount) ? 0 : fractionDigits(site.currency);
  const base = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const text = priceText(amount, siteCode, { locale, wholeAmountsPlain });
  const accessibleText = numberFormat(effectiveLocale, {
    ...base,
    style: 'currency',
    currency: site.currency,
    currencyDisplay: 'name',
  }).format(amount);
  return { text, accessibleText };
}

export function formatDate(
  date: Date,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(locale, options).format(date);
}
