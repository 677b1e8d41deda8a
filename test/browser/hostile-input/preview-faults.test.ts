/**
 * Issue 17: <shop-preview-panel> as a custom element while each of its calls (check-auth, the
 * staff login's renewal, the test list, the token that applies and ends a preview, the logout)
 * fails in every way the fake backend knows. What a staff member sees: the panel stays hidden
 * where check-auth failed and shows on the next page once the service is back; elsewhere the
 * dialog says what failed, still applies what it can, and works again on the same page once
 * the service is back. What the page sees: no uncaught error, no console error (but the logout's,
 * which the spec has logged), nothing run, no scroll lock left.
 *
 * A hanging call ends at the API client's 15 s limit: those cases run it on fake time.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-preview-panel';
import type { ShopPreviewPanelElement } from '../../../src/elements/generated/element-typings';
import { PREVIEW_TEXTS } from '../../../src/elements/shop-preview-panel/preview-texts';
import type { StaffAccess } from '../../../src/elements/shop-preview-panel/state/staff-access';
import { existingPageSingleton } from '../../../src/page-runtime/page-singleton';
import { isPageScrollLocked } from '../../../src/page-runtime/scroll-lock';
import { REQUEST_TIMEOUT_MS } from '../../../src/services/http/api-client';
import { SHOP_PATHS } from '../../../src/services/http/shop-api';
import { PREVIEW_STORAGE_KEYS } from '../../../src/services/preview/preview-session';
import type { CallId } from '../../fake-backend/call-table';
import { FAILURE_KINDS, clearFaults, setFaults, type FailureKind } from '../../fake-backend/faults';
import { abTestsAt } from '../../fake-backend/fixtures/ab-tests';
import { expectNothingRunnable, loadPageAnew, setUpWatchedPages } from '../../support/hostile-page';
import { stubCookies } from '../../support/stubbed-cookies';
import { pause, until } from '../../support/real-time';

const watch = setUpWatchedPages();

/** The fake backend grants check-auth to a page with both staff cookies. */
const STAFF = 'StaffToken=staff-1; CobraToken=cobra-1';
/** 10 December 2026 and the day after: tests of the fake schedule run on both. */
const DECEMBER = '2026-12-10';
const NEXT_DAY = '2026-12-11';
const TESTS_NEXT_DAY = abTestsAt(new Date(2026, 11, 11)).map((test) => test.name);

let restoreCookies: () => void;
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  restoreCookies = stubCookies(STAFF);
  fetchSpy = vi.spyOn(window, 'fetch');
});

afterEach(() => {
  restoreCookies();
});

/** How many calls the page sent to `path`. */
const sent = (path: string) =>
  fetchSpy.mock.calls.filter(
    ([input]) =>
      new URL(input instanceof Request ? input.url : String(input), location.href).pathname ===
      path,
  ).length;

const PATH_OF = {
  previewCheckAuth: SHOP_PATHS.previewCheckAuth,
  previewRenewLogin: SHOP_PATHS.previewRenewLogin,
  abTestsAt: SHOP_PATHS.abTestsAt,
  previewToken: SHOP_PATHS.previewToken,
  previewLogout: SHOP_PATHS.previewLogout,
} as const satisfies Partial<Record<CallId, string>>;
type PreviewCall = keyof typeof PATH_OF;

/**
 * Runs `act`, which sends one more `call` that hangs, on fake time: once the call went out, the
 * clock moves past the API client's limit, so the call ends as a timeout.
 */
async function throughTimeout(call: PreviewCall, act: () => Promise<unknown>) {
  const before = sent(PATH_OF[call]);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await act();
  await until(() => expect(sent(PATH_OF[call])).toBe(before + 1));
  // The limit's timer is set just before the call goes out; let the request settle in.
  await pause(50);
  await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
  vi.useRealTimers();
}

