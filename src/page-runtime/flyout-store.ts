import { pageSingleton } from './page-singleton';
import { lockPageScroll } from './scroll-lock';
import { createStore, type Store } from './store';

/** Spec header-and-cart §9: hovering opens a flyout after 300 ms. */
export const FLYOUT_HOVER_DELAY_MS = 300;

/**
 * Every flyout of the page, by id. A new flyout declares its id here, and nowhere else; any
 * other string fails the typecheck, so two elements cannot drift apart on a name.
 */
export type FlyoutId =
  /** A navigation bar's item at a position, and its theme worlds; `nav` tells two bars apart. */
  | `main-nav:${string}:${number}`
  | `theme-worlds:${string}`
  /** The navigation `nav` as a drawer on narrow screens: it opens as the navigation does. */
  | `nav-drawer:${string}`
  /** A navigation bar's "more" item, listing the items that do not fit into the bar. */
  | `main-nav-more:${string}`
  | 'mini-cart'
  | 'account'
  | 'search';

/**
 * The id of the flyout at `index` of the navigation bar `nav` (0 is the first entry after the
 * theme worlds). A page may hold two bars (the header's and one of its own): each has its own ids.
 */
export function mainNavFlyoutId(nav: string, index: number): FlyoutId {
  return `main-nav:${nav}:${index}`;
}

/** The id of the theme worlds' flyout of the navigation bar `nav`. */
export function themeWorldsFlyoutId(nav: string): FlyoutId {
  return `theme-worlds:${nav}`;
}

/** The id of the drawer the navigation `nav` opens as on narrow screens (layout mode MATCH). */
export function navDrawerFlyoutId(nav: string): FlyoutId {
  return `nav-drawer:${nav}`;
}

/** The id of the "more" item's flyout of the navigation bar `nav`. */
export function moreFlyoutId(nav: string): FlyoutId {
  return `main-nav-more:${nav}`;
}

/** Whether `id` is a flyout of the navigation bar `nav`. */
export function isFlyoutOfNav(id: FlyoutId | undefined, nav: string): boolean {
  return (
    id === themeWorldsFlyoutId(nav) ||
    id === moreFlyoutId(nav) ||
    (id?.startsWith(`main-nav:${nav}:`) ?? false)
  );
}

export interface FlyoutState {
  /** The one open flyout, if any. */
  openId: FlyoutId | undefined;
  /** A flyout waiting for its hover delay. */
  pendingId: FlyoutId | undefined;
}

export interface FlyoutOpenOptions {
  /**
   * Sticky mode (the header is fixed to the top): the page behind the open flyout does not
   * scroll, and scrolls again from where it was once the flyout closes.
   */
  sticky?: boolean;
}

export interface FlyoutHoverOptions extends FlyoutOpenOptions {
  delayMs?: number;
}

/**
 * The page's flyouts (header-and-cart §4 "Flyout"): closed, pending (hover intent), open. One
 * flyout is open per page; opening another closes the first.
 */
export interface FlyoutStore extends Store<FlyoutState> {
  /** Hover: opens `id` after the delay unless the pointer leaves first. */
  requestOpen(id: FlyoutId, options?: FlyoutHoverOptions): void;
  /** The pointer left before the delay ran out: the pending open of `id` is dropped. */
  cancelPending(id: FlyoutId): void;
  /**
   * The pointer left a flyout it had opened: `id` closes after the delay unless the pointer
   * comes back (`requestOpen(id)`) first. While another flyout waits for its own delay, the
   * close waits for it, so moving from one item to the next never shows both closed.
   */
  requestClose(id: FlyoutId, options?: { delayMs?: number }): void;
  /** Tap, click or key: opens `id` now; any other open flyout closes first. */
  open(id: FlyoutId, options?: FlyoutOpenOptions): void;
  /** Closes `id` (or whatever is open), restores the scroll position and sends `flyout-closed`. */
  close(id?: FlyoutId): void;
  /**
   * Calls `listener` with the id of every flyout that closes, as `flyout-closed` goes out on
   * `window`: the element that owns the flyout sends it from its host (`useFlyoutClosedEvent`).
   * Returns the unsubscribe function.
   */
  onClose(listener: (id: FlyoutId) => void): () => void;
}

/**
 * Sent on window whenever a flyout closes (`detail: { id }`, decision 13), and from the host of
 * the element that owns the flyout (`shop-header`, `shop-main-nav`), as their definitions list it.
 */
