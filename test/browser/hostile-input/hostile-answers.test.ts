/**
 * Issue 17: <shop-search>, <shop-main-nav> and <shop-header> as custom elements, every answer
 * of their calls with script in each text and a script or document address in every other
 * address (the fake backend's `hostile` fault). The shopper walks through everything that
 * opens; nothing may run, no link or picture may carry such an address, the texts show as the
 * text they are, and the page sees no uncaught error and no console error.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-header';
import '../../../src/elements/generated/entries/shop-main-nav';
import '../../../src/elements/generated/entries/shop-search';
import { translatorFor } from '../../../src/i18n/translator';
import { browserNavigation } from '../../../src/page-runtime/browser-navigation';
import { isPageScrollLocked } from '../../../src/page-runtime/scroll-lock';
import { SITES } from '../../../src/sites/sites';
import { setFaults } from '../../fake-backend/faults';
import {
  expectNothingRunnable,
  setUpWatchedPages,
  setUpLoggedInCustomer,
} from '../../support/hostile-page';
import { nestedShadowContainer } from '../../support/nested-shadow-roots';
import { pause, until } from '../../support/real-time';
import { HTML_PAYLOADS } from '../../support/xss-payloads';

const watch = setUpWatchedPages();
// A logged-in customer, as psdata answers when it works.
setUpLoggedInCustomer();

const de = translatorFor(SITES.DE.locale);
/** The payloads as a one-line reader shows them. */
const PAYLOAD_TEXTS = new Set(
  HTML_PAYLOADS.flatMap((html) => [html.trim(), html.replace(/\s+/g, ' ').trim()]),
);

let assign: MockInstance<(href: string) => void>;
let alert: MockInstance<typeof window.alert>;

beforeEach(async () => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  // Links must never take the test page anywhere, whatever they say.
  document.addEventListener('click', preventNavigation, true);
  await userEvent.hover(document.documentElement, { position: { x: 1000, y: 740 }, force: true });
});

afterEach(() => {
  document.removeEventListener('click', preventNavigation, true);
});

function preventNavigation(event: Event) {
  if (event.composedPath().some((target) => target instanceof HTMLAnchorElement))
    event.preventDefault();
}

/** Nothing could run anywhere on the page, shadow roots included, and nothing did. */
function expectPageHeldUp(...hosts: Element[]) {
  for (const host of hosts) {
    expectNothingRunnable(host);
    if (host.shadowRoot) expectNothingRunnable(host.shadowRoot);
  }
  expect(alert).not.toHaveBeenCalled();
  watch.expectNoFailure();
}

async function mount(tag: string, attributes = ''): Promise<HTMLElement> {
  document.body.insertAdjacentHTML('beforeend', `<${tag} ${attributes}></${tag}>`);
  const host = document.querySelector<HTMLElement>(tag)!;
  await until(() => expect(host.shadowRoot?.firstElementChild).not.toBeNull());
  return host;
}