function mount(): ShopPreviewPanelElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<shop-preview-panel initial-date="${DECEMBER}"></shop-preview-panel>`,
  );
  const hosts = document.querySelectorAll<ShopPreviewPanelElement>('shop-preview-panel');
  return hosts[hosts.length - 1]!;
}

const $ = <E extends Element = HTMLElement>(host: Element, selector: string) =>
  host.shadowRoot?.querySelector<E>(selector) ?? null;
const openButton = (host: Element) => $<HTMLButtonElement>(host, '[part="open-button"]');
const dialogOf = (host: Element) => $<HTMLDialogElement>(host, 'dialog');
const testSelect = (host: Element) => $<HTMLSelectElement>(host, '[name="test"]')!;
const optionTexts = (host: Element) =>
  [...testSelect(host).options].map((option) => option.textContent);
const listStatus = (host: Element) =>
  $(host, '.shop-preview-panel__list-status')?.textContent ?? '';
const messageText = (host: Element) => $(host, '[part="message"]')?.textContent ?? '';
const strip = (host: Element) => $(host, '[part="strip"]');
const stripError = (host: Element) =>
  $(host, '.shop-preview-panel__strip-error')?.textContent ?? '';
const submitButton = () => page.getByRole('button', { name: PREVIEW_TEXTS.submit });
const accessPhase = () => existingPageSingleton<StaffAccess>('staff-access')?.getSnapshot();

async function shown(host: ShopPreviewPanelElement, timeout = 5_000) {
  // The first mount of a run waits for the panel's code to be transformed and loaded.
  await until(() => expect(openButton(host)).not.toBeNull(), timeout);
}

async function openDialog(host: ShopPreviewPanelElement) {
  await userEvent.click(openButton(host)!);
  await until(() => expect(dialogOf(host)?.open).toBe(true));
}

/** The panel for staff, its dialog open and its test list answered as the service works. */
async function openedPanel(): Promise<ShopPreviewPanelElement> {
  const host = mount();
  await shown(host);
  await openDialog(host);
  await until(() => expect(listStatus(host)).toBe(PREVIEW_TEXTS.testsFound));
  return host;
}

/** The settings apply: the service confirmed them, and the strip says what is in force. */
async function expectApplies(host: ShopPreviewPanelElement, timeout = 5_000) {
  await userEvent.selectOptions(testSelect(host), PREVIEW_TEXTS.noTest);
  await userEvent.click(submitButton());
  await until(() => expect(messageText(host)).toBe(PREVIEW_TEXTS.applied), timeout);
  expect(strip(host)).not.toBeNull();
}

/** The page held up; the one console error allowed is the logout's, which the spec logs. */
function expectPageHeldUp(host: ShopPreviewPanelElement, loggedLogouts = 0) {
  expect(watch.consoleError.mock.calls).toHaveLength(loggedLogouts);
  for (const [message] of watch.consoleError.mock.calls)
    expect(String(message)).toMatch(/^shop-preview-panel: the logout failed/);
  watch.consoleError.mockClear();
  expectNothingRunnable(host.shadowRoot!);
  watch.expectNoFailure();
}

/** The next page, once the service is back: the panel shows, lists the tests and applies. */
async function expectNextPageWorks() {
  loadPageAnew();
  const fresh = await openedPanel();
  await expectApplies(fresh);
  expectPageHeldUp(fresh);
}

describe('hostile input › <shop-preview-panel> under faults', () => {
  describe.each(FAILURE_KINDS)('given check-auth fails with %s', (kind) => {
    it('when a staff member opens a page › the panel stays hidden until check-auth answers SUCCESS, and the next page shows it once the service is back', async () => {
      setFaults([{ call: 'previewCheckAuth', kind }]);
      let host!: ShopPreviewPanelElement;
      if (kind === 'slow') {
        host = mount();
        await pause(1_500);
        expect(openButton(host)).toBeNull();
        await shown(host, 6_000);
      } else {
        if (kind === 'hang') {
          await throughTimeout('previewCheckAuth', async () => {
            host = mount();
            await pause(500);
            expect(accessPhase()).toBe('checking');
          });
        } else host = mount();
        await until(() => expect(accessPhase()).toBe('denied'));
        expect(openButton(host)).toBeNull();
        expect(sent(SHOP_PATHS.previewRenewLogin)).toBe(0);
      }
      expectPageHeldUp(host);
      await expectNextPageWorks();
    });
  });

  describe.each(FAILURE_KINDS)('given the staff login’s renewal fails with %s', (kind) => {
    it('when the panel shows › it works all the same, without a word to the staff member', async () => {
      setFaults([{ call: 'previewRenewLogin', kind }]);
      const host = await openedPanel();
      await until(() => expect(sent(SHOP_PATHS.previewRenewLogin)).toBe(1));
      await expectApplies(host);
      expectPageHeldUp(host);
    });
  });

  /** How the list reads once a failed test-list call settled, by fault. */
  const LIST_OUTCOME: Record<FailureKind, 'failed' | 'late'> = {
    'client-error': 'failed',
    'server-error': 'failed',
    hang: 'failed',
    slow: 'late',
    unreadable: 'failed',
    empty: 'failed',
    array: 'failed',
    nulls: 'failed',
    'wrong-shape': 'failed',
  };

  describe.each(FAILURE_KINDS)('given the test list fails with %s', (kind) => {
    it('when the dialog opens › it says the list failed and applies without a test, and lists the tests again once the service is back', async () => {
      setFaults([{ call: 'abTestsAt', kind }]);
      const host = mount();
      await shown(host);
      if (kind === 'hang')
        await throughTimeout('abTestsAt', async () => {
          await openDialog(host);
          await pause(500);
          expect(listStatus(host)).toBe(PREVIEW_TEXTS.testsLoading);
        });
      else await openDialog(host);

      if (LIST_OUTCOME[kind] === 'late') {
        await pause(1_500);
        expect(listStatus(host)).toBe(PREVIEW_TEXTS.testsLoading);
        await until(() => expect(listStatus(host)).toBe(PREVIEW_TEXTS.testsFound), 5_000);
      } else {
        await until(() => expect(listStatus(host)).toBe(PREVIEW_TEXTS.testsFailed));
        expect(optionTexts(host)).toEqual([PREVIEW_TEXTS.noTest]);
        expect(watch.consoleWarn).toHaveBeenCalledOnce();
      }
      await expectApplies(host);

      // The service is back: a change of date lists that day's tests in the same dialog.
      clearFaults();
      await userEvent.fill($<HTMLInputElement>(host, '[name="date"]')!, NEXT_DAY);
      await until(() => expect(listStatus(host)).toBe(PREVIEW_TEXTS.testsFound));
      expect(optionTexts(host).slice(2)).toEqual(TESTS_NEXT_DAY);
      expectPageHeldUp(host);
    });
  });

  describe.each(FAILURE_KINDS)('given the token call fails with %s', (kind) => {
    it('when settings are applied and the preview is left › each says it failed and nothing changes, and each works once the service is back', async () => {
      const appliedEvents = vi.fn();
      document.addEventListener('preview-applied', appliedEvents);
      const host = await openedPanel();
      setFaults([{ call: 'previewToken', kind }]);

      await userEvent.selectOptions(testSelect(host), PREVIEW_TEXTS.noTest);
      if (kind === 'slow') {
        await userEvent.click(submitButton());
        await pause(1_500);
        await expect.element(submitButton()).toHaveAttribute('aria-busy', 'true');
        await until(() => expect(messageText(host)).toBe(PREVIEW_TEXTS.applied), 5_000);
        expect(strip(host)).not.toBeNull();
      } else {
        if (kind === 'hang')
          await throughTimeout('previewToken', async () => {
            await userEvent.click(submitButton());
            await expect.element(submitButton()).toHaveAttribute('aria-busy', 'true');
          });
        else await userEvent.click(submitButton());
        await until(() => expect(messageText(host)).toBe(PREVIEW_TEXTS.applyFailed));
        await expect.element(submitButton()).not.toHaveAttribute('aria-busy');
        expect(strip(host)).toBeNull();
        expect(appliedEvents).not.toHaveBeenCalled();
        expect(localStorage.getItem(PREVIEW_STORAGE_KEYS.settings)).toBeNull();

        clearFaults();
        await expectApplies(host);
        setFaults([{ call: 'previewToken', kind }]);
      }
      expect(appliedEvents).toHaveBeenCalledOnce();
      document.removeEventListener('preview-applied', appliedEvents);

      // Leaving the preview goes through the same call, from the strip below the dialog.
      await userEvent.keyboard('{Escape}');
      await until(() => expect(dialogOf(host)?.open).toBe(false));
      const exit = page.getByRole('button', { name: PREVIEW_TEXTS.exitPreview });
      if (kind === 'slow') {
        await userEvent.click(exit);
        await until(() => expect(strip(host)).toBeNull(), 5_000);
      } else {
        if (kind === 'hang') await throughTimeout('previewToken', () => userEvent.click(exit));
        else await userEvent.click(exit);
        await until(() => expect(stripError(host)).toBe(PREVIEW_TEXTS.exitFailed));
        expect(strip(host)).not.toBeNull();

        clearFaults();
        await userEvent.click(exit);
        await until(() => expect(strip(host)).toBeNull());
      }
      expect(localStorage.getItem(PREVIEW_STORAGE_KEYS.settings)).toBeNull();
      expect(openButton(host)).not.toBeNull();
      expectPageHeldUp(host);
    });
  });

  /**
   * What a logout answer means, by fault: only the status counts (its body is not read), so a
   * 2xx with a body of any kind is a logout.
   */
  const LOGOUT_OUTCOME: Record<FailureKind, 'refused' | 'logged out' | 'late'> = {
    'client-error': 'refused',
    'server-error': 'refused',
    hang: 'refused',
    slow: 'late',
    unreadable: 'logged out',
    empty: 'logged out',
    array: 'logged out',
    nulls: 'logged out',
    'wrong-shape': 'logged out',
  };

  describe.each(FAILURE_KINDS)('given the logout fails with %s', (kind) => {
    it('when Logout is clicked › a refused logout is logged and changes nothing, and logs out once the service is back', async () => {
      const ended = vi.fn();
      document.addEventListener('preview-ended', ended);
      const host = await openedPanel();
      setFaults([{ call: 'previewLogout', kind }]);
      const logout = () =>
        userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.logout }));

      const outcome = LOGOUT_OUTCOME[kind];
      if (outcome === 'refused') {
        if (kind === 'hang') await throughTimeout('previewLogout', logout);
        else await logout();
        await until(() => expect(watch.consoleError).toHaveBeenCalledOnce());
        expect(dialogOf(host)?.open).toBe(true);
        expect(ended).not.toHaveBeenCalled();
        expectPageHeldUp(host, 1);
        clearFaults();
        await logout();
      } else {
        await logout();
        if (outcome === 'late') {
          await pause(1_500);
          expect(dialogOf(host)?.open).toBe(true);
        }
      }
      await until(() => expect(openButton(host)).toBeNull(), 5_000);
      expect(dialogOf(host)).toBeNull();
      expect(ended).toHaveBeenCalledOnce();
      expect(ended.mock.calls[0]![0]).toMatchObject({ detail: { reason: 'logout' } });
      // The dialog's effects let the page scroll again as it goes: on Preact (decision 53) in the
      // task after the one that removed it.
      await until(() => expect(isPageScrollLocked()).toBe(false));
      document.removeEventListener('preview-ended', ended);
      expectPageHeldUp(host);
    });
  });
});
