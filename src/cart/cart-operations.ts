/**
 * The two operations of the cart's queue, reading the cart and writing a change: how waiting
 * ones merge, how each runs, and what its answer does to the cart's state (header-and-cart §4).
 * The answer's rules are a pure function, so each case reads on its own; the store carries out
 * what it says (keeping and saving the cart, the error's display time, asking again).
 */
import type { Cart } from '../services/wire/cart';
import type { CartAnswer, CartService } from './cart-service';
import {
  failedRemovalOf,
  type CartSetError,
  type CartState,
  type WaitingWrite,
} from './cart-snapshot';
import { createChangeQueue, type ChangeQueue } from './change-queue';

export type CartOperation =
  { kind: 'reload'; force: boolean } | ({ kind: 'change'; target: string } & WaitingWrite);

export interface OperationHooks {
  onStart(operation: CartOperation): void;
  onSettled(operation: CartOperation, answer: CartAnswer): void;
}

/** One queue for reads and writes; a waiting read merges with the next, forced if either is. */
export function createOperationQueue(
  service: CartService,
  hooks: OperationHooks,
): ChangeQueue<CartOperation, CartAnswer> {
  return createChangeQueue<CartOperation, CartAnswer>({
    keyOf: (operation) => (operation.kind === 'reload' ? 'reload' : `change:${operation.target}`),
    merge: (waiting, next) =>
      waiting.kind === 'reload' && next.kind === 'reload'
        ? { kind: 'reload', force: waiting.force || next.force }
        : next,
    run: (operation) =>
      operation.kind === 'reload'
        ? service.read({ force: operation.force })
        : service.write(operation.change),
    ...hooks,
  });
}

/** What an answer does; a field left out leaves its part of the state as it is. */
export interface SettledAnswer {
  /** The server's cart, to keep and to save (`undefined` inside: the cart is none). */
  confirm?: { cart: Cart | undefined };
  patch?: Partial<Pick<CartState, 'status' | 'getError'>>;
  /** The change may have reached the service although no usable answer came back. */
  reload?: boolean;
  /** The error of a failed change to show, or `null` to clear the one shown. */
  setError?: CartSetError | null;
  /** A failed change's target: its item is back, so it is no longer listed as deleted. */
  backInCart?: string;
}

export function settledAnswer(
  status: CartState['status'],
  operation: CartOperation,
  answer: CartAnswer,
): SettledAnswer {
  switch (answer.kind) {
    case 'loaded':
      return { confirm: { cart: answer.cart }, patch: { status: 'loaded', getError: undefined } };
    case 'read-failed':
      // Spec §4: a non-2xx answer or a failure sets the cart to none and records a get error.
      return { confirm: { cart: undefined }, patch: { status: 'failed', getError: answer.error } };
    case 'changed':
      // Spec §4 "Cart changes", step 5: the server cart replaces the local one and errors are
      // cleared, the get error too: the service has just answered with the cart.
      return {
        confirm: { cart: answer.cart },
        patch: { getError: undefined, status: status === 'failed' ? 'loaded' : status },
        setError: null,
      };
    case 'not-modified':
      return {};
    case 'failed':
      return {
        reload: answer.uncertain,
        ...(operation.kind === 'change' && {
          setError: { ...answer.error, failedRemoval: failedRemovalOf(operation.change) },
          backInCart: operation.target,
        }),
      };
  }
}
