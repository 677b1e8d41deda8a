import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MARKETS } from '../../../src/elements/shop-newsletter-form/newsletter-markets';
import { DEFAULT_BENEFITS } from '../../../src/sites/content/benefits';
import { MARKET_FACTS } from '../../../src/sites/content/market-facts';
import { SITE_CONTENT } from '../../../src/sites/site-content';
import { SITE_CODES } from '../../../src/sites/sites';

describe('given a market fact that several areas show', () => {
  it('the benefits strip and the footer state the same free-shipping amount', () => {
    for (const site of SITE_CODES) {
      const shipping = DEFAULT_BENEFITS[site].find((b) => b.message === 'benefits.freeShipping');
      if (shipping)
        expect(shipping.params.amount).toBe(SITE_CONTENT[site].footerFacts.freeShippingFrom);
    }
  });

  it('the benefits strip and the newsletter form write the same welcome discount', () => {
    for (const site of SITE_CODES) {
      const discount = DEFAULT_BENEFITS[site].find((b) => b.type === 'NEWSLETTER_SIGNUP');
      expect(discount?.params.percent).toBe(NEWSLETTER_MARKETS[site].discount);
    }
  });

  it('the benefits strip and the footer state the same return period', () => {
    for (const site of SITE_CODES) {
      const returns = DEFAULT_BENEFITS[site].find((b) => b.message.startsWith('benefits.returns'));
      if (!returns) continue;
      const { amount, unit } = SITE_CONTENT[site].footerFacts.returnPeriod;
      expect(returns.params.count).toBe(amount);
      expect(returns.message).toBe(
        unit === 'days' ? 'benefits.returnsDays' : 'benefits.returnsMonths',
      );
    }
  });

  it('the newsletter form states the site’s minimum age', () => {
    for (const site of SITE_CODES) {
      expect(NEWSLETTER_MARKETS[site].minimumAge).toBe(MARKET_FACTS[site].minimumAge);
    }
  });

  it('the newsletter benefit links to the site’s own newsletter page (TR: /e-bulten)', () => {
    for (const site of SITE_CODES) {
      const discount = DEFAULT_BENEFITS[site].find((b) => b.type === 'NEWSLETTER_SIGNUP');
      expect(discount?.href).toBe(SITE_CONTENT[site].links.newsletter);
    }
    expect(SITE_CONTENT.TR.links.newsletter).toBe('/e-bulten');
  });
});
