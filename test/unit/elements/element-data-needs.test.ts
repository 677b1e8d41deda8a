/**
 * What each element shows of the page-level answers, declared once in its `<tag>.element.ts`
 * (`dataNeeds`): the browser starts loading exactly these as the element connects, a server
 * loads and renders from them, and server data is taken by them. An element that renders others
 * names what it passes them, and their needs follow from their own declarations.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { elementDataNeeds } from '../../../src/elements/element-data-needs';
import { setPageConfig } from '../../../src/page-runtime/page-config';

afterEach(() => setPageConfig(undefined));

const promotion = (promotionId: string, site = 'DE') => ({
  kind: 'promotion',
  query: { promotionId, site, allOfTags: [], anyOfTags: [], noneOfTags: [] },
});
const NAVIGATION = [{ kind: 'navigation' }, { kind: 'themeWorlds' }];

describe('the needs each element declares', () => {
  it('given a header with no benefits promotion, it shows the top promotion and the navigation, through its elements', () => {
    const { all, own } = elementDataNeeds('shop-header', { site: 'DE' });
    expect(all).toEqual([promotion('~header_top'), ...NAVIGATION]);
    // The header shows none of them itself: its promotion and navigation do.
    expect(own).toEqual([]);
  });

  it.each([
    ['the page setting', undefined, 'page_benefits'],
    ['the attribute, over the page setting', 'shop_benefits', 'shop_benefits'],
  ])('given %s, the header’s benefits strip shows that promotion', (_name, attribute, expected) => {
    setPageConfig({ benefitsPromotionId: 'page_benefits' });
    const { all } = elementDataNeeds('shop-header', {
      site: 'PL',
      benefitsPromotionId: attribute,
    });
    expect(all).toEqual([promotion('~header_top', 'PL'), promotion(expected, 'PL'), ...NAVIGATION]);
  });

  it('given the reduced checkout header, it shows none of the page’s answers', () => {
    expect(elementDataNeeds('shop-header', { site: 'DE', reduced: true }).all).toEqual([]);
  });

  it('the layout shows what its header and its footer show, each once', () => {
    const { all, own } = elementDataNeeds('shop-layout', { site: 'AT' });
    expect(all).toEqual([promotion('~header_top', 'AT'), ...NAVIGATION, { kind: 'footerContent' }]);
    expect(own).toEqual([]);
  });

  it('a promotion shows its own, with its tag filters; the footer its content; the navigation both answers', () => {
    expect(
      elementDataNeeds('shop-promotion', {
        site: 'CZ',
        promotionId: 'category_coffee',
        anyOfTags: 'a, b',
      }),
    ).toEqual({
      all: [
        {
          kind: 'promotion',
          query: {
            promotionId: 'category_coffee',
            site: 'CZ',
            allOfTags: [],
            anyOfTags: ['a', 'b'],
            noneOfTags: [],
          },
        },
      ],
      own: [expect.objectContaining({ kind: 'promotion' })],
    });
    expect(elementDataNeeds('shop-footer', { site: 'DE' }).own).toEqual([
      { kind: 'footerContent' },
    ]);
    expect(elementDataNeeds('shop-main-nav', { site: 'DE' }).own).toEqual(NAVIGATION);
  });

  it('given a promotion id that cannot be asked for, or an element that shows no page answers, none', () => {
    expect(elementDataNeeds('shop-promotion', { site: 'DE', promotionId: '..' }).all).toEqual([]);
    expect(elementDataNeeds('shop-benefits-strip', { site: 'DE' }).all).toEqual([]);
    expect(elementDataNeeds('shop-modal', { site: 'DE' }).all).toEqual([]);
    expect(elementDataNeeds('shop-unknown', { site: 'DE' }).all).toEqual([]);
  });
});
