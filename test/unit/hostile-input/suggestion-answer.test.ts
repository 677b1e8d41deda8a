/**
 * Issue 17: the search suggestions, read as the list gets them, with script in every text,
 * unsafe addresses in every address, arrays where objects belong, nulls everywhere and 10 kB
 * strings. What the shopper gets: what can be shown, as text; what the developer gets: one
 * console warning per answer that needed anything left out.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  NO_SUGGESTIONS,
  readSuggestionAnswer,
  type SuggestionList,
} from '../../../src/elements/shop-search/suggestion-answer';
import {
  LONG_PATH,
  LONG_TEXT,
  PAGE_ADDRESSES,
  TEXT_PAYLOADS,
  UNSAFE_ADDRESSES,
  allPaths,
  getAt,
  nullsEverywhere,
  objectPaths,
  objectsAsArrays,
  pathName,
  setAt,
} from './answer-fields';

type Path = readonly (string | number)[];

const ANSWER = {
  searchTerms: [{ searchterm: 'kaffee' }, { searchterm: 'kaffeebohnen' }],
  products: [
    {
      id: 'fake-coffee-1',
      title: 'Barista Caffè Crema – ganze Kaffeebohnen',
      productViewUrl: '/p/barista-caffe-crema-fake-coffee-1',
      webshopProductDimensionKey: 'fake-coffee-1-500g',
      imageProductThumb: '/images/coffee-beans.svg',
      imageAltText: 'Barista Caffè Crema, 500 g',
    },
    {
      id: 'fake-capsules-1',
      title: 'Kaffeekapseln Espresso Intenso',
      productViewUrl: 'https://www.shop.example/p/kapseln',
      imageProductThumb: '/images/coffee-capsules.svg',
      imageAltText: 'Kaffeekapseln',
    },
  ],
};

const answer = () => structuredClone(ANSWER) as unknown;

function spoiled(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body);
  setAt(copy, path, value);
  return copy;
}

function without(body: unknown, path: Path): unknown {
  const copy = structuredClone(body);
  const parent = getAt(copy, path.slice(0, -1));
  const key = path.at(-1)!;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else Reflect.deleteProperty(parent as object, key);
  return copy;
}

function read(body: unknown) {
  const warn = vi.fn<(message: string) => void>();
  let list: SuggestionList = NO_SUGGESTIONS;
  expect(() => (list = readSuggestionAnswer('kaffee', body, warn))).not.toThrow();
  return { list, warn };
}

/** Where each text is, where the reader puts it, and whether it is trimmed there. */
const TEXTS: readonly {
  field: string;
  path: Path;
  read: (list: SuggestionList) => unknown;
  trimmed: boolean;
}[] = [
  {
    field: 'a search term',
    path: ['searchTerms', 0, 'searchterm'],
    read: (l) => l.searchTerms[0],
    trimmed: true,
  },
  {
    field: 'a product title',
    path: ['products', 0, 'title'],
    read: (l) => l.products[0]?.title,
    trimmed: true,
  },
  {
    field: 'a picture’s alternative text',
    path: ['products', 0, 'imageAltText'],
    read: (l) => l.products[0]?.thumbnail?.alt,
    trimmed: false,
  },
  {
    field: 'a product id',
    path: ['products', 0, 'id'],
    read: (l) => l.products[0]?.id,
    trimmed: true,
  },
  {
    field: 'a dimension key',
    path: ['products', 0, 'webshopProductDimensionKey'],
    read: (l) => l.products[0]?.webshopProductDimensionKey,
    trimmed: true,
  },
];

const ADDRESSES: readonly {
  field: string;
  path: Path;
  dropped: Path;
  read: (list: SuggestionList) => unknown;
}[] = [
  {
    field: 'a product’s address',
    path: ['products', 0, 'productViewUrl'],
    dropped: ['products', 0],
    read: (l) => l.products[0]?.productViewUrl,
  },
  {
    field: 'a product’s picture',
    path: ['products', 0, 'imageProductThumb'],
    dropped: ['products', 0, 'imageProductThumb'],
    read: (l) => l.products[0]?.thumbnail?.src,
  },
];

describe('hostile input › the suggestion answer', () => {
  it('given the answer as the service should send it › it reads every term and product without a warning', () => {
    const { list, warn } = read(answer());
    expect(list.searchTerms).toEqual(['kaffee', 'kaffeebohnen']);
    expect(list.products.map((product) => product.id)).toEqual([
      'fake-coffee-1',
      'fake-capsules-1',
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  describe.each(TEXTS)('given script in $field', ({ path, read: shown, trimmed }) => {
    const asRead = (text: string) => (trimmed ? text.trim() : text);

    it.each(TEXT_PAYLOADS)('given %j › it keeps it as the text it is', (payload) => {
      const { list, warn } = read(spoiled(answer(), path, payload));
      expect(shown(list)).toBe(asRead(payload));
      expect(warn).not.toHaveBeenCalled();
    });

    it('given 10 kB of it › it keeps the text', () => {
      const { list } = read(spoiled(answer(), path, LONG_TEXT));
      expect(shown(list)).toBe(asRead(LONG_TEXT));
    });
  });

  describe.each(ADDRESSES)(
    'given an unsafe address in $field',
    ({ path, dropped, read: shown }) => {
      it.each(UNSAFE_ADDRESSES)(
        'given %j › it leaves that out, keeps everything else and warns once',
        (url) => {
          const { list, warn } = read(spoiled(answer(), path, url));
          expect(list).toEqual(readSuggestionAnswer('kaffee', without(answer(), dropped), vi.fn()));
          expect(JSON.stringify(list)).not.toContain(JSON.stringify(url).slice(1, -1));
          expect(warn).toHaveBeenCalledOnce();
        },
      );

      it.each([...PAGE_ADDRESSES, LONG_PATH])('given %j instead › it keeps it as given', (url) => {
        const { list, warn } = read(spoiled(answer(), path, url));
        expect(shown(list)).toBe(url);
        expect(warn).not.toHaveBeenCalled();
      });
    },
  );

  describe.each(objectPaths(ANSWER).map((path) => [pathName(path), path] as const))(
    'given a list where the object %s belongs',
    (_name, path) => {
      it('it reads the answer as if that object were missing, and warns at most once', () => {
        const body = answer();
        const { list, warn } = read(spoiled(body, path, objectsAsArrays(getAt(body, path))));
        expect(list).toEqual(
          path.length === 0
            ? NO_SUGGESTIONS
            : readSuggestionAnswer('kaffee', without(body, path), vi.fn()),
        );
        expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
      });
    },
  );

  describe.each(allPaths(ANSWER).map((path) => [pathName(path), path] as const))(
    'given null at %s',
    (_name, path) => {
      it('it reads the answer as if that were missing, and warns at most once', () => {
        const { list, warn } = read(spoiled(answer(), path, null));
        expect(list).toEqual(readSuggestionAnswer('kaffee', without(answer(), path), vi.fn()));
        expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
      });
    },
  );

  it.each([
    ['nulls everywhere', nullsEverywhere(ANSWER)],
    ['a list of lists', objectsAsArrays(ANSWER)],
    ['a list', [ANSWER]],
    ['null', null],
    ['a text', JSON.stringify(ANSWER)],
  ])('given %s as the whole answer › it suggests nothing and warns once', (_kind, body) => {
    const { list, warn } = read(body);
    expect(list).toEqual(NO_SUGGESTIONS);
    expect(warn).toHaveBeenCalledOnce();
  });
});
