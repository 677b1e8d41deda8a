// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sharedChunkOf } from '../../../scripts/build/shared-chunks';

/**
 * A module graph as Rolldown gives it: each module's static and dynamic importers. A module with
 * dynamic importers is a lazy part of its own.
 */
function graphOf(modules: Record<string, { importers?: string[]; dynamicImporters?: string[] }>) {
  return {
    getModuleInfo: (id: string) =>
      id in modules
        ? {
            importers: modules[id]!.importers ?? [],
            dynamicImporters: modules[id]!.dynamicImporters ?? [],
          }
        : null,
  };
}

const ENTRY = '/repo/src/standalone.ts';
const element = (tag: string, file: string) => `/repo/src/elements/${tag}/${file}`;
const promotion = element('shop-promotion', 'ShopPromotion.tsx');
const benefits = element('shop-benefits-strip', 'ShopBenefitsStrip.tsx');
const footer = element('shop-footer', 'ShopFooter.tsx');
const drawer = element('shop-main-nav', 'components/NavDrawer.tsx');
const pageCart = '/repo/src/cart/page-cart.ts';

describe('given the standalone build’s shared modules', () => {
  it('a module that only header elements reach, directly or through others, is the header’s', () => {
    const graph = graphOf({
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
    ['the footer', footer, '/repo/src/primitives/icon/Icon.tsx'],
    ['a lazy part outside the elements (the page cart)', pageCart, '/repo/src/cart/cart-store.ts'],
  ])('a module that %s reaches too is everyone’s', (_, otherRoot, shared) => {
    const graph = graphOf({
      [promotion]: { dynamicImporters: [ENTRY] },
      [otherRoot]: { dynamicImporters: [ENTRY] },
      [shared]: { importers: [promotion, otherRoot] },
    });
    expect(sharedChunkOf(shared, graph)).toBe('shared');
  });

  it('a cycle of imports ends the walk', () => {
    const graph = graphOf({
      [promotion]: { dynamicImporters: [ENTRY] },
      '/repo/src/a.ts': { importers: ['/repo/src/b.ts', promotion] },
      '/repo/src/b.ts': { importers: ['/repo/src/a.ts'] },
    });
    expect(sharedChunkOf('/repo/src/a.ts', graph)).toBe('shared-header');
  });
});
