import { describe, expect, it } from 'vitest';
import {
  SEARCH_MAX_LENGTH,
  describeTarget,
  searchDestination,
  submittedTerm,
} from '../../../../../src/elements/shop-search/state/search-submit';
import {
  KEYWORD_REDIRECT_TABLES,
  KEYWORD_TABLE_NAMES,
} from '../../../../../src/sites/content/keyword-redirects';
import { SITES, SITE_CODES } from '../../../../../src/sites/sites';

describe('submittedTerm', () => {
  it('cuts the term to 200 characters', () => {
    expect(SEARCH_MAX_LENGTH).toBe(200);
    expect(submittedTerm('a'.repeat(150) + 'b'.repeat(100))).toBe('a'.repeat(150) + 'b'.repeat(50));
    expect(submittedTerm('x'.repeat(200))).toHaveLength(200);
  });

  it('given spaces before the term, cuts 200 characters of the term itself', () => {
    expect(submittedTerm(' '.repeat(20) + 'x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('removes the spaces of a term of only digits and spaces (an article number)', () => {
    expect(submittedTerm('12 34 56')).toBe('123456');
    expect(submittedTerm(' 123  456\t7 ')).toBe('1234567');
  });

  it('keeps the spaces of a term with letters or other signs', () => {
    expect(submittedTerm('kaffee 500 g')).toBe('kaffee 500 g');
    expect(submittedTerm('12 34-56')).toBe('12 34-56');
  });

  it('trims the term and gives nothing for white space only', () => {
    expect(submittedTerm('  kaffee  ')).toBe('kaffee');
    expect(submittedTerm(' \t ')).toBe('');
    expect(submittedTerm('')).toBe('');
  });
});

describe('searchDestination', () => {
  it('given nothing, goes nowhere', () => {
    expect(searchDestination('DE', '')).toEqual({ kind: 'empty' });
    expect(searchDestination('DE', '    ')).toEqual({ kind: 'empty' });
  });

  it('given a term, goes to /search?query={term}, encoded', () => {
    expect(searchDestination('DE', ' Kaffee & Tee ')).toEqual({
      kind: 'results',
      term: 'Kaffee & Tee',
      href: '/search?query=Kaffee%20%26%20Tee',
    });
  });

  it('given an article number with spaces, searches it without them', () => {
    expect(searchDestination('PL', '12 34 56')).toEqual({
      kind: 'results',
      term: '123456',
      href: '/search?query=123456',
    });
  });

  it('given a term longer than 200 characters, searches its first 200', () => {
    const destination = searchDestination('DE', 'k'.repeat(300));
    expect(destination).toEqual({
      kind: 'results',
      term: 'k'.repeat(200),
      href: `/search?query=${'k'.repeat(200)}`,
    });
  });

  it('given a keyword in another case with spaces around, goes to its target', () => {
    expect(searchDestination('DE', '  VersandKosten  ')).toEqual({
      kind: 'redirect',
      term: 'VersandKosten',
      href: '/c/service/versand',
    });
  });

  it('given a keyword with another word, searches instead', () => {
    expect(searchDestination('DE', 'versandkosten schweiz')).toMatchObject({ kind: 'results' });
  });

  it('given the DE "sendungsverfolgung", goes to the carrier’s page outside the shop', () => {
    expect(searchDestination('DE', 'Sendungsverfolgung')).toEqual({
      kind: 'redirect',
      term: 'Sendungsverfolgung',
      href: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html',
    });
  });

  it.each(SITE_CODES)(
    'on %s, every term of the site’s table, typed in capitals with spaces around, goes to its target',
    (site) => {
      const { locale } = SITES[site];
      const table = KEYWORD_REDIRECT_TABLES[KEYWORD_TABLE_NAMES[site]];
      expect(Object.keys(table).length).toBeGreaterThan(0);
      for (const [term, target] of Object.entries(table)) {
        const typed = `  ${term.toLocaleUpperCase(locale)} `;
        expect(searchDestination(site, typed), `${site} ${typed}`).toEqual({
          kind: 'redirect',
          term: typed.trim(),
          href: target,
        });
      }
    },
  );
});

describe('describeTarget', () => {
  it('shows a path as it is', () => {
    expect(describeTarget('/c/service/versand')).toBe('/c/service/versand');
    expect(describeTarget('/service/storefinder/search?searchTerm=Berlin')).toBe(
      '/service/storefinder/search?searchTerm=Berlin',
    );
  });

  it('shows an address outside the shop as its host and path', () => {
    expect(
      describeTarget('https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html'),
    ).toBe('www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html');
    expect(describeTarget('https://inpost.pl/')).toBe('inpost.pl');
  });
});
