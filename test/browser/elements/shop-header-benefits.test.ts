/**
 * The header's benefits strip: the BENEFITS promotion comes from the header's (or the layout's)
 * `benefits-promotion-id` or the page configuration's `benefitsPromotionId`; without either the
 * strip shows the site's default benefits and the header asks for no benefits promotion.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-header';
import '../../../src/elements/generated/entries/shop-layout';
import { translatorFor } from '../../../src/i18n/translator';
import { setPageConfig } from '../../../src/page-runtime/page-config';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { defaultBenefitLinks } from '../../../src/primitives/benefits-strip/default-benefit-links';
import type { PromotionContent } from '../../../src/services/wire/promotion';
import { SITES, SITE_CODES, type SiteCode } from '../../../src/sites/sites';
import { promotion as fixture } from '../../fake-backend/fixtures/promotions';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { queryAllDeep, queryDeep } from '../../support/nested-shadow-roots';
import { interceptPromotions, type RecordedCall } from '../../support/promotion-test-support';
import { pause, until } from '../../support/real-time';

setUpFakeBackend();

const CMS_BENEFITS = 'header_benefits';

function cmsBenefitTexts(site: SiteCode): string[] {
  const answer = fixture(site, CMS_BENEFITS, new URLSearchParams());
  const content = JSON.parse(answer?.contentJSON ?? '{}') as PromotionContent;
  return (content.links ?? []).map((link) => link.text);
}

const defaultBenefitTexts = (site: SiteCode) =>
  defaultBenefitLinks(site, translatorFor(SITES[site].locale)).map((link) => link.text);

let calls: RecordedCall[];

beforeEach(async () => {
  calls = interceptPromotions();
  await page.viewport(1024, 768);
});

afterEach(async () => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  setPageConfig(undefined);
  await pause(0);
  forgetPageSingleton('personal-data');
  forgetPageSingleton('promotions');
  forgetPageSingleton('flyouts');
});

/** The shadow root the header renders in: its own, or the one inside a layout. */
function headerRoot(): ShadowRoot | null {
  const header =
    document.querySelector('shop-header') ??
    document.querySelector('shop-layout')?.shadowRoot?.querySelector('shop-header');
  return header?.shadowRoot ?? null;
}

/** The strip's link texts once the header shows its settled content ([] before). */
const stripTexts = (): string[] => {
  const root = headerRoot();
  if (!root?.querySelector('.shop-header:not(.shop-header--reduced):not([data-pending])'))
    return [];
  // The strip is an element of its own inside the header, with its own shadow root.
  return queryAllDeep(root, '[part="strip"] [part="link"]').map((link) => link.textContent ?? '');
};

/**
 * The promotions the page of `site` asked for (a page the previous test left may still finish
 * its start; its site tells its calls apart). The footer's content is a promotion of its own.
 */
const promotionIds = (site: SiteCode) =>
  calls
    .filter((call) => call.headers.get('X-Hunter-Site') === site)
    .map((call) => decodeURIComponent(call.url.pathname.split('/').at(-1) ?? ''))
    .filter((id) => id !== 'SHOP_FOOTER');

