/**
 * Issue 17: the shopper's personal data (psdata), as the header reads it, with script in every
 * text, arrays where objects belong, nulls everywhere and 10 kB strings. What the shopper gets:
 * the visitor's header, or the customer's with their name as text; never an exception.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ApiClient } from '../../../src/services/http/api-client';
import {
  ANONYMOUS,
  createPersonalDataStore,
  parsePersonalData,
  type PersonalData,
} from '../../../src/services/stores/personal-data';
import {
  LONG_TEXT,
  TEXT_PAYLOADS,
  allPaths,
  getAt,
  nullsEverywhere,
  objectPaths,
  objectsAsArrays,
  pathName,
  setAt,
} from './answer-fields';

type Path = readonly (string | number)[];

const ANSWER = {
  tracking: { loginStatus: 'LOGGED_IN' },
  customer: {
    firstname: 'Anna',
    lastname: 'Schmidt',
    loyaltyBeans: 1280,
    statuses: { isCommunityMember: true, isLoyaltyCardMember: true },
  },
};

const answer = () => structuredClone(ANSWER) as unknown;

function spoiled(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body);
  setAt(copy, path, value);
  return copy;
}

function without(body: unknown, path: Path): unknown {
  const copy = structuredClone(body);
  Reflect.deleteProperty(getAt(copy, path.slice(0, -1)) as object, path.at(-1)!);
  return copy;
}

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the header's store makes of `body`, answered with 200. */
async function load(body: unknown): Promise<PersonalData> {
  const request = vi.fn(() => Promise.resolve({ ok: true as const, status: 200, data: body }));
  const store = createPersonalDataStore(() => ({ request }) as unknown as ApiClient);
  const data = await store.load();
  expect(store.getSnapshot()).toEqual({ status: 'loaded', data });
  return data;
}

describe('hostile input › personal data', () => {
  it('given the answer as the service should send it › it reads the customer without a warning', async () => {
    await expect(load(answer())).resolves.toEqual({
      loggedInOrRemembered: true,
      customerName: 'Anna Schmidt',
      firstName: 'Anna',
      lastName: 'Schmidt',
      loyaltyBeans: 1280,
      communityMember: true,
      loyaltyCardMember: true,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  describe.each([
    ['the first name', ['customer', 'firstname'], 'firstName'],
    ['the last name', ['customer', 'lastname'], 'lastName'],
  ] as const)('given script in %s', (_field, path, key) => {
    it.each(TEXT_PAYLOADS)('given %j › it keeps it as the text it is', async (payload) => {
      const data = await load(spoiled(answer(), path, payload));
      expect(data[key]).toBe(payload.trim());
      expect(data.loggedInOrRemembered).toBe(true);
      expect(warn).not.toHaveBeenCalled();
    });

    it('given 10 kB of it › it keeps the text', async () => {
      const data = await load(spoiled(answer(), path, LONG_TEXT));
      expect(data[key]).toBe(LONG_TEXT.trim());
    });
  });

  it.each([...TEXT_PAYLOADS, LONG_TEXT, 'logged_in', 'LOGGED_OUT'])(
    'given the login status %j › it reads a visitor',
    async (status) => {
      const data = await load(spoiled(answer(), ['tracking', 'loginStatus'], status));
      expect(data.loggedInOrRemembered).toBe(false);
    },
  );

  it.each([
    ['a text', 'viele'],
    ['10 kB of digits', '9'.repeat(10_240)],
    ['a list', [1280]],
    ['an object', { value: 1280 }],
    ['Infinity as text', 'Infinity'],
  ])('given %s as the beans › it reads none, or a finite number', async (_kind, beans) => {
    const data = await load(spoiled(answer(), ['customer', 'loyaltyBeans'], beans));
    expect(Number.isFinite(data.loyaltyBeans)).toBe(true);
    expect(data.loyaltyBeans).toBeGreaterThanOrEqual(0);
  });

  describe.each(objectPaths(ANSWER).map((path) => [pathName(path), path] as const))(
    'given a list where the object %s belongs',
    (_name, path) => {
      it('it reads the answer as if that object were missing, and warns at most once', async () => {
        const body = answer();
        const data = await load(spoiled(body, path, objectsAsArrays(getAt(body, path))));
        expect(data).toEqual(
          path.length === 0 ? ANONYMOUS : parsePersonalData(without(body, path)),
        );
        expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
      });
    },
  );

  describe.each(allPaths(ANSWER).map((path) => [pathName(path), path] as const))(
    'given null at %s',
    (_name, path) => {
      it('it reads the answer as if that were missing, and warns at most once', async () => {
        const data = await load(spoiled(answer(), path, null));
        expect(data).toEqual(parsePersonalData(without(answer(), path)));
        expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
      });
    },
  );

  it.each([
    ['nulls everywhere', nullsEverywhere(ANSWER)],
    ['a list of lists', objectsAsArrays(ANSWER)],
    ['a list', [ANSWER]],
    ['null', null],
    ['nothing (an empty body)', undefined],
    ['a text', JSON.stringify(ANSWER)],
  ])('given %s as the whole answer › it reads a visitor and warns once', async (_kind, body) => {
    await expect(load(body)).resolves.toEqual(ANONYMOUS);
    expect(warn).toHaveBeenCalledOnce();
  });
});
