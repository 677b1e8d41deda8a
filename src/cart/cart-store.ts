/**
 * The page's cart (header-and-cart §3, §4, §7, §8): framework-free, one per page, shared by the
 * cart link, the mini cart and the page's own scripts (`cart` export).
 *
 * Every call to the cart service runs through one queue, one at a time, so answers can never
 * arrive out of order. The cart on screen is the server's last cart with every change still
 * waiting applied on top: a change shows at once, a later answer never flickers back to a stale
 * number, and a failed change simply drops out (its item returns) while its error shows for
 * 7.5 s. Changes to the same item that are still waiting merge into one call (five quick "+"
 * become one request for the final quantity).
 */
import { loadTranslator } from '../i18n/translator';
import { pageDefaultSite } from '../sites/page-default-site';
import { SITES } from '../sites/sites';
import { COOKIE_NAMES, readCookie } from '../services/browser/cookies';
import { createSafeStorage, type SafeStorage } from '../services/browser/local-storage';
import type { ApiClient, ApiOutcome } from '../services/http/api-client';
import { SHOP_PATHS, shopApi } from '../services/http/shop-api';
import type { Cart, CartChange, CartError, CartErrorCode } from '../services/wire/cart';
import { cartErrorMessage } from './cart-messages';
import { canCheckout } from './cart-rules';
import {
  applyChange,
  changeTarget,
  restoreChange,
  type CartWrite,
  type RemovedItem,
} from './optimistic-change';
import { parseCart, parseCartError } from './parse-cart';

/** Spec §9: set errors and limits show for 7500 ms. */
export const SET_ERROR_DISPLAY_MS = 7_500;
/**
 * Spec §9 names a hold time for recently deleted items without its value; this library holds
 * them 10 s (the spec's "another cart constant" is 10000), long enough to notice and restore.
 */
export const RECENTLY_DELETED_HOLD_MS = 10_000;
/** Local-storage key of the cart (spec §9). */
export const CART_STORAGE_KEY = 'cart';
export const CART_DATA_CHANGED_EVENT = 'cart-data-changed';
export const CART_TRIGGER_UPDATE_EVENT = 'cart-trigger-update';

export interface RecentlyDeleted {
  key: string;
  removed: RemovedItem;
  deletedAt: number;
}

export interface CartSnapshot {
  /** The cart on screen: the server's with waiting changes applied; undefined when unknown. */
  cart: Cart | undefined;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** A load or change is under way. */
  busy: boolean;
  /** Why the cart could not be read. */
  getError: CartErrorCode | undefined;
  /** Why the last change failed, shown for 7.5 s. */
  setError: CartSetError | undefined;
  recentlyDeleted: readonly RecentlyDeleted[];
  itemCount: number;
  canCheckout: boolean;
}

/**
 * A failed change's error; a failed removal of a gift card or voucher code has a message of its
 * own (header-and-cart §8), so the error says which it was.
 */
export type CartSetError = CartError & { failedRemoval?: 'giftCard' | 'voucher' };

export type ChangeOutcome =
  | { ok: true; status: 200 | 304; addedProduct?: { productId: string; quantity: number } }
  | { ok: false; error: CartError };

/** The contract's answer of `cart.modify`. */
export type ModifyResult =
  | { addedProduct: { productId: string; quantity: number }; error?: never }
  | { addedProduct?: never; error?: never }
  | { error: string; addedProduct?: never };

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

type Operation =
  | { kind: 'reload'; force: boolean; done: (() => void)[] }
  | {
      kind: 'change';
      change: CartWrite;
      target: string;
      restoring?: RemovedItem;
      done: ((outcome: ChangeOutcome) => void)[];
    };

export interface CartStoreOptions {
  api?: () => ApiClient;
  storage?: SafeStorage;
  /** Where page-wide events go and come from. */
  events?: EventTarget;
  now?: () => number;
}

function failedRemovalOf(change: CartWrite): CartSetError['failedRemoval'] {
  if ('removeVoucher' in change) return 'voucher';
  if ('setGiftCard' in change && !change.setGiftCard.set) return 'giftCard';
  return undefined;
}

function isCartLike(value: unknown): value is Cart {
  return parseCart(value) !== undefined;
}

