import { pageSingleton } from './page-singleton';
import { lockPageScroll } from './scroll-lock';
import { createStore, type Store } from './store';

/** Spec header-and-cart §9: hovering opens a flyout after 300 ms. */
export const FLYOUT_HOVER_DELAY_MS = 300;

/**
 * Every flyout a page can open, declared here so that ids are never free strings: one open at
 * a time across the whole page, whichever element owns it.
 */
export type FlyoutId =
  /** A main-navigation item's flyout, by the item's key. */
  | `main-nav:${string}`
  /** The navigation as a drill-down panel on narrow screens. */
  | 'main-nav-menu'
  /** The header's icon flyouts. */
  | 'mini-cart'
  | 'account'
  | 'search';

export interface FlyoutState {
  /** The one open flyout, if any. */
  readonly openId: FlyoutId | undefined;
  /** A flyout waiting for its hover delay. */
  readonly pendingId: FlyoutId | undefined;
}

export interface FlyoutOpenOptions {
  /** Sticky mode: the page behind does not scroll while the flyout is open. */
  readonly sticky?: boolean;
}

/** The page's flyouts: a store like the others, plus the transitions of spec §4 "Flyout". */
export interface FlyoutStore extends Store<FlyoutState> {
  /** Hover: opens `id` after the delay unless the pointer leaves first. */
  requestOpen(id: FlyoutId, options?: FlyoutOpenOptions & { delayMs?: number }): void;
  /** The pointer left before the delay ran out: the pending open is dropped. */
  cancelPending(id: FlyoutId): void;
  /** Tap, click or key: opens `id` now; any other open flyout closes first. */
  open(id: FlyoutId, options?: FlyoutOpenOptions): void;
  /** Closes `id` (or whatever is open), restores the scroll position and sends `flyout-closed`. */
  close(id?: FlyoutId): void;
}

/** Sent on window whenever a flyout closes, `detail: { id }`; elements that own one send it too. */
export const FLYOUT_CLOSED_EVENT = 'flyout-closed';

export function createFlyoutStore(): FlyoutStore {
  const state = createStore<FlyoutState>({ openId: undefined, pendingId: undefined });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let releaseScroll: (() => void) | undefined;

  const clearPending = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const close = (id?: FlyoutId) => {
    const { openId } = state.getSnapshot();
    if (openId === undefined || (id !== undefined && id !== openId)) return;
    clearPending();
    state.set({ openId: undefined, pendingId: undefined });
    releaseScroll?.();
    releaseScroll = undefined;
    window.dispatchEvent(new CustomEvent(FLYOUT_CLOSED_EVENT, { detail: { id: openId } }));
  };

  const open = (id: FlyoutId, { sticky = false }: FlyoutOpenOptions = {}) => {
    clearPending();
    const { openId } = state.getSnapshot();
    if (openId === id) {
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
      if (state.getSnapshot().openId === id) return;
      clearPending();
      state.set((previous) => ({ ...previous, pendingId: id }));
      timer = setTimeout(() => open(id, { sticky }), delayMs);
    },
    cancelPending(id) {
      if (state.getSnapshot().pendingId !== id) return;
      clearPending();
      state.set((previous) => ({ ...previous, pendingId: undefined }));
    },
    open,
    close,
  };
}

/** The page's one flyout store, shared by every element and bundle copy. */
export function pageFlyouts(): FlyoutStore {
  return pageSingleton('flyouts', createFlyoutStore);
}
