/**
 * What a page sees of elements under hostile answers and faults (issue 17): uncaught errors,
 * console errors, script that ran; and a way to start over as a freshly loaded page.
 */
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { CART_STORAGE_KEY } from '../../src/cart/cart-store';
import { existingPageSingleton, forgetPageSingleton } from '../../src/page-runtime/page-singleton';
import type { StaffAccess } from '../../src/elements/shop-preview-panel/state/staff-access';
import type { LoginTokenService } from '../../src/services/login/login-token-service';
import { PREVIEW_STORAGE_KEYS } from '../../src/services/preview/preview-session';
import { clearFaults } from '../fake-backend/faults';
import { resetCarts } from '../fake-backend/cart-state';
import { FAKE_SITE_COOKIE } from '../fake-backend/handlers';
// Renamed: a Vitest setup helper, not a React hook (the hooks lint rule goes by the name).
import { setUpFakeBackend } from './fake-backend-worker';
import { resetXssFlag, xssRan } from './xss-payloads';

/** The page-level stores a loaded page builds up: forgetting them is loading the page anew. */
export const PAGE_STORES = [
  'api-client',
  'cart',
  'flyouts',
  'footer-content',
  'navigation',
  'personal-data',
  'preview-session',
  'promotions',
  'search-cache-key',
  'search-suggestions',
  'theme-worlds',
] as const;

/**
 * A newly loaded page: no elements, no faults, a fresh cart, no page store (the login-token
 * service and the staff login's renewal stopped, so the next header or preview panel starts its
 * own), and no preview settings of an earlier visit.
 */
export function loadPageAnew(): void {
  document.body.innerHTML = '';
  clearFaults();
  resetCarts();
  localStorage.removeItem(CART_STORAGE_KEY);
  existingPageSingleton<LoginTokenService>('login-token-service')?.stop();
  forgetPageSingleton('login-token-service');
  existingPageSingleton<StaffAccess>('staff-access')?.stop();
  forgetPageSingleton('staff-access');
  localStorage.removeItem(PREVIEW_STORAGE_KEYS.selection);
  localStorage.removeItem(PREVIEW_STORAGE_KEYS.settings);
  for (const store of PAGE_STORES) forgetPageSingleton(store);
}

export interface PageWatch {
  /** Errors and rejections nobody caught. */
  readonly uncaught: unknown[];
  readonly consoleError: MockInstance<typeof console.error>;
  readonly consoleWarn: MockInstance<typeof console.warn>;
  /** The page held up: nothing uncaught, no console error, no payload ran. */
  expectNoFailure(): void;
  stop(): void;
}

/** Watches the page for what must not happen; console output is kept out of the test log. */
export function watchPage(): PageWatch {
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  resetXssFlag();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return {
    uncaught,
    consoleError,
    consoleWarn,
    expectNoFailure() {
      expect(uncaught, 'uncaught errors').toEqual([]);
      expect(consoleError.mock.calls, 'console errors').toEqual([]);
      expect(xssRan(), 'a payload ran').toBe(false);
    },
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** Every element in a shadow tree, the hosts' shadow roots included. */
export function deepElements(root: ParentNode): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    found.push(element);
    if (element.shadowRoot) found.push(...deepElements(element.shadowRoot));
  }
  return found;
}

/** Nothing in the tree can run script: no script element, no handler attribute, no script URL. */
export function expectNothingRunnable(root: ParentNode): void {
  for (const element of deepElements(root)) {
    expect(element.localName, 'an element that runs or embeds').not.toMatch(
      /^(script|iframe|object|embed|base|meta)$/,
    );
    for (const attribute of element.attributes) {
      expect(attribute.name, `${element.localName} has a handler`).not.toMatch(/^on/i);
      if (/^(href|src|srcset|action|formaction|xlink:href)$/i.test(attribute.name))
        expect(attribute.value, `${element.localName}[${attribute.name}]`).toMatch(
          /^(https?:|\/|\?|#|mailto:|tel:|[\w.-]+(\/|$))/i,
        );
    }
  }
}

/**
 * A hostile-input suite's pages: the shared fake backend, and for each test a newly loaded page
 * watched for what must not happen; after it, mocks and timers restored and the page loaded
 * anew. The watch returned is always the running test's. Call it once, at the top of the file,
 * before the suite's own hooks (they run after this one's `beforeEach`, before its `afterEach`).
 */
export function setUpWatchedPages(): PageWatch {
  setUpFakeBackend();
  let current: PageWatch | undefined;
  const running = (): PageWatch => {
    if (!current) throw new Error('The page is watched only while a test runs.');
    return current;
  };
  beforeEach(() => {
    loadPageAnew();
    current = watchPage();
  });
  afterEach(() => {
    current?.stop();
    current = undefined;
    vi.restoreAllMocks();
    vi.useRealTimers();
    loadPageAnew();
  });
  return {
    get uncaught() {
      return running().uncaught;
    },
    get consoleError() {
      return running().consoleError;
    },
    get consoleWarn() {
      return running().consoleWarn;
    },
    expectNoFailure: () => running().expectNoFailure(),
    stop: () => running().stop(),
  };
}

/** A logged-in customer on the DE site, as the fake backend's psdata answers it. */
export function setUpLoggedInCustomer(): void {
  beforeEach(() => {
    document.cookie = `${FAKE_SITE_COOKIE}=DE; path=/`;
    document.cookie = 'FakeLogin=LOGGED_IN; path=/';
  });
  afterEach(() => {
    document.cookie = 'FakeLogin=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
}
