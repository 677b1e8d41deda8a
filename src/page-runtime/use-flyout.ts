import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type MouseEvent,
  type PointerEvent,
  type RefCallback,
} from 'react';
import { passedThrough, returnFocus } from './dismiss-layer/dismiss-layer';
import { useDismissLayer } from './dismiss-layer/use-dismiss-layer';
import { flyoutStore, type FlyoutId } from './flyout-store';
import { usePointerHover, type PointerHoverListeners } from './use-pointer-hover';
import { useStore } from './use-store';

export interface UseFlyoutOptions {
  /** Sticky mode: the page behind the open flyout does not scroll (header-and-cart §4). */
  sticky?: boolean;
  /** A mouse over the trigger opens the flyout after FLYOUT_HOVER_DELAY_MS. Default true. */
  openOnHover?: boolean;
}

export interface FlyoutTriggerProps {
  ref: RefCallback<HTMLElement>;
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * For the link of an item whose flyout opens from a button beside it (APG disclosure navigation
 * with top-level links): the link follows the link rule of a link trigger.
 */
export interface FlyoutLinkProps {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
}

export interface FlyoutPanelProps {
  ref: RefCallback<HTMLElement>;
  id: string;
  hidden: boolean;
}

export interface FlyoutBinding {
  /** This flyout is the page's open one. */
  open: boolean;
  /** This flyout waits for its hover delay. */
  pending: boolean;
  /** Spread on the button (or link) that opens the flyout. */
  triggerProps: FlyoutTriggerProps;
  /** Spread on the item's link when the trigger is a button beside it. */
  linkProps: FlyoutLinkProps;
  /** Spread on the flyout's panel. */
  panelProps: FlyoutPanelProps;
  /**
   * The ref for what a resting mouse opens the flyout on and keeps it open on: an element that
   * holds trigger and panel (a bar's item), or the trigger and the panel each.
   */
  hoverRef: RefCallback<HTMLElement>;
  /** What `hoverRef` does, for an element that hears the pointer itself and adds rules of its own. */
  hover: PointerHoverListeners;
  /** Closes it (focus in the panel goes back to the trigger). */
  close(): void;
}

/** A pointer that hovers: the spec's "non-touch devices" (a mouse, or a pen held above the screen). */
const hovers = (event: globalThis.PointerEvent) =>
  event.pointerType === 'mouse' || event.pointerType === 'pen';

/**
 * Whether a click on a link was a finger's tap. Where the browser tells (a click is a
 * `PointerEvent` with a `pointerType` in Chromium and recent Firefox and Safari), the click
 * says; elsewhere a click with no count (`detail` 0) came from the keyboard, and any other came
 * from the pointer last pressed on the link.
 */
function isTap(event: MouseEvent<HTMLElement>, pressedWith: string | undefined): boolean {
  const { pointerType } = event.nativeEvent as Partial<globalThis.PointerEvent>;
  if (typeof pointerType === 'string' && pointerType !== '') return pointerType === 'touch';
  if (event.detail === 0) return false;
  return pressedWith === 'touch';
}

/**
 * The behaviour of one flyout (header-and-cart §2, §4), as a disclosure: a mouse or pen resting
 * on the trigger opens it after the hover delay, and leaving trigger and panel closes it again;
 * a click on a button trigger toggles it. A link (a link trigger, or the item's link beside its
 * button) goes where it points when clicked with a mouse or pen or followed with Enter, open
 * flyout or not (the spec's hover rule is for non-touch devices, and a click means "go"); only
 * on a touch screen, which has no hover, the first tap opens the flyout and the second follows
 * the link. Escape and a click outside trigger and panel close it, and focus left in a closing
 * panel goes back to the trigger, by the rules of the dismiss layer (`dismiss-layer/`). The
 * open state lives in the page's flyout store, so opening this flyout closes any other, in
 * whichever element it is.
 */
export function useFlyout(id: FlyoutId, options: UseFlyoutOptions = {}): FlyoutBinding {
  const { sticky = false, openOnHover = true } = options;
  const store = flyoutStore();
  const snapshot = useStore(store);
  const open = snapshot.openId === id;
  const pending = snapshot.pendingId === id;
  const panelId = useId();
  const trigger = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLElement | null>(null);
  /** Opened by a resting mouse, so leaving closes it; a click pins it open instead. */
  const openedByHover = useRef(false);
  /** The pointer type of the last press on a link (trigger or item link), until its click. */
  const pressedWith = useRef<string | undefined>(undefined);
  /** The tap that opened the flyout from a link: on its way to the document, not "outside". */
  const openingTap = useRef<Event | undefined>(undefined);

  const setTrigger = useCallback((node: HTMLElement | null) => {
    trigger.current = node;
  }, []);
  const setPanel = useCallback((node: HTMLElement | null) => {
    panel.current = node;
  }, []);

  const close = useCallback(() => store.close(id), [store, id]);

  // Focus inside a panel that closes (Escape, a close button, another flyout opening) would
  // fall to the page's start: it goes to the trigger. The store tells before React re-renders,
  // while the panel still shows and holds the focus.
  useEffect(() => {
    let wasOpen = store.getSnapshot().openId === id;
    return store.subscribe(() => {
      const isOpen = store.getSnapshot().openId === id;
      if (wasOpen && !isOpen) {
        openedByHover.current = false;
        returnFocus(panel.current, trigger.current);
      }
      wasOpen = isOpen;
    });
  }, [store, id]);

  // A flyout that goes away with its element must not stay open (and the page locked), nor open
  // later from a hover that was still waiting.
  useEffect(
    () => () => {
      store.cancelPending(id);
      store.close(id);
    },
    [store, id],
  );

  useDismissLayer(open, {
    isInside: (event) =>
      event === openingTap.current || passedThrough(event, [trigger.current, panel.current]),
    onDismiss: close,
  });

  const hover: PointerHoverListeners = {
    onEnter: (event) => {
      if (!openOnHover || !hovers(event)) return;
      if (store.getSnapshot().openId !== id) openedByHover.current = true;
      store.requestOpen(id, { sticky });
    },
    onLeave: (event) => {
      if (!openOnHover || !hovers(event)) return;
      store.cancelPending(id);
      // Moving from the trigger onto its panel comes back through onEnter in time.
      if (store.getSnapshot().openId !== id) openedByHover.current = false;
      else if (openedByHover.current) store.requestClose(id);
    },
  };
  const hoverRef = usePointerHover(hover);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    pressedWith.current = event.pointerType;
  };

