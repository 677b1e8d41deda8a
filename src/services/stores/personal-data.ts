import { existingPageSingleton, pageSingleton } from '../../page-runtime/page-singleton';
import type { Language } from '../../sites/sites';
import { describeFailure, type ApiClient } from '../http/api-client';
import { SHOP_PATHS, shopApi } from '../http/shop-api';
import { createStore, type Store } from '../../page-runtime/store';
import { isRecord, readNumber, readString, type JsonRecord } from '../decoding/json-decoding';

/** What the header shows of the shopper (header-and-cart §3). */
export interface PersonalData {
  loggedInOrRemembered: boolean;
  /** First name plus last name; empty when unknown. Use `customerNameIn` to show it. */
  customerName: string;
  firstName: string;
  lastName: string;
  loyaltyBeans: number;
  communityMember: boolean;
  loyaltyCardMember: boolean;
}

export type PersonalDataState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; data: PersonalData }
  | { status: 'failed' };

export const ANONYMOUS: PersonalData = {
  loggedInOrRemembered: false,
  customerName: '',
  firstName: '',
  lastName: '',
  loyaltyBeans: 0,
  communityMember: false,
  loyaltyCardMember: false,
};

const LOGGED_IN_STATUSES = new Set(['LOGGED_IN', 'REMEMBERED']);

const text = (value: unknown) => readString(value)?.trim() ?? '';
const recordOf = (value: unknown): JsonRecord => (isRecord(value) ? value : {});

/**
 * Reads the psdata answer. The loyalty-card status's name under `customer.statuses` is not in
 * the spec; this reads `isLoyaltyCardMember`. Anything missing or of another type reads as the
 * anonymous default, so a changed answer degrades to "logged out", never to an exception.
 */
export function parsePersonalData(body: unknown): PersonalData {
  const root = recordOf(body);
  const tracking = recordOf(root.tracking);
  const customer = recordOf(root.customer);
  const statuses = recordOf(customer.statuses);
  const beans = readNumber(customer.loyaltyBeans) ?? 0;
  const firstName = text(customer.firstname);
  const lastName = text(customer.lastname);
  return {
    loggedInOrRemembered: LOGGED_IN_STATUSES.has(text(tracking.loginStatus)),
    customerName: [firstName, lastName].filter(Boolean).join(' '),
    firstName,
    lastName,
    loyaltyBeans: beans > 0 ? Math.floor(beans) : 0,
    communityMember: statuses.isCommunityMember === true,
    loyaltyCardMember: statuses.isLoyaltyCardMember === true,
  };
}

/** The shopper's name as their language writes it: Hungarian puts the family name first. */
export function customerNameIn(
  data: Pick<PersonalData, 'firstName' | 'lastName'>,
  language: Language,
): string {
  const parts =
    language === 'hu' ? [data.lastName, data.firstName] : [data.firstName, data.lastName];
  return parts.filter(Boolean).join(' ');
}

export interface PersonalDataStore extends Store<PersonalDataState> {
  /** Loads once per page; every caller shares the one request and its answer. */
  load(): Promise<PersonalData>;
  /**
   * Forgets the answer (after login or logout), so the next load asks the service again, past
   * the page's shared answers; an answer still on its way is dropped.
   */
  reset(): void;
  /**
   * Asks the service again now (after a login on this page). What the page shows stays until
   * the new answer is in, so a remembered customer who logs in is never shown as a visitor.
   */
  reload(): Promise<PersonalData>;
}

const PAGE_SINGLETON = 'personal-data';

/** What a server renders: no personal data (the HTML is public); hydration starts from it. */
const NOT_ASKED_YET: PersonalDataState = { status: 'idle' };

export function createPersonalDataStore(api: () => ApiClient = shopApi): PersonalDataStore {
  const store = createStore<PersonalDataState>({ status: 'idle' });
  let pending: Promise<PersonalData> | undefined;
  // Which request's answer counts: a reset or reload makes the one still on its way stale.
  let generation = 0;
  // The page's API client keeps psdata's answer for the page; after a reset that answer is old.
  let askAgain = false;

  const fetchFresh = async (mine: number, refresh: boolean): Promise<PersonalData> => {
    if (store.getSnapshot().status !== 'loaded') store.set({ status: 'loading' });
    const outcome = await api().request<unknown>({
      path: SHOP_PATHS.personalData,
      noCache: true,
      oncePerPage: true,
      refresh,
    });
    const current = mine === generation;
    if (!outcome.ok) {
      if (!current) return ANONYMOUS;
      console.warn(
        `shop-elements: personal data could not be loaded (${describeFailure(outcome)}).`,
      );
      store.set({ status: 'failed' });
      return ANONYMOUS;
    }
    const data = parsePersonalData(outcome.data);
    if (!current) return data;
    if (!isRecord(outcome.data) || typeof recordOf(outcome.data.tracking).loginStatus !== 'string')
      console.warn(
        'shop-elements: personal data has no tracking.loginStatus; the header shows the visitor’s view.',
      );
    store.set({ status: 'loaded', data });
    return data;
  };

  const forget = () => {
    generation += 1;
    pending = undefined;
    askAgain = true;
  };

  const load = () => {
    if (!pending) {
      const refresh = askAgain;
      askAgain = false;
      pending = fetchFresh(generation, refresh);
    }
    return pending;
  };

  return {
    getSnapshot: store.getSnapshot,
    getServerSnapshot: () => NOT_ASKED_YET,
    subscribe: store.subscribe,
    load,
    reset() {
      forget();
      store.set({ status: 'idle' });
    },
    reload() {
      forget();
      return load();
    },
  };
}

/** The page's one personal-data store. */
export function personalData(): PersonalDataStore {
  return pageSingleton(PAGE_SINGLETON, () => createPersonalDataStore());
}

/**
 * The shopper logged in on this page: whatever on the page shows personal data (every header)
 * gets the new answer. A page where nothing asked for it yet asks nothing now; its first load
 * gets the new answer anyway.
 */
export function personalDataChanged(): void {
  void existingPageSingleton<PersonalDataStore>(PAGE_SINGLETON)?.reload();
}
