import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-preview-panel';
import type { ShopPreviewPanelElement } from '../../../src/elements/generated/element-typings';
import { PREVIEW_TEXTS } from '../../../src/elements/shop-preview-panel/preview-texts';
import type { StaffAccess } from '../../../src/elements/shop-preview-panel/state/staff-access';
import {
  existingPageSingleton,
  forgetPageSingleton,
} from '../../../src/page-runtime/page-singleton';
import { SHOP_PATHS } from '../../../src/services/http/shop-api';
import { PREVIEW_STORAGE_KEYS } from '../../../src/services/preview/preview-session';
import { trackGaEvent } from '../../../src/services/tracking';
import { setFaults } from '../../fake-backend/faults';
import { abTestsAt } from '../../fake-backend/fixtures/ab-tests';
// Renamed: a Vitest setup helper, not a React hook (the hooks lint rule goes by the name).
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { stubCookies } from '../../support/stubbed-cookies';
import { HTML_PAYLOADS, resetXssFlag, xssRan } from '../../support/xss-payloads';

setUpFakeBackend();

/** The fake backend grants check-auth to a page with both staff cookies. */
const STAFF = 'StaffToken=staff-1; CobraToken=cobra-1';
/** 10 December 2026: three tests of the fake schedule run (checkout, search, mini cart). */
const DECEMBER = '2026-12-10';
const TESTS_IN_DECEMBER = abTestsAt(new Date(2026, 11, 10));
/** 1 June 2026: no test runs. */
const JUNE = '2026-06-01';

let restoreCookies: (() => void) | undefined;
let fetchSpy: MockInstance<typeof fetch>;
let pageErrors: unknown[] = [];
const recordError = (event: ErrorEvent | PromiseRejectionEvent) =>
  pageErrors.push(event instanceof ErrorEvent ? event.error : event.reason);

beforeEach(() => {
  fetchSpy = vi.spyOn(window, 'fetch');
  pageErrors = [];
  resetXssFlag();
  window.addEventListener('error', recordError);
  window.addEventListener('unhandledrejection', recordError);
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});

afterEach(() => {
  window.removeEventListener('error', recordError);
  window.removeEventListener('unhandledrejection', recordError);
  restoreCookies?.();
  restoreCookies = undefined;
  vi.restoreAllMocks();
  // Each test is a page of its own: its own staff access (and renewal) and preview session.
  existingPageSingleton<StaffAccess>('staff-access')?.stop();
  forgetPageSingleton('staff-access');
  forgetPageSingleton('preview-session');
  localStorage.removeItem(PREVIEW_STORAGE_KEYS.selection);
  localStorage.removeItem(PREVIEW_STORAGE_KEYS.settings);
  document.body.innerHTML = '';
});

interface SentRequest {
  url: URL;
  headers: Record<string, string>;
}

/** The calls the page made to `path`, as the fake backend received them. */
function requests(path: string): SentRequest[] {
  return fetchSpy.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input instanceof Request ? input.url : input)),
      headers: (init?.headers ?? {}) as Record<string, string>,
    }))
    .filter(({ url }) => url.pathname === path);
}

const previewCalls = () =>
  fetchSpy.mock.calls
    .map(([input]) => new URL(String(input instanceof Request ? input.url : input)).pathname)
    .filter((path) => path.startsWith('/service/preview') || path.startsWith('/service/abtest'));

function mount(
  attributes = `initial-date="${DECEMBER}"`,
  cookies = STAFF,
): ShopPreviewPanelElement {
  if (cookies) restoreCookies = stubCookies(cookies);
  document.body.insertAdjacentHTML(
    'beforeend',
    `<shop-preview-panel ${attributes}></shop-preview-panel>`,
  );
  return document.querySelector('shop-preview-panel') as ShopPreviewPanelElement;
}

const $ = <E extends Element = HTMLElement>(host: Element, selector: string) =>
  host.shadowRoot?.querySelector<E>(selector) ?? null;

const openButton = (host: Element) => $<HTMLButtonElement>(host, '[part="open-button"]');
const dialogOf = (host: Element) => $<HTMLDialogElement>(host, 'dialog')!;
const field = <E extends HTMLElement = HTMLInputElement>(host: Element, name: string) =>
  $<E>(host, `[name="${name}"]`)!;