/** Opens and closes every flyout of a navigation bar, drilling into every level it offers. */
async function walkFlyouts(root: ShadowRoot) {
  // The items that do not fit into the bar are hidden: the "more" item lists them.
  const items = [...root.querySelectorAll<HTMLLIElement>('[part="item"]:not([data-overflowed])')];
  for (const item of items) {
    const button = item.querySelector<HTMLButtonElement>('button[aria-expanded]');
    if (!button) continue;
    await userEvent.click(button);
    await until(() => expect(item.querySelector('.shop-nav-flyout')).not.toBeNull());
    for (const drill of item.querySelectorAll<HTMLButtonElement>('[data-drill]'))
      if (drill.isConnected) await userEvent.click(drill);
    await userEvent.keyboard('{Escape}');
    await until(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  }
  const more = root.querySelector<HTMLLIElement>('[part="more"]:not([data-overflowed])');
  if (!more) return;
  const moreButton = more.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
  await userEvent.click(moreButton);
  await until(() => expect(more.querySelectorAll('a').length).toBeGreaterThan(0));
  for (const link of more.querySelectorAll('a')) expect(PAYLOAD_TEXTS).toContain(link.textContent);
  await userEvent.keyboard('{Escape}');
  await until(() => expect(moreButton.getAttribute('aria-expanded')).toBe('false'));
}

describe('hostile input › script in every answer', () => {
  it('given <shop-search> › the terms and product titles show as text, walking and choosing them runs nothing', async () => {
    setFaults([{ call: 'suggestions', kind: 'hostile' }]);
    const host = await mount('shop-search');
    const input = host.shadowRoot!.querySelector<HTMLInputElement>('input')!;
    await userEvent.fill(page.elementLocator(input), 'kaffee');
    // The suggestions; the search page's option after them says the typed term, not an answer.
    const options = () => [
      ...host.shadowRoot!.querySelectorAll<HTMLElement>(
        '[role="option"]:not([part="all-results"])',
      ),
    ];
    await until(() => expect(options().length).toBeGreaterThan(1));
    for (const option of options()) expect(PAYLOAD_TEXTS).toContain(option.textContent);
    for (let step = 0; step < options().length; step += 1) {
      await userEvent.keyboard('{ArrowDown}');
      expect(PAYLOAD_TEXTS).toContain(input.value);
    }
    for (const option of options()) await userEvent.hover(page.elementLocator(option));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await until(() => expect(assign).toHaveBeenCalledOnce());
    expect(assign.mock.calls[0]?.[0]).toMatch(/^\/(search\?query=|p\/)/);
    await pause(100);
    expectPageHeldUp(host);
  });

  it('given <shop-main-nav> › the items and flyouts show the titles as text, and walking every flyout runs nothing', async () => {
    setFaults([
      { call: 'navigation', kind: 'hostile' },
      { call: 'themeWorlds', kind: 'hostile' },
    ]);
    const host = await mount('shop-main-nav');
    const root = host.shadowRoot!;
    await until(() => expect(root.querySelectorAll('[part="item"]').length).toBeGreaterThan(1));
    const titles = [...root.querySelectorAll('[part="item"] a.shop-main-nav__link')].map(
      (link) => link.textContent,
    );
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(PAYLOAD_TEXTS).toContain(title);
    // The theme worlds' flyout shows worlds with their pictures.
    await userEvent.click(root.querySelector<HTMLButtonElement>('[part="item"] button')!);
    await until(() =>
      expect(root.querySelectorAll('.shop-nav-flyout__world img').length).toBeGreaterThan(0),
    );
    await userEvent.keyboard('{Escape}');
    await walkFlyouts(root);
    // The light-DOM links for crawlers come from the same answer.
    await until(() => expect(host.querySelector('a')).not.toBeNull());
    expectPageHeldUp(host);
    expect(isPageScrollLocked()).toBe(false);
  });

  it('given <shop-header> with every call hostile › it shows the visitor’s header, and its search, navigation, account and mini cart run nothing', async () => {
    setFaults([{ call: 'all', kind: 'hostile' }]);
    // With the shop's benefits promotion, so its hostile answer is read too.
    const host = await mount('shop-header', 'benefits-promotion-id="header_benefits"');
    // Its search, navigation and strip are elements of their own inside its shadow root.
    const root = nestedShadowContainer(host.shadowRoot!);
    await until(() => {
      expect(root.querySelector('[role="combobox"]')).not.toBeNull();
      // Shown: the header shows what it holds once every one has settled.
      expect(host.matches(':state(settled)')).toBe(true);
    }, 5_000);
    await until(() =>
      expect(
        root
          .querySelector('.shop-header__account .shop-header__icon-link')
          ?.getAttribute('aria-label'),
      ).toBe(de.t('header.login')),
    );
    await until(() => expect(root.querySelectorAll('[part="item"]').length).toBeGreaterThan(1));
    await walkFlyouts(root);

    const input = root.querySelector<HTMLInputElement>('[role="combobox"]')!;
    await userEvent.fill(page.elementLocator(input), 'kaffee');
    await until(() => expect(root.querySelectorAll('[role="option"]').length).toBeGreaterThan(0));
    await userEvent.keyboard('{Escape}{Escape}');

    for (const name of [de.t('header.userMenu'), de.t('header.miniCart')]) {
      const toggle = page.getByRole('button', { name });
      await userEvent.click(toggle);
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
      // The mini cart shows its lines, their names as text.
      if (name === de.t('header.miniCart'))
        await until(() =>
          expect(root.querySelectorAll('[part~="line"]').length).toBeGreaterThan(0),
        );
      await pause(300);
      expectPageHeldUp(host);
      await userEvent.keyboard('{Escape}');
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    }
    expectPageHeldUp(host);
    expect(isPageScrollLocked()).toBe(false);
  });
});
