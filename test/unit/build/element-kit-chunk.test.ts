// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moduleGraphOf } from '../../support/module-graph-of';
import { elementKitChunkOf } from '../../../scripts/build/element-kit-chunk';

const entry = (tag: string) => `/repo/src/elements/generated/entries/${tag}.ts`;
const registration = (tag: string) => `/repo/src/elements/${tag}/${tag}.element.ts`;
const component = (tag: string, name: string) => `/repo/src/elements/${tag}/${name}.tsx`;
const chunkOf = elementKitChunkOf(['shop-cart-link', 'shop-modal']);

/** Two elements, each with its module, its registration and its lazily loaded component. */
const ELEMENTS = {
  [registration('shop-cart-link')]: { importers: [entry('shop-cart-link')] },
  [registration('shop-modal')]: { importers: [entry('shop-modal')] },
  [component('shop-cart-link', 'ShopCartLink')]: {
    dynamicImporters: [registration('shop-cart-link')],
  },
  [component('shop-modal', 'ShopModal')]: { dynamicImporters: [registration('shop-modal')] },
};

describe('given the per-element build’s modules', () => {
  it('what every element’s module imports is the element kit’s', () => {
    const kit = '/repo/src/element-kit/host/define-element.tsx';
    const graph = moduleGraphOf({
      ...ELEMENTS,
      [kit]: { importers: [registration('shop-cart-link'), registration('shop-modal')] },
    });
    expect(chunkOf(kit, graph)).toBe('element-kit');
  });

  it('what every element’s component imports, as it loads on connecting, is the element kit’s too', () => {
    const icon = '/repo/src/primitives/icon/Icon.tsx';
    const graph = moduleGraphOf({
      ...ELEMENTS,
      [icon]: {
        importers: [
          component('shop-cart-link', 'ShopCartLink'),
          component('shop-modal', 'ShopModal'),
        ],
      },
    });
    expect(chunkOf(icon, graph)).toBe('element-kit');
  });

  it('what one element does not load stays out, so that element downloads nothing more', () => {
    const api = '/repo/src/services/http/shop-api.ts';
    const graph = moduleGraphOf({
      ...ELEMENTS,
      [api]: { importers: [component('shop-cart-link', 'ShopCartLink')] },
    });
    expect(chunkOf(api, graph)).toBeNull();
  });

  it('what an element loads only later (a flyout opened) stays out', () => {
    const flyout = '/repo/src/elements/shop-modal/Later.tsx';
    const helper = '/repo/src/primitives/late-helper.ts';
    const graph = moduleGraphOf({
      ...ELEMENTS,
      [flyout]: { dynamicImporters: [component('shop-modal', 'ShopModal')] },
      [helper]: { importers: [component('shop-cart-link', 'ShopCartLink'), flyout] },
    });
    expect(chunkOf(helper, graph)).toBeNull();
  });
});
