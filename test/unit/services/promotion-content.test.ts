import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BANNER_WITH_CTA,
  BANNER_WITH_VOUCHER,
  BENEFITS,
  CATEGORY,
  CMS_EXAMPLES,
  PHASE_INTEGRATION,
  exampleAnswer,
} from '../../../src/elements/shop-promotion/cms-examples';
import { readPromotionContent } from '../../../src/services/cms/promotion-content';
import { parsePromotion } from '../../../src/services/stores/promotions';
import { COLOUR_PAYLOADS, URL_PAYLOADS } from '../../support/xss-payloads';

const asRecord = (value: unknown) => value as Record<string, unknown>;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the CMS examples of the docs', () => {
  it.each(CMS_EXAMPLES.map((example) => [example.title, example] as const))(
    '%s parses as its kind through the promotion store',
    (_title, example) => {
      const state = parsePromotion('example', exampleAnswer(example));
      expect(state).toEqual({ status: 'loaded', kind: example.kind, content: example.content });
    },
  );

  it('reads every field of the voucher banner', () => {
    const view = readPromotionContent('example', asRecord(BANNER_WITH_VOUCHER.content));
    expect(view).toMatchObject({
      headline: BANNER_WITH_VOUCHER.content.headline,
      headlineShort: BANNER_WITH_VOUCHER.content.headlineShort,
      theme: 'dark',
      backgroundColor: '#0b2a5b',
      textColor: '#ffffff',
      voucherCode: 'HERBST15',
      voucherCodeInstructions: BANNER_WITH_VOUCHER.content.voucherCodeInstructions,
      legalTextHint: 'Aktionsbedingungen',
      legalTextHintShort: 'Bedingungen',
      links: [{ text: 'Jetzt entdecken', href: '/c/damen', bold: false }],
      cta: undefined,
    });
    expect(view.legalText).toContain('<a href="/c/service-agb">');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the call-to-action of the light banner', () => {
    const view = readPromotionContent('example', asRecord(BANNER_WITH_CTA.content));
    expect(view.theme).toBe('light');
    expect(view.cta).toEqual({ href: '/themenwelt/herbst', text: 'Jetzt entdecken' });
  });

  it('reads the image cutouts of the category and the phase integration', () => {
    const category = readPromotionContent('example', asRecord(CATEGORY.content));
    expect(category.image?.cutouts).toHaveLength(2);
    expect(category.image?.cutouts[1]?.imageCss).toEqual({
      objectFit: 'cover',
      objectPosition: 'center',
    });
    expect(category).toMatchObject({ subline: CATEGORY.content.subline, voucherCode: 'BOHNE20' });
    const phase = readPromotionContent('example', asRecord(PHASE_INTEGRATION.content));
    expect(phase.image?.cutouts.map((cutout) => cutout.breakpoint)).toEqual(['xs', 'm', 'xl']);
    expect(phase.links).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the benefit types of the benefits', () => {
    const view = readPromotionContent('example', asRecord(BENEFITS.content));
    expect(view.links.map((link) => link.benefitType)).toEqual([
      'FREE_SHIPPING',
      'NEWSLETTER_SIGNUP',
      'CROSS_CHANNEL',
      'SERVICE',
    ]);
    expect(view.links[0]?.bold).toBe(true);
  });
});

describe('readPromotionContent with bad or hostile content', () => {
  it.each(COLOUR_PAYLOADS)('ignores the background colour %j with a warning', (colour) => {
    const view = readPromotionContent('~header_top', { backgroundColorCode: colour });
    expect(view.backgroundColor).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('backgroundColorCode'));
  });

  it.each(URL_PAYLOADS)('shows a link to %j as plain text', (url) => {
    const view = readPromotionContent('~header_top', { links: [{ url, text: 'Mehr' }] });
    expect(view.links).toEqual([
      { text: 'Mehr', href: undefined, bold: false, benefitType: undefined },
    ]);
  });

  it.each(URL_PAYLOADS)('leaves out a call-to-action to %j', (url) => {
    const view = readPromotionContent('x', { ctaButtonLink: url, ctaButtonText: 'Los' });
    expect(view.cta).toBeUndefined();
  });

  it('drops cutouts with a script address, no size or an unknown breakpoint', () => {
    const view = readPromotionContent('x', {
      image: {
        alt: 'Bild',
        cutouts: [
          {
            imagePath: 'javascript:alert(1)',
            targetSize: { width: 1, height: 1 },
            breakpoint: 'xs',
          },
          { imagePath: '/a.jpg', targetSize: { width: 0, height: 1 }, breakpoint: 'xs' },
          { imagePath: '/a.jpg', targetSize: { width: 10, height: 10 }, breakpoint: 'huge' },
          { imagePath: '/ok.jpg', targetSize: { width: 10, height: 10 }, breakpoint: 'l' },
        ],
      },
    });
    expect(view.image?.cutouts.map((cutout) => cutout.imagePath)).toEqual(['/ok.jpg']);
  });

  it('ignores fields of the wrong type instead of failing', () => {
    const view = readPromotionContent('x', {
      headline: 42,
      theme: 'neon',
      links: 'nope',
      image: [],
      legalText: { html: '<p>x</p>' },
      voucherCode: ['A'],
    });
    expect(view).toMatchObject({
      headline: undefined,
      theme: 'dark',
      links: [],
      image: undefined,
      legalText: undefined,
      voucherCode: undefined,
    });
  });
});