export function createCartStore({
  api = shopApi,
  storage = createSafeStorage(),
  events = typeof window === 'undefined' ? new EventTarget() : window,
  now = () => Date.now(),
}: CartStoreOptions = {}): CartStore {
  let confirmed: Cart | undefined = parseCart(storage.read(CART_STORAGE_KEY, isCartLike));
  let status: CartSnapshot['status'] = 'idle';
  let getError: CartErrorCode | undefined;
  let setError: CartSetError | undefined;
  let setErrorTimer: ReturnType<typeof setTimeout> | undefined;
  let recentlyDeleted: RecentlyDeleted[] = [];
  const queue: Operation[] = [];
  let running: Operation | undefined;
  let snapshot: CartSnapshot | undefined;
  let announcedCount: number | undefined = confirmed?.numberOfArticles;
  const listeners = new Set<() => void>();

  const pending = () => [running, ...queue].filter((operation) => operation !== undefined);

  function displayedCart(): Cart | undefined {
    let cart = confirmed;
    for (const operation of pending()) {
      if (cart && operation.kind === 'change')
        cart = applyChange(cart, operation.change, operation.restoring).cart;
    }
    return cart;
  }

  function emit() {
    const cart = displayedCart();
    const busy = pending().length > 0;
    snapshot = {
      cart,
      status,
      busy,
      getError,
      setError,
      recentlyDeleted,
      itemCount: cart?.numberOfArticles ?? 0,
      canCheckout: canCheckout({ cart, busy, hasSetError: setError !== undefined }),
    };
    for (const listener of [...listeners]) listener();
    if (snapshot.itemCount !== announcedCount) {
      announcedCount = snapshot.itemCount;
      events.dispatchEvent(
        new CustomEvent(CART_DATA_CHANGED_EVENT, { detail: { itemCount: snapshot.itemCount } }),
      );
    }
  }

  function setConfirmed(cart: Cart | undefined) {
    confirmed = cart;
    if (cart) storage.write(CART_STORAGE_KEY, cart);
    else storage.remove(CART_STORAGE_KEY);
  }

  function showSetError(error: CartSetError) {
    setError = error;
    if (setErrorTimer !== undefined) clearTimeout(setErrorTimer);
    setErrorTimer = setTimeout(() => {
      setError = undefined;
      setErrorTimer = undefined;
      emit();
    }, SET_ERROR_DISPLAY_MS);
  }

  function forgetDeleted(key: string) {
    recentlyDeleted = recentlyDeleted.filter((entry) => entry.key !== key);
  }

  function longtermTokenHeader() {
    return { 'X-LongtermToken': readCookie(COOKIE_NAMES.longtermToken) };
  }

  async function runReload(operation: Extract<Operation, { kind: 'reload' }>) {
    status = 'loading';
    emit();
    const outcome = await api().request<unknown>({
      path: SHOP_PATHS.cart,
      query: { forceReload: operation.force ? true : undefined },
      headers: longtermTokenHeader(),
      noCache: true,
    });
    const cart = outcome.ok ? parseCart(outcome.data) : undefined;
    if (cart) {
      setConfirmed(cart);
      status = 'loaded';
      getError = undefined;
    } else {
      // Spec §4: a non-2xx answer or a failure sets the cart to none and records a get error.
      setConfirmed(undefined);
      status = 'failed';
      getError =
        !outcome.ok && outcome.kind === 'response' ? parseCartError(outcome.body).error : 'UNKNOWN';
      if (outcome.ok)
        console.warn('shop-elements: the cart service answered with an unreadable cart.');
    }
  }

  async function runChange(
    operation: Extract<Operation, { kind: 'change' }>,
  ): Promise<ChangeOutcome> {
    const outcome: ApiOutcome<unknown> = await api().request<unknown>({
      path: SHOP_PATHS.cart,
      // Voucher removal is the spec's other cart write, a PUT; the five change forms are POSTs.
      method: 'removeVoucher' in operation.change ? 'PUT' : 'POST',
      body: operation.change,
      headers: longtermTokenHeader(),
      noCache: true,
    });
    if (!outcome.ok && outcome.kind === 'response' && outcome.status === 304) {
      return { ok: true, status: 304 };
    }
    const answer =
      outcome.ok && typeof outcome.data === 'object' && outcome.data !== null
        ? (outcome.data as Record<string, unknown>)
        : undefined;
    const cart = parseCart(answer?.cart);
    if (cart) {
      setConfirmed(cart);
      setError = undefined;
      const added = answer?.addedProduct as { productId?: unknown; quantity?: unknown } | undefined;
      return typeof added?.productId === 'string'
        ? {
            ok: true,
            status: 200,
            addedProduct: { productId: added.productId, quantity: Number(added.quantity) || 1 },
          }
        : { ok: true, status: 200 };
    }
    const error: CartError =
      !outcome.ok && outcome.kind === 'response'
        ? parseCartError(outcome.body)
        : { error: 'UNKNOWN' };
    // The change may have reached the service although no usable answer came back: ask again.
    const uncertain = outcome.ok || outcome.kind === 'fetch' || outcome.status >= 500;
    if (uncertain) enqueueReload(true);
    return { ok: false, error };
  }

  async function pump() {
    if (running) return;
    while (queue.length > 0) {
      const operation = queue.shift()!;
      running = operation;
      emit();
      if (operation.kind === 'reload') {
        await runReload(operation);
        running = undefined;
        for (const done of operation.done) done();
      } else {
        const outcome = await runChange(operation);
        running = undefined;
        if (!outcome.ok) {
          showSetError({ ...outcome.error, failedRemoval: failedRemovalOf(operation.change) });
          recentlyDeleted = recentlyDeleted.filter(
            (entry) => changeTarget(restoreChange(entry.removed)) !== operation.target,
          );
        }
        for (const done of operation.done) done(outcome);
      }
      emit();
    }
  }

  function enqueueReload(force: boolean): Promise<void> {
    return new Promise((resolve) => {
      const waiting = queue.find((operation) => operation.kind === 'reload');
      if (waiting?.kind === 'reload') {
        waiting.force ||= force;
        waiting.done.push(resolve);
      } else {
        queue.push({ kind: 'reload', force, done: [resolve] });
      }
      void pump();
    });
  }

  function enqueueChange(change: CartWrite, restoring?: RemovedItem): Promise<ChangeOutcome> {
    const before = displayedCart();
    const removed = before ? applyChange(before, change, restoring).removed : undefined;
    if (removed) {
      const deletedAt = now();
      const key = `${changeTarget(change)}@${deletedAt}`;
      recentlyDeleted = [...recentlyDeleted, { key, removed, deletedAt }];
      setTimeout(() => {
        forgetDeleted(key);
        emit();
      }, RECENTLY_DELETED_HOLD_MS);
    }
    return new Promise((resolve) => {
      const target = changeTarget(change);
      const waiting = queue.find(
        (operation) => operation.kind === 'change' && operation.target === target,
      );
      if (waiting?.kind === 'change') {
        waiting.change = change;
        waiting.restoring = restoring;
        waiting.done.push(resolve);
      } else {
        queue.push({ kind: 'change', change, target, restoring, done: [resolve] });
      }
      emit();
      void pump();
    });
  }

  let started = false;
  function start() {
    if (started) return;
    started = true;
    events.addEventListener(CART_TRIGGER_UPDATE_EVENT, () => void enqueueReload(true));
    events.addEventListener('storage', (event) => {
      const { key, newValue } = event as StorageEvent;
      // Another tab changed the cart; while this tab waits for its own changes, its queue wins.
      if (key !== CART_STORAGE_KEY || pending().length > 0) return;
      let value: unknown;
      try {
        value = newValue === null ? undefined : JSON.parse(newValue);
      } catch {
        return;
      }
      confirmed = parseCart(value);
      emit();
    });
  }

  const store: CartStore = {
    getSnapshot() {
      start();
      if (!snapshot) emit();
      return snapshot!;
    },
    subscribe(listener) {
      start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      start();
      return status === 'idle' ? enqueueReload(false) : Promise.resolve();
    },
    reload({ force = false } = {}) {
      start();
      return enqueueReload(force);
    },
    change(change) {
      start();
      return enqueueChange(change);
    },
    removeVoucher(code) {
      start();
      return enqueueChange({ removeVoucher: { code } });
    },
    restore(key) {
      start();
      const entry = recentlyDeleted.find((candidate) => candidate.key === key);
      if (!entry) return Promise.resolve({ ok: false, error: { error: 'UNKNOWN' } });
      forgetDeleted(key);
      return enqueueChange(restoreChange(entry.removed), entry.removed);
    },
    async modify(change): Promise<ModifyResult> {
      start();
      const outcome = await enqueueChange(change);
      if (outcome.ok) {
        const result: ModifyResult = outcome.addedProduct
          ? { addedProduct: outcome.addedProduct }
          : {};
        return result;
      }
      const translator = await loadTranslator(SITES[pageDefaultSite()].locale);
      return {
        error: cartErrorMessage(translator, 'set', {
          ...outcome.error,
          failedRemoval: failedRemovalOf(change),
        }),
      };
    },
    dismissError() {
      if (setErrorTimer !== undefined) clearTimeout(setErrorTimer);
      setError = undefined;
      emit();
    },
  };
  return store;
}
