import { pageSingleton } from './page-singleton';

interface PendingWork {
  count: number;
  /** How many loads were ever tracked. */
  started: number;
  waiters: (() => void)[];
}

const pending = () =>
  pageSingleton<PendingWork>('pending-work', () => ({ count: 0, started: 0, waiters: [] }));

/**
 * Counts code and texts still loading (lazy element code, language chunks), so tools can wait
 * until the page has settled: the visual tests take their screenshots only then.
 */
export function trackPending<T>(work: Promise<T>): Promise<T> {
  const state = pending();
  state.count += 1;
  state.started += 1;
  const settle = () => {
    state.count -= 1;
    if (state.count === 0) for (const waiter of state.waiters.splice(0)) waiter();
  };
  work.then(settle, settle);
  return work;
}

/** How many loads were ever tracked: a change tells that something loaded in between. */
export function trackedLoads(): number {
  return pending().started;
}

export function isSettled(): boolean {
  return pending().count === 0;
}

/** Resolves once nothing tracked is loading any more. */
export function whenSettled(): Promise<void> {
  const state = pending();
  if (state.count === 0) return Promise.resolve();
  return new Promise((resolve) => state.waiters.push(resolve));
}