const testSelect = (host: Element) => field<HTMLSelectElement>(host, 'test');
const groupSelect = (host: Element) => field<HTMLSelectElement>(host, 'group');
const optionTexts = (select: HTMLSelectElement) =>
  [...select.options].map((option) => option.textContent);
const messageText = (host: Element) => $(host, '[part="message"]')?.textContent ?? '';
const listStatus = (host: Element) =>
  $(host, '.shop-preview-panel__list-status')?.textContent ?? '';

/** The phase of the page's staff access: settles on granted, denied or no-staff-cookie. */
const accessPhase = () => existingPageSingleton<StaffAccess>('staff-access')?.getSnapshot();

async function shown(host: ShopPreviewPanelElement) {
  // The first mount of a run waits for the panel's code to be transformed and loaded.
  await vi.waitFor(() => expect(openButton(host)).not.toBeNull(), { timeout: 5000 });
}

/** Mounts the panel for staff and opens the dialog; waits for the test list's answer. */
async function opened(attributes?: string) {
  const host = mount(attributes);
  await shown(host);
  await userEvent.click(openButton(host)!);
  await vi.waitFor(() => expect(dialogOf(host).open).toBe(true));
  await vi.waitFor(() => expect(listStatus(host)).not.toBe(PREVIEW_TEXTS.testsLoading));
  return host;
}

async function chooseTest(host: Element, label: string) {
  await userEvent.selectOptions(testSelect(host), label);
}

const errorOf = (host: Element, control: HTMLElement) => {
  if (control.getAttribute('aria-invalid') !== 'true') return undefined;
  const id = control.getAttribute('aria-errormessage');
  return id ? host.shadowRoot?.getElementById(id)?.textContent : undefined;
};

const local = (date: string, time = '00:00') => new Date(`${date}T${time}:00`).toISOString();

/** Preview settings in force on DECEMBER, as an earlier page of the visit stored them. */
function storePreviewInForce({ time, test, group }: { time: string; test: string; group: string }) {
  localStorage.setItem(
    PREVIEW_STORAGE_KEYS.settings,
    JSON.stringify({ dateTime: local(DECEMBER, time), date: DECEMBER, time, test, group }),
  );
}

describe('<shop-preview-panel> for visitors', () => {
  // First in the file, while no test has loaded the panel's code yet.
  it('given no staff cookie, it shows nothing, calls nothing and loads none of the panel’s code', async () => {
    const host = mount(`initial-date="${DECEMBER}"`, 'LoginToken=abc; Hunter-Platform=desktop');
    await vi.waitFor(() => expect(host.shadowRoot).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(host.shadowRoot!.querySelector('*:not(div[lang])')).toBeNull();
    expect(previewCalls()).toEqual([]);
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) =>
        /shop-preview-panel\/(PreviewPanel|parts\/|state\/|behaviour\/|preview-(service|answers|date-time))/.test(
          name,
        ),
      );
    expect(loaded).toEqual([]);
    expect(host.getBoundingClientRect().height).toBe(0);
  });
});

