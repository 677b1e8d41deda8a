import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BENEFIT_TAGS } from '../../../src/primitives/benefits-strip/BenefitsStrip';
import { defaultBenefitLinks } from '../../../src/primitives/benefits-strip/default-benefit-links';
import '../../../src/elements/generated/entries/shop-benefits-strip';
import { translatorFor } from '../../../src/i18n/translator';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import type { PromotionContent } from '../../../src/services/wire/promotion';
import { SITES, SITE_CODES, type SiteCode } from '../../../src/sites/sites';
import { setFaults } from '../../fake-backend/faults';
import { promotion as fixture } from '../../fake-backend/fixtures/promotions';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import {
  interceptPromotions,
  keepPage,
  mount,
  promotionClicks,
  rendered,
  resetDataLayer,
  shadow,
} from '../../support/promotion-test-support';
import { resetXssFlag, xssRan } from '../../support/xss-payloads';

setUpFakeBackend();

const mountStrip = (attributes = '') => mount('shop-benefits-strip', attributes);

function benefitsOf(site: SiteCode): PromotionContent['links'] {
  const answer = fixture(site, 'header_benefits', new URLSearchParams());
  return (JSON.parse(answer?.contentJSON ?? '{}') as PromotionContent).links;
}

const links = (host: HTMLElement) => [
  ...shadow(host).querySelectorAll<HTMLAnchorElement>('[part="link"]'),
];

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn');
  resetDataLayer();
});
afterEach(() => {
  forgetPageSingleton('promotions');
  resetXssFlag();
  vi.restoreAllMocks();
});

