/**
 * The behaviour of the search field (WAI-ARIA APG "combobox with listbox popup", header-and-cart
 * §4, §5): typing asks for suggestions; ArrowDown and ArrowUp walk the options with wraparound
 * and fill the input; Enter or a click chooses the active option or submits what is typed;
 * Escape closes the list and keeps the term, a second Escape clears it; focus leaving the
 * element, a click outside it or another flyout opening closes the list. Focus stays in the input
 * throughout (`aria-activedescendant`). Each settled result is announced once.
 */
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useShop } from '../../element-kit/shop-context';
import { browserNavigation } from '../../page-runtime/browser-navigation';
import { flyoutStore } from '../../page-runtime/flyout-store';
import { useStore } from '../../page-runtime/use-store';
import { trackGa } from '../../services/ga-events';
import { trackSearchProduct } from '../../services/tracking';
import {
  createSuggestionsSearch,
  MIN_TERM_LENGTH,
  type SuggestionsState,
} from './search-suggestions';
import { optionText, searchOptions, suggestionCount, type SearchOption } from './search-options';
import { searchDestination } from './search-submit';
import type { SearchSubmitDetail } from './shop-search.definition';

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
  const search = useMemo(
    () => createSuggestionsSearch({ site: site.code, locale }),
    [site.code, locale],
  );
  useEffect(() => () => search.dispose(), [search]);
  const suggestions: SuggestionsState = useStore(search.state);

  const [typed, setTyped] = useState('');
  const [inputValue, setInputValue] = useState('');
  const [open, setOpen] = useState(false);
  // The active option is held by its key, not its place: when the answer replaces the list shown
  // while loading, the active option keeps its place in the new list or is no longer active, and
  // aria-activedescendant never points at another option.
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const rootRef = useRef<HTMLElement | null>(null);
  const setInput = useCallback((node: HTMLInputElement | null) => {
    inputRef.current = node;
  }, []);
  const setRoot = useCallback((node: HTMLElement | null) => {
    rootRef.current = node;
  }, []);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const list =
    suggestions.status === 'ready'
      ? suggestions.list
      : suggestions.status === 'loading'
        ? suggestions.shown
        : undefined;
  const options = useMemo(
    () =>
      typed.trim().length >= MIN_TERM_LENGTH ? searchOptions(site.code, locale, typed, list) : [],
    [site.code, locale, typed, list],
  );
  const activeIndex =
    activeKey === undefined ? -1 : options.findIndex((option) => option.key === activeKey);
  const setActiveIndex = useCallback(
    (index: number) => setActiveKey(index === -1 ? undefined : options[index]?.key),
    [options],
  );
  const settled = suggestions.status === 'ready' && suggestions.term === typed.trim();
  const showsEmptyMessage = settled && options.length === 0;
  const expanded = open && (options.length > 0 || showsEmptyMessage);

  // One announcement per settled result, while the list is open.
  const announced = useRef<SuggestionsState | undefined>(undefined);
  useEffect(() => {
    if (!open || !settled || announced.current === suggestions) return;
    announced.current = suggestions;
    const count = suggestionCount(options);
    announce(
      count > 0
        ? translator.plural('search.suggestionCount', count)
        : translator.t('search.noSuggestions'),
    );
  }, [open, settled, suggestions, options, announce, translator]);

  // Focus stays in the input, so the browser does not scroll to the active option: the list
  // scrolls itself (not the page) until the option shows whole, above the search page's link
  // that stays at the list's foot.
  const activeId = expanded && activeIndex !== -1 ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (!activeId) return;
    const option = rootRef.current?.querySelector(`[id="${activeId}"]`);
    const panel = option?.closest<HTMLElement>('[part="panel"]');
    if (!option || !panel) return;
    const shown = panel.getBoundingClientRect();
    const foot = panel.querySelector('[part="all-results"]');
    const end = foot && foot !== option ? foot.getBoundingClientRect().top : shown.bottom;
    const { top, bottom } = option.getBoundingClientRect();
    if (top < shown.top) panel.scrollTop -= shown.top - top;
    else if (bottom > end) panel.scrollTop += bottom - end;
  }, [activeId]);

  const close = useCallback(() => {
    setOpen(false);
    setActiveKey(undefined);
  }, []);

  // A click outside the element closes the list (the path through shadow roots decides).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, close]);

  // Another of the page's flyouts opening closes the list.
  useEffect(() => {
    if (!closeWithFlyouts) return;
    const flyouts = flyoutStore();
    return flyouts.subscribe(() => {
      if (flyouts.getSnapshot().openId) close();
    });
  }, [closeWithFlyouts, close]);

  const go = (href: string) => browserNavigation.assign(href);

  /** The cancelable `search-submit` first, then the browser goes where it says. */
  function submitTo(detail: SearchSubmitDetail): void {
    close();
    if (detail.redirect) trackGa('searchKeywordRedirected', detail);
    else trackGa('searchSubmitted', detail.term);
    if (onSearchSubmit?.(detail) !== false) go(detail.href);
  }

  function submit(value: string): void {
    const destination = searchDestination(site.code, value);
    if (destination.kind === 'empty') {
      inputRef.current?.focus();
      return;
    }
    submitTo({
      term: destination.term,
      href: destination.href,
      redirect: destination.kind === 'redirect',
    });
  }

  function choose(option: SearchOption): void {
    if (option.kind === 'product') {
      trackSearchProduct(option.product.id);
      trackGa('searchProductSelected', option.product.id);
      close();
      go(option.href);
      return;
    }
    if (option.kind === 'term') trackGa('searchSuggestionSelected', option.term);
    setInputValue(option.term);
    // The search page is a search of the typed term, past the keyword table.
    if (option.kind === 'page') submitTo({ term: option.term, href: option.href, redirect: false });
    else submit(option.term);
  }

  function activate(index: number): void {
    const option = options[index];
    if (!option) return;
    setActiveIndex(index);
    setInputValue(optionText(option));
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setTyped(value);
    setInputValue(value);
    setActiveIndex(-1);
    setOpen(true);
    search.search(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = expanded ? activeIndex : -1;
        const next =
          from === -1
            ? step === 1
              ? 0
              : options.length - 1
            : (from + step + options.length) % options.length;
        activate(next);
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          if (activeIndex !== -1) setInputValue(typed);
          close();
        } else if (inputValue) {
          event.preventDefault();
          setTyped('');
          setInputValue('');
          search.search('');
        }
        return;
      }
      case 'Enter': {
        const option = expanded ? options[activeIndex] : undefined;
        if (!option) return; // the form submits what is typed
        event.preventDefault();
        choose(option);
        return;
      }
      default:
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(inputValue);
  };

  const onFocus = () => {
    if (typed.trim().length >= MIN_TERM_LENGTH) setOpen(true);
  };

  /** Focus leaving the element (Tab, a click on the page) closes the list. */
  const onBlur = (event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !rootRef.current?.contains(next)) close();
  };

  const clear = () => {
    setTyped('');
    setInputValue('');
    setActiveIndex(-1);
    search.search('');
    inputRef.current?.focus();
  };

  /** Keeps focus in the input when an option is pressed, so the click lands as a choice. */
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  return {
    setRoot,
    setInput,
    listboxId,
    optionId,
    typed,
    inputValue,
    options,
    activeIndex,
    expanded,
    showsEmptyMessage,
    loading: suggestions.status === 'loading',
    onChange,
    onKeyDown,
    onSubmit,
    onFocus,
    onBlur,
    clear,
    choose,
    keepFocus,
    setActiveIndex,
  };
}
