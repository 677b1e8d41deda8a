import { useSyncExternalStore } from 'react';
import type { Store } from './store';

/** Binds a framework-free store to React: the component re-renders when the store changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getServerSnapshot ?? store.getSnapshot,
  );
}