describe('<shop-preview-panel> staff access', () => {
  it('given a staff cookie › when check-auth succeeds › it shows the Preview settings button', async () => {
    const host = mount();
    await shown(host);
    await expect
      .element(page.getByRole('button', { name: PREVIEW_TEXTS.openButton }))
      .toBeVisible();
    expect(requests(SHOP_PATHS.previewCheckAuth)).toHaveLength(1);
    // Staff work in English, whatever the site.
    expect($(host, '.shop-preview-panel')?.getAttribute('lang')).toBe('en');
    expect(openButton(host)).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('given a staff cookie › when check-auth succeeds › it renews the staff login at once', async () => {
    const host = mount();
    await shown(host);
    await vi.waitFor(() => expect(requests(SHOP_PATHS.previewRenewLogin)).toHaveLength(1));
  });

  it('given only StaffToken, whom the service refuses, it shows nothing and logs no error', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const host = mount(`initial-date="${DECEMBER}"`, 'StaffToken=staff-1');
    await vi.waitFor(() => expect(accessPhase()).toBe('denied'));
    expect(openButton(host)).toBeNull();
    expect(requests(SHOP_PATHS.previewRenewLogin)).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', { kind: 'server-error' as const }],
    ['no JSON', { kind: 'unreadable' as const }],
    ['an object without status', { kind: 'wrong-shape' as const }],
    ['a list', { kind: 'wrong-shape' as const, body: [{ status: 'SUCCESS' }] }],
    ['markup', { kind: 'wrong-shape' as const, body: { status: '<img src=x onerror=alert(1)>' } }],
  ])('given check-auth answers %s, it shows nothing and throws nothing', async (_, fault) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setFaults([{ call: 'previewCheckAuth', ...fault }]);
    const host = mount();
    await vi.waitFor(() => expect(accessPhase()).toBe('denied'));
    expect(openButton(host)).toBeNull();
    expect(pageErrors).toEqual([]);
    expect(xssRan()).toBe(false);
  });

  it.each([
    ['a huge StaffToken', `StaffToken=${'x'.repeat(3800)}; CobraToken=c`],
    ['a malformed CobraToken', 'StaffToken=s; CobraToken=%E0%A4%A'],
    ['markup in the cookie', 'StaffToken=<script>window.__xss=1</script>; CobraToken=c'],
  ])('given %s, it works as with any staff cookie', async (_, cookies) => {
    const host = mount(`initial-date="${DECEMBER}"`, cookies);
    await shown(host);
    expect(pageErrors).toEqual([]);
    expect(xssRan()).toBe(false);
  });

  it('given two panels on a page, check-auth and the renewal happen once', async () => {
    const host = mount();
    document.body.insertAdjacentHTML('beforeend', '<shop-preview-panel></shop-preview-panel>');
    await shown(host);
    await shown(document.querySelectorAll<ShopPreviewPanelElement>('shop-preview-panel')[1]!);
    expect(requests(SHOP_PATHS.previewCheckAuth)).toHaveLength(1);
    expect(requests(SHOP_PATHS.previewRenewLogin)).toHaveLength(1);
  });
});

