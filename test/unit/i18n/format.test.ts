import { describe, expect, it } from 'vitest';
import { formatPrice, plainNumberText, priceText } from '../../../src/i18n/format';
import { LOCALES, SITES, SITE_CODES } from '../../../src/sites/sites';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
/** Intl separates with no-break spaces; the tests read them as plain ones. */
const plain = (text: string) => text.replaceAll(NBSP, ' ').replaceAll(NNBSP, ' ');

describe('prices per site', () => {
  it.each([
    ['DE', 12.9, '12,90 EUR'],
    ['AT', 12.9, '€ 12,90'],
    ['CH', 12.9, 'CHF 12.90'],
    ['CH_FR', 12.9, '12.90 CHF'],
    ['PL', 34.99, '34,99 zł'],
    ['CZ', 1234.5, '1 234,50 Kč'],
    ['HU', 3290, '3290 Ft'],
    ['HU', 12990, '12 990 Ft'],
    ['SK', 12.9, '12,90 €'],
    ['TR', 279.9, '279,90 TL'],
  ] as const)('on %s, %d is written %s', (site, amount, expected) => {
    expect(plain(formatPrice(amount, site).text)).toBe(expected);
  });

  it('on DE, writes the currency code rather than its symbol, as the spec says', () => {
    expect(formatPrice(20, 'DE').text).not.toContain('€');
  });

  it('names the currency in words for assistive technology, on DE too', () => {
    expect(plain(formatPrice(12.9, 'DE').accessibleText)).toBe('12,90 Euro');
    expect(plain(formatPrice(1234.5, 'CZ').accessibleText)).toContain('korun');
  });

  it('writes whole thresholds without fractions in running text', () => {
    expect(plain(formatPrice(20, 'DE', { wholeAmountsPlain: true }).text)).toBe('20 EUR');
    expect(plain(formatPrice(175, 'TR', { wholeAmountsPlain: true }).text)).toBe('175 TL');
    expect(plain(formatPrice(19.5, 'AT', { wholeAmountsPlain: true }).text)).toBe('€ 19,50');
  });

  it('follows a locale override', () => {
    expect(plain(formatPrice(12.9, 'CH', { locale: 'fr-CH' }).text)).toBe('12.90 CHF');
  });
});

describe('whole prices written without a formatter', () => {
  it.each(SITE_CODES)('on %s, match Intl for every whole amount below 1000', (code) => {
    const site = SITES[code];
    const whole = { minimumFractionDigits: 0, maximumFractionDigits: 0 };
    const intl = site.currencySuffix
      ? (amount: number) =>
          `${new Intl.NumberFormat(site.locale, whole).format(amount)}${NBSP}${site.currencySuffix}`
      : (amount: number) =>
          new Intl.NumberFormat(site.locale, {
            ...whole,
            style: 'currency',
            currency: site.currency,
            currencyDisplay: site.showCurrencySymbol ? 'symbol' : 'code',
          }).format(amount);
    for (let amount = 0; amount < 1000; amount++) {
      expect(priceText(amount, code, { wholeAmountsPlain: true })).toBe(intl(amount));
    }
  });

  it('leaves fractions, amounts from 1000 and other locales to Intl, as formatPrice writes them', () => {
    for (const [amount, site, locale] of [
      [19.5, 'AT', undefined],
      [1000, 'CZ', undefined],
      [20, 'CH', 'fr-CH'],
    ] as const) {
      const options = { wholeAmountsPlain: true, locale };
      expect(priceText(amount, site, options)).toBe(formatPrice(amount, site, options).text);
    }
    expect(plain(priceText(1000, 'CZ', { wholeAmountsPlain: true }))).toBe('1 000 Kč');
    expect(plain(priceText(20, 'CH', { wholeAmountsPlain: true, locale: 'fr-CH' }))).toBe('20 CHF');
  });
});

describe('numbers written without a formatter', () => {
  it.each(LOCALES)('in %s, match Intl for every number below 1000 in tenths', (locale) => {
    const whole = new Intl.NumberFormat(locale);
    const tenths = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    for (let tenth = 0; tenth < 10_000; tenth++) {
      const value = tenth / 10;
      expect(plainNumberText(value, locale)).toBe(whole.format(value));
      expect(plainNumberText(value, locale, { maximumFractionDigits: 1 })).toBe(
        tenths.format(value),
      );
    }
  });

  it.each([
    ['a number that needs grouping', 1000, undefined],
    ['a negative number', -1, undefined],
    ['negative zero', -0, undefined],
    ['a number to round', 4.35, { maximumFractionDigits: 1 }],
    ['a number in exponent notation', 1e-7, undefined],
    ['not a number', Number.NaN, undefined],
    ['other options', 4, { style: 'percent' }],
  ] as const)('leave %s to Intl', (_case, value, options) => {
    expect(plainNumberText(value, 'de-DE', options)).toBeUndefined();
  });
});
