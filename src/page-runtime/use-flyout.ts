import {
  useCallback,
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { pageFlyouts, type FlyoutId } from './flyout-store';
import { useStore } from './use-store';

export interface UseFlyoutOptions {
  /** Sticky mode: the page behind is locked while the flyout is open. */
  readonly sticky?: boolean;
  /** Hovering with a mouse opens after the spec's 300 ms (header-and-cart §2, §4). */
  readonly openOnHover?: boolean;
  /** Called once each time this flyout closes, however it closed. */
  readonly onClose?: () => void;
}

export interface Flyout {
  readonly open: boolean;
  readonly pending: boolean;
  /** Spread on the button that opens the flyout. */
  readonly triggerProps: {
    ref: (node: HTMLElement | null) => void;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  };
  /** Spread on the flyout's panel. */
  readonly panelProps: {
    ref: (node: HTMLElement | null) => void;
    id: string;
    hidden: boolean;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  readonly openNow: () => void;
  readonly close: (options?: { returnFocus?: boolean }) => void;
}

/**
 * One flyout of the page's flyout layer: hover intent (mouse only, 300 ms, cancelled when the
 * pointer leaves first), click or tap to toggle, Escape closes and returns focus to the
 * trigger, a click outside (through shadow roots: the event's composed path) closes, focus
 * leaving trigger and panel closes, and opening it closes any other flyout on the page.
 */
export function useFlyout(
  id: FlyoutId,
  { sticky = false, openOnHover = true, onClose }: UseFlyoutOptions = {},
): Flyout {
  const flyouts = pageFlyouts();
  const state = useStore(flyouts);
  const open = state.openId === id;
  const pending = state.pendingId === id;
  const panelId = useId();
  const trigger = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const close = useCallback(
    ({ returnFocus = false }: { returnFocus?: boolean } = {}) => {
      if (flyouts.getSnapshot().openId !== id) return;
      flyouts.close(id);
      if (returnFocus) trigger.current?.focus();
    },
    [flyouts, id],
  );
  const openNow = useCallback(() => flyouts.open(id, { sticky }), [flyouts, id, sticky]);

  // onClose once per close, whoever closed it (another flyout opening, Escape, outside click).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) onCloseRef.current?.();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      const path = event.composedPath();
      if (trigger.current && path.includes(trigger.current)) return;
      if (panel.current && path.includes(panel.current)) return;
      close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, close]);

  // A flyout that unmounts while open or pending takes its state along.
  useEffect(
    () => () => {
      flyouts.cancelPending(id);
      flyouts.close(id);
    },
    [flyouts, id],
  );

  const onEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    close({ returnFocus: true });
  };
  const hoverStart = (event: PointerEvent<HTMLElement>) => {
    if (!openOnHover || event.pointerType !== 'mouse') return;
    flyouts.requestOpen(id, { sticky });
  };
  const hoverEnd = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    flyouts.cancelPending(id);
  };

  return {
    open,
    pending,
    triggerProps: {
      ref: (node) => {
        trigger.current = node;
      },
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => (open ? close() : openNow()),
      onKeyDown: onEscape,
      onPointerEnter: hoverStart,
      onPointerLeave: hoverEnd,
    },
    panelProps: {
      ref: (node) => {
        panel.current = node;
      },
      id: panelId,
      hidden: !open,
      onKeyDown: onEscape,
      onPointerEnter: hoverStart,
      onPointerLeave: hoverEnd,
      onBlur: (event) => {
        const next = event.relatedTarget as Node | null;
        if (!next) return;
        if (panel.current?.contains(next) || trigger.current?.contains(next)) return;
        close();
      },
    },
    openNow,
    close,
  };
}
