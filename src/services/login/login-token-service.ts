/**
 * The page's login-token service (spec newsletter-footer §3.4, §4.3, §7; CONTRACT.md, "Behaviour
 * every page gets"): it keeps the shopper's login alive while they use the page. The first
 * element that needs it starts it; there is one per page, however many elements or bundles the
 * page holds.
 *
 * - A check at start, then every 3 minutes, but only when the shopper touched, typed, scrolled or
 *   clicked since the last check. A check reads the LoginToken cookie: before its renewal time
 *   nothing is sent; from then until its expiry it is renewed with
 *   `POST /service/login/api/v1/logintoken/renew` and `{}`.
 * - Without a LoginToken it looks for one every 10 seconds, sending nothing, and checks as soon
 *   as one appears (after a login on this page or in another tab).
 * - A check that finds a login token also asks `GET /service/login/api/v1/longtermtoken` when the
 *   LongtermToken cookie is missing or past its renewal time, or the login token lacks the
 *   logged-in flag; that answer is ignored.
 * - Timers pause while the page is hidden; when it shows again, a step that fell due meanwhile
 *   runs at once and the others keep their remaining time.
 * - Off in the shop's apps (`Hunter-Platform` smartphone or tablet), which keep the login
 *   themselves.
 * - Failures are silent for the shopper. An unreadable cookie gets one console warning per page
 *   and never a request loop: an unreadable login token stops the service.
 *
 * Framework-free: the calls, the clock and the page (cookies, visibility, activity:
 * `login-token-page.ts`) come in as options, so tests drive every schedule with fake time.
 */
import { pageSingleton } from '../../page-runtime/page-singleton';
import { createStore, type Store } from '../../page-runtime/store';
import {
  COOKIE_NAMES,
  readDeviceClass,
  readTokenCookie,
  type TokenClaims,
  type TokenCookie,
} from '../browser/cookies';
import type { ApiClient, ApiOutcome } from '../http/api-client';
import { SHOP_PATHS, shopApi } from '../http/shop-api';
import { browserLoginTokenPage, type LoginTokenPage } from './login-token-page';

export { ACTIVITY_EVENTS, browserLoginTokenPage, type LoginTokenPage } from './login-token-page';

/** With a login token: a check every 3 minutes, if the shopper was active (spec §9). */
export const TOKEN_CHECK_INTERVAL_MS = 3 * 60_000;

/** Without a login token: a look for one every 10 seconds (spec §9). */
export const TOKEN_WAIT_INTERVAL_MS = 10_000;

/**
 * What a check found, with the spec's outcome code (§4.3):
 *
 * | outcome        | code | when                                                          | then         |
 * | -------------- | ---- | ------------------------------------------------------------- | ------------ |
 * | `renewed`      | 0    | the renewal answered 201                                      | keep polling |
 * | `ok`           | 1    | the renewal answered 200: nothing for this page to renew      | stop         |
 * | `server-error` | 2    | the renewal answered 5xx, or no answer came                   | keep polling |
 * | `unknown`      | 3    | the LoginToken cookie cannot be read, or the renewal answered | stop         |
 * |                |      | another status (the service knows no token of this shopper)   |              |
 * | `still-valid`  | 4    | the token's renewal time has not come; nothing was sent       | keep polling |
 * | `expired`      | 5    | the token's expiry has passed; nothing was sent               | stop         |
 */
export type LoginTokenOutcome =
  'renewed' | 'ok' | 'server-error' | 'unknown' | 'still-valid' | 'expired';

const STOPPING_OUTCOMES: ReadonlySet<LoginTokenOutcome> = new Set(['ok', 'unknown', 'expired']);

export interface LoginTokenState {
  /**
   * - `idle`: not started.
   * - `off`: the shop's app (Hunter-Platform); nothing runs.
   * - `waiting-for-token`: no LoginToken yet; it looks every 10 seconds.
   * - `watching`: a login token is there; it checks every 3 minutes after activity.
   * - `stopped`: an outcome that ends the polling, or `stop()`.
   */
  phase: 'idle' | 'off' | 'waiting-for-token' | 'watching' | 'stopped';
  /** The last check's outcome; none before the first check or while waiting for a token. */
  outcome?: LoginTokenOutcome;
}

export interface LoginTokenService extends Store<LoginTokenState> {
  /** Starts the checks; calling it again does nothing. */
  start(): void;
  /** Ends every timer and listener (Storybook and tests, where one page shows many examples). */
  stop(): void;
}

export interface LoginTokenServiceOptions {
  api?: () => ApiClient;
  page?: LoginTokenPage;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Tells developers about an unreadable cookie; the default warns on the console. */
  report?: (message: string) => void;
}