describe('<shop-preview-panel> the dialog', () => {
  it('when the button is clicked, it opens a modal dialog with the labelled fields, and loads the tests of the date', async () => {
    const host = mount();
    await shown(host);
    await userEvent.click(openButton(host)!);
    await expect
      .element(page.getByRole('dialog', { name: PREVIEW_TEXTS.dialogHeading }))
      .toBeVisible();
    expect(dialogOf(host).matches(':modal')).toBe(true);
    await expect.element(page.getByLabelText(PREVIEW_TEXTS.date)).toHaveValue(DECEMBER);
    await expect.element(page.getByLabelText(PREVIEW_TEXTS.time)).toHaveValue('00:00');
    await expect
      .element(page.getByRole('button', { name: PREVIEW_TEXTS.abTestSettings }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(page.getByRole('combobox', { name: PREVIEW_TEXTS.testName }))
      .toBeVisible();
    await expect
      .element(page.getByRole('combobox', { name: PREVIEW_TEXTS.testGroup }))
      .toBeDisabled();
    await expect.element(page.getByRole('button', { name: PREVIEW_TEXTS.submit })).toBeVisible();
    await expect.element(page.getByRole('button', { name: PREVIEW_TEXTS.logout })).toBeVisible();
    await vi.waitFor(() => expect(listStatus(host)).toBe(PREVIEW_TEXTS.testsFound));
    const [load] = requests(SHOP_PATHS.abTestsAt);
    expect(load?.url.searchParams.get('time')).toBe(local(DECEMBER));
    expect(optionTexts(testSelect(host))).toEqual([
      PREVIEW_TEXTS.testPlaceholder,
      PREVIEW_TEXTS.noTest,
      ...TESTS_IN_DECEMBER.map((test) => test.name),
    ]);
  });

  it('while the tests load, it says Loading tests... in a live region', async () => {
    setFaults([{ call: 'abTestsAt', kind: 'hang' }]);
    const host = mount();
    await shown(host);
    await userEvent.click(openButton(host)!);
    await vi.waitFor(() => expect(listStatus(host)).toBe(PREVIEW_TEXTS.testsLoading));
    expect($(host, '.shop-preview-panel__list-status')).toHaveAttribute('role', 'status');
    expect(testSelect(host).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('given no test runs at the date, it says No active tests for this date.', async () => {
    const host = await opened(`initial-date="${JUNE}"`);
    expect(listStatus(host)).toBe(PREVIEW_TEXTS.noTests);
    expect(optionTexts(testSelect(host))).toEqual([
      PREVIEW_TEXTS.testPlaceholder,
      PREVIEW_TEXTS.noTest,
    ]);
  });

  it('given the test list fails, it says Failed to fetch AB tests. and offers only none', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setFaults([{ call: 'abTestsAt', kind: 'server-error' }]);
    const host = await opened();
    expect(listStatus(host)).toBe(PREVIEW_TEXTS.testsFailed);
    expect(optionTexts(testSelect(host))).toEqual([PREVIEW_TEXTS.noTest]);
    expect(testSelect(host).value).toBe('none');
  });

  it('when a real test is chosen, Group offers its groups and says Required until one is chosen', async () => {
    const host = await opened();
    await chooseTest(host, 'search-ranking-2026');
    const group = groupSelect(host);
    expect(group.disabled).toBe(false);
    expect(optionTexts(group)).toEqual([
      PREVIEW_TEXTS.groupPlaceholder,
      'control',
      'variant-1',
      'variant-2',
    ]);
    expect(errorOf(host, group)).toBe(PREVIEW_TEXTS.groupRequired);
    await userEvent.selectOptions(group, 'variant-1');
    expect(errorOf(host, group)).toBeUndefined();
  });

  it.each([PREVIEW_TEXTS.noTest, PREVIEW_TEXTS.testPlaceholder])(
    'when %s is chosen after a test, Group is cleared and disabled',
    async (label) => {
      const host = await opened();
      await chooseTest(host, 'checkout-button');
      await userEvent.selectOptions(groupSelect(host), 'B');
      await chooseTest(host, label);
      expect(groupSelect(host).disabled).toBe(true);
      expect(groupSelect(host).value).toBe('');
      expect(errorOf(host, groupSelect(host))).toBeUndefined();
    },
  );

  it('when the date changes, it reloads the tests, resets the choice to the first entry and clears the group', async () => {
    const host = await opened();
    await chooseTest(host, 'checkout-button');
    await userEvent.selectOptions(groupSelect(host), 'A');
    await userEvent.fill(field(host, 'date'), '2027-01-20');
    expect(testSelect(host).value).toBe('');
    expect(groupSelect(host).value).toBe('');
    await vi.waitFor(() => expect(listStatus(host)).toBe(PREVIEW_TEXTS.testsFound));
    expect(requests(SHOP_PATHS.abTestsAt).at(-1)?.url.searchParams.get('time')).toBe(
      local('2027-01-20'),
    );
    expect(optionTexts(testSelect(host)).slice(2)).toEqual(
      abTestsAt(new Date(2027, 0, 20)).map((test) => test.name),
    );
  });

  it('when the time changes, it reloads the tests for that moment', async () => {
    const host = await opened();
    const before = requests(SHOP_PATHS.abTestsAt).length;
    await userEvent.fill(field(host, 'time'), '18:45');
    await vi.waitFor(() => expect(requests(SHOP_PATHS.abTestsAt)).toHaveLength(before + 1));
    expect(requests(SHOP_PATHS.abTestsAt).at(-1)?.url.searchParams.get('time')).toBe(
      local(DECEMBER, '18:45'),
    );
  });

  it('when Escape is pressed, the dialog closes and focus returns to the button', async () => {
    const host = await opened();
    await vi.waitFor(() => expect(dialogOf(host).dataset.focusTrapped).toBe(''));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(dialogOf(host).open).toBe(false));
    expect(host.shadowRoot?.activeElement).toBe(openButton(host));
  });

  it('when the close button is clicked, the dialog closes', async () => {
    const host = await opened();
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.close }));
    await vi.waitFor(() => expect(dialogOf(host).open).toBe(false));
  });
});

