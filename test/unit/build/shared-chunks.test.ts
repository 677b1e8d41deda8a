// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleGraphOf } from '../../support/module-graph-of';
import { PAGE_WIDE_PARTS, sharedChunkOf } from '../../../scripts/build/shared-chunks';

const ENTRY = '/repo/src/standalone.ts';
const element = (tag: string, file: string) => `/repo/src/elements/${tag}/${file}`;
const registration = (tag: string) => element(tag, `${tag}.element.ts`);
const promotion = element('shop-promotion', 'ShopPromotion.tsx');
const benefits = element('shop-benefits-strip', 'ShopBenefitsStrip.tsx');
const footer = element('shop-footer', 'ShopFooter.tsx');
const newsletter = element('shop-newsletter-form', 'ShopNewsletterForm.tsx');
const drawer = element('shop-main-nav', 'components/NavDrawer.tsx');
const dataLoading = '/repo/src/elements/declared-data-loading.ts';
const lazyAnswerKinds = '/repo/src/services/server-data/answer-kinds/lazy-answer-kinds.ts';
const navigationStore = '/repo/src/services/stores/navigation.ts';
const pageCart = '/repo/src/cart/page-cart.ts';
const pageCartApi = '/repo/src/cart/page-cart-api.ts';
const cartStore = '/repo/src/cart/cart-store.ts';

describe('given the standalone build’s shared modules', () => {
  it('a module that only header elements reach, directly or through others, is the header’s', () => {
    const graph = moduleGraphOf({
      [promotion]: { dynamicImporters: [ENTRY] },
      [benefits]: { dynamicImporters: [ENTRY] },
      [drawer]: { dynamicImporters: [element('shop-main-nav', 'ShopMainNav.tsx')] },
      '/repo/src/services/cms/promotion-content.ts': { importers: [promotion, benefits] },
      '/repo/node_modules/dompurify/dist/purify.es.mjs': {
        importers: ['/repo/src/services/cms/sanitize-html.ts'],
      },
      '/repo/src/services/cms/sanitize-html.ts': {
        importers: ['/repo/src/services/cms/promotion-content.ts', drawer],
      },
    });
    expect(sharedChunkOf('/repo/node_modules/dompurify/dist/purify.es.mjs', graph)).toBe(
      'shared-header',
    );
  });

  it.each([
    ['the footer', footer],
    ['an element the footer renders (the newsletter form)', newsletter],
    ['the loading of every page’s answers', dataLoading],
  ])('a module that %s reaches too is the footer page’s', (_, otherRoot) => {
    const shared = '/repo/src/primitives/icon/Icon.tsx';
    const graph = moduleGraphOf({
      [promotion]: { dynamicImporters: [ENTRY] },
      [otherRoot]: { dynamicImporters: [ENTRY] },
      [shared]: { importers: [promotion, otherRoot] },
    });
    expect(sharedChunkOf(shared, graph)).toBe('shared');
  });

  it('a store that the answers’ loading imports when an element needs it is the elements’ that show it', () => {
    const graph = moduleGraphOf({
      [promotion]: { dynamicImporters: [ENTRY] },
      [benefits]: { dynamicImporters: [ENTRY] },
      [dataLoading]: { dynamicImporters: [ENTRY] },
      [lazyAnswerKinds]: { importers: [dataLoading] },
      [navigationStore]: { importers: [promotion, benefits], dynamicImporters: [lazyAnswerKinds] },
    });
    expect(sharedChunkOf(navigationStore, graph)).toBe('shared-header');
  });

  it('the cart, which a page script’s first call loads too, is the cart elements’', () => {
    const cartLink = element('shop-cart-link', 'ShopCartLink.tsx');
    const graph = moduleGraphOf({
      [cartLink]: { dynamicImporters: [registration('shop-cart-link')] },
      [pageCart]: { dynamicImporters: [registration('shop-cart-link'), pageCartApi] },
      [pageCartApi]: { importers: [ENTRY] },
      [cartStore]: { importers: [pageCart, cartLink] },
    });
    expect(sharedChunkOf(cartStore, graph)).toBe('shared-header');
  });

  it('a module only lazy parts of no element share goes where every page finds it', () => {
    const graph = moduleGraphOf({
      [pageCart]: { dynamicImporters: [pageCartApi] },
      [pageCartApi]: { importers: [ENTRY] },
      '/repo/src/login/login-request.ts': { dynamicImporters: [ENTRY] },
      [cartStore]: { importers: [pageCart, '/repo/src/login/login-request.ts'] },
    });
    expect(sharedChunkOf(cartStore, graph)).toBe('shared');
  });

  it('a cycle of imports ends the walk', () => {
    const graph = moduleGraphOf({
      [promotion]: { dynamicImporters: [ENTRY] },
      '/repo/src/a.ts': { importers: ['/repo/src/b.ts', promotion] },
      '/repo/src/b.ts': { importers: ['/repo/src/a.ts'] },
    });
    expect(sharedChunkOf('/repo/src/a.ts', graph)).toBe('shared-header');
  });

  it.each(PAGE_WIDE_PARTS.map((part) => [String(part), part]))(
    'the page-wide part %s is a module of the source (a renamed one would go unnoticed)',
    (_, part) => {
      const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).map((file) =>
        path.resolve('src', file),
      );
      expect(sources.filter((file) => part.test(file))).toHaveLength(1);
    },
  );
});
