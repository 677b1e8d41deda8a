import { describe, expect, it } from 'vitest';
import {
  KEYWORD_REDIRECT_TABLES,
  SITE_CONTENT,
  keywordRedirectTarget,
  normaliseKeyword,
  type KeywordTableName,
} from '../../../src/sites/site-content';
import { SITE_CODES, SITES, type SiteCode } from '../../../src/sites/sites';
import { setPageConfig } from '../../../src/page-runtime/page-config';

const isTarget = (value: string) => value.startsWith('/') || value.startsWith('https://');

describe('site content', () => {
  it('has content for every site', () => {
    expect(Object.keys(SITE_CONTENT).sort()).toEqual([...SITE_CODES].sort());
  });

  it('gives every site the shared header links', () => {
    for (const site of SITE_CODES) {
      const { links } = SITE_CONTENT[site];
      expect(links.home).toBe('/');
      expect(links.cart).toBe('/service/cartfrontend/cart');
      expect(links.storeFinder).toBe('/service/storefinder/search');
      expect(links.userMenu).toBe('/usermenu');
      expect(links.privacy).toBe('/privacy');
    }
  });

  it('builds the search addresses with the term encoded', () => {
    const { links } = SITE_CONTENT.DE;
    expect(links.searchResults('kaffee')).toBe('/search?query=kaffee');
    expect(links.searchPage('kaffee')).toBe('/search?query=kaffee&filters=availability-available');
    expect(links.searchResults('tee & tassen')).toBe('/search?query=tee%20%26%20tassen');
  });

  it('uses /subscribenewsletter as the newsletter page on most sites', () => {
    const others = SITE_CODES.filter(
      (site) => SITE_CONTENT[site].links.newsletter !== '/subscribenewsletter',
    );
    expect(others.length).toBeLessThanOrEqual(2);
  });

  it('links a sample newsletter on DE, AT and HU only', () => {
    const withSample = SITE_CODES.filter((site) => SITE_CONTENT[site].links.sampleNewsletter);
    expect(withSample).toEqual(['DE', 'AT', 'HU']);
  });

  it('links the Turkish newsletter pages on TR only and sends its contact link to the consent text', () => {
    for (const site of SITE_CODES) {
      const { links } = SITE_CONTENT[site];
      const isTr = site === 'TR';
      expect(links.trNewsletterInfo !== undefined).toBe(isTr);
      expect(links.trElectronicMessageConsent !== undefined).toBe(isTr);
      expect(links.contact === '/contact').toBe(!isTr);
    }
  });

  it('given a page configuration with the app ids, writes every link as a path or an https address', () => {
    setPageConfig({ apps: { android: 'com.shop.app', ios: 'id123456789' } });
    for (const site of SITE_CODES) {
      const { links, appLinks } = SITE_CONTENT[site];
      for (const value of Object.values(links)) {
        if (typeof value === 'string') expect(isTarget(value), `${site}: ${value}`).toBe(true);
      }
      expect(appLinks.appStore).toMatch(/^https:\/\/apps\.apple\.com\//);
      expect(appLinks.googlePlay).toMatch(
        /^https:\/\/play\.google\.com\/store\/apps\/details\?id=/,
      );
      expect(appLinks.googlePlay).toContain(`hl=${SITES[site].language}`);
    }
    setPageConfig(undefined);
  });
});

describe('default benefits', () => {
  const benefit = (site: SiteCode, message: string) =>
    SITE_CONTENT[site].defaultBenefits.find((entry) => entry.message === message);

  it('has at most four per site', () => {
    for (const site of SITE_CODES) {
      expect(SITE_CONTENT[site].defaultBenefits.length).toBeGreaterThan(0);
      expect(SITE_CONTENT[site].defaultBenefits.length).toBeLessThanOrEqual(4);
    }
  });

  it('offers free shipping from 20 EUR (DE, AT), 30 CHF (CH, CH_FR) and 175 TL for coffee (TR)', () => {
    expect(benefit('DE', 'benefits.freeShipping')?.params).toEqual({ amount: 20 });
    expect(benefit('AT', 'benefits.freeShipping')?.params).toEqual({ amount: 20 });
    expect(benefit('CH', 'benefits.freeShipping')?.params).toEqual({ amount: 30 });
    expect(benefit('CH_FR', 'benefits.freeShipping')?.params).toEqual({ amount: 30 });
    expect(benefit('TR', 'benefits.freeShippingCoffee')?.params).toEqual({ amount: 175 });
    expect(SITES.CH.currency).toBe('CHF');
    expect(SITES.TR.currency).toBe('TRY');
  });

  it('offers the 10 % newsletter discount everywhere, written as each language writes it', () => {
    const percent = (site: SiteCode) =>
      benefit(site, 'benefits.newsletterDiscount')?.params.percent;
    for (const site of ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'SK'] as const) {
      expect(percent(site)).toBe('10\u00a0%');
    }
    expect(percent('HU')).toBe('10%');
    expect(percent('PL')).toBe('10%');
    // Polish writes no space before the sign; Intl agrees.
    expect(percent('PL')).toBe(new Intl.NumberFormat('pl-PL', { style: 'percent' }).format(0.1));
    expect(percent('TR')).toBe('%10');
    for (const site of SITE_CODES) {
      expect(benefit(site, 'benefits.newsletterDiscount')?.type).toBe('NEWSLETTER_SIGNUP');
    }
  });

  it('offers 30 days returns (HU, PL) and 3 months right of return (CH, CH_FR)', () => {
    expect(benefit('HU', 'benefits.returnsDays')?.params).toEqual({ count: 30 });
    expect(benefit('PL', 'benefits.returnsDays')?.params).toEqual({ count: 30 });
    expect(benefit('CH', 'benefits.returnsMonths')?.params).toEqual({ count: 3 });
    expect(benefit('CH_FR', 'benefits.returnsMonths')?.params).toEqual({ count: 3 });
  });

  it('tags store pickup as cross-channel and links every benefit to a path', () => {
    for (const site of SITE_CODES) {
      for (const entry of SITE_CONTENT[site].defaultBenefits) {
        expect(entry.href.startsWith('/'), `${site}: ${entry.href}`).toBe(true);
        if (entry.message === 'benefits.storePickup') expect(entry.type).toBe('CROSS_CHANNEL');
        if (entry.message.startsWith('benefits.freeShipping')) {
          expect(entry.type).toBe('FREE_SHIPPING');
          expect(typeof entry.params.amount).toBe('number');
        }
      }
    }
  });
});