describe('<shop-preview-panel> applying', () => {
  it('given a test without a group, it refuses with its message, focuses Group and sends nothing', async () => {
    const host = await opened();
    await chooseTest(host, 'checkout-button');
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.submit }));
    await vi.waitFor(() => expect(messageText(host)).toBe(PREVIEW_TEXTS.groupMissing));
    expect($(host, '[part="message"]')).toHaveAttribute('data-tone', 'error');
    expect(host.shadowRoot?.activeElement).toBe(groupSelect(host));
    expect(requests(SHOP_PATHS.previewToken)).toHaveLength(0);
  });

  it('given a collapsed A/B panel and a test without a group, it expands the panel to focus Group', async () => {
    const host = await opened();
    await chooseTest(host, 'checkout-button');
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.abTestSettings }));
    expect(groupSelect(host).checkVisibility()).toBe(false);
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.submit }));
    await vi.waitFor(() => expect(host.shadowRoot?.activeElement).toBe(groupSelect(host)));
  });

  it('given a test and group, it sends them with the moment, says so, keeps them and sends preview-applied', async () => {
    const applied: CustomEvent[] = [];
    document.addEventListener('preview-applied', (event) => applied.push(event), { once: true });
    const host = await opened();
    await userEvent.fill(field(host, 'time'), '09:30');
    await vi.waitFor(() => expect(listStatus(host)).toBe(PREVIEW_TEXTS.testsFound));
    await chooseTest(host, 'search-ranking-2026');
    await userEvent.selectOptions(groupSelect(host), 'variant-2');
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.submit }));
    await vi.waitFor(() => expect(messageText(host)).toBe(PREVIEW_TEXTS.applied));
    const [token] = requests(SHOP_PATHS.previewToken);
    const dateTime = local(DECEMBER, '09:30');
    expect(token?.url.searchParams.get('test')).toBe('search-ranking-2026');
    expect(token?.url.searchParams.get('group')).toBe('variant-2');
    expect(token?.headers['X-Preview-DateTime']).toBe(dateTime);
    expect(applied.map((event) => event.detail)).toEqual([
      { dateTime, test: 'search-ranking-2026', group: 'variant-2' },
    ]);
    expect(applied[0]?.composed).toBe(true);
    expect(JSON.parse(localStorage.getItem(PREVIEW_STORAGE_KEYS.selection)!)).toEqual({
      test: 'search-ranking-2026',
      group: 'variant-2',
    });
    // The message area is a live region; a click on the message dismisses it.
    expect($(host, '.shop-preview-panel__messages')).toHaveAttribute('role', 'status');
    await userEvent.click($(host, '[part="message"]')!);
    expect($(host, '[part="message"]')).toBeNull();
  });

  it('given a test name that needs encoding, the token call sends it URL-encoded', async () => {
    setFaults([
      {
        call: 'abTestsAt',
        kind: 'wrong-shape',
        body: [{ name: 'spring & "sale" #1', groups: [{ name: 'A/B' }] }],
      },
    ]);
    const host = await opened();
    await chooseTest(host, 'spring & "sale" #1');
    await userEvent.selectOptions(groupSelect(host), 'A/B');
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.submit }));
    await vi.waitFor(() => expect(messageText(host)).toBe(PREVIEW_TEXTS.applied));
    expect(requests(SHOP_PATHS.previewToken)[0]?.url.search).toBe(
      '?test=spring+%26+%22sale%22+%231&group=A%2FB',
    );
  });

  it('given none, it sends the moment without test or group', async () => {
    const host = await opened();
    await chooseTest(host, PREVIEW_TEXTS.noTest);
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.submit }));
    await vi.waitFor(() => expect(messageText(host)).toBe(PREVIEW_TEXTS.applied));
    expect(requests(SHOP_PATHS.previewToken)[0]?.url.search).toBe('');
  });

  it.each([
    ['a 500', { kind: 'server-error' as const }],
    ['BAD_REQUEST', { kind: 'wrong-shape' as const, body: { status: 'BAD_REQUEST' } }],
    ['no answer it can read', { kind: 'unreadable' as const }],
  ])('given the token call answers %s, it says Applying settings failed.', async (_, fault) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const applied = vi.fn();
    document.addEventListener('preview-applied', applied, { once: true });
    setFaults([{ call: 'previewToken', ...fault }]);
    const host = await opened();
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.submit }));
    await vi.waitFor(() => expect(messageText(host)).toBe(PREVIEW_TEXTS.applyFailed));
    expect(applied).not.toHaveBeenCalled();
    expect($(host, '[part="strip"]')).toBeNull();
    document.removeEventListener('preview-applied', applied);
  });

  it('given an invalid date, it logs an error and applies the current time', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = await opened();
    await userEvent.fill(field(host, 'date'), '');
    const before = Date.now();
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.submit }));
    await vi.waitFor(() => expect(messageText(host)).toBe(PREVIEW_TEXTS.applied));
    const sent = Date.parse(requests(SHOP_PATHS.previewToken)[0]!.headers['X-Preview-DateTime']!);
    expect(sent).toBeGreaterThanOrEqual(before - 1);
    expect(sent).toBeLessThanOrEqual(Date.now());
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('YYYY-MM-DD'));
  });

  it('given a selection stored by an earlier visit, the next start restores it', async () => {
    localStorage.setItem(
      PREVIEW_STORAGE_KEYS.selection,
      JSON.stringify({ test: 'mini-cart-recommendations', group: 'variant' }),
    );
    const host = await opened();
    expect(testSelect(host).selectedOptions[0]?.textContent).toBe('mini-cart-recommendations');
    expect(groupSelect(host).value).toBe('variant');
  });
});

