/**
 * The kit of the page's keyed data stores (promotions by query; navigation, theme worlds and the
 * footer's content by site): one entry per key, one call per key and page however many elements
 * ask, and the state a server rendered from. That state is each entry's server snapshot, so an
 * element hydrates what the server rendered even when a newer answer is in by then (a fragment
 * past its lifetime), and React renders the newer one right after. A store is this kit and the
 * one call it makes for a key.
 */
import { createStore, type Store, type WritableStore } from '../../page-runtime/store';
import { COOKIE_NAMES, hasCookie } from '../browser/cookies';

/** A page-level data store with one entry per key; `V` is a key's data, `S` its entry's state. */
export interface PageEntries<Q, S, V = S> {
  /** A key's state; loading starts with `load` (or `provide`). */
  entry(query: Q): Store<S>;
  /** Loads a key's data once per page (with `previewAsksAgain`, again at every load). */
  load(query: Q): Promise<V>;
  /**
   * Takes a key's data from a server's answers instead of asking: it is the server snapshot, and
   * the state unless the page asked the service for the key already (that answer is newer).
   */
  provide(query: Q, value: V): void;
  /**
   * Asks again, once per page, for a key whose data came from a server's answers (a fragment
   * past its lifetime); else as `load`.
   */
  refresh(query: Q): Promise<V>;
}

export interface PageEntriesOptions<Q, S, V> {
  keyOf: (query: Q) => string;
  /** A key's state before its data is there. */
  initial: S;
  /** One call for a key; `again` when it must not come from a cache (the PreviewToken). */
  fetch: (query: Q, again: boolean) => Promise<V>;
  /** The state a key's data makes; without it, the data is the state. */
  stateOf?: (value: V) => S;
  /**
   * With the editors' PreviewToken cookie every load asks again and bypasses caches, so drafts
   * show (the CMS's answers: promotions, the footer's content).
   */
  previewAsksAgain?: boolean;
}

export function createPageEntries<Q, S, V = S>({
  keyOf,
  initial,
  fetch,
  stateOf = (value) => value as unknown as S,
  previewAsksAgain = false,
}: PageEntriesOptions<Q, S, V>): PageEntries<Q, S, V> {
  const stores = new Map<string, WritableStore<S>>();
  const loads = new Map<string, Promise<V>>();
  const serverStates = new Map<string, S>();
  /** Keys whose state came from a server's data, with no call since. */
  const provided = new Set<string>();
  const inPreview = () => previewAsksAgain && hasCookie(COOKIE_NAMES.previewToken);

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

  const load = (query: Q, again: boolean) => {
    const key = keyOf(query);
    const running = loads.get(key);
    if (running && !again) return running;
    provided.delete(key);
    const store = storeOf(key);
    const loading = fetch(query, again).then((value) => {
      store.set(stateOf(value));
      return value;
    });
    loads.set(key, loading);
    return loading;
  };

  return {
    entry: (query) => storeOf(keyOf(query)),
    load: (query) => load(query, inPreview()),
    provide(query, value) {
      const key = keyOf(query);
      const state = stateOf(value);
      serverStates.set(key, state);
      if (loads.has(key) && !provided.has(key)) return;
      provided.add(key);
      loads.set(key, Promise.resolve(value));
      storeOf(key).set(state);
    },
    refresh(query) {
      // With the PreviewToken the element's own load asks again; a refresh would ask twice.
      if (inPreview()) return load(query, false);
      const key = keyOf(query);
      if (provided.has(key)) loads.delete(key);
      return load(query, false);
    },
  };
}
