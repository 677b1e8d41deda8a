import { describe, expect, it, vi } from 'vitest';
import {
  MAX_PRODUCTS,
  MAX_SEARCH_TERMS,
  NO_SUGGESTIONS,
  productTileHref,
  readSuggestionAnswer,
} from '../../../../src/elements/shop-search/suggestion-answer';
import { HTML_PAYLOADS, URL_PAYLOADS } from '../../../support/xss-payloads';

const beans = {
  id: 'fake-coffee-1',
  title: 'Barista Caffè Crema – ganze Kaffeebohnen',
  productViewUrl: '/p/barista-caffe-crema-fake-coffee-1',
  webshopProductDimensionKey: 'fake-coffee-1-500g',
  imageProductThumb: '/images/coffee-beans.svg',
  imageAltText: 'Barista Caffè Crema, 500 g',
};

function read(body: unknown) {
  const warn = vi.fn<(message: string) => void>();
  return { list: readSuggestionAnswer('kaffee', body, warn), warn };
}

describe('readSuggestionAnswer', () => {
  it('given a well-formed answer, it reads terms and products without a warning', () => {
    const { list, warn } = read({
      searchTerms: [{ searchterm: 'kaffee' }, { searchterm: ' kaffeemaschine ' }],
      products: [beans, { id: 17, title: 'Tasse', productViewUrl: 'https://shop.example/p/17' }],
    });
    expect(list).toEqual({
      searchTerms: ['kaffee', 'kaffeemaschine'],
      products: [
        {
          id: 'fake-coffee-1',
          title: 'Barista Caffè Crema – ganze Kaffeebohnen',
          productViewUrl: '/p/barista-caffe-crema-fake-coffee-1',
          webshopProductDimensionKey: 'fake-coffee-1-500g',
          thumbnail: { src: '/images/coffee-beans.svg', alt: 'Barista Caffè Crema, 500 g' },
        },
        { id: '17', title: 'Tasse', productViewUrl: 'https://shop.example/p/17' },
      ],
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('given fields of another answer only, it reads an empty list and says so', () => {
    const { list, warn } = read({ unexpected: 'shape' });
    expect(list).toEqual({ searchTerms: [], products: [] });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('given no lists at all, it reads an empty list quietly', () => {
    const { list, warn } = read({});
    expect(list).toEqual({ searchTerms: [], products: [] });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['null', null],
    ['a list', [{ searchterm: 'kaffee' }]],
    ['a text', '<html>Wartung</html>'],
    ['a number', 42],
  ])('given %s instead of an object, it shows nothing with one warning', (_case, body) => {
    const { list, warn } = read(body);
    expect(list).toBe(NO_SUGGESTIONS);
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('"kaffee"'));
  });

  it('given lists of the wrong kind, it shows nothing of them with one warning naming both', () => {
    const { list, warn } = read({ searchTerms: 'kaffee', products: { id: 1 } });
    expect(list).toEqual({ searchTerms: [], products: [] });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/searchTerms is not a list.*products.*is not a list/);
  });

  it('given entries with missing or empty fields, it leaves them out with one warning', () => {
    const { list, warn } = read({
      searchTerms: [null, 5, {}, { searchterm: 7 }, { searchterm: '   ' }, { searchterm: 'tee' }],
      products: [
        {},
        { id: 'no-title', productViewUrl: '/p/1' },
        { id: 'no-url', title: 'Ohne Adresse' },
        { title: 'Ohne Id', productViewUrl: '/p/2' },
        { id: '  ', title: 'Leere Id', productViewUrl: '/p/3' },
        { id: Number.NaN, title: 'NaN', productViewUrl: '/p/4' },
        { id: 'ok', title: 'Tasse', productViewUrl: '/p/ok' },
      ],
    });
    expect(list.searchTerms).toEqual(['tee']);
    expect(list.products.map((product) => product.id)).toEqual(['ok']);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/5 searchTerms unreadable.*6 products/);
  });

  it('keeps a title with HTML as the text it is (the list renders it as text)', () => {
    const { list } = read({
      searchTerms: HTML_PAYLOADS.slice(0, 3).map((searchterm) => ({ searchterm })),
      products: [{ id: 'x', title: HTML_PAYLOADS[0], productViewUrl: '/p/x' }],
    });
    expect(list.searchTerms).toEqual(HTML_PAYLOADS.slice(0, 3).map((term) => term.trim()));
    expect(list.products[0]?.title).toBe(HTML_PAYLOADS[0]);
  });

  it('leaves out products whose address is not a path or http(s), with one warning', () => {
    const { list, warn } = read({
      products: [
        ...[...URL_PAYLOADS, 'mailto:kunde@example.com', 'tel:+49401234'].map(
          (productViewUrl, index) => ({ id: `bad-${index}`, title: 'Böse', productViewUrl }),
        ),
        { id: 'good', title: 'Gut', productViewUrl: '/p/gut' },
      ],
    });
    expect(list.products.map((product) => product.id)).toEqual(['good']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('drops a picture whose address is unsafe but keeps the product', () => {
    const { list } = read({
      products: URL_PAYLOADS.map((imageProductThumb, index) => ({
        id: `p${index}`,
        title: 'Kaffee',
        productViewUrl: `/p/${index}`,
        imageProductThumb,
      })),
    });
    expect(list.products).toHaveLength(Math.min(URL_PAYLOADS.length, MAX_PRODUCTS));
    for (const product of list.products) expect(product.thumbnail).toBeUndefined();
  });

  it('given more than 10 terms and 5 products, it keeps the first 10 and 5 with one warning', () => {
    const { list, warn } = read({
      searchTerms: Array.from({ length: 25 }, (_, index) => ({ searchterm: `kaffee ${index}` })),
      products: Array.from({ length: 12 }, (_, index) => ({
        id: `p${index}`,
        title: `Kaffee ${index}`,
        productViewUrl: `/p/${index}`,
      })),
    });
    expect(MAX_SEARCH_TERMS).toBe(10);
    expect(MAX_PRODUCTS).toBe(5);
    expect(list.searchTerms).toEqual(Array.from({ length: 10 }, (_, index) => `kaffee ${index}`));
    expect(list.products.map((product) => product.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/25 searchTerms.*first 10.*12 products.*first 5/);
  });

  it('shows a term that repeats once', () => {
    const { list } = read({
      searchTerms: [{ searchterm: 'kaffee' }, { searchterm: ' kaffee' }, { searchterm: 'tee' }],
    });
    expect(list.searchTerms).toEqual(['kaffee', 'tee']);
  });

  it('shows a product whose id repeats once, as the first answer gave it (each option needs its own key)', () => {
    const { list } = read({
      products: [
        { ...beans, webshopProductDimensionKey: '500g' },
        { ...beans, title: 'Doppelt', webshopProductDimensionKey: '1kg' },
        { id: 'other', title: 'Tasse', productViewUrl: '/p/tasse' },
      ],
    });
    expect(
      list.products.map((product) => [product.id, product.webshopProductDimensionKey]),
    ).toEqual([
      [beans.id, '500g'],
      ['other', undefined],
    ]);
  });

  it('by default, warns on the console with the element’s name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    readSuggestionAnswer('kaffee', 'kaputt');
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^shop-search: /));
    warn.mockRestore();
  });
});

describe('the addresses a product may have', () => {
  it.each(['/p/kaffee-1', 'p/kaffee-1', 'https://shop.example/p/1', 'http://shop.example/p/1'])(
    'accepts %s as the product’s address and picture',
    (address) => {
      const { list } = read({
        products: [
          { id: '1', title: 'Kaffee', productViewUrl: address, imageProductThumb: address },
        ],
      });
      expect(list.products[0]?.productViewUrl).toBe(address);
      expect(list.products[0]?.thumbnail?.src).toBe(address);
    },
  );

  it.each([...URL_PAYLOADS, 'mailto:kunde@example.com', 'tel:+49401234', '', '   ', 42, null])(
    'refuses %j',
    (address) => {
      const { list } = read({
        products: [{ id: '1', title: 'Kaffee', productViewUrl: address }],
      });
      expect(list.products).toEqual([]);
    },
  );
});

describe('productTileHref', () => {
  const product = { id: '1', title: 'Kaffee', productViewUrl: '/p/kaffee-1' };

  it('adds the typed term as query and the dimension key as dim1, a path staying a path', () => {
    expect(
      productTileHref({ ...product, webshopProductDimensionKey: 'fake-coffee-1-500g' }, 'kaffee'),
    ).toBe('/p/kaffee-1?query=kaffee&dim1=fake-coffee-1-500g');
  });

  it('leaves dim1 out when the product names no dimension', () => {
    expect(productTileHref(product, 'kaffee')).toBe('/p/kaffee-1?query=kaffee');
  });

  it('encodes the term and keeps the address’s own parameters and fragment', () => {
    expect(
      productTileHref(
        { ...product, productViewUrl: '/p/kaffee-1?color=red#reviews' },
        'Kaffee & Tee',
      ),
    ).toBe('/p/kaffee-1?color=red&query=Kaffee+%26+Tee#reviews');
  });

  it('keeps an absolute address absolute', () => {
    expect(
      productTileHref(
        { ...product, productViewUrl: 'https://shop.example/p/1', webshopProductDimensionKey: 'd' },
        'tee',
      ),
    ).toBe('https://shop.example/p/1?query=tee&dim1=d');
  });
});
