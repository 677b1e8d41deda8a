import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { createApiClient } from '../../../src/services/http/api-client';
import { SHOP_PATHS } from '../../../src/services/http/shop-api';
import {
  ACTIVITY_EVENTS,
  browserLoginTokenPage,
  createLoginTokenService,
  startLoginTokenService,
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_WAIT_INTERVAL_MS,
  type LoginTokenPage,
  type LoginTokenService,
} from '../../../src/services/login/login-token-service';
import { empty, networkError, type FakeAnswer } from '../../support/fake-fetch';
import { jwt } from '../../support/jwt';

/** The test's "now", in seconds, as the tokens write their times. */
const NOW = 1_800_000_000;
const HOUR = 3_600;

/** A logged-in shopper's token, renewable from `ren` on. */
const loginToken = ({ ren = NOW + 60, exp = NOW + HOUR, lid = NOW - HOUR } = {}) =>
  `LoginToken=${jwt({ exp, ren, lid })}`;
const longtermToken = ({ ren = NOW + 30 * 24 * HOUR } = {}) =>
  `LongtermToken=${jwt({ exp: ren + 30 * 24 * HOUR, ren })}`;

/** A token whose renewal time has come, with a long-term token that needs nothing. */
const DUE = [loginToken({ ren: NOW - 1 }), longtermToken()].join('; ');
/** A token before its renewal time, with a long-term token that needs nothing. */
const FRESH = [loginToken(), longtermToken()].join('; ');

/** The page as the service sees it, driven by the test. */
function fakePage(initialCookies: string, { hidden = false } = {}) {
  const visibilityListeners = new Set<() => void>();
  const activityListeners = new Set<() => void>();
  const state = { cookies: initialCookies, hidden };
  const page: LoginTokenPage = {
    cookies: () => state.cookies,
    isHidden: () => state.hidden,
    onVisibilityChange(listener) {
      visibilityListeners.add(listener);
      return () => visibilityListeners.delete(listener);
    },
    onActivity(listener) {
      activityListeners.add(listener);
      return () => activityListeners.delete(listener);
    },
  };
  return {
    page,
    setCookies(cookies: string) {
      state.cookies = cookies;
    },
    hide() {
      state.hidden = true;
      for (const listener of visibilityListeners) listener();
    },
    show() {
      state.hidden = false;
      for (const listener of visibilityListeners) listener();
    },
    /** The shopper touches, types, scrolls or clicks. */
    act() {
      for (const listener of activityListeners) listener();
    },
    get listeners() {
      return visibilityListeners.size + activityListeners.size;
    },
  };
}

/** The login service: the renewal gives `renewAnswers` in turn (the last repeats). */
function fakeLoginBackend(renewAnswers: FakeAnswer[]) {
  const requests: string[] = [];
  const bodies: unknown[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input));
    requests.push(`${init?.method ?? 'GET'} ${pathname}`);
    if (init?.body !== undefined) bodies.push(JSON.parse(String(init.body)));
    if (pathname !== SHOP_PATHS.loginTokenRenew) return empty(204)(init);
    const answer = renewAnswers.length > 1 ? renewAnswers.shift() : renewAnswers[0];
    return (answer ?? empty(201))(init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, bodies };
}

const RENEW = `POST ${SHOP_PATHS.loginTokenRenew}`;
const LONGTERM = `GET ${SHOP_PATHS.longtermToken}`;

let running: LoginTokenService[] = [];

