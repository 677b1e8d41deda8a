import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_MARKETS,
  showsPersonalData,
} from '../../../../src/elements/shop-newsletter-form/newsletter-markets';
import { opensWithStoredData } from '../../../../src/elements/shop-newsletter-form/state/newsletter-form-state';
import { fieldOrder } from '../../../../src/elements/shop-newsletter-form/newsletter-validation';
import { loadAllCatalogues } from '../../../../src/i18n/catalogues';
import { translatorFor } from '../../../../src/i18n/translator';
import { SITES, SITE_CODES, type SiteCode } from '../../../../src/sites/sites';

await loadAllCatalogues();

const shown = (site: SiteCode) => {
  const market = NEWSLETTER_MARKETS[site];
  return {
    salutation: market.salutation.shown,
    firstName: market.firstName.shown,
    lastName: market.lastName.shown,
    trConsent: market.electronicMessageConsent.shown,
  };
};

describe('the newsletter market table', () => {
  it('has a row for each of the nine sites', () => {
    expect(Object.keys(NEWSLETTER_MARKETS).sort()).toEqual([...SITE_CODES].sort());
    for (const site of SITE_CODES) expect(NEWSLETTER_MARKETS[site].site).toBe(site);
  });

  it('shows the salutation in HU and AT, names in HU, AT and TR, the consent checkbox in TR (§2.1)', () => {
    expect(SITE_CODES.filter((site) => shown(site).salutation)).toEqual(['AT', 'HU']);
    expect(SITE_CODES.filter((site) => shown(site).firstName)).toEqual(['AT', 'HU', 'TR']);
    expect(SITE_CODES.filter((site) => shown(site).lastName)).toEqual(['AT', 'HU', 'TR']);
    expect(SITE_CODES.filter((site) => shown(site).trConsent)).toEqual(['TR']);
    expect(SITE_CODES.filter((site) => showsPersonalData(NEWSLETTER_MARKETS[site]))).toEqual([
      'AT',
      'HU',
      'TR',
    ]);
  });

  it('requires the salutation only in HU, the first name in HU and TR, the TR consent in TR (§5)', () => {
    const requiredIn = (
      field: 'salutation' | 'firstName' | 'lastName' | 'electronicMessageConsent',
    ) => SITE_CODES.filter((site) => NEWSLETTER_MARKETS[site][field].required);
    expect(requiredIn('salutation')).toEqual(['HU']);
    expect(requiredIn('firstName')).toEqual(['HU', 'TR']);
    expect(requiredIn('lastName')).toEqual([]);
    expect(requiredIn('electronicMessageConsent')).toEqual(['TR']);
  });

  it('never requires a field it does not show', () => {
    for (const site of SITE_CODES) {
      const market = NEWSLETTER_MARKETS[site];
      for (const rule of [
        market.salutation,
        market.firstName,
        market.lastName,
        market.electronicMessageConsent,
      ])
        expect(!rule.required || rule.shown).toBe(true);
    }
  });

  it('orders the salutations MRS, MR, DIVERS, COMPANY everywhere (§3.1)', () => {
    for (const site of SITE_CODES)
      expect(NEWSLETTER_MARKETS[site].salutationOrder).toEqual(['MRS', 'MR', 'DIVERS', 'COMPANY']);
  });

  it('states the minimum age 16, and 18 in CZ and SK (§9)', () => {
    const ages = Object.fromEntries(
      SITE_CODES.map((site) => [site, NEWSLETTER_MARKETS[site].minimumAge]),
    );
    expect(ages).toEqual({
      DE: 16,
      AT: 16,
      CH: 16,
      CH_FR: 16,
      PL: 16,
      CZ: 18,
      HU: 16,
      SK: 18,
      TR: 16,
    });
  });

  it('writes the discount as each language does: 10 %, Hungarian and Polish 10%, Turkish %10 (§1, §9)', () => {
    for (const site of ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'SK'] as const)
      expect(NEWSLETTER_MARKETS[site].discount).toBe('10\u00a0%');
    expect(NEWSLETTER_MARKETS.HU.discount).toBe('10%');
    expect(NEWSLETTER_MARKETS.PL.discount).toBe('10%');
    expect(NEWSLETTER_MARKETS.TR.discount).toBe('%10');
  });

  it('speaks of the first purchase in the Hungarian headline (§1)', () => {
    expect(NEWSLETTER_MARKETS.HU.headline).toBe('newsletter.headlineHu');
    for (const site of SITE_CODES.filter((code) => code !== 'HU'))
      expect(NEWSLETTER_MARKETS[site].headline).toBe('newsletter.headline');
  });

  it('links privacy, contact (TR: the personal-marketing consent text) and the voucher conditions (§2.1)', () => {
    for (const site of SITE_CODES) {
      const market = NEWSLETTER_MARKETS[site];
      expect(market.privacy.href).toBe('/privacy');
      expect(market.voucherConditions.href).toMatch(/^\/c\//);
      expect(market.contact).toEqual(
        site === 'TR'
          ? {
              href: '/c/kisisel-pazarlama-acik-riza-metni',
              label: 'newsletter.trPersonalMarketingLink',
            }
          : { href: '/contact', label: 'newsletter.contactLink' },
      );
    }
  });

  it('links a sample newsletter in DE, AT and HU, and the two Turkish pages in TR (§2.1)', () => {
    const withSample = SITE_CODES.filter((site) =>
      NEWSLETTER_MARKETS[site].furtherLinks.some(
        (entry) => entry.label === 'newsletter.sampleNewsletterLink',
      ),
    );
    expect(withSample).toEqual(['DE', 'AT', 'HU']);
    expect(NEWSLETTER_MARKETS.TR.furtherLinks).toEqual([
      { href: '/c/e-bulten-bilgilendirme', label: 'newsletter.trInfoLink' },
    ]);
    expect(NEWSLETTER_MARKETS.TR.electronicMessageConsentLink).toEqual({
      href: '/c/ticari-elektronik-ileti-onayi',
      label: 'newsletter.trElectronicMessageLink',
    });
    for (const site of SITE_CODES.filter((code) => code !== 'TR'))
      expect(NEWSLETTER_MARKETS[site].electronicMessageConsentLink).toBeUndefined();
  });

  it('adds the Hungarian and Turkish legal texts of §9', () => {
    expect(NEWSLETTER_MARKETS.HU.legalTexts).toEqual(['newsletter.huVoucherText']);
    expect(NEWSLETTER_MARKETS.TR.legalTexts).toEqual([
      'newsletter.trDataDeletion',
      'newsletter.trStopSending',
    ]);
    const hu = translatorFor(SITES.HU.locale);
    expect(hu.t('newsletter.huVoucherText')).toMatch(/egy hónap/);
    const tr = translatorFor(SITES.TR.locale);
    expect(tr.t('newsletter.trDataDeletion')).toMatch(/14 gün/);
    expect(tr.t('newsletter.trStopSending')).toMatch(/2 yıl/);
    for (const site of SITE_CODES.filter((code) => code !== 'HU' && code !== 'TR'))
      expect(NEWSLETTER_MARKETS[site].legalTexts).toEqual([]);
  });

  it('locks salutation and names on the DNE consent rule only in AT, HU and TR (§4.1)', () => {
    expect(
      SITE_CODES.filter((site) => NEWSLETTER_MARKETS[site].lockPersonalDataOnContextDne),
    ).toEqual(['AT', 'HU', 'TR']);
  });

  it('fills every text the form uses in every language', () => {
    for (const site of SITE_CODES) {
      const market = NEWSLETTER_MARKETS[site];
      const t = translatorFor(SITES[site].locale);
      const headline = t.t(market.headline, { discount: market.discount });
      expect(headline).toContain(market.discount);
      expect(t.t('newsletter.minimumAge', { age: market.minimumAge })).toContain(
        String(market.minimumAge),
      );
      expect(t.t('newsletter.voucherFootnote', { discount: market.discount })).toContain(
        '{conditionsLink}',
      );
      expect(t.t('newsletter.legalNotice')).toContain('{privacyLink}');
      expect(t.t('newsletter.privacyHint')).toContain('{privacyLink}');
      expect(t.t('newsletter.success', { email: 'a@b.de' })).toContain('a@b.de');
    }
  });
});

