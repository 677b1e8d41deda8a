/**
 * What the search combobox does on the page beyond its own markup: each settled result is
 * announced once, the list scrolls the active option into sight, and a click outside the element
 * or another flyout opening closes the list. All of it runs in effects, never during render.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { flyoutStore } from '../../../page-runtime/flyout-store';
import type { Translator } from '../../../i18n/translator';
import type { SearchComboboxSnapshot } from '../state/search-combobox-state';
import { suggestionCount } from '../state/search-options';
import type { SuggestionsState } from '../state/search-suggestions';

/** One announcement per settled result, while the list is open. */
export function useSuggestionAnnouncement(
  { open, settled, suggestions, options }: SearchComboboxSnapshot,
  announce: (text: string) => void,
  translator: Translator,
): void {
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
}

/**
 * Focus stays in the input, so the browser does not scroll to the active option: the list
 * scrolls itself (not the page) until the option shows whole, above the search page's link
 * that stays at the list's foot.
 */
export function useActiveOptionInView(
  root: RefObject<HTMLElement | null>,
  activeId: string | undefined,
): void {
  useEffect(() => {
    if (!activeId) return;
    const option = root.current?.querySelector(`[id="${activeId}"]`);
    const panel = option?.closest<HTMLElement>('[part="panel"]');
    if (!option || !panel) return;
    const shown = panel.getBoundingClientRect();
    const foot = panel.querySelector('[part="all-results"]');
    const end = foot && foot !== option ? foot.getBoundingClientRect().top : shown.bottom;
    const { top, bottom } = option.getBoundingClientRect();
    if (top < shown.top) panel.scrollTop -= shown.top - top;
    else if (bottom > end) panel.scrollTop += bottom - end;
  }, [root, activeId]);
}

/**
 * A click outside the element (the path through shadow roots decides) closes the open list;
 * so does another of the page's flyouts opening, unless the field itself sits in one.
 */
export function useCloseFromOutside(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  closeWithFlyouts: boolean,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [root, open, close]);

  useEffect(() => {
    if (!closeWithFlyouts) return;
    const flyouts = flyoutStore();
    return flyouts.subscribe(() => {
      if (flyouts.getSnapshot().openId) close();
    });
  }, [closeWithFlyouts, close]);
}