describe('footer facts', () => {
  const facts = (site: SiteCode) => SITE_CONTENT[site].footerFacts;

  it('states free shipping from 100 zł (PL), 999 Kč (CZ), 40 € (SK) and 1000 TL (TR)', () => {
    expect(facts('PL').freeShippingFrom).toBe(100);
    expect(facts('CZ').freeShippingFrom).toBe(999);
    expect(facts('SK').freeShippingFrom).toBe(40);
    expect(facts('TR').freeShippingFrom).toBe(1000);
    expect(facts('DE').freeShippingFrom).toBe(20);
    expect(facts('AT').freeShippingFrom).toBe(20);
    expect(facts('CH').freeShippingFrom).toBe(30);
  });

  it('states the lower threshold with the loyalty card in CZ (499 Kč) and SK (20 €) only', () => {
    expect(facts('CZ').freeShippingWithLoyaltyCard).toBe(499);
    expect(facts('SK').freeShippingWithLoyaltyCard).toBe(20);
    const withCard = SITE_CODES.filter((site) => facts(site).freeShippingWithLoyaltyCard);
    expect(withCard).toEqual(['CZ', 'SK']);
  });

  it('states the return periods of each country', () => {
    for (const site of ['DE', 'PL', 'CZ', 'HU', 'SK'] as const) {
      expect(facts(site).returnPeriod).toEqual({ amount: 30, unit: 'days' });
    }
    expect(facts('AT').returnPeriod).toEqual({ amount: 14, unit: 'days' });
    expect(facts('CH').returnPeriod).toEqual({ amount: 3, unit: 'months' });
    expect(facts('CH_FR').returnPeriod).toEqual({ amount: 3, unit: 'months' });
    expect(facts('TR').returnPeriod).toEqual({ amount: 90, unit: 'days' });
  });

  it('states the Turkish service hours, daily 09:00 to 19:00, on TR only', () => {
    expect(facts('TR').serviceHours).toEqual({ days: 'daily', from: '09:00', to: '19:00' });
    const withHours = SITE_CODES.filter((site) => facts(site).serviceHours);
    expect(withHours).toEqual(['TR']);
  });

  it('offers every 11th coffee free with the loyalty card in CZ and SK only', () => {
    const eleventh = SITE_CODES.filter((site) => facts(site).everyEleventhCoffeeFree);
    expect(eleventh).toEqual(['CZ', 'SK']);
  });
});

describe('minimum age', () => {
  it('is 18 in CZ and SK and 16 everywhere else', () => {
    for (const site of SITE_CODES) {
      expect(SITE_CONTENT[site].minimumAge).toBe(site === 'CZ' || site === 'SK' ? 18 : 16);
    }
  });
});

