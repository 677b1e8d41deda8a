/**
 * The expanded state of a promotion's legal text (header-and-cart §2, §4, §9), framework-free: a
 * click toggles it; it collapses when the page has scrolled down (checked 50 ms after the
 * scrolling pauses) and when any flyout opens. Scrolling up leaves it open.
 */
import { createStore, type Store } from '../../../page-runtime/store';

/** Spec header-and-cart §9: scroll handlers wait 50 ms for the scrolling to pause. */
export const SCROLL_DEBOUNCE_MS = 50;

export interface LegalTextCollapseState {
  expanded: boolean;
}

export interface LegalTextCollapse extends Store<LegalTextCollapseState> {
  /** The shopper's toggle. Expanding remembers where the page is scrolled to. */
  setExpanded(expanded: boolean): void;
  /** The page scrolled; the decision follows SCROLL_DEBOUNCE_MS after the last call. */
  scrolled(): void;
  /** One of the page's flyouts opened (the navigation's, its drawer, an icon flyout). */
  flyoutOpened(): void;
  /** Drops a decision still waiting; the store stays usable. */
  dispose(): void;
}

export interface LegalTextCollapseOptions {
  /** The page's scroll position when asked (the browser's `scrollY`). */
  scrollY: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function createLegalTextCollapse(options: LegalTextCollapseOptions): LegalTextCollapse {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const store = createStore<LegalTextCollapseState>({ expanded: false });
  let lastScrollY = 0;
  let timer: unknown;

  const cancel = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  };
  const setExpanded = (expanded: boolean) => {
    if (expanded === store.getSnapshot().expanded) return;
    if (expanded) lastScrollY = options.scrollY();
    else cancel();
    store.set({ expanded });
  };
  const settle = () => {
    timer = undefined;
    const scrollY = options.scrollY();
    if (scrollY > lastScrollY) setExpanded(false);
    lastScrollY = scrollY;
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setExpanded,
    scrolled() {
      if (!store.getSnapshot().expanded) return;
      cancel();
      timer = setTimer(settle, SCROLL_DEBOUNCE_MS);
    },
    flyoutOpened() {
      setExpanded(false);
    },
    dispose: cancel,
  };
}
