/**
 * Issue 17: the page's login-token service never loops on a bad or expired token. Each case
 * runs an hour of fake time with a shopper who is active all the time (the most the schedule
 * allows) and counts the requests: a token that cannot be read, or has expired, makes none; a
 * service that keeps failing is asked at most once per 3-minute check.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/services/http/api-client';
import { SHOP_PATHS } from '../../../src/services/http/shop-api';
import {
  createLoginTokenService,
  TOKEN_CHECK_INTERVAL_MS,
  type LoginTokenPage,
  type LoginTokenService,
} from '../../../src/services/login/login-token-service';
import { empty, json, networkError, never, text, type FakeAnswer } from '../../support/fake-fetch';
import { jwt } from '../../support/jwt';

/** The test's "now", in seconds, as the tokens write their times. */
const NOW = 1_800_000_000;
const HOUR_S = 3_600;
const HOUR_MS = HOUR_S * 1000;
/** The most checks an hour can hold: one at start, then one every 3 minutes. */
const MOST_CHECKS_AN_HOUR = 1 + HOUR_MS / TOKEN_CHECK_INTERVAL_MS;

const RENEW = `POST ${SHOP_PATHS.loginTokenRenew}`;
const LONGTERM = `GET ${SHOP_PATHS.longtermToken}`;

const base64Url = (value: string) =>
  btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A JWT whose payload is `payload` as written (not necessarily JSON). */
const rawJwt = (payload: string) => `${base64Url('{"alg":"HS256"}')}.${base64Url(payload)}.sig`;

const longterm = `LongtermToken=${jwt({ exp: NOW + 60 * 24 * HOUR_S, ren: NOW + 30 * 24 * HOUR_S })}`;
const login = (claims: Record<string, unknown>) => `LoginToken=${jwt(claims)}`;
const DUE = { exp: NOW + 2 * HOUR_S, ren: NOW - 60, lid: NOW - HOUR_S };

/** LoginToken values that cannot be read. */
const BAD_TOKENS: readonly (readonly [string, string])[] = [
  ['not a JWT', 'LoginToken=garbage'],
  ['a JWT whose payload is not base64url', 'LoginToken=a.%%%.b'],
  ['a JWT whose payload is not JSON', `LoginToken=${rawJwt('exp=1;ren=2')}`],
  ['a JWT whose payload is a list', `LoginToken=${rawJwt('[1800000000, 1799999000]')}`],
  ['a JWT whose payload is null', `LoginToken=${rawJwt('null')}`],
  ['a JWT without exp', login({ ren: NOW - 60, lid: NOW })],
  ['a JWT without ren', login({ exp: NOW + HOUR_S, lid: NOW })],
  ['a JWT with null times', login({ exp: null, ren: null, lid: null })],
  ['a JWT with times as words', login({ exp: 'tomorrow', ren: 'now', lid: true })],
  ['a JWT with infinite times', `LoginToken=${rawJwt('{"exp":1e400,"ren":-1e400}')}`],
  ['a JWT with times as lists', login({ exp: [NOW + HOUR_S], ren: [NOW - 60] })],
  ['a JWT with times as objects', login({ exp: { s: NOW + HOUR_S }, ren: { s: NOW - 60 } })],
  ['plain JSON without times', 'LoginToken=%7B%22lid%22%3Atrue%7D'],
  ['10 kB of text', `LoginToken=${'x'.repeat(10_240)}`],
  [
    'a JWT of 10 kB with script in it',
    login({ ...DUE, exp: '<script>alert(1)</script>'.repeat(400) }),
  ],
];

/** LoginTokens that have expired (times in seconds). */
const EXPIRED_TOKENS: readonly (readonly [string, Record<string, unknown>])[] = [
  ['just now', { exp: NOW, ren: NOW - 60, lid: NOW - HOUR_S }],
  ['an hour ago', { exp: NOW - HOUR_S, ren: NOW - 2 * HOUR_S, lid: NOW - 3 * HOUR_S }],
  ['an hour ago, its renewal time still to come', { exp: NOW - HOUR_S, ren: NOW + HOUR_S }],
  ['at the epoch', { exp: 0, ren: 0 }],
  ['at a negative time', { exp: -1, ren: -1 }],
  ['in milliseconds of a time long past', { exp: (NOW - HOUR_S) * 1000 - 1e15, ren: 0 }],
];

/** A page whose shopper touches, types, scrolls and clicks whenever the test says. */
function activePage(cookies: string) {
  const activity = new Set<() => void>();
  const visibility = new Set<() => void>();
  const state = { hidden: false };
  const page: LoginTokenPage = {
    cookies: () => cookies,
    isHidden: () => state.hidden,
    onVisibilityChange(listener) {
      visibility.add(listener);
      return () => visibility.delete(listener);
    },
    onActivity(listener) {
      activity.add(listener);
      return () => activity.delete(listener);
    },
  };
  return {
    page,
    act: () => activity.forEach((listener) => listener()),
    toggleVisibility() {
      state.hidden = !state.hidden;
      visibility.forEach((listener) => listener());
    },
    get listeners() {
      return activity.size + visibility.size;
    },
  };
}

let running: LoginTokenService[] = [];

