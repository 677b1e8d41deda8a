/**
 * The behaviour of the search field (WAI-ARIA APG "combobox with listbox popup", header-and-cart
 * §4, §5): typing asks for suggestions; ArrowDown and ArrowUp walk the options with wraparound
 * and fill the input; Enter or a click chooses the active option or submits what is typed;
 * Escape closes the list and keeps the term, a second Escape clears it; focus leaving the
 * element, a click outside it or another flyout opening closes the list. Focus stays in the input
 * throughout (`aria-activedescendant`). Each settled result is announced once.
 *
 * The rules live in the framework-free `state/search-combobox-state.ts`; the list's ARIA in the
 * shared `useListbox`. This hook connects them to the page and hands the views prop getters.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import { useStore } from '../../../page-runtime/use-store';
import { moveForKey } from '../../../primitives/listbox/list-navigation';
import { useListbox } from '../../../primitives/listbox/use-listbox';
import { createSearchCombobox } from '../state/search-combobox-state';
import type { SearchOption } from '../state/search-options';
import { SEARCH_MAX_LENGTH } from '../state/search-submit';
import type { SearchSubmitDetail } from '../shop-search.definition';
import { searchActions } from './search-actions';
import {
  useActiveOptionInView,
  useCloseFromOutside,
  useSuggestionAnnouncement,
} from './use-combobox-page-effects';

export interface UseSearchComboboxOptions {
  /** Cancelable: `false` keeps the page where it is. */
  onSearchSubmit?: (detail: SearchSubmitDetail) => boolean | void;
  /** Another flyout opening closes the list (not when the field itself sits in a flyout). */
  closeWithFlyouts: boolean;
  announce: (text: string) => void;
}

export function useSearchCombobox({
  onSearchSubmit,
  closeWithFlyouts,
  announce,
}: UseSearchComboboxOptions) {
  const { site, locale, translator } = useShop();
  const t = translator.t;
  const [combobox] = useState(() => createSearchCombobox({ site: site.code, locale }));
  useEffect(() => {
    combobox.configure({ site: site.code, locale });
    return combobox.connect();
  }, [combobox, site.code, locale]);
  const state = useStore(combobox);
  const { options, expanded, inputValue } = state;
  // A word fits the 170 px field at rest; the longer hint waits for the focused field's room.
  // The accessible name stays `search.label` throughout.
  const [inputFocused, setInputFocused] = useState(false);

  const rootRef = useRef<HTMLElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const focusField = () => inputRef.current?.focus();
  const actions = searchActions({ site: site.code, combobox, onSearchSubmit });
  // Submitting nothing goes nowhere: the field takes focus instead.
  const submit = (value: string) => {
    if (!actions.submit(value)) focusField();
  };
  const choose = (option: SearchOption) => {
    if (!actions.choose(option)) focusField();
  };
  const listbox = useListbox<SearchOption>({
    options,
    keyOf: (option) => option.key,
    activeKey: state.activeKey,
    expanded,
    label: t('search.suggestions'),
    onHover: (option) => combobox.hover(option.key),
    onAction: choose,
  });
  const close = useCallback(() => combobox.close(), [combobox]);

  useSuggestionAnnouncement(state, announce, translator);
  useActiveOptionInView(rootRef, listbox.activeDescendantId);
  useCloseFromOutside(rootRef, state.open, closeWithFlyouts, close);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = moveForKey(event.key);
    if (move === 'next' || move === 'previous') {
      if (combobox.move(move)) event.preventDefault();
    } else if (event.key === 'Escape') {
      if (combobox.escape()) event.preventDefault();
    } else if (event.key === 'Enter') {
      const option = expanded ? options[listbox.activeIndex] : undefined;
      if (!option) return; // the form submits what is typed
      event.preventDefault();
      choose(option);
    }
  };

  return {
    state,
    /** The element's box: focus leaving it (Tab, a click on the page) closes the list. */
    getRootProps: (styles: (node: HTMLDivElement | null) => void) => ({
      ref: (node: HTMLDivElement | null) => {
        styles(node);
        rootRef.current = node;
      },
      'data-expanded': expanded ? '' : undefined,
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget as Node | null;
        if (!next || !rootRef.current?.contains(next)) combobox.close();
      },
    }),
    getFormProps: () => ({
      role: 'search' as const,
      action: '/search',
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit(inputValue);
      },
    }),
    getInputProps: () => ({
      ...listbox.getComboboxProps(),
      ref: (node: HTMLInputElement | null) => {
        inputRef.current = node;
      },
      type: 'text',
      name: 'query',
      inputMode: 'search' as const,
      enterKeyHint: 'search' as const,
      autoComplete: 'off',
      spellCheck: false,
      maxLength: SEARCH_MAX_LENGTH,
      'aria-label': t('search.label'),
      'aria-busy': state.loading || undefined,
      placeholder: t(inputFocused ? 'search.placeholderFocused' : 'search.placeholder'),
      value: inputValue,
      onChange: (event: ChangeEvent<HTMLInputElement>) => combobox.input(event.target.value),
      onKeyDown,
      onFocus: () => {
        setInputFocused(true);
        combobox.focus();
      },
      onBlur: () => setInputFocused(false),
    }),
    /** Shown only while the field holds text. */
    getClearButtonProps: () => ({
      label: t('search.clear'),
      onClick: () => {
        combobox.clear();
        focusField();
      },
    }),
    getPanelProps: () => ({ hidden: !expanded }),
    getListboxProps: listbox.getListboxProps,
    getGroupProps: listbox.getGroupProps,
    getGroupLabelProps: listbox.getGroupLabelProps,
    getOptionProps: listbox.getOptionProps,
  };
}
