import { useCallback, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * Keeps focus in a panel when the control that had it disappears (an item removed, a deleted
 * line restored or expired, a retry that worked): it moves to the control that took its place,
 * the one marked `data-rescue` with the same `data-target` (restore ↔ remove), else to
 * `fallback` (a heading). Spread the returned handlers on the panel.
 */
export function useFocusRescue(
  panel: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
) {
  const focused = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const lost = focused.current;
    if (!lost || lost.isConnected || !panel.current) return;
    focused.current = null;
    const target = lost.dataset.target;
    const replacement =
      (target &&
        panel.current.querySelector<HTMLElement>(
          `[data-rescue][data-target="${CSS.escape(target)}"]`,
        )) ||
      fallback.current;
    replacement?.focus();
  });

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    focused.current = event.target;
  }, []);
  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as Node | null;
      if (next && panel.current?.contains(next)) return;
      // A control removed while focused keeps its claim, so its replacement gets the focus.
      // Whether it was removed shows only after the blur: Chromium sends one as it removes the
      // node, still connected then. React holds events back while it changes the DOM; Preact,
      // which issue 42 weighs for the bundles, does not.
      const { target } = event;
      queueMicrotask(() => {
        if (target.isConnected && focused.current === target) focused.current = null;
      });
    },
    [panel],
  );
  return { onFocus, onBlur };
}
