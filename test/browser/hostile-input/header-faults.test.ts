/**
 * Issue 17: <shop-header> as a custom element while its own calls (personal data, the top and
 * benefits promotions, the cart) fail in every way the fake backend knows. What the shopper
 * sees: the header with the visitor's view where personal data failed, without the banner where
 * the promotion failed, a mini cart that opens and says what it can; the search types and
 * submits, the navigation shows; on a newly loaded page after the service is back, the
 * customer's header with banner and cart. What the page sees: no uncaught error, no console
 * error, nothing run, no scroll lock or page class left after the flyout closed.
 */
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-header';
import { ICON_FLYOUT_PAGE_CLASS } from '../../../src/elements/shop-header/behaviour/use-icon-flyout';
import { translatorFor } from '../../../src/i18n/translator';
import { browserNavigation } from '../../../src/page-runtime/browser-navigation';
import { isPageScrollLocked } from '../../../src/page-runtime/scroll-lock';
import { SITES } from '../../../src/sites/sites';
import { FAILURE_KINDS, setFaults, type FailureKind } from '../../fake-backend/faults';
import { navigation as fixtureNavigation } from '../../fake-backend/fixtures/navigation';
import {
  expectNothingRunnable,
  loadPageAnew,
  setUpWatchedPages,
  setUpLoggedInCustomer,
} from '../../support/hostile-page';
import { nestedShadowContainer, queryAllDeep, queryDeep } from '../../support/nested-shadow-roots';
import { until } from '../../support/real-time';

const watch = setUpWatchedPages();
// A logged-in customer, as psdata answers when it works.
setUpLoggedInCustomer();

const de = translatorFor(SITES.DE.locale);
const CUSTOMER = 'Anna Schmidt';
const NAVIGATION = fixtureNavigation('DE').map((node) => node.title);

let assign: MockInstance<(href: string) => void>;

beforeEach(async () => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  await userEvent.hover(document.documentElement, { position: { x: 1000, y: 740 }, force: true });
});

/** The header, once it shows its parts (within 5 s, whatever its calls do). */
async function mountHeader(): Promise<HTMLElement> {
  // With the shop's benefits promotion, so its call fails too (without one the strip asks nothing).
  document.body.insertAdjacentHTML(
    'beforeend',
    '<shop-header page-type="home" benefits-promotion-id="header_benefits"></shop-header>',
  );
  const host = document.querySelector<HTMLElement>('shop-header')!;
  await until(() => {
    expect(host.matches(':state(settled)')).toBe(true);
    expect(queryDeep(host.shadowRoot, '[role="combobox"]')).not.toBeNull();
  }, 10_000);
  return host;
}

/** The header's shadow root, its queries looking into the elements it holds too. */
const rootOf = (host: HTMLElement) => nestedShadowContainer(host.shadowRoot!);
const accountName = (host: HTMLElement) =>
  rootOf(host)
    .querySelector('.shop-header__account .shop-header__icon-link')
    ?.getAttribute('aria-label');
const greeting = (host: HTMLElement) =>
  rootOf(host).querySelector('.shop-header__greeting-text')?.textContent;
const banner = (host: HTMLElement) => rootOf(host).querySelector('[part~="banner"]');
const navBar = (host: HTMLElement) =>
  [...rootOf(host).querySelectorAll('[part="item"] .shop-main-nav__link')].map((link) =>
    link.textContent?.trim(),
  );
const benefitLinks = (host: HTMLElement) =>
  queryAllDeep(host.shadowRoot!.querySelector('.shop-header > :last-child')?.shadowRoot, 'a[href]')
    .length;

/** The header's search types and submits. */
async function expectSearchSubmits(host: HTMLElement) {
  const input = rootOf(host).querySelector<HTMLInputElement>('[role="combobox"]')!;
  await userEvent.fill(page.elementLocator(input), 'kaffee');
  await userEvent.keyboard('{Enter}');
  await until(() => expect(assign).toHaveBeenCalledWith('/search?query=kaffee'));
  assign.mockClear();
}

/** The mini cart opens from its button, shows its panel, and closes with Escape, leaving no lock. */
async function expectMiniCartOpens(host: HTMLElement) {
  const toggle = page.getByRole('button', { name: de.t('header.miniCart') });
  await userEvent.click(toggle);
  await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
  await until(() => expect(rootOf(host).querySelector('[part~="panel"]')).not.toBeNull());
  expect(document.documentElement.classList.contains(ICON_FLYOUT_PAGE_CLASS)).toBe(true);
  await userEvent.keyboard('{Escape}');
  await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
  await until(() => {
    expect(isPageScrollLocked()).toBe(false);
    expect(document.documentElement.classList.contains(ICON_FLYOUT_PAGE_CLASS)).toBe(false);
  });
}

/** The customer's header with everything: the working service's. */
async function expectWholeHeader(host: HTMLElement) {
  await until(() => {
    expect(accountName(host)).toBe(de.t('header.showProfile'));
    expect(greeting(host)).toBe(de.t('header.greeting', { name: CUSTOMER }));
    expect(banner(host)).not.toBeNull();
    expect(navBar(host)).toEqual([de.t('header.themeWorlds'), ...NAVIGATION]);
    expect(rootOf(host).querySelector('[part~="badge"]')?.textContent?.trim() ?? '').not.toBe('');
  }, 10_000);
}

type HeaderCall = 'personalData' | 'promotion' | 'cart';

/** The parts a failed call takes away, and how long a 3 s answer keeps them away. */
async function expectDuring(host: HTMLElement, call: HeaderCall, kind: FailureKind) {
  if (kind === 'slow') {
    await expectWholeHeader(host);
    return;
  }
  if (call === 'personalData') {
    await until(() => expect(accountName(host)).toBe(de.t('header.login')));
    expect(greeting(host)).toBe(de.t('header.greetingAnonymous'));
  }
  if (call === 'promotion') {
    expect(banner(host)).toBeNull();
    // The site's default benefits; while the call hangs, the strip keeps its place empty.
    if (kind === 'hang')
      expect(rootOf(host).querySelector('.shop-benefits-strip-placeholder')).not.toBeNull();
    else expect(benefitLinks(host)).toBeGreaterThan(0);
  }
  await until(() => expect(navBar(host)).toEqual([de.t('header.themeWorlds'), ...NAVIGATION]));
}

describe('hostile input › <shop-header> under faults', () => {
  describe.each(['personalData', 'promotion', 'cart'] as const)('given the %s call', (call) => {
    describe.each(FAILURE_KINDS)('fails with %s', (kind) => {
      it('when the header loads › it shows what it can, its search and mini cart work, and a newly loaded page shows it all once the service is back', async () => {
        setFaults([{ call, kind }]);
        const host = await mountHeader();
        await expectDuring(host, call, kind);
        await expectSearchSubmits(host);
        await expectMiniCartOpens(host);
        expectNothingRunnable(host.shadowRoot!);
        watch.expectNoFailure();

        loadPageAnew();
        const fresh = await mountHeader();
        await expectWholeHeader(fresh);
        await expectMiniCartOpens(fresh);
        watch.expectNoFailure();
      });
    });
  });
});
