import { describe, expect, it, vi } from 'vitest';
import {
  createSearchCombobox,
  type SearchComboboxServices,
} from '../../../../../src/elements/shop-search/state/search-combobox-state';
import type {
  SuggestionsSearch,
  SuggestionsState,
} from '../../../../../src/elements/shop-search/state/search-suggestions';
import type { SuggestionList } from '../../../../../src/elements/shop-search/suggestion-answer';
import { createStore } from '../../../../../src/page-runtime/store';

const list: SuggestionList = {
  searchTerms: ['kaffee', 'kaffeemaschine'],
  products: [{ id: 'cup-1', title: 'Kaffeetasse', productViewUrl: '/p/kaffeetasse-1' }],
};
const ready = (term: string): SuggestionsState => ({ status: 'ready', term, list });

/** A suggestions search the test answers itself: `answer` settles what was asked last. */
function fakeSearch() {
  const state = createStore<SuggestionsState>({ status: 'idle', term: '' });
  const asked: string[] = [];
  const search: SuggestionsSearch = {
    state,
    search: (typed) => {
      asked.push(typed);
      const term = typed.trim();
      state.set(term.length < 2 ? { status: 'idle', term } : { status: 'loading', term });
    },
    dispose: vi.fn(),
  };
  const services: SearchComboboxServices = { createSuggestionsSearch: () => search };
  return {
    search,
    suggestions: state,
    services,
    asked,
    answer: (term: string) => state.set(ready(term)),
  };
}

/** A connected combobox on DE whose answers come when the test says. */
function connectedCombobox() {
  const fake = fakeSearch();
  const combobox = createSearchCombobox({ site: 'DE', locale: 'de-DE' }, fake.services);
  const disconnect = combobox.connect();
  return { combobox, disconnect, ...fake };
}

/** Types `term` and lets its answer arrive. */
function typedAndAnswered(term: string) {
  const setup = connectedCombobox();
  setup.combobox.input(term);
  setup.answer(term);
  return setup;
}

const activeText = (snapshot: ReturnType<ReturnType<typeof createSearchCombobox>['getSnapshot']>) =>
  snapshot.options[snapshot.activeIndex];

