/**
 * The page's cart as the elements and page scripts call it (the contract's `cart`), and the one
 * facade that forwards it: every call goes to the store the facade reaches at that moment.
 * The cart store itself is one (`cart-store.ts`, whose first call starts it listening to the
 * page); the elements' `cart` reaches the page's one store, created on first use
 * (`page-cart.ts`); the page scripts' `cart` reaches it once its code has loaded
 * (`page-cart-api.ts`).
 */
import type { CartChange } from '../services/wire/cart';
import type { CartSnapshot, ChangeOutcome } from './cart-snapshot';
import type { ModifyResult } from './modify-adapter';

export interface CartStore {
  getSnapshot(): CartSnapshot;
  subscribe(listener: () => void): () => void;
  /** Loads the cart unless it has loaded already (header start). */
  load(): Promise<void>;
  /** Loads the cart again; `force` asks the service to bypass its cache (`forceReload=true`). */
  reload(options?: { force?: boolean }): Promise<void>;
  /** An optimistic change from the elements. */
  change(change: CartChange): Promise<ChangeOutcome>;
  /** Puts a recently deleted item back. */
  restore(key: string): Promise<ChangeOutcome>;
  /** Takes a voucher code off the cart. */
  removeVoucher(code: string): Promise<ChangeOutcome>;
  /** The external modify call of spec §7, with the page's language for the message. */
  modify(change: CartChange): Promise<ModifyResult>;
  dismissError(): void;
}

/** How a facade reaches its store at each call. */
export type CartReach =
  /** At once (the store, created or started on first use). */
  | { store: () => CartStore }
  /**
   * Once the store's code has loaded; meanwhile `snapshot` says what is there (without loading
   * anything), and a subscriber hears from the store once it is there.
   */
  | { loadStore: () => Promise<CartStore>; snapshot: () => CartSnapshot };

export function cartFacade(reach: CartReach): CartStore {
  const forward = <R>(call: (store: CartStore) => Promise<R>): Promise<R> =>
    'store' in reach ? call(reach.store()) : reach.loadStore().then(call);
  return {
    getSnapshot: () => ('store' in reach ? reach.store().getSnapshot() : reach.snapshot()),
    subscribe: (listener) =>
      'store' in reach
        ? reach.store().subscribe(listener)
        : subscribeOnceLoaded(reach.loadStore(), listener),
    load: () => forward((store) => store.load()),
    reload: (options) => forward((store) => store.reload(options)),
    change: (change) => forward((store) => store.change(change)),
    restore: (key) => forward((store) => store.restore(key)),
    removeVoucher: (code) => forward((store) => store.removeVoucher(code)),
    modify: (change) => forward((store) => store.modify(change)),
    // Reached at once, the store's dismissError runs in this call too.
    dismissError: () => void forward(async (store) => store.dismissError()),
  };
}

/** Subscribes once the store is there, and tells the listener its snapshot changed then. */
function subscribeOnceLoaded(loading: Promise<CartStore>, listener: () => void): () => void {
  let unsubscribe: (() => void) | undefined;
  let active = true;
  void loading.then((store) => {
    if (!active) return;
    unsubscribe = store.subscribe(listener);
    // The snapshot changed from "not started" to the store's own.
    listener();
  });
  return () => {
    active = false;
    unsubscribe?.();
  };
}
