/**
 * The fake backend's stateful cart behind a fake API client, for the cart store's tests: every
 * answer can be held back, failed or lost on the way, as a real network does.
 */
import { vi } from 'vitest';
import type { ApiClient, ApiOutcome, ApiRequest } from '../../../src/services/http/api-client';
import type { CartChange } from '../../../src/services/wire/cart';
import { applyCartChange, cartOf, removeVoucher } from '../../fake-backend/cart-state';

/** What happens to one modify call: answered, refused by the server, or lost after it applied. */
export type CallFate = 'answered' | 'server-error' | 'lost-after-applying';

export interface FakeCartService {
  api: ApiClient;
  requests: ApiRequest[];
  /** The fate of the next modify calls, in order; answered when none is queued. */
  fates: CallFate[];
  /** Wraps every answer, e.g. to let a scheduler decide when it arrives. */
  deliver: <T>(answer: Promise<T>) => Promise<T>;
}

export function fakeCartService(site: 'DE' | 'PL' = 'DE'): FakeCartService {
  const service: FakeCartService = {
    requests: [],
    fates: [],
    deliver: (answer) => answer,
    api: {
      request: vi.fn(<T>(request: ApiRequest): Promise<ApiOutcome<T>> => {
        service.requests.push(request);
        return service.deliver(Promise.resolve(answer(request) as ApiOutcome<T>));
      }) as ApiClient['request'],
    },
  };

  function answer(request: ApiRequest): ApiOutcome<unknown> {
    if ((request.method ?? 'GET') === 'GET')
      return { ok: true, status: 200, data: structuredClone(cartOf(site)) };
    const fate = service.fates.shift() ?? 'answered';
    if (fate === 'server-error')
      return {
        ok: false,
        kind: 'response',
        status: 500,
        body: { error: 'CARTSTORAGE_UNAVAILABLE' },
      };
    const result =
      request.method === 'PUT'
        ? removeVoucher(site, request.body)
        : applyCartChange(site, request.body as CartChange);
    if (fate === 'lost-after-applying') {
      return {
        ok: false,
        kind: 'fetch',
        failure: 'network',
        error: new TypeError('Failed to fetch'),
      };
    }
    if (result.kind === 'not-modified')
      return { ok: false, kind: 'response', status: 304, body: undefined };
    if (result.kind === 'error')
      return { ok: false, kind: 'response', status: result.status, body: result.error };
    return {
      ok: true,
      status: 200,
      data: { cart: structuredClone(result.cart), addedProduct: result.addedProduct },
    };
  }

  return service;
}