describe('search combobox state (no DOM, no React)', () => {
  describe('given nothing typed', () => {
    it('› it is closed, empty and asks for nothing', () => {
      const { combobox, asked } = connectedCombobox();
      expect(combobox.getSnapshot()).toMatchObject({
        typed: '',
        inputValue: '',
        open: false,
        expanded: false,
        options: [],
        activeIndex: -1,
      });
      expect(asked).toEqual([]);
    });

    it('when ArrowDown is pressed › nothing moves and the key keeps its default', () => {
      const { combobox } = connectedCombobox();
      expect(combobox.move('next')).toBe(false);
      expect(combobox.getSnapshot().open).toBe(false);
    });
  });

  describe('given a term and its answer to start from (as on the server)', () => {
    it('› it renders the options before anything is asked', () => {
      const combobox = createSearchCombobox(
        { site: 'DE', locale: 'de-DE', term: 'kaffee', suggestions: ready('kaffee') },
        fakeSearch().services,
      );
      expect(combobox.getSnapshot()).toMatchObject({ typed: 'kaffee', inputValue: 'kaffee' });
      expect(combobox.getSnapshot().options.map((option) => option.kind)).toEqual([
        'term',
        'term',
        'product',
        'page',
      ]);
    });

    it('when connected › it asks for that term once', () => {
      const fake = fakeSearch();
      const combobox = createSearchCombobox(
        { site: 'DE', locale: 'de-DE', term: 'kaffee' },
        fake.services,
      );
      combobox.connect();
      expect(fake.asked).toEqual(['kaffee']);
    });
  });

  describe('when the shopper types', () => {
    it('one character › it asks, but the list stays shut', () => {
      const { combobox, asked } = connectedCombobox();
      combobox.input('k');
      expect(asked).toEqual(['k']);
      expect(combobox.getSnapshot()).toMatchObject({ open: true, expanded: false, options: [] });
    });

    it('a term whose answer is in › the list opens with its options, none active', () => {
      const { combobox } = typedAndAnswered('kaffee');
      expect(combobox.getSnapshot()).toMatchObject({
        expanded: true,
        settled: true,
        loading: false,
        activeIndex: -1,
      });
    });

    it('a term nothing is suggested for › the list opens with the "no suggestions" message', () => {
      const { combobox, suggestions } = connectedCombobox();
      combobox.input('qxzj');
      suggestions.set({ status: 'ready', term: 'qxzj', list: { searchTerms: [], products: [] } });
      expect(combobox.getSnapshot()).toMatchObject({ expanded: true, showsEmptyMessage: true });
    });
  });

  describe('given an open list', () => {
    it('when ArrowDown and ArrowUp are pressed › the active option moves with wraparound, its text in the input', () => {
      const { combobox } = typedAndAnswered('kaffee');
      expect(combobox.move('next')).toBe(true);
      expect(activeText(combobox.getSnapshot())?.key).toBe('term:kaffee');
      combobox.move('next');
      expect(combobox.getSnapshot().inputValue).toBe('kaffeemaschine');
      combobox.move('next');
      expect(combobox.getSnapshot().inputValue).toBe('Kaffeetasse');
      combobox.move('next');
      expect(activeText(combobox.getSnapshot())?.kind).toBe('page');
      combobox.move('next');
      expect(activeText(combobox.getSnapshot())?.key).toBe('term:kaffee');
      combobox.move('previous');
      expect(activeText(combobox.getSnapshot())?.kind).toBe('page');
      expect(combobox.getSnapshot().typed).toBe('kaffee');
    });

    it('when ArrowUp is pressed first › the last option becomes active', () => {
      const { combobox } = typedAndAnswered('kaffee');
      combobox.move('previous');
      expect(activeText(combobox.getSnapshot())?.kind).toBe('page');
    });

    it('when the pointer rests on an option › it becomes active and the input keeps the typed term', () => {
      const { combobox } = typedAndAnswered('kaffee');
      combobox.hover('product:cup-1');
      expect(activeText(combobox.getSnapshot())?.key).toBe('product:cup-1');
      expect(combobox.getSnapshot().inputValue).toBe('kaffee');
    });

    it('when Escape is pressed › the list closes and the input shows the typed term again; a second Escape clears it', () => {
      const { combobox, asked } = typedAndAnswered('kaffee');
      combobox.move('next');
      combobox.move('next');
      expect(combobox.escape()).toBe(true);
      expect(combobox.getSnapshot()).toMatchObject({
        open: false,
        expanded: false,
        activeIndex: -1,
        inputValue: 'kaffee',
      });
      expect(combobox.escape()).toBe(true);
      expect(combobox.getSnapshot()).toMatchObject({ typed: '', inputValue: '' });
      expect(asked.at(-1)).toBe('');
      expect(combobox.escape()).toBe(false);
    });

    it('when it is closed and ArrowDown is pressed › it opens again on the first option', () => {
      const { combobox } = typedAndAnswered('kaffee');
      combobox.move('next');
      combobox.move('next');
      combobox.close();
      combobox.move('next');
      expect(combobox.getSnapshot().expanded).toBe(true);
      expect(activeText(combobox.getSnapshot())?.key).toBe('term:kaffee');
    });

    it('when closed and the field takes focus again › the list of the typed term opens again', () => {
      const { combobox } = typedAndAnswered('kaffee');
      combobox.close();
      combobox.focus();
      expect(combobox.getSnapshot().expanded).toBe(true);
    });

    it('when the answer for a longer term replaces the list shown meanwhile › the active option keeps its identity, or none is active', () => {
      const { combobox, suggestions } = typedAndAnswered('kaffee');
      const longer = { searchTerms: ['kaffeemaschine'], products: [] };
      combobox.input('kaffeem');
      suggestions.set({ status: 'loading', term: 'kaffeem', shown: list });
      expect(combobox.getSnapshot()).toMatchObject({ activeIndex: -1, loading: true });
      combobox.move('next');
      combobox.move('next');
      expect(combobox.getSnapshot().activeIndex).toBe(1);
      suggestions.set({ status: 'ready', term: 'kaffeem', list: longer });
      expect(activeText(combobox.getSnapshot())?.key).toBe('term:kaffeemaschine');
      expect(combobox.getSnapshot().activeIndex).toBe(0);

      combobox.input('kaffeema');
      suggestions.set({ status: 'loading', term: 'kaffeema', shown: list });
      combobox.move('next');
      suggestions.set({ status: 'ready', term: 'kaffeema', list: longer });
      expect(combobox.getSnapshot().activeIndex).toBe(-1);
    });

    it('when the clear button is pressed › the field empties and nothing is asked for', () => {
      const { combobox, asked } = typedAndAnswered('kaffee');
      combobox.clear();
      expect(combobox.getSnapshot()).toMatchObject({ typed: '', inputValue: '', options: [] });
      expect(asked.at(-1)).toBe('');
    });

    it('when a suggestion is chosen › its term fills the input', () => {
      const { combobox } = typedAndAnswered('kaffee');
      combobox.fill('kaffeemaschine');
      expect(combobox.getSnapshot()).toMatchObject({
        typed: 'kaffee',
        inputValue: 'kaffeemaschine',
      });
    });
  });

  describe('given a keyword of the site’s table', () => {
    it('› the go-to option comes first, before any answer', () => {
      const { combobox } = connectedCombobox();
      combobox.input('Versandkosten');
      expect(combobox.getSnapshot().options.map((option) => option.kind)).toEqual([
        'redirect',
        'page',
      ]);
    });
  });

  describe('when disconnected', () => {
    it('› the search is disposed and typing asks for nothing more', () => {
      const { combobox, disconnect, search, asked } = connectedCombobox();
      disconnect();
      expect(search.dispose).toHaveBeenCalledOnce();
      combobox.input('kaffee');
      expect(asked).toEqual([]);
    });
  });
});
