import { pageSingleton } from './page-singleton';
import { createStore, type Store } from './store';

/** Spec header-and-cart §9: hovering opens a flyout after 300 ms. */
export const FLYOUT_HOVER_DELAY_MS = 300;

export interface FlyoutState {
  /** The one open flyout, if any. */
  openId: string | undefined;
  /** A flyout waiting for its hover delay. */
  pendingId: string | undefined;
}

export interface FlyoutCoordinator {
  readonly state: Store<FlyoutState>;
  /** Hover: opens `id` after the delay unless the pointer leaves first. */
  requestOpen(id: string, options?: { sticky?: boolean; delayMs?: number }): void;
  /** The pointer left before the delay ran out: the pending open is dropped. */
  cancelPending(id: string): void;
  /** Tap or click: opens `id` now; any other open flyout closes first. */
  open(id: string, options?: { sticky?: boolean }): void;
  /** Closes `id` (or whatever is open), restores the scroll position and sends `flyout-closed`. */
  close(id?: string): void;
}

/** Sent on window whenever a flyout closes; elements that own flyouts send it too. */
export const FLYOUT_CLOSED_EVENT = 'flyout-closed';

interface BodyLock {
  scrollY: number;
  previous: Pick<CSSStyleDeclaration, 'position' | 'top' | 'width' | 'overflow'>;
}

/**
 * In sticky mode the page behind an open flyout must not scroll, on iOS too, where only a
 * fixed body stops it; fixing the body loses the scroll position, so it is saved and restored.
 */
function lockBody(): BodyLock {
  const { style } = document.body;
  const lock: BodyLock = {
    scrollY: window.scrollY,
    previous: {
      position: style.position,
      top: style.top,
      width: style.width,
      overflow: style.overflow,
    },
  };
  style.position = 'fixed';
  style.top = `-${lock.scrollY}px`;
  style.width = '100%';
  style.overflow = 'hidden';
  return lock;
}

function unlockBody(lock: BodyLock): void {
  Object.assign(document.body.style, lock.previous);
  window.scrollTo(0, lock.scrollY);
}

function createFlyoutCoordinator(): FlyoutCoordinator {
  const state = createStore<FlyoutState>({ openId: undefined, pendingId: undefined });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let bodyLock: BodyLock | undefined;

  const clearPending = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const close = (id?: string) => {
    const { openId } = state.getSnapshot();
    if (openId === undefined || (id !== undefined && id !== openId)) return;
    clearPending();
    state.set({ openId: undefined, pendingId: undefined });
    if (bodyLock) {
      unlockBody(bodyLock);
      bodyLock = undefined;
    }
    window.dispatchEvent(new CustomEvent(FLYOUT_CLOSED_EVENT, { detail: { id: openId } }));
  };

  const open = (id: string, { sticky = false }: { sticky?: boolean } = {}) => {
    clearPending();
    const { openId } = state.getSnapshot();
    if (openId === id) {
      state.set({ openId: id, pendingId: undefined });
      return;
    }
    if (openId !== undefined) close(openId);
    if (sticky && !bodyLock) bodyLock = lockBody();
    state.set({ openId: id, pendingId: undefined });
  };

  return {
    state,
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

let coordinator: FlyoutCoordinator | undefined;

/** The page's one flyout coordinator, shared by every element and bundle copy. */
export function flyoutCoordinator(): FlyoutCoordinator {
  coordinator ??= pageSingleton('flyout-coordinator', createFlyoutCoordinator);
  return coordinator;
}