  const onLinkClick = (event: MouseEvent<HTMLElement>) => {
    const tapped = isTap(event, pressedWith.current);
    pressedWith.current = undefined;
    // A click that follows the link means "go": a hover still waiting must not open the flyout
    // over the page that is leaving (or staying, when the page handles the click itself).
    if (!tapped) store.cancelPending(id);
    if (!tapped || store.getSnapshot().openId === id) return;
    // The first tap opens the flyout instead of following the link. The item's link is not the
    // trigger, and a click on it once open (following it) closes the flyout as one outside.
    event.preventDefault();
    openingTap.current = event.nativeEvent;
    openedByHover.current = false;
    store.open(id, { sticky });
  };

  const onTriggerClick = (event: MouseEvent<HTMLElement>) => {
    if (event.currentTarget instanceof HTMLAnchorElement && event.currentTarget.href) {
      onLinkClick(event);
      return;
    }
    pressedWith.current = undefined;
    if (store.getSnapshot().openId !== id) {
      openedByHover.current = false;
      store.open(id, { sticky });
      return;
    }
    if (openedByHover.current) {
      // The click that follows a hover open means "keep it", not "close it".
      openedByHover.current = false;
      return;
    }
    store.close(id);
  };

  return {
    open,
    pending,
    triggerProps: {
      ref: setTrigger,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: onTriggerClick,
      onPointerDown,
    },
    linkProps: { onClick: onLinkClick, onPointerDown },
    panelProps: {
      ref: setPanel,
      id: panelId,
      hidden: !open,
    },
    hoverRef,
    hover,
    close,
  };
}

export interface FlyoutLayer {
  /** This layer is the page's open flyout. */
  open: boolean;
  /** Opens it now; any other open flyout closes first. */
  show(): void;
  /** Closes it, and sends `flyout-closed`. */
  close(): void;
}

/**
 * A layer that opens and closes as one of the page's flyouts without being a disclosure panel
 * (the navigation's drawer, a modal dialog of its own): opening it closes the open flyout and
 * does to the page what any flyout opening does (the legal text collapses, the sticky header
 * stays, the search list closes); another flyout opening closes it. Its owner handles its
 * keys, focus and scrolling. It closes when its owner goes away.
 */
export function useFlyoutLayer(id: FlyoutId): FlyoutLayer {
  const store = flyoutStore();
  const isOpen = useCallback(() => store.getSnapshot().openId === id, [store, id]);
  const open = useSyncExternalStore(store.subscribe, isOpen, isOpen);
  useEffect(() => () => store.close(id), [store, id]);
  const show = useCallback(() => store.open(id), [store, id]);
  const close = useCallback(() => store.close(id), [store, id]);
  return { open, show, close };
}

/**
 * Sends an element's `flyout-closed` (`detail: { id }`) from its host whenever one of its own
 * flyouts closes (`isOwn`), beside the page-wide one on `window`. `onFlyoutClosed` is the
 * element's event callback, which dispatches it bubbling and composed (CONTRACT, Events).
 */
export function useFlyoutClosedEvent(
  isOwn: (id: FlyoutId) => boolean,
  onFlyoutClosed: ((detail: { id: string }) => unknown) | undefined,
): void {
  const store = flyoutStore();
  useEffect(
    () =>
      store.onClose((id) => {
        if (isOwn(id)) onFlyoutClosed?.({ id });
      }),
    [store, isOwn, onFlyoutClosed],
  );
}