/** The renewal's answer as an outcome (spec §7: 201 renewed, 200 ok, 500 error). */
function renewalOutcome(answer: ApiOutcome<unknown>): LoginTokenOutcome {
  if (answer.ok) {
    if (answer.status === 201) return 'renewed';
    return answer.status === 200 ? 'ok' : 'unknown';
  }
  if (answer.kind === 'fetch') return 'server-error';
  return answer.status >= 500 ? 'server-error' : 'unknown';
}

export function createLoginTokenService({
  api = shopApi,
  page = browserLoginTokenPage(),
  now = () => Date.now(),
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  report = (message) => console.warn(message),
}: LoginTokenServiceOptions = {}): LoginTokenService {
  const state = createStore<LoginTokenState>({ phase: 'idle' });
  const stopListening: (() => void)[] = [];
  const reported = new Set<string>();
  let started = false;
  let activeSinceCheck = false;
  /** The next step and when it falls due; kept while the page is hidden, so it can resume. */
  let due: { at: number; step: () => void } | undefined;
  let timer: unknown;

  const running = () => {
    const { phase } = state.getSnapshot();
    return phase === 'watching' || phase === 'waiting-for-token';
  };

  /** Sets the timer for the due step, unless the page is hidden: polling pauses then. */
  function arm() {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    if (!due || page.isHidden()) return;
    const { at, step } = due;
    timer = setTimer(
      () => {
        timer = undefined;
        due = undefined;
        step();
      },
      Math.max(0, at - now()),
    );
  }

  function schedule(delayMs: number, step: () => void) {
    due = { at: now() + delayMs, step };
    arm();
  }

  function end(outcome = state.getSnapshot().outcome) {
    due = undefined;
    arm();
    for (const unsubscribe of stopListening.splice(0)) unsubscribe();
    state.set({ phase: 'stopped', outcome });
  }

  function reportOnce(cookie: string, problem: string, consequence: string) {
    if (reported.has(cookie)) return;
    reported.add(cookie);
    report(`shop-elements: the ${cookie} cookie cannot be read (${problem}); ${consequence}.`);
  }

  function needsLongtermToken(login: TokenClaims, longterm: TokenCookie, nowSeconds: number) {
    if (longterm.kind === 'unreadable') {
      reportOnce(COOKIE_NAMES.longtermToken, longterm.problem, 'a new one is asked for');
    }
    if (!login.lid || longterm.kind !== 'token') return true;
    return nowSeconds >= longterm.claims.ren;
  }

  async function check() {
    activeSinceCheck = false;
    const cookies = page.cookies();
    const login = readTokenCookie(COOKIE_NAMES.loginToken, cookies);
    if (login.kind === 'absent') {
      state.set({ phase: 'waiting-for-token' });
      schedule(TOKEN_WAIT_INTERVAL_MS, () => void check());
      return;
    }
    if (login.kind === 'unreadable') {
      reportOnce(COOKIE_NAMES.loginToken, login.problem, 'the login is not renewed on this page');
      end('unknown');
      return;
    }
    // The token's times are seconds (spec §9: "times compared in seconds").
    const nowSeconds = Math.floor(now() / 1000);
    const token = login.claims;
    if (needsLongtermToken(token, readTokenCookie(COOKIE_NAMES.longtermToken, cookies), nowSeconds))
      void api().request({ path: SHOP_PATHS.longtermToken, noCache: true, statusOnly: true });
    let outcome: LoginTokenOutcome;
    if (nowSeconds >= token.exp) outcome = 'expired';
    else if (nowSeconds < token.ren) outcome = 'still-valid';
    else {
      const answer = await api().request({
        path: SHOP_PATHS.loginTokenRenew,
        method: 'POST',
        body: {},
        statusOnly: true,
      });
      if (!running()) return;
      outcome = renewalOutcome(answer);
    }
    if (STOPPING_OUTCOMES.has(outcome)) {
      end(outcome);
      return;
    }
    state.set({ phase: 'watching', outcome });
    schedule(TOKEN_CHECK_INTERVAL_MS, checkIfActive);
  }

  function checkIfActive() {
    if (activeSinceCheck) void check();
    else schedule(TOKEN_CHECK_INTERVAL_MS, checkIfActive);
  }

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    start() {
      if (started) return;
      started = true;
      if (readDeviceClass(page.cookies())) {
        state.set({ phase: 'off' });
        return;
      }
      state.set({ phase: 'watching' });
      stopListening.push(
        page.onActivity(() => {
          activeSinceCheck = true;
        }),
        page.onVisibilityChange(arm),
      );
      schedule(0, () => void check());
    },
    stop() {
      if (running()) end();
    },
  };
}

/**
 * Starts the page's one login-token service; the first element that needs it calls it, and every
 * later call (another element, a second bundle on the page) finds it started and does nothing.
 */
export function startLoginTokenService(): LoginTokenService {
  const service = pageSingleton('login-token-service', () => createLoginTokenService());
  service.start();
  return service;
}
