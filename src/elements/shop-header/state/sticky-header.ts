/**
 * The header's sticky behaviour (header-and-cart §2 "Sticky behaviour", §9), framework-free, so
 * its rules run in unit tests without a page or a scroll. What it does is written once in the
 * header's guide, `shop-header.docs.mdx` ("Sticky").
 */
import { createStore, type Store } from '../../../page-runtime/store';
import { trackGa } from '../../../services/ga-events';

/** Spec §9: the scroll handler's debounce. */
export const SCROLL_DEBOUNCE_MS = 50;

/** Page types whose header scrolls away with the page (CONTRACT: not sticky). */
export const NOT_STICKY_PAGE_TYPES: readonly string[] = ['basket', 'product-detail'];

/** Page types the shop uses; another logs a console error and gets the default (sticky). */
export const KNOWN_PAGE_TYPES: readonly string[] = [
  'default',
  'home',
  'category',
  'search',
  'content',
  'basket',
  'product-detail',
];

/** Whether a page type's header is sticky; an unknown one is, with a console error. */
export function isStickyPageType(pageType: string | undefined): boolean {
  const type = pageType?.trim().toLowerCase() ?? '';
  if (type && !KNOWN_PAGE_TYPES.includes(type)) {
    console.error(
      `shop-header: page-type ${JSON.stringify(pageType)} is unknown (known: ${KNOWN_PAGE_TYPES.join(', ')}); the header is sticky as by default.`,
    );
  }
  return !NOT_STICKY_PAGE_TYPES.includes(type);
}

export interface StickyHeaderState {
  /** The header is scrolled out of view. */
  hidden: boolean;
}

export interface StickyHeader extends Store<StickyHeaderState> {
  /** The page scrolled to `scrollY`; the decision follows SCROLL_DEBOUNCE_MS later. */
  scrolled(scrollY: number): void;
  /** The header's height changed: scrolling within it never hides it. */
  measured(headerHeight: number): void;
  /** Something of the header opened or closed: while held it shows and stays. */
  hold(held: boolean): void;
  dispose(): void;
}

export interface StickyHeaderOptions {
  /** The header's height until `measured` says otherwise: above it, scrolling does not hide it. */
  headerHeight?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function createStickyHeader(options: StickyHeaderOptions = {}): StickyHeader {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const store = createStore<StickyHeaderState>({ hidden: false });
  let lastY = 0;
  let latestY = 0;
  let held = false;
  let timer: unknown;
  let headerHeight = options.headerHeight ?? 0;

  const decide = () => {
    timer = undefined;
    const down = latestY > lastY;
    const hidden = !held && down && latestY > headerHeight;
    lastY = latestY;
    if (hidden === store.getSnapshot().hidden) return;
    store.set({ hidden });
    // Back in sight while the page is scrolled past it: it now sticks over the page.
    if (!hidden && latestY > headerHeight) trackGa('headerBecameSticky');
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    scrolled(scrollY) {
      latestY = Math.max(0, scrollY);
      if (timer !== undefined) clearTimer(timer);
      timer = setTimer(decide, SCROLL_DEBOUNCE_MS);
    },
    measured(height) {
      headerHeight = height;
    },
    hold(next) {
      held = next;
      if (held && store.getSnapshot().hidden) store.set({ hidden: false });
    },
    dispose() {
      if (timer !== undefined) clearTimer(timer);
    },
  };
}
