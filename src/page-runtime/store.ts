/**
 * The smallest external store: a value, subscribers and a setter. Framework-free, so the same
 * store serves React components (through `useStore`), custom elements in separate React roots
 * and plain page scripts.
 */
export interface Store<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
  /**
   * What the server rendered, when that can differ from the page's value (the layout mode, the
   * shopper's own data): hydration renders this first, so it matches the server's HTML, and
   * React renders the page's value right after. Without it both are `getSnapshot`.
   */
  getServerSnapshot?(): T;
}

export interface WritableStore<T> extends Store<T> {
  set(next: T | ((previous: T) => T)): void;
}

export function createStore<T>(initial: T): WritableStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
  };
}
