/**
 * The cart service's calls (header-and-cart §4, §7): reading the cart (GET), the five change
 * forms (POST) and the removal of a voucher code (PUT), each with the long-term token, through
 * the page's API client (same origin, cookies, the anti-forgery header). Answers come back as
 * what they mean for the cart; nothing here throws.
 */
import { COOKIE_NAMES, readCookie } from '../services/browser/cookies';
import type { ApiClient, ApiOutcome } from '../services/http/api-client';
import { SHOP_PATHS, shopApi } from '../services/http/shop-api';
import type { Cart, CartChangeAnswer, CartError, CartErrorCode } from '../services/wire/cart';
import type { CartState, ChangeOutcome } from './cart-snapshot';
import type { CartWrite } from './optimistic-change';
import { parseCart, parseCartChangeAnswer, parseCartError } from './parse-cart';

export type CartReadAnswer =
  { kind: 'loaded'; cart: Cart } | { kind: 'read-failed'; error: CartErrorCode };

export type CartWriteAnswer =
  | ({ kind: 'changed' } & CartChangeAnswer)
  | { kind: 'not-modified' }
  | {
      kind: 'failed';
      error: CartError;
      /** No usable answer came back, yet the change may have reached the service. */
      uncertain: boolean;
    };

export type CartAnswer = CartReadAnswer | CartWriteAnswer;

export interface CartService {
  /** `force` asks the service to bypass its cache (`forceReload=true`). */
  read(options: { force: boolean }): Promise<CartReadAnswer>;
  write(change: CartWrite): Promise<CartWriteAnswer>;
}

export interface CartServiceOptions {
  api?: () => ApiClient;
  longtermToken?: () => string | undefined;
}

/** What a caller hears of an answer (the store's reload callers hear nothing). */
export function changeOutcomeOf(answer: CartAnswer): ChangeOutcome {
  switch (answer.kind) {
    case 'loaded':
      return { ok: true, status: 200 };
    case 'changed':
      return answer.addedProduct
        ? { ok: true, status: 200, addedProduct: answer.addedProduct }
        : { ok: true, status: 200 };
    case 'not-modified':
      return { ok: true, status: 304 };
    case 'read-failed':
      return { ok: false, error: { error: answer.error } };
    case 'failed':
      return { ok: false, error: answer.error };
  }
}

/**
 * The cart the service confirmed with an answer (none, when reading failed) and what the answer
 * makes of the state; `undefined` for answers that confirm nothing.
 */
export function answeredState(
  status: CartState['status'],
  answer: CartAnswer,
): { cart: Cart | undefined; patch: Partial<CartState> } | undefined {
  switch (answer.kind) {
    case 'loaded':
      return { cart: answer.cart, patch: { status: 'loaded', getError: undefined } };
    case 'read-failed':
      // Spec §4: a non-2xx answer or a failure sets the cart to none and records a get error.
      return { cart: undefined, patch: { status: 'failed', getError: answer.error } };
    case 'changed':
      // Spec §4 "Cart changes", step 5: the server cart replaces the local one and errors are
      // cleared, the get error too: the service has just answered with the cart.
      return {
        cart: answer.cart,
        patch: { getError: undefined, status: status === 'failed' ? 'loaded' : status },
      };
    default:
      return undefined;
  }
}

function errorOf(outcome: ApiOutcome<unknown>): CartError {
  return !outcome.ok && outcome.kind === 'response'
    ? parseCartError(outcome.body)
    : { error: 'UNKNOWN' };
}

export function createCartService({
  api = shopApi,
  longtermToken = () => readCookie(COOKIE_NAMES.longtermToken),
}: CartServiceOptions = {}): CartService {
  const tokenHeader = () => ({ 'X-LongtermToken': longtermToken() });

  return {
    async read({ force }) {
      const outcome = await api().request<unknown>({
        path: SHOP_PATHS.cart,
        query: { forceReload: force ? true : undefined },
        headers: tokenHeader(),
        noCache: true,
      });
      // parseCart tells the developer what it could not read.
      const cart = outcome.ok ? parseCart(outcome.data) : undefined;
      if (cart) return { kind: 'loaded', cart };
      return { kind: 'read-failed', error: errorOf(outcome).error };
    },

    async write(change) {
      const outcome = await api().request<unknown>({
        path: SHOP_PATHS.cart,
        // Voucher removal is the spec's other cart write, a PUT; the five change forms are POSTs.
        method: 'removeVoucher' in change ? 'PUT' : 'POST',
        body: change,
        headers: tokenHeader(),
        noCache: true,
      });
      if (!outcome.ok && outcome.kind === 'response' && outcome.status === 304) {
        return { kind: 'not-modified' };
      }
      const answer = outcome.ok ? parseCartChangeAnswer(outcome.data) : undefined;
      if (answer) return { kind: 'changed', ...answer };
      return {
        kind: 'failed',
        error: errorOf(outcome),
        uncertain: outcome.ok || outcome.kind === 'fetch' || outcome.status >= 500,
      };
    },
  };
}
