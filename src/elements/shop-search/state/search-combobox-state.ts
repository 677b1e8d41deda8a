/**
 * The search field's combobox, framework-free (header-and-cart §4, §5): what is typed, what the
 * input shows, whether the list is open and which option is active, and from these and the
 * suggestions the options the list shows. No React, no DOM: `connect()` starts the suggestions
 * search (in the browser); before that, the store renders from the data it was given (a term,
 * suggestions), on the server too. `useSearchCombobox` connects it to the page.
 *
 * The active option is held by its key, not its place: when the answer replaces the list shown
 * while loading, the active option keeps its place in the new list or is no longer active, and
 * `aria-activedescendant` never points at another option.
 */
import { createStore, type Store } from '../../../page-runtime/store';
import { movedKey } from '../../../primitives/listbox/list-navigation';
import type { Locale, SiteCode } from '../../../sites/sites';
import { optionText, searchOptions, type SearchOption } from './search-options';
import {
  MIN_TERM_LENGTH,
  createSuggestionsSearch,
  type SuggestionsSearch,
  type SuggestionsSearchOptions,
  type SuggestionsState,
} from './search-suggestions';

export interface SearchComboboxState {
  /** What the shopper typed: what the suggestions are for. */
  typed: string;
  /** What the input shows: the typed term, or the active option's text. */
  inputValue: string;
  open: boolean;
  activeKey?: string;
  suggestions: SuggestionsState;
}

/** The state and what follows from it, as the view renders it. */
export interface SearchComboboxSnapshot extends SearchComboboxState {
  options: readonly SearchOption[];
  /** The active option's place in `options`, or -1. */
  activeIndex: number;
  /** The answer for the typed term is in. */
  settled: boolean;
  showsEmptyMessage: boolean;
  /** The list shows: open, with options or the "no suggestions" message. */
  expanded: boolean;
  loading: boolean;
}

/** What the store starts from; a term and suggestions given render before anything is asked. */
export interface SearchComboboxSetup {
  site: SiteCode;
  locale: Locale;
  term?: string;
  suggestions?: SuggestionsState;
}

/** The suggestions service the store starts on `connect()`; tests give their own. */
export interface SearchComboboxServices {
  createSuggestionsSearch: (options: SuggestionsSearchOptions) => SuggestionsSearch;
}

const SHOP_SERVICES: SearchComboboxServices = { createSuggestionsSearch };

export function describeSearchCombobox(
  state: SearchComboboxState,
  site: SiteCode,
  locale: Locale,
): SearchComboboxSnapshot {
  const { suggestions, typed, open, activeKey } = state;
  const list =
    suggestions.status === 'ready'
      ? suggestions.list
      : suggestions.status === 'loading'
        ? suggestions.shown
        : undefined;
  const options =
    typed.trim().length >= MIN_TERM_LENGTH ? searchOptions(site, locale, typed, list) : [];
  const activeIndex =
    activeKey === undefined ? -1 : options.findIndex((option) => option.key === activeKey);
  const settled = suggestions.status === 'ready' && suggestions.term === typed.trim();
  const showsEmptyMessage = settled && options.length === 0;
  const expanded = open && (options.length > 0 || showsEmptyMessage);
  return {
    ...state,
    options,
    activeIndex,
    settled,
    showsEmptyMessage,
    expanded,
    loading: suggestions.status === 'loading',
  };
}

export interface SearchCombobox extends Store<SearchComboboxSnapshot> {
  /** The site or language changed: the options follow; the next `connect()` asks there. */
  configure(setup: Pick<SearchComboboxSetup, 'site' | 'locale'>): void;
  /** Starts the suggestions search; the returned function stops it. */
  connect(): () => void;
  /** The shopper typed: the list opens for the new term, no option is active. */
  input(value: string): void;
  /** The field took focus: a term long enough opens its list again. */
  focus(): void;
  close(): void;
  /**
   * ArrowDown or ArrowUp: opens the list and moves the active option with wraparound, its text
   * in the input. False when there is no option to move to (the key keeps its default).
   */
  move(move: 'next' | 'previous'): boolean;
  /** The pointer rests on an option. */
  hover(key: string): void;
  /**
   * Escape: an open list closes and the input shows the typed term again; else a filled field
   * is cleared. False when there was nothing to do.
   */
  escape(): boolean;
  /** The clear button: the field empties. */
  clear(): void;
  /** A chosen suggestion's term fills the input. */
  fill(text: string): void;
}

export function createSearchCombobox(
  setup: SearchComboboxSetup,
  services: SearchComboboxServices = SHOP_SERVICES,
): SearchCombobox {
  let { site, locale } = setup;
  const term = setup.term ?? '';
  let state: SearchComboboxState = {
    typed: term,
    inputValue: term,
    open: false,
    suggestions: setup.suggestions ?? { status: 'idle', term: '' },
  };
  const snapshot = createStore(describeSearchCombobox(state, site, locale));
  let search: SuggestionsSearch | undefined;
  let connectedBefore = false;

  const update = (changes: Partial<SearchComboboxState>) => {
    state = { ...state, ...changes };
    snapshot.set(describeSearchCombobox(state, site, locale));
  };
  const current = () => snapshot.getSnapshot();
  const ask = (typed: string) => search?.search(typed);

  return {
    getSnapshot: snapshot.getSnapshot,
    subscribe: snapshot.subscribe,
    configure(next) {
      if (next.site === site && next.locale === locale) return;
      ({ site, locale } = next);
      update({});
    },
    connect() {
      const running = services.createSuggestionsSearch({ site, locale });
      search = running;
      const unsubscribe = running.state.subscribe(() =>
        update({ suggestions: running.state.getSnapshot() }),
      );
      // A term the store started with is asked for once; later connections show what their
      // own search has (nothing yet), as a new site's field does.
      if (!connectedBefore && state.typed) running.search(state.typed);
      else update({ suggestions: running.state.getSnapshot() });
      connectedBefore = true;
      return () => {
        unsubscribe();
        running.dispose();
        if (search === running) search = undefined;
      };
    },
    input(value) {
      update({ typed: value, inputValue: value, activeKey: undefined, open: true });
      ask(value);
    },
    focus() {
      if (state.typed.trim().length >= MIN_TERM_LENGTH && !state.open) update({ open: true });
    },
    close() {
      if (state.open || state.activeKey !== undefined) {
        update({ open: false, activeKey: undefined });
      }
    },
    move(move) {
      const { options, expanded, activeIndex } = current();
      if (options.length === 0) return false;
      const keys = options.map((option) => option.key);
      const from = expanded && activeIndex !== -1 ? keys[activeIndex] : undefined;
      const next = options[keys.indexOf(movedKey(keys, from, move) ?? '')];
      if (next) update({ open: true, activeKey: next.key, inputValue: optionText(next) });
      return true;
    },
    hover(key) {
      if (state.activeKey !== key) update({ activeKey: key });
    },
    escape() {
      const { expanded, activeIndex } = current();
      if (expanded) {
        update({
          open: false,
          activeKey: undefined,
          inputValue: activeIndex !== -1 ? state.typed : state.inputValue,
        });
        return true;
      }
      if (!state.inputValue) return false;
      update({ typed: '', inputValue: '' });
      ask('');
      return true;
    },
    clear() {
      update({ typed: '', inputValue: '', activeKey: undefined });
      ask('');
    },
    fill(text) {
      update({ inputValue: text });
    },
  };
}