describe('<shop-preview-panel> the preview strip', () => {
  it('after applying, a strip shows the simulated date, time, test and group', async () => {
    const host = await opened();
    await chooseTest(host, 'checkout-button');
    await userEvent.selectOptions(groupSelect(host), 'B');
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.submit }));
    await vi.waitFor(() => expect($(host, '[part="strip"]')).not.toBeNull());
    await userEvent.keyboard('{Escape}');
    const strip = page.getByRole('region', { name: PREVIEW_TEXTS.stripLabel });
    await expect.element(strip).toBeVisible();
    expect($(host, '[part="strip"] dl')?.textContent).toBe(
      `${PREVIEW_TEXTS.date}${DECEMBER}${PREVIEW_TEXTS.time}00:00${PREVIEW_TEXTS.stripTest}checkout-button${PREVIEW_TEXTS.stripGroup}B`,
    );
  });

  it('while previewing, tracking pushes carry preview: true', async () => {
    storePreviewInForce({ time: '00:00', test: 'checkout-button', group: 'A' });
    const host = mount();
    await shown(host);
    trackGaEvent({ category: 'header', action: 'click' });
    const pushed = (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
    expect(pushed.at(-1)).toMatchObject({ event: 'ga_event', preview: true });
  });

  it('when Exit preview is clicked, it sends the token call for now without a test, the strip goes and preview-ended says exit', async () => {
    storePreviewInForce({ time: '09:30', test: 'checkout-button', group: 'A' });
    const ended: CustomEvent[] = [];
    document.addEventListener('preview-ended', (event) => ended.push(event), { once: true });
    const host = mount();
    await shown(host);
    await expect
      .element(page.getByRole('region', { name: PREVIEW_TEXTS.stripLabel }))
      .toBeVisible();
    expect($(host, '[part="strip"]')?.textContent).toContain('checkout-button');
    const before = Date.now();
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.exitPreview }));
    await vi.waitFor(() => expect($(host, '[part="strip"]')).toBeNull());
    const [token] = requests(SHOP_PATHS.previewToken);
    expect(token?.url.search).toBe('');
    expect(Date.parse(token!.headers['X-Preview-DateTime']!)).toBeGreaterThanOrEqual(before - 1);
    expect(ended.map((event) => event.detail)).toEqual([{ reason: 'exit' }]);
    expect(localStorage.getItem(PREVIEW_STORAGE_KEYS.settings)).toBeNull();
    expect(openButton(host)).not.toBeNull();
  });

  it('given the exit fails, the strip stays and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setFaults([{ call: 'previewToken', kind: 'server-error' }]);
    storePreviewInForce({ time: '00:00', test: '', group: '' });
    const host = mount();
    await shown(host);
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.exitPreview }));
    await vi.waitFor(() =>
      expect($(host, '.shop-preview-panel__strip-error')?.textContent).toBe(
        PREVIEW_TEXTS.exitFailed,
      ),
    );
    expect($(host, '[part="strip"]')).not.toBeNull();
  });
});

