import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { SETTLED_EVENT, hasSettled } from './host-states';

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

/**
 * Whether every element matching `selector` inside `container` has settled (the elements an
 * element holds by tag: the header's promotion, navigation, search and strip), so the holder
 * can show them all in one frame. Each inner element is a React root of its own and renders a
 * task or more after the holder: without the wait the page would see them arrive one by one.
 * Checked when `container` or `generation` changes (the holder renders other inner elements),
 * then on each inner element's settled event. Once true it stays true.
 */
// `usePageFact` (page-runtime) in all but name: its own module would join every element's first
// load as one more chunk.
const unchanging = () => () => undefined;
const notFromServer = () => false;
const renderedOnServer = () => true;

export function useInnerElementsSettled(
  container: Element | null,
  selector: string,
  generation: unknown = undefined,
): boolean {
  // Inner elements that came as server HTML are settled from the start: the server renders the
  // holder settled, and hydration starts from the same state and keeps it.
  const fromServer = useSyncExternalStore(unchanging, notFromServer, renderedOnServer);
  const [settled, setSettled] = useState(fromServer);
  useLayoutEffect(() => {
    if (!container || settled) return;
    const inner = [...container.querySelectorAll(selector)];
    const check = () => {
      if (inner.every(hasSettled)) setSettled(true);
    };
    check();
    for (const element of inner) element.addEventListener(SETTLED_EVENT, check);
    return () => {
      for (const element of inner) element.removeEventListener(SETTLED_EVENT, check);
    };
  }, [container, selector, generation, settled]);
  return settled;
}
