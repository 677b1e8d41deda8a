import { createContext, useContext, useEffect, useLayoutEffect, useState } from 'react';

/** Lets a hosted component tell its element that its content has settled. */
export const ElementSettledContext = createContext<(() => void) | undefined>(undefined);

/**
 * For elements whose height comes from data (`settlesWithData` in the definition): call with
 * `true` once the content shown is the settled one (loaded, failed or empty). The element then
 * lets go of its reserved room in the same frame as the content appears. Outside an element
 * (React apps) it does nothing.
 */
export function useSettled(settled: boolean): void {
  const markSettled = useContext(ElementSettledContext);
  useLayoutEffect(() => {
    if (settled) markSettled?.();
  }, [settled, markSettled]);
}

/**
 * How long an element waits for data it wants in one frame before it shows what it has. On a
 * working page the answers are in long before; a call that hangs must not keep the element
 * empty until the request gives up (15 s).
 */
export const DATA_WAIT_LIMIT_MS = 2_000;

/**
 * `ready`, or `true` once `limitMs` have passed since the component mounted without it. The
 * timer goes with the component.
 */
export function useReadyWithin(ready: boolean, limitMs: number = DATA_WAIT_LIMIT_MS): boolean {
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    if (ready || waitedOut) return;
    const timer = setTimeout(() => setWaitedOut(true), limitMs);
    return () => clearTimeout(timer);
  }, [ready, waitedOut, limitMs]);
  return ready || waitedOut;
}
