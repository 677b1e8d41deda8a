/**
 * The fake shop backend for browser tests: a Mock Service Worker in the test page, reset between
 * tests along with the page's cart.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CART_STORAGE_KEY } from '../../src/cart/cart-store';
import { forgetPageSingleton } from '../../src/page-runtime/page-singleton';
import { clearAnswerSet } from '../fake-backend/answer-sets';
import { resetCarts } from '../fake-backend/cart-state';
import { clearFaults } from '../fake-backend/faults';
import { fakeBackendHandlers } from '../fake-backend/handlers';

/** Starts the fake backend for a test file; a test may add handlers of its own with `use`. */
export function setUpFakeBackend(): SetupWorker {
  const worker = setupWorker(...fakeBackendHandlers);
  beforeAll(async () => {
    await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  });
  afterEach(() => {
    worker.resetHandlers();
    clearFaults();
    clearAnswerSet();
    resetCarts();
    forgetPageSingleton('cart');
    // Each test is a page of its own: page-level answers are not shared across tests.
    forgetPageSingleton('api-client');
    forgetPageSingleton('footer-content');
    forgetPageSingleton('search-suggestions');
    forgetPageSingleton('search-cache-key');
    forgetPageSingleton('navigation');
    forgetPageSingleton('theme-worlds');
    localStorage.removeItem(CART_STORAGE_KEY);
    document.body.innerHTML = '';
  });
  afterAll(() => {
    // Not awaited: stopping waits for answers, and a test may leave a call hanging on purpose.
    void worker.stop();
  });
  return worker;
}