describe('the field order', () => {
  it('puts the family name first in HU only', () => {
    expect(SITE_CODES.filter((site) => NEWSLETTER_MARKETS[site].familyNameFirst)).toEqual(['HU']);
    expect(fieldOrder(NEWSLETTER_MARKETS.HU)).toEqual([
      'email',
      'salutation',
      'lastName',
      'firstName',
      'electronicMessageConsent',
    ]);
    expect(fieldOrder(NEWSLETTER_MARKETS.AT)).toEqual([
      'email',
      'salutation',
      'firstName',
      'lastName',
      'electronicMessageConsent',
    ]);
  });
});

describe('opening the full form from stored customer data (§2.1)', () => {
  it('opens with a stored e-mail address on every site', () => {
    for (const site of SITE_CODES)
      expect(opensWithStoredData({ email: 'anna@example.com' }, NEWSLETTER_MARKETS[site])).toBe(
        true,
      );
  });

  it('opens with name or salutation data only where the market asks for them', () => {
    expect(opensWithStoredData({ firstName: 'Anna' }, NEWSLETTER_MARKETS.TR)).toBe(true);
    expect(opensWithStoredData({ lastName: 'Kaya' }, NEWSLETTER_MARKETS.AT)).toBe(true);
    expect(opensWithStoredData({ salutation: 'MRS' }, NEWSLETTER_MARKETS.HU)).toBe(true);
    expect(opensWithStoredData({ salutation: 'MRS' }, NEWSLETTER_MARKETS.TR)).toBe(false);
    expect(
      opensWithStoredData({ firstName: 'Anna', salutation: 'MRS' }, NEWSLETTER_MARKETS.DE),
    ).toBe(false);
    expect(opensWithStoredData({ email: '  ' }, NEWSLETTER_MARKETS.DE)).toBe(false);
  });
});