describe('the header’s benefits strip', () => {
  describe('given no benefits-promotion-id and no page setting', () => {
    for (const site of ['DE', 'TR'] as const) {
      it(`on ${site}, shows the site’s default benefits and asks for no benefits promotion`, async () => {
        document.body.innerHTML = `<shop-header site="${site}"></shop-header>`;
        await until(() => expect(stripTexts()).toEqual(defaultBenefitTexts(site)));
        await pause(300);
        expect(promotionIds(site)).toEqual(['~header_top']);
      });
    }

    it('in a layout, the header asks for no benefits promotion either', async () => {
      document.body.innerHTML = '<shop-layout site="DE"><p>Kaffee</p></shop-layout>';
      await until(() => expect(stripTexts()).toEqual(defaultBenefitTexts('DE')));
      await pause(300);
      expect(promotionIds('DE')).toEqual(['~header_top']);
    });
  });

  describe('given benefits-promotion-id on the header', () => {
    it('asks for that promotion once and shows its links', async () => {
      document.body.innerHTML = `<shop-header site="PL" benefits-promotion-id="${CMS_BENEFITS}"></shop-header>`;
      await until(() => expect(promotionIds('PL')).toContain(CMS_BENEFITS));
      await until(() => expect(stripTexts()).toEqual(cmsBenefitTexts('PL')));
      expect(promotionIds('PL').filter((id) => id === CMS_BENEFITS)).toHaveLength(1);
    });

    it('wins over the page setting', async () => {
      setPageConfig({ benefitsPromotionId: 'page_benefits' });
      document.body.innerHTML = `<shop-header site="DE" benefits-promotion-id="${CMS_BENEFITS}"></shop-header>`;
      await until(() => expect(stripTexts()).toEqual(cmsBenefitTexts('DE')));
      await pause(300);
      expect(promotionIds('DE')).not.toContain('page_benefits');
    });
  });

  describe('given benefits-promotion-id on the layout', () => {
    it('passes it on to its header', async () => {
      document.body.innerHTML = `<shop-layout site="HU" benefits-promotion-id="${CMS_BENEFITS}"><p>Kávé</p></shop-layout>`;
      await until(() => expect(stripTexts()).toEqual(cmsBenefitTexts('HU')));
      expect(promotionIds('HU')).toContain(CMS_BENEFITS);
    });
  });

  describe('given the page setting benefitsPromotionId', () => {
    it('asks for that promotion and shows its links', async () => {
      setPageConfig({ benefitsPromotionId: CMS_BENEFITS });
      document.body.innerHTML = '<shop-header site="CZ"></shop-header>';
      await until(() => expect(stripTexts()).toEqual(cmsBenefitTexts('CZ')));
      expect(promotionIds('CZ').filter((id) => id === CMS_BENEFITS)).toHaveLength(1);
    });
  });

  describe('given the default benefits instead of the promotion', () => {
    for (const [width, height] of [
      [375, 740],
      [800, 900],
      [1024, 768],
      [1440, 900],
    ] as const) {
      it(`at ${width} px, the strip and the header are as tall as with the promotion (no new shift)`, async () => {
        await page.viewport(width, height);
        const measure = async (attributes: string) => {
          document.body.innerHTML = `<shop-header site="DE" ${attributes}></shop-header>`;
          await until(() => expect(stripTexts().length).toBeGreaterThan(0));
          const root = headerRoot();
          const strip = queryDeep(root, '[part="strip"]')?.getBoundingClientRect().height;
          const header = root?.querySelector('.shop-header')?.getBoundingClientRect().height;
          document.body.innerHTML = '';
          await pause(0);
          forgetPageSingleton('promotions');
          return { strip, header };
        };
        const withPromotion = await measure(`benefits-promotion-id="${CMS_BENEFITS}"`);
        const withDefaults = await measure('');
        expect(withDefaults.strip).toBeGreaterThan(0);
        expect(withDefaults).toEqual(withPromotion);
      });
    }
  });

  describe('given each site’s default benefits and its example CMS benefits', () => {
    /** The strip's texts the line clamp cuts short (they end in an ellipsis). */
    const cutTexts = () =>
      queryAllDeep(headerRoot(), '[part="strip"] [part~="text"]')
        .filter((text) => text.scrollHeight > text.clientHeight + 1)
        .map((text) => text.textContent ?? '');

    it.each(SITE_CODES)(
      'on %s, at 375 and at 980 px, no text ends in an ellipsis (the content check the docs give editors)',
      async (site) => {
        for (const [width, height] of [
          [375, 740],
          [980, 768],
        ] as const) {
          await page.viewport(width, height);
          for (const attributes of ['', `benefits-promotion-id="${CMS_BENEFITS}"`]) {
            document.body.innerHTML = `<shop-header site="${site}" ${attributes}></shop-header>`;
            const expected = attributes ? cmsBenefitTexts(site) : defaultBenefitTexts(site);
            await until(() => expect(stripTexts()).toEqual(expected));
            expect(cutTexts(), `${width} px, ${attributes || 'default benefits'}`).toEqual([]);
            document.body.innerHTML = '';
            await pause(0);
            forgetPageSingleton('promotions');
          }
        }
      },
    );
  });
});
