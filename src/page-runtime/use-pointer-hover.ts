import { useCallback, useEffect, useRef, type RefCallback } from 'react';

export interface PointerHoverListeners {
  onEnter: (event: PointerEvent) => void;
  onLeave: (event: PointerEvent) => void;
}

/**
 * The browser's own `pointerenter` and `pointerleave` on every element the returned ref is set
 * on (several may share it: a trigger and its panel).
 *
 * Not React's `onPointerEnter`: React builds it from `pointerover` and `pointerout` inside one
 * React root, and each element of the page is a root of its own. A pointer that moves straight
 * from another root's element (the header's search field, its row) onto an item tells only that
 * root, which does not hold the item: the item never hears it was entered, and resting on it
 * opens nothing until the pointer leaves and comes back. The browser tells every element entered,
 * through shadow roots.
 *
 * The listeners call the latest callbacks, so the owner need not keep them stable.
 */
export function usePointerHover(listeners: PointerHoverListeners): RefCallback<HTMLElement> {
  const latest = useRef(listeners);
  useEffect(() => {
    latest.current = listeners;
  });
  return useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const enter = (event: PointerEvent) => latest.current.onEnter(event);
    const leave = (event: PointerEvent) => latest.current.onLeave(event);
    node.addEventListener('pointerenter', enter);
    node.addEventListener('pointerleave', leave);
    return () => {
      node.removeEventListener('pointerenter', enter);
      node.removeEventListener('pointerleave', leave);
    };
  }, []);
}
