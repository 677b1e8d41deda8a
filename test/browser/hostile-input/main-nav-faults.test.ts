/**
 * Issue 17: <shop-main-nav> as a custom element while its calls (navigation, theme worlds) fail
 * in every way the fake backend knows. What the shopper sees: the bar with what the other call
 * gave, its flyouts open; on a newly loaded page after the service is back, the whole bar. What
 * the page sees: no uncaught error, no console error, nothing run.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-main-nav';
import type { ShopMainNavElement } from '../../../src/elements/generated/element-typings';
import { translatorFor } from '../../../src/i18n/translator';
import { SITES } from '../../../src/sites/sites';
import { FAILURE_KINDS, setFaults, type FailureKind } from '../../fake-backend/faults';
import { navigation as fixtureNavigation } from '../../fake-backend/fixtures/navigation';
import { expectNothingRunnable, loadPageAnew, setUpWatchedPages } from '../../support/hostile-page';
import { until } from '../../support/real-time';

const watch = setUpWatchedPages();

const de = translatorFor(SITES.DE.locale);
const THEME_WORLDS = de.t('header.themeWorlds');
const NAVIGATION = fixtureNavigation('DE').map((node) => node.title);
const WHOLE_BAR = [THEME_WORLDS, ...NAVIGATION];

beforeEach(async () => {
  // The mouse rests where no item will be.
  await userEvent.hover(document.documentElement, { position: { x: 1000, y: 740 }, force: true });
});

async function mountNav(): Promise<ShopMainNavElement> {
  document.body.insertAdjacentHTML('beforeend', '<shop-main-nav></shop-main-nav>');
  const hosts = document.querySelectorAll<ShopMainNavElement>('shop-main-nav');
  const host = hosts[hosts.length - 1]!;
  await until(() => expect(host.shadowRoot?.querySelector('nav')).not.toBeNull());
  return host;
}

const itemsOf = (host: ShopMainNavElement) => [
  ...host.shadowRoot!.querySelectorAll<HTMLLIElement>('[part="item"]'),
];
const barOf = (host: ShopMainNavElement) =>
  itemsOf(host).map((item) => item.querySelector('.shop-main-nav__link')?.textContent?.trim());
const isLoading = (host: ShopMainNavElement) =>
  host.shadowRoot!.querySelector('nav')?.hasAttribute('data-loading') ?? true;

/**
 * The bar shows `titles`, in order, and nothing is loading (unless a call `hangs`). A slow call
 * answers 3 s late, so the wait leaves that much more than a loaded machine needs beyond it.
 */
async function untilBar(
  host: ShopMainNavElement,
  titles: readonly string[],
  { hangs = false } = {},
) {
  await until(() => {
    expect(isLoading(host)).toBe(hangs);
    expect(barOf(host)).toEqual(titles);
  }, 10_000);
}

/** Every item's flyout opens with its content from its button, and closes with Escape. */
async function expectFlyoutsOpen(host: ShopMainNavElement) {
  for (const item of itemsOf(host)) {
    const button = item.querySelector<HTMLButtonElement>('button[aria-expanded]');
    if (!button) continue;
    await userEvent.click(button);
    await until(() => {
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(item.querySelector('[part="flyout"] .shop-nav-flyout')).not.toBeNull();
    });
    await userEvent.keyboard('{Escape}');
    await until(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  }
}

/** What the bar shows while one call fails with `kind`: the other call's items. */
function barDuring(failing: 'navigation' | 'themeWorlds', kind: FailureKind): readonly string[] {
  if (kind === 'slow') return WHOLE_BAR;
  return failing === 'navigation' ? [THEME_WORLDS] : NAVIGATION;
}

describe('hostile input › <shop-main-nav> under faults', () => {
  describe.each(['navigation', 'themeWorlds'] as const)('given the %s call', (call) => {
    describe.each(FAILURE_KINDS)('fails with %s', (kind) => {
      it('when the bar loads › it shows what the other call gave, its flyouts open, and a newly loaded page shows the whole bar once the service is back', async () => {
        setFaults([{ call, kind }]);
        const host = await mountNav();
        await untilBar(host, barDuring(call, kind), { hangs: kind === 'hang' });
        await expectFlyoutsOpen(host);
        expectNothingRunnable(host.shadowRoot!);
        watch.expectNoFailure();

        loadPageAnew();
        const fresh = await mountNav();
        await untilBar(fresh, WHOLE_BAR);
        await expectFlyoutsOpen(fresh);
        watch.expectNoFailure();
      });
    });
  });
});
