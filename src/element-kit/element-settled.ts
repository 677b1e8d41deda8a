import { createContext, useContext, useLayoutEffect } from 'react';

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
