import { describe, expect, it } from 'vitest';
import {
  matchedParts,
  optionText,
  searchOptions,
  suggestionCount,
} from '../../../../../src/elements/shop-search/state/search-options';
import type { SuggestionList } from '../../../../../src/elements/shop-search/suggestion-answer';

const cup = { id: 'cup-1', title: 'Kaffeetasse', productViewUrl: '/p/kaffeetasse-1' };
const beans = {
  id: 'beans-1',
  title: 'Kaffeebohnen',
  productViewUrl: '/p/kaffeebohnen-1',
  webshopProductDimensionKey: '500g',
};
const list: SuggestionList = {
  searchTerms: ['kaffee', 'kaffeemaschine'],
  products: [cup, beans],
};

const kindsAndTexts = (options: ReturnType<typeof searchOptions>) =>
  options.map((option) => [option.kind, optionText(option)]);

describe('searchOptions', () => {
  it('given no keyword match, lists the terms, then the products, in the answer’s order, then the search page', () => {
    const options = searchOptions('DE', 'de-DE', 'kaffee', list);
    expect(kindsAndTexts(options)).toEqual([
      ['term', 'kaffee'],
      ['term', 'kaffeemaschine'],
      ['product', 'Kaffeetasse'],
      ['product', 'Kaffeebohnen'],
      ['page', 'kaffee'],
    ]);
    expect(suggestionCount(options)).toBe(4);
  });

  it('ends with the search page of the term as it is submitted, with only what is available', () => {
    const options = searchOptions('PL', 'pl-PL', '  Kawa & herbata ', list);
    expect(options.at(-1)).toEqual({
      kind: 'page',
      key: 'page',
      term: 'Kawa & herbata',
      href: '/search?query=Kawa%20%26%20herbata&filters=availability-available',
    });
    // An article number loses its spaces, as when it is submitted.
    expect(searchOptions('DE', 'de-DE', '12 34', list).at(-1)).toMatchObject({
      term: '1234',
      href: '/search?query=1234&filters=availability-available',
    });
  });

  it('given nothing suggested, offers no search page either (the list says there are no suggestions)', () => {
    expect(searchOptions('DE', 'de-DE', 'qxzj', { searchTerms: [], products: [] })).toEqual([]);
  });

  it('links each product with the typed term and its dimension', () => {
    const options = searchOptions('DE', 'de-DE', ' kaffee ', list);
    expect(options.flatMap((option) => (option.kind === 'product' ? [option.href] : []))).toEqual([
      '/p/kaffeetasse-1?query=kaffee',
      '/p/kaffeebohnen-1?query=kaffee&dim1=500g',
    ]);
  });

  it('given a keyword match, puts the go-to option first, with the trimmed term and the table’s target', () => {
    const options = searchOptions('DE', 'de-DE', '  Versandkosten ', {
      searchTerms: ['versandkosten schweiz'],
      products: [cup],
    });
    expect(options[0]).toEqual({
      kind: 'redirect',
      key: 'redirect',
      term: 'Versandkosten',
      href: '/c/service/versand',
    });
    expect(kindsAndTexts(options)).toEqual([
      ['redirect', 'Versandkosten'],
      ['term', 'versandkosten schweiz'],
      ['product', 'Kaffeetasse'],
      ['page', 'Versandkosten'],
    ]);
  });

  it('given a keyword match and no answer yet, offers the go-to option and the search page (a search past the table)', () => {
    expect(kindsAndTexts(searchOptions('PL', 'pl-PL', 'Koszyk', undefined))).toEqual([
      ['redirect', 'Koszyk'],
      ['page', 'Koszyk'],
    ]);
  });

  it('does not offer the typed keyword twice: the term equal to it (in any case) gives way to the go-to option', () => {
    const options = searchOptions('TR', 'tr-TR', 'İADE', {
      searchTerms: ['iade', 'iade süresi'],
      products: [],
    });
    expect(kindsAndTexts(options)).toEqual([
      ['redirect', 'İADE'],
      ['term', 'iade süresi'],
      ['page', 'İADE'],
    ]);
  });

  it('uses only the site’s own table', () => {
    expect(searchOptions('CH', 'de-CH', 'panier', undefined)).toEqual([]);
    expect(searchOptions('CH_FR', 'fr-CH', 'panier', undefined)[0]).toEqual({
      kind: 'redirect',
      key: 'redirect',
      term: 'panier',
      href: '/service/cartfrontend/cart',
    });
  });

  it('gives every option its own key', () => {
    const options = searchOptions('DE', 'de-DE', 'versandkosten', {
      searchTerms: ['versandkosten', 'versand', 'Versand'],
      products: [cup, beans],
    });
    const keys = options.map((option) => option.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('given nothing typed, offers nothing', () => {
    expect(searchOptions('DE', 'de-DE', '   ', undefined)).toEqual([]);
  });
});

describe('matchedParts', () => {
  const marked = (parts: { text: string; matched: boolean }[]) =>
    parts.map(({ text, matched }) => (matched ? `[${text}]` : text)).join('');

  it('emphasises every place the query occurs, ignoring case, keeping the text as written', () => {
    expect(matchedParts('Kaffee und Kaffeebohnen', 'kaffee', 'de-DE')).toEqual([
      { text: 'Kaffee', matched: true },
      { text: ' und ', matched: false },
      { text: 'Kaffee', matched: true },
      { text: 'bohnen', matched: false },
    ]);
  });

  it('emphasises a match inside a word and at the end', () => {
    expect(marked(matchedParts('Filterkaffee', 'KAFFEE', 'de-DE'))).toBe('Filter[kaffee]');
  });

  it('trims the query', () => {
    expect(marked(matchedParts('Espresso', '  esp ', 'de-DE'))).toBe('[Esp]resso');
  });

  it('given no match or an empty query, gives the text unemphasised', () => {
    expect(matchedParts('Espresso', 'tee', 'de-DE')).toEqual([
      { text: 'Espresso', matched: false },
    ]);
    expect(matchedParts('Espresso', '  ', 'de-DE')).toEqual([{ text: 'Espresso', matched: false }]);
  });

  it('matches accents as typed only ("kava" is not "káva")', () => {
    expect(marked(matchedParts('Zrnková káva', 'káva', 'cs-CZ'))).toBe('Zrnková [káva]');
    expect(marked(matchedParts('Zrnková káva', 'kava', 'cs-CZ'))).toBe('Zrnková káva');
  });

  it('lower-cases in the site’s locale: Turkish "İ" matches "i"', () => {
    expect(marked(matchedParts('İade ve değişim', 'iade', 'tr-TR'))).toBe('[İade] ve değişim');
  });

  it('where lower-casing would shift the letters (Turkish "İ" outside Turkish), emphasises nothing rather than the wrong letters', () => {
    expect(matchedParts('İade', 'ade', 'de-DE')).toEqual([{ text: 'İade', matched: false }]);
  });

  it('keeps every letter of the text, in order', () => {
    const text = 'Kaffee-Abo: Kaffee, kaffee & KAFFEE';
    expect(
      matchedParts(text, 'kaffee', 'de-DE')
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
    expect(matchedParts(text, 'kaffee', 'de-DE').filter((part) => part.matched)).toHaveLength(4);
  });
});
