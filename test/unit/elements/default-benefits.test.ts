import { describe, expect, it } from 'vitest';
import { defaultBenefitLinks } from '../../../src/primitives/benefits-strip/default-benefit-links';
import { BENEFIT_TAGS } from '../../../src/primitives/benefits-strip/BenefitsStrip';
import { loadTranslator } from '../../../src/i18n/translator';
import { SITES, SITE_CODES, type SiteCode } from '../../../src/sites/sites';

async function textsOf(site: SiteCode): Promise<string[]> {
  const translator = await loadTranslator(SITES[site].locale);
  // Prices and numbers keep their no-break spaces on screen; compared here as plain spaces.
  return defaultBenefitLinks(site, translator).map((link) => link.text.replace(/\s/g, ' '));
}

describe('the default benefits (header-and-cart §1)', () => {
  it('give free shipping from 20 EUR on DE and AT, 30 CHF on CH, 175 on TR for coffee', async () => {
    expect((await textsOf('DE'))[0]).toBe('Versandkostenfrei ab 20 EUR');
    expect((await textsOf('AT'))[0]).toBe('Versandkostenfrei ab € 20');
    expect((await textsOf('CH'))[0]).toBe('Versandkostenfrei ab CHF 30');
    expect((await textsOf('TR'))[0]).toMatch(/^Kahvede 175/);
  });

  it('give the 10 % newsletter discount everywhere', async () => {
    for (const site of SITE_CODES) {
      const newsletter = (await textsOf(site)).find((text) => /10/.test(text));
      expect(newsletter, site).toBeDefined();
    }
  });

  it('give 30 days returns on HU and PL and 3 months on CH', async () => {
    expect((await textsOf('HU')).some((text) => text.includes('30 nap'))).toBe(true);
    expect((await textsOf('PL')).some((text) => text.includes('30 dni'))).toBe(true);
    expect((await textsOf('CH')).some((text) => text.includes('3 Monate'))).toBe(true);
  });

  it('are at most four, each tagged and linked, in every site', async () => {
    for (const site of SITE_CODES) {
      const translator = await loadTranslator(SITES[site].locale);
      const links = defaultBenefitLinks(site, translator);
      expect(links.length, site).toBeLessThanOrEqual(4);
      for (const link of links) {
        expect(link.href, site).toMatch(/^\//);
        expect(BENEFIT_TAGS[link.benefitType ?? 'SERVICE'], site).toBeDefined();
        expect(link.text, site).not.toMatch(/\{\w+\}/);
      }
    }
  });
});