/** A service on a fake page with fake time, started as the first header would. */
function startedService(
  cookies: string,
  { renew = [empty(201)], hidden = false }: { renew?: FakeAnswer[]; hidden?: boolean } = {},
) {
  vi.useFakeTimers({ now: NOW * 1000 });
  const page = fakePage(cookies, { hidden });
  const backend = fakeLoginBackend(renew);
  const api = createApiClient({ fetch: backend.fetch, baseUrl: 'https://shop.example' });
  const setTimer = vi.fn((run: () => void, ms: number) => setTimeout(run, ms));
  const report = vi.fn();
  const service = createLoginTokenService({
    api: () => api,
    page: page.page,
    now: () => Date.now(),
    setTimer,
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    report,
  });
  running.push(service);
  service.start();
  /** The delays of the timers set so far, in order. */
  const delays = () => setTimer.mock.calls.map(([, ms]) => ms);
  return { service, page, backend, report, delays, setTimer };
}

/** Lets fake time pass, running the timers and the answers they wait for. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

afterEach(() => {
  for (const service of running) service.stop();
  running = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the login-token service', () => {
  describe('at start', () => {
    it('given a login token past its renewal time, when the page starts, it renews once with {}', async () => {
      const { backend, service } = startedService(DUE);
      await pass(0);
      expect(backend.requests).toEqual([RENEW]);
      expect(backend.bodies).toEqual([{}]);
      expect(service.getSnapshot()).toEqual({ phase: 'watching', outcome: 'renewed' });
    });

    it('given a login token before its renewal time, when the page starts, it sends nothing and checks again in 3 minutes', async () => {
      const { backend, service, delays } = startedService(FRESH);
      await pass(0);
      expect(backend.requests).toEqual([]);
      expect(service.getSnapshot()).toEqual({ phase: 'watching', outcome: 'still-valid' });
      expect(delays()).toEqual([0, TOKEN_CHECK_INTERVAL_MS]);
    });

    it('given the page starts hidden, it checks only once the page shows', async () => {
      const { backend, page } = startedService(DUE, { hidden: true });
      await pass(TOKEN_CHECK_INTERVAL_MS * 3);
      expect(backend.requests).toEqual([]);
      page.show();
      await pass(0);
      expect(backend.requests).toEqual([RENEW]);
    });

    it('given start is called again (a second header, at once or later), it still checks once and listens once', async () => {
      const { backend, service, page } = startedService(DUE);
      service.start();
      await pass(0);
      await pass(5_000);
      service.start();
      await pass(0);
      expect(backend.requests).toEqual([RENEW]);
      expect(page.listeners).toBe(2);
    });

    it.each(['smartphone', 'tablet', 'Tablet'])(
      'given Hunter-Platform %s (the shop’s app), it is off: no request, no timer, no listener',
      async (platform) => {
        const { backend, service, setTimer, page } = startedService(
          `Hunter-Platform=${platform}; ${DUE}`,
        );
        page.act();
        await pass(TOKEN_CHECK_INTERVAL_MS * 10);
        expect(backend.requests).toEqual([]);
        expect(setTimer).not.toHaveBeenCalled();
        expect(page.listeners).toBe(0);
        expect(service.getSnapshot()).toEqual({ phase: 'off' });
      },
    );

    it('given Hunter-Platform desktop, it runs as in any browser', async () => {
      const { backend } = startedService(`Hunter-Platform=desktop; ${DUE}`);
      await pass(0);
      expect(backend.requests).toEqual([RENEW]);
    });
  });

  describe('the renewal’s answer', () => {
    it.each([
      { answer: '201', renew: empty(201), outcome: 'renewed' },
      { answer: '500', renew: empty(500), outcome: 'server-error' },
      { answer: '503', renew: empty(503), outcome: 'server-error' },
      { answer: 'a network failure', renew: networkError, outcome: 'server-error' },
    ])(
      'given the renewal answers $answer, it records $outcome and keeps checking every 3 minutes',
      async ({ renew, outcome }) => {
        const { backend, service, page, delays } = startedService(DUE, { renew: [renew] });
        await pass(0);
        expect(service.getSnapshot()).toEqual({ phase: 'watching', outcome });
        expect(delays().at(-1)).toBe(TOKEN_CHECK_INTERVAL_MS);
        page.act();
        await pass(TOKEN_CHECK_INTERVAL_MS);
        expect(backend.requests).toEqual([RENEW, RENEW]);
      },
    );

    it.each([
      { answer: '200', renew: empty(200), outcome: 'ok' },
      { answer: '401', renew: empty(401), outcome: 'unknown' },
      { answer: '404', renew: empty(404), outcome: 'unknown' },
      { answer: '204', renew: empty(204), outcome: 'unknown' },
    ])(
      'given the renewal answers $answer, it records $outcome and stops: no timer, no listener, no further request',
      async ({ renew, outcome }) => {
        const { backend, service, page, setTimer } = startedService(DUE, { renew: [renew] });
        await pass(0);
        expect(service.getSnapshot()).toEqual({ phase: 'stopped', outcome });
        expect(setTimer).toHaveBeenCalledTimes(1);
        expect(page.listeners).toBe(0);
        page.act();
        await pass(TOKEN_CHECK_INTERVAL_MS * 10);
        expect(backend.requests).toEqual([RENEW]);
      },
    );

    it('given a login token past its expiry, it sends nothing, records expired and stops', async () => {
      const { backend, service, page } = startedService(
        [loginToken({ ren: NOW - HOUR, exp: NOW }), longtermToken()].join('; '),
      );
      await pass(0);
      page.act();
      await pass(TOKEN_CHECK_INTERVAL_MS * 10);
      expect(backend.requests).toEqual([]);
      expect(service.getSnapshot()).toEqual({ phase: 'stopped', outcome: 'expired' });
    });

    it('given a renewal fails, the shopper and the console hear nothing of it', async () => {
      const warn = vi.spyOn(console, 'warn');
      const error = vi.spyOn(console, 'error');
      const { report } = startedService(DUE, { renew: [empty(500), networkError, empty(401)] });
      await pass(0);
      expect(report).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    });
  });

  describe('every 3 minutes', () => {
    it('given the shopper was active since the last check, it checks again after 3 minutes', async () => {
      const { backend, page } = startedService(DUE);
      await pass(0);
      page.act();
      await pass(TOKEN_CHECK_INTERVAL_MS - 1);
      expect(backend.requests).toEqual([RENEW]);
      await pass(1);
      expect(backend.requests).toEqual([RENEW, RENEW]);
    });

    it('given the shopper was not active, it sends nothing after 3 minutes and checks at the first 3-minute mark after they were', async () => {
      const { backend, page } = startedService(DUE);
      await pass(0);
      await pass(TOKEN_CHECK_INTERVAL_MS * 4);
      expect(backend.requests).toEqual([RENEW]);
      page.act();
      await pass(TOKEN_CHECK_INTERVAL_MS);
      expect(backend.requests).toEqual([RENEW, RENEW]);
    });

    it('given activity before a check, it does not count for the check after it', async () => {
      const { backend, page } = startedService(DUE);
      page.act();
      await pass(0);
      await pass(TOKEN_CHECK_INTERVAL_MS);
      expect(backend.requests).toEqual([RENEW]);
    });

    it('given a token renewed by the service, the next check reads the new renewal time and sends nothing', async () => {
      const { backend, page, service } = startedService(DUE);
      await pass(0);
      // The renewal's answer set the cookie anew: renewable again in an hour.
      page.setCookies(
        [loginToken({ ren: NOW + HOUR, exp: NOW + 2 * HOUR }), longtermToken()].join('; '),
      );
      page.act();
      await pass(TOKEN_CHECK_INTERVAL_MS);
      expect(backend.requests).toEqual([RENEW]);
      expect(service.getSnapshot().outcome).toBe('still-valid');
    });
  });

  describe('without a login token', () => {
    it('it looks for one every 10 seconds, sending nothing, whether or not the shopper is active', async () => {
      const { backend, service, delays } = startedService(longtermToken());
      await pass(0);
      await pass(TOKEN_WAIT_INTERVAL_MS * 30);
      expect(backend.requests).toEqual([]);
      expect(service.getSnapshot()).toEqual({ phase: 'waiting-for-token' });
      expect(delays().slice(1)).toEqual(Array(31).fill(TOKEN_WAIT_INTERVAL_MS));
    });

    it('when a token appears, it checks within 10 seconds and then every 3 minutes', async () => {
      const { backend, page, service, delays } = startedService('');
      await pass(TOKEN_WAIT_INTERVAL_MS * 2);
      page.setCookies(DUE);
      await pass(TOKEN_WAIT_INTERVAL_MS);
      expect(backend.requests).toEqual([RENEW]);
      expect(service.getSnapshot()).toEqual({ phase: 'watching', outcome: 'renewed' });
      expect(delays().at(-1)).toBe(TOKEN_CHECK_INTERVAL_MS);
    });

    it('given the token goes (a logout in another tab), it looks for a new one every 10 seconds again', async () => {
      const { backend, page, service } = startedService(FRESH);
      await pass(0);
      page.setCookies('');
      page.act();
      await pass(TOKEN_CHECK_INTERVAL_MS);
      expect(service.getSnapshot()).toEqual({ phase: 'waiting-for-token' });
      page.setCookies(DUE);
      await pass(TOKEN_WAIT_INTERVAL_MS);
      expect(backend.requests).toEqual([RENEW]);
    });
  });

  describe('a hidden page', () => {
    it('given the page is hidden, polling pauses; when it shows again, the overdue check runs at once', async () => {
      const { backend, page } = startedService(DUE);
      await pass(0);
      page.act();
      page.hide();
      await pass(TOKEN_CHECK_INTERVAL_MS * 5);
      expect(backend.requests).toEqual([RENEW]);
      expect(vi.getTimerCount()).toBe(0);
      page.show();
      await pass(0);
      expect(backend.requests).toEqual([RENEW, RENEW]);
    });

    it('given the page shows again before the next check is due, it keeps the remaining time', async () => {
      const { backend, page } = startedService(DUE);
      await pass(0);
      page.act();
      await pass(60_000);
      page.hide();
      await pass(30_000);
      page.show();
      await pass(TOKEN_CHECK_INTERVAL_MS - 60_000 - 30_000 - 1);
      expect(backend.requests).toEqual([RENEW]);
      await pass(1);
      expect(backend.requests).toEqual([RENEW, RENEW]);
    });

    it('given no token, the 10-second look pauses too and resumes when the page shows', async () => {
      const { backend, page, setTimer } = startedService('');
      await pass(0);
      page.hide();
      page.setCookies(DUE);
      const timersBefore = setTimer.mock.calls.length;
      await pass(TOKEN_WAIT_INTERVAL_MS * 10);
      expect(setTimer).toHaveBeenCalledTimes(timersBefore);
      expect(backend.requests).toEqual([]);
      page.show();
      await pass(0);
      expect(backend.requests).toEqual([RENEW]);
    });
  });

  describe('the long-term token', () => {
    it.each([
      {
        given: 'no LongtermToken',
        cookies: loginToken(),
      },
      {
        given: 'a LongtermToken past its renewal time',
        cookies: [loginToken(), longtermToken({ ren: NOW - 1 })].join('; '),
      },
      {
        given: 'a login token without the logged-in flag',
        cookies: [loginToken({ lid: 0 }), longtermToken()].join('; '),
      },
    ])('given $given, a check asks for the long-term token once', async ({ cookies }) => {
      const { backend } = startedService(cookies);
      await pass(0);
      expect(backend.requests).toEqual([LONGTERM]);
    });

    it('given a LongtermToken before its renewal time and a logged-in token, it does not ask for it', async () => {
      const { backend } = startedService(FRESH);
      await pass(0);
      expect(backend.requests).not.toContain(LONGTERM);
    });

    it('given no login token, it does not ask for the long-term token', async () => {
      const { backend } = startedService('');
      await pass(TOKEN_WAIT_INTERVAL_MS * 5);
      expect(backend.requests).toEqual([]);
    });

    it('given the long-term token is still missing, it asks again only with the next check, never in between', async () => {
      const { backend, page } = startedService(loginToken({ ren: NOW - 1 }));
      await pass(0);
      expect(backend.requests).toEqual([LONGTERM, RENEW]);
      await pass(TOKEN_CHECK_INTERVAL_MS * 3);
      expect(backend.requests).toHaveLength(2);
      page.act();
      await pass(TOKEN_CHECK_INTERVAL_MS);
      expect(backend.requests).toEqual([LONGTERM, RENEW, LONGTERM, RENEW]);
    });
  });

  describe('hostile cookies', () => {
    it.each(
      Object.entries({
        'not a JWT': 'kaputt',
        'bad base64url': 'eyJ.%%%.sig',
        'a payload that is not JSON': `h.${btoa('{exp:')}.s`,
        'exp not a number': jwt({ exp: 'bald', ren: NOW - 1, lid: 1 }),
        'ren missing': jwt({ exp: NOW + HOUR, lid: 1 }),
        '10 kB of text': 'x'.repeat(10_240),
        'a 10 kB JWT of nonsense': `${'a'.repeat(5_000)}.${'b'.repeat(5_000)}.c`,
      }),
    )(
      'given a LoginToken that is %s, it sends nothing, warns once without the value and stops, however long the shopper stays active',
      async (_, value) => {
        const { backend, service, report, page } = startedService(
          `LoginToken=${value}; ${longtermToken()}`,
        );
        for (let minute = 0; minute < 60; minute += 1) {
          page.act();
          await pass(60_000);
        }
        expect(backend.requests).toEqual([]);
        expect(report).toHaveBeenCalledTimes(1);
        expect(report.mock.calls[0]?.[0]).toMatch(/LoginToken cookie cannot be read/);
        // The token itself stays out of the console.
        expect(report.mock.calls[0]?.[0]).not.toContain(value);
        expect(service.getSnapshot()).toEqual({ phase: 'stopped', outcome: 'unknown' });
      },
    );

    it('given a LoginToken that turns unreadable while waiting for one, it stops with one warning', async () => {
      const { backend, report, page, service } = startedService('');
      await pass(TOKEN_WAIT_INTERVAL_MS);
      page.setCookies('LoginToken=kaputt');
      await pass(TOKEN_WAIT_INTERVAL_MS * 10);
      expect(backend.requests).toEqual([]);
      expect(report).toHaveBeenCalledTimes(1);
      expect(service.getSnapshot().phase).toBe('stopped');
    });

    it('given an unreadable LongtermToken, it asks for a new one at each check and warns only once', async () => {
      const { backend, report, page } = startedService(
        `${loginToken({ ren: NOW - 1 })}; LongtermToken=${'%'.repeat(10_240)}`,
      );
      await pass(0);
      page.act();
      await pass(TOKEN_CHECK_INTERVAL_MS);
      expect(backend.requests).toEqual([LONGTERM, RENEW, LONGTERM, RENEW]);
      expect(report).toHaveBeenCalledTimes(1);
      expect(report.mock.calls[0]?.[0]).toMatch(/LongtermToken cookie cannot be read/);
    });

    it('given a valid LoginToken of 10 kB (a large extra claim), it reads its times and renews', async () => {
      const big = jwt({ exp: NOW + HOUR, ren: NOW - 1, lid: NOW, extra: 'x'.repeat(7_000) });
      const { backend } = startedService(`LoginToken=${big}; ${longtermToken()}`);
      await pass(0);
      expect(big.length).toBeGreaterThan(9_000);
      expect(backend.requests).toEqual([RENEW]);
    });
  });

  describe('stop()', () => {
    it('ends its timer and listeners; a renewal answer that arrives afterwards changes nothing', async () => {
      const { service, page, setTimer } = startedService(DUE);
      await pass(0);
      page.act();
      service.stop();
      await pass(TOKEN_CHECK_INTERVAL_MS * 5);
      expect(setTimer).toHaveBeenCalledTimes(2);
      expect(page.listeners).toBe(0);
      expect(service.getSnapshot()).toEqual({ phase: 'stopped', outcome: 'renewed' });
    });
  });
});

describe('startLoginTokenService (one per page)', () => {
  function onPageWith(cookies: string) {
    vi.useFakeTimers({ now: NOW * 1000 });
    forgetPageSingleton('login-token-service');
    forgetPageSingleton('api-client');
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookies);
    const backend = fakeLoginBackend([empty(201)]);
    vi.stubGlobal('fetch', backend.fetch);
    return backend;
  }

  afterEach(() => {
    (globalThis as unknown as Record<symbol, LoginTokenService | undefined>)[
      Symbol.for('shop-elements.login-token-service')
    ]?.stop();
    forgetPageSingleton('login-token-service');
    forgetPageSingleton('api-client');
  });

  it('given two headers start it, the page runs one service and renews once', async () => {
    const backend = onPageWith(DUE);
    const first = startLoginTokenService();
    const second = startLoginTokenService();
    await pass(0);
    expect(second).toBe(first);
    expect(backend.requests).toEqual([RENEW]);
  });

  it('given a second bundle on the page starts it, that bundle finds the running service', async () => {
    const backend = onPageWith(DUE);
    const fromFirstBundle = startLoginTokenService();
    vi.resetModules();
    const secondBundle = await import('../../../src/services/login/login-token-service');
    expect(secondBundle.startLoginTokenService).not.toBe(startLoginTokenService);
    expect(secondBundle.startLoginTokenService()).toBe(fromFirstBundle);
    await pass(0);
    expect(backend.requests).toEqual([RENEW]);
  });

  it('given Hunter-Platform smartphone, the page’s service stays off', async () => {
    const backend = onPageWith(`Hunter-Platform=smartphone; ${DUE}`);
    expect(startLoginTokenService().getSnapshot()).toEqual({ phase: 'off' });
    await pass(TOKEN_CHECK_INTERVAL_MS);
    expect(backend.requests).toEqual([]);
  });
});

describe('the browser page of the service', () => {
  afterEach(() => {
    delete (document as unknown as { visibilityState?: string }).visibilityState;
  });

  it('hears each kind of shopper activity on the window, until unsubscribed', () => {
    const page = browserLoginTokenPage();
    const listener = vi.fn();
    const unsubscribe = page.onActivity(listener);
    for (const type of ACTIVITY_EVENTS) window.dispatchEvent(new Event(type));
    expect(listener).toHaveBeenCalledTimes(ACTIVITY_EVENTS.length);
    expect([...ACTIVITY_EVENTS].sort()).toEqual(['click', 'keydown', 'scroll', 'touchstart']);
    unsubscribe();
    window.dispatchEvent(new Event('click'));
    expect(listener).toHaveBeenCalledTimes(ACTIVITY_EVENTS.length);
  });

  it('hears a scroll inside any scrolling box, which does not bubble', () => {
    const page = browserLoginTokenPage();
    const listener = vi.fn();
    const unsubscribe = page.onActivity(listener);
    const box = document.body.appendChild(document.createElement('div'));
    box.dispatchEvent(new Event('scroll', { bubbles: false }));
    unsubscribe();
    box.remove();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads the visibility and hears its changes', () => {
    const page = browserLoginTokenPage();
    const listener = vi.fn();
    const unsubscribe = page.onVisibilityChange(listener);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(page.isHidden()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('given cookies cannot be read (a sandboxed frame), reads none instead of throwing', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    expect(browserLoginTokenPage().cookies()).toBe('');
  });
});
