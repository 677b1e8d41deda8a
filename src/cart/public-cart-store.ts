import { cartFacade, type CartStore } from './cart-facade';
import type { StoppableCartStore } from './cart-store';
import type { CartSnapshot, ChangeOutcome } from './cart-snapshot';
import { restoreChange, type CartWrite, type RemovedItem } from './optimistic-change';
import { modifyResultOf } from './modify-adapter';

/** What the store's public methods drive: its queue, its state and the page's listeners. */
export interface CartStoreCore {
  /** Starts listening to the page (other tabs, cart triggers), once. */
  start(): void;
  /** Stops listening to the page and telling it the count, for good. */
  stop(): void;
  snapshot(): CartSnapshot;
  subscribe(listener: () => void): () => void;
  /** The cart has been asked for already. */
  loaded(): boolean;
  /** A recently deleted item by its key, no longer listed as deleted. */
  takeDeleted(key: string): RemovedItem | undefined;
  enqueueReload(force: boolean): Promise<void>;
  enqueueChange(change: CartWrite, restoring?: RemovedItem): Promise<ChangeOutcome>;
  dismissError(): void;
}

/** The facade on a store reached at once (created or started on first use), reading included. */
export function facadeAtOnce(storeOf: () => CartStore): CartStore {
  return cartFacade((call) => call(storeOf()), {
    getSnapshot: () => storeOf().getSnapshot(),
    subscribe: (listener) => storeOf().subscribe(listener),
  });
}

/** The store as the page sees it; whatever is called first starts listening to the page. */
export function publicCartStore(core: CartStoreCore): StoppableCartStore {
  const store: CartStore = {
    getSnapshot: core.snapshot,
    subscribe: core.subscribe,
    load: () => (core.loaded() ? Promise.resolve() : core.enqueueReload(false)),
    reload: ({ force = false } = {}) => core.enqueueReload(force),
    change: (change) => core.enqueueChange(change),
    removeVoucher: (code) => core.enqueueChange({ removeVoucher: { code } }),
    restore(key) {
      const removed = core.takeDeleted(key);
      if (!removed) return Promise.resolve({ ok: false, error: { error: 'UNKNOWN' } });
      return core.enqueueChange(restoreChange(removed), removed);
    },
    modify: async (change) => modifyResultOf(change, await core.enqueueChange(change)),
    dismissError: core.dismissError,
  };
  const started = () => {
    core.start();
    return store;
  };
  return { ...facadeAtOnce(started), stop: core.stop };
}
