/**
 * Storybook's connection to the fake shop backend: the toolbar chooses a fault for any call
 * and the shopper's login state; a story chooses its cart with `parameters.fakeBackend`.
 */
import type { Preview } from '@storybook/react-vite';
import { CALL_IDS, type CallId } from '../../test/fake-backend/call-table';
import { CART_STORAGE_KEY } from '../../src/cart/cart-store';
import { forgetPageSingleton } from '../../src/page-runtime/page-singleton';
import { resetCarts, type CartScenario } from '../../test/fake-backend/cart-state';
import {
  FAULT_KINDS,
  clearFaults,
  setFaults,
  type Fault,
  type FaultKind,
} from '../../test/fake-backend/faults';
import { FAKE_SITE_COOKIE } from '../../test/fake-backend/handlers';
import { isSiteCode } from '../../src/sites/sites';

export interface FakeBackendParameters {
  /** The cart every site starts with. */
  cart?: CartScenario;
  /** Faults the story needs, on top of the toolbar's (e.g. a cart error with its limit). */
  faults?: Fault[];
  /** Keep the cart a previous story left in local storage (default: start clean). */
  keepStoredCart?: boolean;
  /** The logged-in customer's memberships, which add their links to the header's greeting. */
  members?: readonly ('community' | 'loyalty')[];
}

const FAULT_LABELS: Record<FaultKind | 'none', string> = {
  none: 'No fault',
  'client-error': '4xx answer',
  'server-error': '5xx answer',
  hang: 'No answer (hangs)',
  slow: 'Slow answer (3 s)',
  unreadable: 'Unreadable JSON',
  'wrong-shape': 'JSON of the wrong shape',
  empty: 'Empty answer',
  array: 'Arrays for objects',
  nulls: 'Nulls everywhere',
  hostile: 'Script in every field',
};

export const fakeBackendGlobalTypes: Preview['globalTypes'] = {
  backendFault: {
    description: 'Fake backend: what goes wrong',
    toolbar: {
      title: 'Fault',
      icon: 'lightning',
      items: (['none', ...FAULT_KINDS] as const).map((value) => ({
        value,
        title: FAULT_LABELS[value],
      })),
      dynamicTitle: true,
    },
  },
  backendFaultCall: {
    description: 'Fake backend: which call the fault hits',
    toolbar: {
      title: 'Fault call',
      icon: 'link',
      items: [
        { value: 'all', title: 'Every call' },
        ...CALL_IDS.map((id) => ({ value: id, title: id })),
      ],
      dynamicTitle: true,
    },
  },
  login: {
    description: 'Fake backend: the shopper',
    toolbar: {
      title: 'Shopper',
      icon: 'user',
      items: [
        { value: 'LOGGED_OUT', title: 'Visitor' },
        { value: 'REMEMBERED', title: 'Remembered customer' },
        { value: 'LOGGED_IN', title: 'Logged-in customer' },
      ],
      dynamicTitle: true,
    },
  },
};

export const fakeBackendInitialGlobals = {
  backendFault: 'none',
  backendFaultCall: 'all',
  login: 'LOGGED_OUT',
};

function setCookie(name: string, value: string | undefined): void {
  document.cookie =
    value === undefined
      ? `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
      : `${name}=${encodeURIComponent(value)}; path=/`;
}

/** Prepares the fake backend before each story renders. */
export const prepareFakeBackend: NonNullable<Preview['beforeEach']> = ({
  globals,
  parameters,
  id,
}) => {
  const options = (parameters.fakeBackend ?? {}) as FakeBackendParameters;
  const fault = globals.backendFault as FaultKind | 'none' | undefined;
  const call = (globals.backendFaultCall as string | undefined) ?? 'all';
  const toolbarFaults: Fault[] =
    fault && fault !== 'none'
      ? [{ kind: fault, call: call === 'all' ? 'all' : (call as CallId) }]
      : [];
  setFaults([...(options.faults ?? []), ...toolbarFaults], id);
  resetCarts(options.cart ?? 'filled');
  // Each story starts as a newly loaded page would: a fresh page cart and no shared answers
  // (nor cached search suggestions).
  forgetPageSingleton('cart');
  forgetPageSingleton('api-client');
  forgetPageSingleton('footer-content');
  forgetPageSingleton('search-suggestions');
  forgetPageSingleton('search-cache-key');
  forgetPageSingleton('navigation');
  forgetPageSingleton('theme-worlds');
  forgetPageSingleton('personal-data');
  forgetPageSingleton('promotions');
  if (!options.keepStoredCart) localStorage.removeItem(CART_STORAGE_KEY);
  setCookie(FAKE_SITE_COOKIE, isSiteCode(globals.site) ? globals.site : 'DE');
  const login = globals.login as string | undefined;
  setCookie('FakeLogin', login && login !== 'LOGGED_OUT' ? login : undefined);
  setCookie('FakeMember', options.members?.length ? options.members.join(',') : undefined);
  return () => clearFaults(id);
};
