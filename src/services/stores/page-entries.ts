/**
 * The entries of a page-level data store (promotions by query; navigation, theme worlds and the
 * footer's content by site): one store per key, one call per key and page however many elements
 * ask, and the state a server rendered from. That state is each entry's server snapshot, so an
 * element hydrates what the server rendered even when a newer answer is in by then (a fragment
 * past its lifetime), and React renders the newer one right after.
 */
import { createStore, type Store, type WritableStore } from '../../page-runtime/store';

export interface PageEntries<Q, S, A extends S> {
  /** A key's state; loading starts with `load` (or `provide`). */
  entry(query: Q): Store<S>;
  /** The key's running or settled load; a call when there is none, or with `again`. */
  load(query: Q, again?: boolean): Promise<A>;
  /**
   * Takes a key's state from a server's data instead of asking: it is the server snapshot, and
   * the state unless the page asked the service for the key already (that answer is newer).
   */
  provide(query: Q, state: A): void;
  /** Asks again for a key whose state came from a server's data; else as `load`. */
  refresh(query: Q): Promise<A>;
}

export function createPageEntries<Q, S, A extends S>({
  keyOf,
  initial,
  fetch,
}: {
  keyOf: (query: Q) => string;
  initial: S;
  /** One call for a key; `again` when it must not come from a cache (the PreviewToken). */
  fetch: (query: Q, again: boolean) => Promise<A>;
}): PageEntries<Q, S, A> {
  const stores = new Map<string, WritableStore<S>>();
  const loads = new Map<string, Promise<A>>();
  const serverStates = new Map<string, S>();
  /** Keys whose state came from a server's data, with no call since. */
  const provided = new Set<string>();

  const storeOf = (key: string) => {
    let store = stores.get(key);
    if (!store) {
      const plain = createStore<S>(initial);
      store = {
        ...plain,
        getServerSnapshot: () =>
          serverStates.has(key) ? serverStates.get(key)! : plain.getSnapshot(),
      };
      stores.set(key, store);
    }
    return store;
  };

  const load = (query: Q, again = false) => {
    const key = keyOf(query);
    const running = loads.get(key);
    if (running && !again) return running;
    provided.delete(key);
    const store = storeOf(key);
    const loading = fetch(query, again).then((state) => {
      store.set(state);
      return state;
    });
    loads.set(key, loading);
    return loading;
  };

  return {
    entry: (query) => storeOf(keyOf(query)),
    load,
    provide(query, state) {
      const key = keyOf(query);
      serverStates.set(key, state);
      if (loads.has(key) && !provided.has(key)) return;
      provided.add(key);
      loads.set(key, Promise.resolve(state));
      storeOf(key).set(state);
    },
    refresh(query) {
      const key = keyOf(query);
      if (provided.has(key)) loads.delete(key);
      return load(query);
    },
  };
}
