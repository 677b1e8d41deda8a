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
import { LONG_TEXT, TEXT_PAYLOADS, type Path } from './answer-fields';
import {
  describeEverySpoiledPart,
  describeScriptInTexts,
  describeUnusableAnswers,
  spoiled,
  type AnswerReader,
  type TextField,
} from './spoiled-answers';

const ANSWER = {
  tracking: { loginStatus: 'LOGGED_IN' },
  customer: {
    firstname: 'Anna',
    lastname: 'Schmidt',
    loyaltyBeans: 1280,
    statuses: { isCommunityMember: true, isLoyaltyCardMember: true },
  },
};

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

const PERSONAL_DATA_READER: AnswerReader<PersonalData> = {
  answer: ANSWER,
  read: async (body) => ({
    result: await load(body),
    warnings: warn.mock.calls.map(([message]) => String(message)),
  }),
  readQuietly: parsePersonalData,
  nothing: ANONYMOUS,
  nothingSaid: 'it reads a visitor',
};

/** A name of the customer, and whether they are still logged in: script in a name must not log them out. */
const nameField = (
  field: string,
  path: Path,
  key: 'firstName' | 'lastName',
): TextField<PersonalData> => ({
  field,
  path,
  shown: (data) => ({ name: data[key], loggedInOrRemembered: data.loggedInOrRemembered }),
  as: (text) => ({ name: text.trim(), loggedInOrRemembered: true }),
});

describe('hostile input › personal data', () => {
  it('given the answer as the service should send it › it reads the customer without a warning', async () => {
    await expect(load(ANSWER)).resolves.toEqual({
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

  describeScriptInTexts(PERSONAL_DATA_READER, [
    nameField('the first name', ['customer', 'firstname'], 'firstName'),
    nameField('the last name', ['customer', 'lastname'], 'lastName'),
  ]);

  it.each([...TEXT_PAYLOADS, LONG_TEXT, 'logged_in', 'LOGGED_OUT'])(
    'given the login status %j › it reads a visitor',
    async (status) => {
      const data = await load(spoiled(ANSWER, ['tracking', 'loginStatus'], status));
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
    const data = await load(spoiled(ANSWER, ['customer', 'loyaltyBeans'], beans));
    expect(Number.isFinite(data.loyaltyBeans)).toBe(true);
    expect(data.loyaltyBeans).toBeGreaterThanOrEqual(0);
  });

  describeEverySpoiledPart(PERSONAL_DATA_READER);
  describeUnusableAnswers(PERSONAL_DATA_READER);
});