describe('keyword redirect tables', () => {
  const tableNames = Object.keys(KEYWORD_REDIRECT_TABLES) as KeywordTableName[];
  /** The locale a table's keys are written in. */
  const localeOf = (name: KeywordTableName) => {
    const site = SITE_CODES.find((code) => SITE_CONTENT[code].keywordTableName === name);
    if (!site) throw new Error(`no site uses table ${name}`);
    return SITES[site].locale;
  };

  it('exist for DE, AT, CHDE, CHFR, PL, CZ, SK, HU and TR', () => {
    expect(tableNames.sort()).toEqual(
      ['AT', 'CHDE', 'CHFR', 'CZ', 'DE', 'HU', 'PL', 'SK', 'TR'].sort(),
    );
  });

  it('are used by CH as CHDE and by CH_FR as CHFR, every other site by its own code', () => {
    expect(SITE_CONTENT.CH.keywordTableName).toBe('CHDE');
    expect(SITE_CONTENT.CH_FR.keywordTableName).toBe('CHFR');
    for (const site of SITE_CODES) {
      const { keywordTableName, keywordRedirects } = SITE_CONTENT[site];
      if (site !== 'CH' && site !== 'CH_FR') expect(keywordTableName).toBe(site);
      expect(keywordRedirects).toBe(KEYWORD_REDIRECT_TABLES[keywordTableName]);
    }
  });

  it('hold between 15 and 30 terms each', () => {
    for (const name of tableNames) {
      const size = Object.keys(KEYWORD_REDIRECT_TABLES[name]).length;
      expect(size, name).toBeGreaterThanOrEqual(15);
      expect(size, name).toBeLessThanOrEqual(30);
    }
  });

  it('send every term to a path starting with / or to an https address', () => {
    for (const name of tableNames) {
      for (const [term, target] of Object.entries(KEYWORD_REDIRECT_TABLES[name])) {
        expect(isTarget(target), `${name} "${term}": ${target}`).toBe(true);
      }
    }
  });

  it('write every term in its normal form, so each one can be reached', () => {
    for (const name of tableNames) {
      for (const term of Object.keys(KEYWORD_REDIRECT_TABLES[name])) {
        expect(term.trim().toLocaleLowerCase(localeOf(name)), `${name} "${term}"`).toBe(term);
        expect(term.normalize('NFC'), `${name} "${term}"`).toBe(term);
      }
    }
  });
});

describe('keywordRedirectTarget', () => {
  it('finds a term typed exactly as in the table', () => {
    expect(keywordRedirectTarget('DE', 'versandkosten')).toBe('/c/service/versand');
    expect(keywordRedirectTarget('PL', 'zwrot')).toBe('/c/obsluga-klienta/zwroty');
    expect(keywordRedirectTarget('CZ', 'vrácení zboží')).toBe('/c/zakaznicky-servis/vraceni-zbozi');
    expect(keywordRedirectTarget('HU', 'szállítási díj')).toBe('/c/ugyfelszolgalat/szallitas');
    expect(keywordRedirectTarget('SK', 'vrátenie tovaru')).toBe(
      '/c/zakaznicky-servis/vratenie-tovaru',
    );
    expect(keywordRedirectTarget('CH_FR', 'carte cadeau')).toBe('/c/carte-cadeau');
  });

  it('ignores surrounding white space and letter case', () => {
    expect(keywordRedirectTarget('DE', '  Warenkorb ')).toBe('/service/cartfrontend/cart');
    expect(keywordRedirectTarget('DE', 'RÜCKSENDUNG')).toBe('/c/service/ruecksendung');
    expect(keywordRedirectTarget('PL', '\u00a0Koszty Dostawy\t')).toBe(
      '/c/obsluga-klienta/dostawa',
    );
  });

  it('lower-cases Turkish with the Turkish locale, so "İADE" matches "iade"', () => {
    expect(keywordRedirectTarget('TR', 'İADE')).toBe('/c/iade');
    expect(keywordRedirectTarget('TR', 'HEDİYE KARTI')).toBe('/c/hediye-karti');
    expect(normaliseKeyword('TR', 'İADE')).toBe('iade');
  });

  it('does not match a term with extra words', () => {
    expect(keywordRedirectTarget('DE', 'versandkosten schweiz')).toBeUndefined();
    expect(keywordRedirectTarget('TR', 'iade süresi')).toBeUndefined();
  });

  it('does not match a part of a term or inner spacing that differs', () => {
    expect(keywordRedirectTarget('DE', 'versand kosten')).toBeUndefined();
    expect(keywordRedirectTarget('PL', 'koszty  dostawy')).toBeUndefined();
    expect(keywordRedirectTarget('DE', 'kosten')).toBeUndefined();
  });

  it('uses only the site’s own table', () => {
    expect(keywordRedirectTarget('CH', 'warenkorb')).toBe('/service/cartfrontend/cart');
    expect(keywordRedirectTarget('CH', 'panier')).toBeUndefined();
    expect(keywordRedirectTarget('CH_FR', 'panier')).toBe('/service/cartfrontend/cart');
    expect(keywordRedirectTarget('CH_FR', 'warenkorb')).toBeUndefined();
  });

  it('finds nothing for names every object inherits', () => {
    expect(keywordRedirectTarget('DE', 'constructor')).toBeUndefined();
    expect(keywordRedirectTarget('DE', '__proto__')).toBeUndefined();
    expect(keywordRedirectTarget('DE', 'toString')).toBeUndefined();
  });

  it('finds nothing for an empty term', () => {
    expect(keywordRedirectTarget('DE', '   ')).toBeUndefined();
  });
});
