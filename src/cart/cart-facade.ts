/**
 * The page's cart as the elements and page scripts call it (the contract's `cart`), and the one
 * facade that forwards its calls: each goes to the store the facade reaches at that moment. How
 * a facade reads the cart and hears of changes is its own: the store's own methods start it
 * listening to the page on first use (`public-cart-store.ts`); the elements' `cart` reaches the
 * page's one store, created on first use (`page-cart.ts`); the page scripts' `cart` reaches it
 * once its code has loaded, and reads "not started" until then (`page-cart-api.ts`).
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

/** A facade's way to its store: it makes `call` on the store, at once or once it is there. */
export type CartReach = <R>(call: (store: CartStore) => Promise<R>) => Promise<R>;

/** A facade's reading of the cart: the snapshot and its changes. */
export type CartView = Pick<CartStore, 'getSnapshot' | 'subscribe'>;

export function cartFacade(reach: CartReach, view: CartView): CartStore {
  return {
    ...view,
    load: () => reach((store) => store.load()),
    reload: (options) => reach((store) => store.reload(options)),
    change: (change) => reach((store) => store.change(change)),
    restore: (key) => reach((store) => store.restore(key)),
    removeVoucher: (code) => reach((store) => store.removeVoucher(code)),
    modify: (change) => reach((store) => store.modify(change)),
    // Reached at once, the store's dismissError runs within this call.
    dismissError: () => void reach(async (store) => store.dismissError()),
  };
}