describe('<shop-preview-panel> logout', () => {
  it('when Logout is clicked, it logs out, hides the panel and sends preview-ended with logout', async () => {
    const ended: CustomEvent[] = [];
    document.addEventListener('preview-ended', (event) => ended.push(event), { once: true });
    const host = await opened();
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.logout }));
    await vi.waitFor(() => expect(openButton(host)).toBeNull());
    expect(requests(SHOP_PATHS.previewLogout)).toHaveLength(1);
    expect(ended.map((event) => event.detail)).toEqual([{ reason: 'logout' }]);
    // The dialog went with the panel, and so did the page's scroll lock.
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('given the logout fails, it is only logged: the dialog stays as it was', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setFaults([{ call: 'previewLogout', kind: 'server-error' }]);
    const host = await opened();
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.logout }));
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith(expect.stringContaining('logout')));
    expect(dialogOf(host).open).toBe(true);
    expect(messageText(host)).toBe('');
  });
});

describe('<shop-preview-panel> attributes', () => {
  it('given no initial-date, the fields start at the current date and time', async () => {
    const host = await opened('');
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(field(host, 'date').value).toBe(today);
    expect(field(host, 'time').value).toMatch(/^\d{2}:\d{2}$/);
  });

  it('given an initial-date that is not YYYY-MM-DD, it logs an error and starts today', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = await opened('initial-date="24.12.2026"');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('initial-date'));
    expect(field(host, 'date').value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(field(host, 'date').value).not.toBe('2026-12-24');
  });

  it('when initial-date changes, the fields move there and the tests reload', async () => {
    const host = await opened();
    host.initialDate = JUNE;
    expect(host.getAttribute('initial-date')).toBe(JUNE);
    await vi.waitFor(() => expect(field(host, 'date').value).toBe(JUNE));
    await vi.waitFor(() => expect(listStatus(host)).toBe(PREVIEW_TEXTS.noTests));
  });
});

describe('<shop-preview-panel> bad answers', () => {
  it('given test names and groups with markup, they show as text and nothing runs', async () => {
    setFaults([
      {
        call: 'abTestsAt',
        kind: 'wrong-shape',
        body: HTML_PAYLOADS.map((payload) => ({ name: payload, groups: [{ name: payload }] })),
      },
    ]);
    const host = await opened();
    const names = [...new Set(HTML_PAYLOADS)];
    expect(optionTexts(testSelect(host)).slice(2)).toEqual(names);
    await chooseTest(host, names[0]!);
    expect(optionTexts(groupSelect(host)).slice(1)).toEqual([names[0]]);
    expect(host.shadowRoot!.querySelectorAll('script, img, iframe, svg[onload]')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(xssRan()).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  it('given 1000 tests, all are offered and the last one can be applied', async () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({
      name: `load-test-${index}`,
      groups: [{ name: 'A' }, { name: 'B' }],
    }));
    setFaults([{ call: 'abTestsAt', kind: 'wrong-shape', body: many }]);
    const host = await opened();
    expect(testSelect(host).options).toHaveLength(1002);
    await chooseTest(host, 'load-test-999');
    await userEvent.selectOptions(groupSelect(host), 'B');
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.submit }));
    await vi.waitFor(() => expect(messageText(host)).toBe(PREVIEW_TEXTS.applied));
    expect(requests(SHOP_PATHS.previewToken)[0]?.url.searchParams.get('test')).toBe(
      'load-test-999',
    );
  });

  it.each([
    ['an object', { tests: [] }],
    ['a string', 'checkout-button'],
    ['entries of the wrong shape only', [null, 7, { name: ['x'] }, { groups: [{ name: 'A' }] }]],
  ])('given a test list of %s, it stays usable with what it can read', async (_, body) => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setFaults([{ call: 'abTestsAt', kind: 'wrong-shape', body }]);
    const host = await opened();
    expect([PREVIEW_TEXTS.testsFailed, PREVIEW_TEXTS.noTests]).toContain(listStatus(host));
    expect(optionTexts(testSelect(host))).toContain(PREVIEW_TEXTS.noTest);
    expect(warnings).toHaveBeenCalledTimes(1);
    await userEvent.click(page.getByRole('button', { name: PREVIEW_TEXTS.submit }));
    await vi.waitFor(() => expect(messageText(host)).toBe(PREVIEW_TEXTS.applied));
    expect(pageErrors).toEqual([]);
  });

  it('given stored settings of the wrong shape, it shows no strip and throws nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(PREVIEW_STORAGE_KEYS.settings, '{"dateTime": "<script>"}');
    const host = mount();
    await shown(host);
    expect($(host, '[part="strip"]')).toBeNull();
    expect(pageErrors).toEqual([]);
  });
});
