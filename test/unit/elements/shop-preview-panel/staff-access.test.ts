import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPreviewCalls } from '../../../../src/elements/shop-preview-panel/preview-service';
import {
  createStaffAccess,
  type StaffAccess,
} from '../../../../src/elements/shop-preview-panel/state/staff-access';
import { createApiClient } from '../../../../src/services/http/api-client';
import { SHOP_PATHS } from '../../../../src/services/http/shop-api';
import { json, networkError, text, type FakeAnswer } from '../../../support/fake-fetch';

const MINUTE = 60_000;
const STAFF = 'StaffToken=eyJzdGFmZiI6dHJ1ZX0; CobraToken=cobra-1';

/** A page with `cookies`, whose preview service answers check-auth with `checkAuth`. */
function accessFor(
  cookies: string,
  {
    checkAuth = json(200, { status: 'SUCCESS' }),
    logout = json(200, { status: 'SUCCESS' }),
  } = {} as {
    checkAuth?: FakeAnswer;
    logout?: FakeAnswer;
  },
) {
  vi.useFakeTimers();
  const requests: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input));
    requests.push(pathname);
    if (pathname === SHOP_PATHS.previewCheckAuth) return checkAuth(init);
    if (pathname === SHOP_PATHS.previewLogout) return logout(init);
    return json(200, { status: 'SUCCESS' })(init);
  });
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    baseUrl: 'https://shop.example',
  });
  const warn = vi.fn();
  const error = vi.fn();
  const ended = vi.fn();
  const access = createStaffAccess({
    calls: createPreviewCalls({ api: () => api, warn, error }),
    cookies: () => cookies,
    clock: {
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    },
    session: () => ({ ended }),
  });
  started.push(access);
  const count = (path: string) => requests.filter((request) => request === path).length;
  return { access, requests, count, warn, error, ended };
}

const started: StaffAccess[] = [];

afterEach(() => {
  for (const access of started.splice(0)) access.stop();
  vi.useRealTimers();
});

/** Lets the answers in (fake time does not move). */
const answers = () => vi.advanceTimersByTimeAsync(0);

describe('the staff access of a page', () => {
  it('given no staff cookie, it calls nothing and hides the panel', async () => {
    const { access, requests } = accessFor('LoginToken=abc; Hunter-Platform=desktop');
    access.start();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(access.getSnapshot()).toBe('no-staff-cookie');
    expect(requests).toEqual([]);
  });

  it.each([
    ['an empty StaffToken', 'StaffToken=; CobraToken='],
    ['blank staff cookies', 'StaffToken=%20%20'],
    ['a similar name', 'XStaffToken=1; StaffTokens=2'],
  ])('given %s, it counts as no staff cookie', async (_, cookies) => {
    const { access, requests } = accessFor(cookies);
    access.start();
    await answers();
    expect(access.getSnapshot()).toBe('no-staff-cookie');
    expect(requests).toEqual([]);
  });

  it.each([
    ['StaffToken', 'StaffToken=s-1'],
    ['CobraToken', 'CobraToken=c-1'],
    ['a malformed value', 'StaffToken=%E0%A4%A'],
    ['a huge value', `CobraToken=${'x'.repeat(100_000)}`],
  ])('given a staff cookie (%s), it asks check-auth once', async (_, cookies) => {
    const { access, count } = accessFor(cookies);
    access.start();
    access.start();
    expect(access.getSnapshot()).toBe('checking');
    await answers();
    expect(count(SHOP_PATHS.previewCheckAuth)).toBe(1);
    expect(access.getSnapshot()).toBe('granted');
  });

  it('given check-auth answers SUCCESS, it renews the staff login at once and every 5 minutes', async () => {
    const { access, count } = accessFor(STAFF);
    access.start();
    await answers();
    expect(count(SHOP_PATHS.previewRenewLogin)).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(count(SHOP_PATHS.previewRenewLogin)).toBe(2);
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(count(SHOP_PATHS.previewRenewLogin)).toBe(5);
  });

  it.each([
    ['UNAUTHORIZED', json(200, { status: 'UNAUTHORIZED' }), false],
    ['401', json(401, { status: 'UNAUTHORIZED' }), false],
    ['500', json(500, {}), false],
    ['a network failure', networkError, false],
    ['a status of the wrong type', json(200, { status: true }), true],
    ['a list', json(200, ['SUCCESS']), true],
    ['an unknown status', json(200, { status: 'success' }), true],
    ['HTML', text(200, '<script>alert(1)</script>'), true],
  ])(
    'given check-auth answers %s, it hides the panel and never renews',
    async (_, answer, warned) => {
      const { access, count, warn } = accessFor(STAFF, { checkAuth: answer });
      access.start();
      await vi.advanceTimersByTimeAsync(30 * MINUTE);
      expect(access.getSnapshot()).toBe('denied');
      expect(count(SHOP_PATHS.previewRenewLogin)).toBe(0);
      // A refusal is an answer for someone else; only a broken answer is worth a warning.
      expect(warn).toHaveBeenCalledTimes(warned ? 1 : 0);
    },
  );

  it('when logout is confirmed, it hides the panel, ends the preview settings and the renewal', async () => {
    const { access, count, ended } = accessFor(STAFF);
    access.start();
    await answers();
    await expect(access.logout()).resolves.toBe(true);
    expect(count(SHOP_PATHS.previewLogout)).toBe(1);
    expect(access.getSnapshot()).toBe('logged-out');
    expect(ended).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(count(SHOP_PATHS.previewRenewLogin)).toBe(1);
  });

  it.each([
    ['500', json(500, {})],
    ['a network failure', networkError],
  ])('when logout fails (%s), it only logs it: the panel and renewal stay', async (_, answer) => {
    const { access, count, error, ended } = accessFor(STAFF, { logout: answer });
    access.start();
    await answers();
    await expect(access.logout()).resolves.toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(access.getSnapshot()).toBe('granted');
    expect(ended).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(count(SHOP_PATHS.previewRenewLogin)).toBe(2);
  });
});
