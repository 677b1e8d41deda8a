/**
 * Issue 17: the search suggestions, read as the list gets them, with script in every text,
 * unsafe addresses in every address, arrays where objects belong, nulls everywhere and 10 kB
 * strings. What the shopper gets: what can be shown, as text; what the developer gets: one
 * console warning per answer that needed anything left out.
 */
import { describe, expect, it } from 'vitest';
import {
  NO_SUGGESTIONS,
  readSuggestionAnswer,
  type SuggestionList,
} from '../../../src/elements/shop-search/suggestion-answer';
import {
  describeEverySpoiledPart,
  describeScriptInTexts,
  describeUnsafeAddresses,
  describeUnusableAnswers,
  readWarned,
  type AddressField,
  type AnswerReader,
  type TextField,
} from './spoiled-answers';

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

const SUGGESTION_READER = {
  answer: ANSWER,
  read: (body) => readWarned((answer, warn) => readSuggestionAnswer('kaffee', answer, warn), body),
  readQuietly: (body) => readSuggestionAnswer('kaffee', body, () => {}),
  nothing: NO_SUGGESTIONS,
  nothingSaid: 'it suggests nothing',
} satisfies AnswerReader<SuggestionList>;

/** Texts shown as words are trimmed; an alternative text is passed on as it is. */
const trimmed = (text: string) => text.trim();
const asItIs = (text: string) => text;

const TEXTS: readonly TextField<SuggestionList>[] = [
  {
    field: 'a search term',
    path: ['searchTerms', 0, 'searchterm'],
    shown: (l) => l.searchTerms[0],
    as: trimmed,
  },
  {
    field: 'a product title',
    path: ['products', 0, 'title'],
    shown: (l) => l.products[0]?.title,
    as: trimmed,
  },
  {
    field: 'a picture’s alternative text',
    path: ['products', 0, 'imageAltText'],
    shown: (l) => l.products[0]?.thumbnail?.alt,
    as: asItIs,
  },
  {
    field: 'a product id',
    path: ['products', 0, 'id'],
    shown: (l) => l.products[0]?.id,
    as: trimmed,
  },
  {
    field: 'a dimension key',
    path: ['products', 0, 'webshopProductDimensionKey'],
    shown: (l) => l.products[0]?.webshopProductDimensionKey,
    as: trimmed,
  },
];

const ADDRESSES: readonly AddressField<SuggestionList>[] = [
  {
    field: 'a product’s address',
    path: ['products', 0, 'productViewUrl'],
    dropped: ['products', 0],
    shown: (l) => l.products[0]?.productViewUrl,
  },
  {
    field: 'a product’s picture',
    path: ['products', 0, 'imageProductThumb'],
    dropped: ['products', 0, 'imageProductThumb'],
    shown: (l) => l.products[0]?.thumbnail?.src,
  },
];

describe('hostile input › the suggestion answer', () => {
  it('given the answer as the service should send it › it reads every term and product without a warning', () => {
    const { result: list, warnings } = SUGGESTION_READER.read(ANSWER);
    expect(list.searchTerms).toEqual(['kaffee', 'kaffeebohnen']);
    expect(list.products.map((product) => product.id)).toEqual([
      'fake-coffee-1',
      'fake-capsules-1',
    ]);
    expect(warnings).toEqual([]);
  });

  describeScriptInTexts(SUGGESTION_READER, TEXTS);
  describeUnsafeAddresses(SUGGESTION_READER, ADDRESSES, /safe address/);
  describeEverySpoiledPart(SUGGESTION_READER);
  describeUnusableAnswers(SUGGESTION_READER);
});