afterEach(() => {
  for (const service of running) service.stop();
  running = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Starts the service on a page with `cookies`, the renewal answering `renew` every time, and
 * lets an hour pass with the shopper active every 10 s (and the page hidden and shown again
 * every minute when `flicker`). Gives the requests made.
 */
async function anHourWith(
  cookies: string,
  { renew = empty(201), flicker = false }: { renew?: FakeAnswer; flicker?: boolean } = {},
) {
  vi.useFakeTimers({ now: NOW * 1000 });
  const requests: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input));
    requests.push(`${init?.method ?? 'GET'} ${pathname}`);
    return pathname === SHOP_PATHS.loginTokenRenew ? renew(init) : empty(204)(init);
  });
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    baseUrl: 'https://shop.example',
  });
  const page = activePage(cookies);
  const report = vi.fn();
  const service = createLoginTokenService({ api: () => api, page: page.page, report });
  running.push(service);
  service.start();
  for (let second = 0; second < HOUR_S; second += 10) {
    page.act();
    if (flicker && second % 60 === 0) {
      page.toggleVisibility();
      page.toggleVisibility();
    }
    await vi.advanceTimersByTimeAsync(10_000);
  }
  return { requests, report, service, page };
}

const count = (requests: string[], request: string) =>
  requests.filter((made) => made === request).length;

describe('hostile input › the login-token service', () => {
  describe.each(BAD_TOKENS)('given a LoginToken that is %s', (_kind, cookie) => {
    it('when an hour passes with an active shopper › it sends nothing, warns once and stops', async () => {
      const { requests, report, service, page } = await anHourWith(`${cookie}; ${longterm}`, {
        flicker: true,
      });
      expect(requests).toEqual([]);
      expect(report).toHaveBeenCalledOnce();
      expect(String(report.mock.calls[0]?.[0])).toContain('LoginToken');
      expect(String(report.mock.calls[0]?.[0])).not.toContain('alert');
      expect(service.getSnapshot()).toEqual({ phase: 'stopped', outcome: 'unknown' });
      expect(page.listeners).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe.each(EXPIRED_TOKENS)('given a LoginToken that expired %s', (_when, claims) => {
    it('when an hour passes with an active shopper › it sends no renewal and stops', async () => {
      const { requests, report, service, page } = await anHourWith(
        `${login(claims)}; ${longterm}`,
        { flicker: true },
      );
      expect(count(requests, RENEW)).toBe(0);
      expect(requests.length).toBeLessThanOrEqual(1);
      expect(report).not.toHaveBeenCalled();
      expect(service.getSnapshot()).toEqual({ phase: 'stopped', outcome: 'expired' });
      expect(page.listeners).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe.each([
    ['401', empty(401)],
    ['403 with a body', json(403, { error: 'FORBIDDEN' })],
    ['404', empty(404)],
    ['429', empty(429)],
    ['200 (nothing to renew)', empty(200)],
    ['204', empty(204)],
  ])('given a due LoginToken the service refuses to renew (%s)', (_answer, answer) => {
    it('when an hour passes with an active shopper › it asks once and stops', async () => {
      const { requests, service } = await anHourWith(`${login(DUE)}; ${longterm}`, {
        renew: answer,
      });
      expect(count(requests, RENEW)).toBe(1);
      expect(service.getSnapshot().phase).toBe('stopped');
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe.each([
    ['500', empty(500)],
    ['503 with an HTML body', text(503, '<html>Wartung</html>')],
    ['a network failure', networkError],
    ['no answer at all (the 15 s timeout)', never],
    ['201, but the cookie stays due', empty(201)],
  ])('given a due LoginToken whose renewal keeps failing (%s)', (_answer, answer) => {
    it('when an hour passes with an active shopper › it asks at most once per 3-minute check', async () => {
      const { requests, service } = await anHourWith(`${login(DUE)}; ${longterm}`, {
        renew: answer,
        flicker: true,
      });
      expect(count(requests, RENEW)).toBeGreaterThan(1);
      expect(count(requests, RENEW)).toBeLessThanOrEqual(MOST_CHECKS_AN_HOUR);
      expect(service.getSnapshot().phase).toBe('watching');
      // One timer: the next check.
      expect(vi.getTimerCount()).toBe(1);
    });
  });

  describe.each([
    ['cannot be read', 'LongtermToken=garbage'],
    ['is missing', ''],
    ['is past its renewal time', `LongtermToken=${jwt({ exp: NOW + HOUR_S, ren: NOW - 1 })}`],
  ])('given a LongtermToken that %s', (_kind, longtermCookie) => {
    it('when an hour passes with an active shopper › it asks for a new one at most once per check', async () => {
      const { requests } = await anHourWith(
        [login({ exp: NOW + 2 * HOUR_S, ren: NOW + 2 * HOUR_S, lid: NOW }), longtermCookie]
          .filter(Boolean)
          .join('; '),
      );
      expect(count(requests, RENEW)).toBe(0);
      expect(count(requests, LONGTERM)).toBeGreaterThanOrEqual(1);
      expect(count(requests, LONGTERM)).toBeLessThanOrEqual(MOST_CHECKS_AN_HOUR);
    });
  });
});
