import { useEffect, useRef } from 'react';
import { listenForDismissal, type DismissListeners } from './dismiss-layer';

/**
 * While `open`, Escape and a click outside dismiss the layer (`dismiss-layer.ts` has the rules).
 * The listeners always call the latest callbacks, so the owner need not keep them stable.
 */
export function useDismissLayer(open: boolean, listeners: DismissListeners): void {
  const latest = useRef(listeners);
  useEffect(() => {
    latest.current = listeners;
  });
  useEffect(() => {
    if (!open) return;
    return listenForDismissal(document, {
      isInside: (event) => latest.current.isInside(event),
      onDismiss: (reason) => latest.current.onDismiss(reason),
    });
  }, [open]);
}
