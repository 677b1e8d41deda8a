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

/** The store as the page sees it; whatever is called first starts listening to the page. */
export function publicCartStore(core: CartStoreCore): StoppableCartStore {
  return {
    getSnapshot() {
      core.start();
      return core.snapshot();
    },
    subscribe(listener) {
      core.start();
      return core.subscribe(listener);
    },
    load() {
      core.start();
      return core.loaded() ? Promise.resolve() : core.enqueueReload(false);
    },
    reload({ force = false } = {}) {
      core.start();
      return core.enqueueReload(force);
    },
    change(change) {
      core.start();
      return core.enqueueChange(change);
    },
    removeVoucher(code) {
      core.start();
      return core.enqueueChange({ removeVoucher: { code } });
    },
    restore(key) {
      core.start();
      const removed = core.takeDeleted(key);
      if (!removed) return Promise.resolve({ ok: false, error: { error: 'UNKNOWN' } });
      return core.enqueueChange(restoreChange(removed), removed);
    },
    async modify(change) {
      core.start();
      return modifyResultOf(change, await core.enqueueChange(change));
    },
    dismissError: () => core.dismissError(),
    stop: () => core.stop(),
  };
}