export const FLYOUT_CLOSED_EVENT = 'flyout-closed';

export interface FlyoutClosedDetail {
  id: FlyoutId;
}

function createFlyoutStore(): FlyoutStore {
  const state = createStore<FlyoutState>({ openId: undefined, pendingId: undefined });
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  /** A hover close that waits for the pending open of another flyout. */
  let closeAfterPending: FlyoutId | undefined;
  let releaseScroll: (() => void) | undefined;
  const closeListeners = new Set<(id: FlyoutId) => void>();

  const clearOpenTimer = () => {
    if (openTimer !== undefined) clearTimeout(openTimer);
    openTimer = undefined;
  };
  const clearCloseTimer = () => {
    if (closeTimer !== undefined) clearTimeout(closeTimer);
    closeTimer = undefined;
    closeAfterPending = undefined;
  };

  /**
   * The owner's element sends `flyout-closed` from its host (a listener here), and that event
   * bubbles up to `window`; only when none reached it (no owner on the page, or one whose event a
   * page stopped) does the store send it on `window` itself, so a page hears each close there
   * once.
   */
  const sendClosed = (id: FlyoutId) => {
    let reachedWindow = false;
    const notice = (event: Event) => {
      if ((event as CustomEvent<Partial<FlyoutClosedDetail>>).detail?.id === id) {
        reachedWindow = true;
      }
    };
    // Capturing: the first to hear it, whatever the page's own listeners do with it.
    window.addEventListener(FLYOUT_CLOSED_EVENT, notice, { capture: true });
    try {
      for (const listener of [...closeListeners]) listener(id);
    } finally {
      window.removeEventListener(FLYOUT_CLOSED_EVENT, notice, { capture: true });
    }
    if (reachedWindow) return;
    window.dispatchEvent(
      new CustomEvent<FlyoutClosedDetail>(FLYOUT_CLOSED_EVENT, { detail: { id } }),
    );
  };

  const close = (id?: FlyoutId) => {
    const { openId } = state.getSnapshot();
    if (openId === undefined || (id !== undefined && id !== openId)) return;
    clearOpenTimer();
    clearCloseTimer();
    state.set({ openId: undefined, pendingId: undefined });
    releaseScroll?.();
    releaseScroll = undefined;
    sendClosed(openId);
  };

  const open = (id: FlyoutId, { sticky = false }: FlyoutOpenOptions = {}) => {
    clearOpenTimer();
    const { openId } = state.getSnapshot();
    if (openId === id) {
      clearCloseTimer();
      state.set({ openId: id, pendingId: undefined });
      return;
    }
    if (openId !== undefined) close(openId);
    if (sticky) releaseScroll = lockPageScroll();
    state.set({ openId: id, pendingId: undefined });
  };

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    requestOpen(id, { sticky, delayMs = FLYOUT_HOVER_DELAY_MS } = {}) {
      const { openId, pendingId } = state.getSnapshot();
      if (openId === id) {
        // Back over the open flyout before it closed: it stays.
        clearCloseTimer();
        if (pendingId !== undefined) {
          clearOpenTimer();
          state.set({ openId, pendingId: undefined });
        }
        return;
      }
      clearOpenTimer();
      state.set((previous) => ({ ...previous, pendingId: id }));
      openTimer = setTimeout(() => open(id, { sticky }), delayMs);
    },
    cancelPending(id) {
      if (state.getSnapshot().pendingId !== id) return;
      clearOpenTimer();
      state.set((previous) => ({ ...previous, pendingId: undefined }));
      if (closeAfterPending !== undefined) {
        const waiting = closeAfterPending;
        closeAfterPending = undefined;
        close(waiting);
      }
    },
    requestClose(id, { delayMs = FLYOUT_HOVER_DELAY_MS } = {}) {
      if (state.getSnapshot().openId !== id) return;
      clearCloseTimer();
      closeTimer = setTimeout(() => {
        closeTimer = undefined;
        const { pendingId } = state.getSnapshot();
        if (pendingId !== undefined && pendingId !== id) closeAfterPending = id;
        else close(id);
      }, delayMs);
    },
    open,
    close,
    onClose(listener) {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },
  };
}

/**
 * The page's one flyout store, shared by every element and bundle copy.
 * `forgetPageSingleton('flyouts')` gives the next caller a fresh one.
 */
export function flyoutStore(): FlyoutStore {
  return pageSingleton('flyouts', createFlyoutStore);
}