describe('<shop-benefits-strip>', () => {
  describe.each(SITE_CODES)('on %s', (site) => {
    it('without a promotion, shows the site’s default benefits in its language, tagged', async () => {
      const host = mountStrip(`site="${site}"`);
      await rendered(host, '[part="strip"]');
      const expected = defaultBenefitLinks(site, translatorFor(SITES[site].locale));
      expect(links(host).map((link) => link.textContent)).toEqual(expected.map((b) => b.text));
      expect(links(host).map((link) => link.dataset.benefit)).toEqual(
        expected.map((benefit) => BENEFIT_TAGS[benefit.benefitType ?? 'SERVICE']),
      );
      expect(links(host).map((link) => link.getAttribute('href'))).toEqual(
        expected.map((benefit) => benefit.href),
      );
    });

    it('with a BENEFITS promotion, shows its links', async () => {
      const host = mountStrip(`site="${site}" promotion-id="header_benefits"`);
      await vi.waitFor(() =>
        expect(links(host).map((link) => link.textContent)).toEqual(
          benefitsOf(site)?.map((link) => link.text),
        ),
      );
      expect(links(host).map((link) => link.dataset.benefit)).toEqual([
        'free-shipping',
        'newsletter-sign-up',
        'cross-channel',
        'service',
      ]);
    });
  });

  it('is a navigation landmark named in the site language', async () => {
    mountStrip('site="CH_FR"');
    await expect.element(page.getByRole('navigation', { name: 'Nos avantages' })).toBeVisible();
  });

  it('shows the spec’s default facts: 20 EUR on DE, 30 CHF and 3 months on CH, 30 days on PL', async () => {
    const de = mountStrip('site="DE"');
    const ch = mountStrip('site="CH"');
    const pl = mountStrip('site="PL"');
    await rendered(pl, '[part="strip"]');
    const text = (host: HTMLElement) => shadow(host).textContent?.replace(/\s/g, ' ');
    expect(text(de)).toContain('Versandkostenfrei ab 20 EUR');
    expect(text(ch)).toContain('CHF 30');
    expect(text(ch)).toContain('3 Monate');
    expect(text(pl)).toContain('30 dni');
  });

  it('tracks a click with its tag', async () => {
    const host = mountStrip('promotion-id="header_benefits"');
    keepPage(host);
    await rendered(host, '[data-benefit="newsletter-sign-up"]');
    await userEvent.click(page.getByRole('link', { name: /Newsletter-Anmeldung/ }));
    expect(promotionClicks()).toEqual([
      {
        event: 'promotion_click',
        clickType: 'benefit',
        target: '/subscribenewsletter',
        specification: 'benefit:newsletter-sign-up',
      },
    ]);
  });

  it('given BENEFITS links with the spec’s fields only (url, text, boldLink), tags them in the spec’s order and tracks each click with its tag', async () => {
    const specLinks = ['free-shipping', 'newsletter', 'stores', 'service'].map((slug, index) => ({
      url: `/c/${slug}`,
      text: `Vorteil ${index + 1}`,
      boldLink: index === 0,
    }));
    interceptPromotions({
      plain: {
        type: 'ApiHeaderBenefitsPromotion',
        contentJSON: JSON.stringify({ links: specLinks }),
      },
    });
    const host = mountStrip('promotion-id="plain"');
    keepPage(host);
    await rendered(host, '[href="/c/service"]');
    expect(links(host).map((link) => link.dataset.benefit)).toEqual([
      'free-shipping',
      'newsletter-sign-up',
      'cross-channel',
      'service',
    ]);
    await userEvent.click(page.getByRole('link', { name: 'Vorteil 3' }));
    expect(promotionClicks()).toEqual([
      {
        event: 'promotion_click',
        clickType: 'benefit',
        target: '/c/stores',
        specification: 'benefit:cross-channel',
      },
    ]);
  });

  it('shows at most four links', async () => {
    const many = Array.from({ length: 6 }, (_, index) => ({
      url: `/c/benefit-${index}`,
      text: `Vorteil ${index}`,
      benefitType: 'SERVICE',
    }));
    interceptPromotions({
      many: { type: 'ApiHeaderBenefitsPromotion', contentJSON: JSON.stringify({ links: many }) },
    });
    const host = mountStrip('promotion-id="many"');
    await rendered(host, '[href="/c/benefit-0"]');
    expect(links(host)).toHaveLength(4);
  });

  it.each([
    [
      'a failed call',
      () => setFaults([{ call: 'promotion', kind: 'server-error' }]),
      'header_benefits',
    ],
    ['an unknown id', () => undefined, 'no_such_benefits'],
    ['unreadable JSON', () => undefined, 'broken_json'],
    ['a promotion of another kind', () => undefined, 'banner_cta'],
  ])('given %s, falls back to the default benefits with a warning', async (_case, arrange, id) => {
    arrange();
    const host = mountStrip(`promotion-id="${id}"`);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining(id)));
    await vi.waitFor(() =>
      expect(links(host).map((link) => link.textContent)).toEqual(
        defaultBenefitLinks('DE', translatorFor('de-DE')).map((benefit) => benefit.text),
      ),
    );
  });

  it('when promotion-id changes, fetches the new promotion', async () => {
    const host = mountStrip('site="AT"');
    await rendered(host, '[part="strip"]');
    host.setAttribute('promotion-id', 'header_benefits');
    await vi.waitFor(() =>
      expect(links(host).map((link) => link.textContent)).toEqual(
        benefitsOf('AT')?.map((link) => link.text),
      ),
    );
  });

  it('given links with script addresses and markup in their texts, runs nothing', async () => {
    interceptPromotions({
      evil: {
        type: 'ApiHeaderBenefitsPromotion',
        contentJSON: JSON.stringify({
          links: [
            { url: 'javascript:window.__xss=1', text: 'Gratis', benefitType: 'FREE_SHIPPING' },
            { url: '/ok', text: '<img src=x onerror="window.__xss=1">', benefitType: 'SERVICE' },
            { url: 'data:text/html,<script>window.__xss=1</script>', text: 'Daten' },
          ],
        }),
      },
    });
    const host = mountStrip('promotion-id="evil"');
    keepPage(host);
    await rendered(host, '[href="/ok"]');
    for (const link of links(host)) link.click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(xssRan()).toBe(false);
    expect(shadow(host).querySelectorAll('img, script')).toHaveLength(0);
    expect(shadow(host).querySelectorAll('a')).toHaveLength(1);
    expect(links(host).map((link) => link.textContent)).toEqual([
      'Gratis',
      '<img src=x onerror="window.__xss=1">',
      'Daten',
    ]);
  });
});
