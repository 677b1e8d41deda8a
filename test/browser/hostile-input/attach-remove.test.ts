/**
 * Issue 17: <shop-search>, <shop-main-nav> and <shop-header> attached to a page and removed 200
 * times each, many of them while something of theirs is open or about to open (the search
 * list, a navigation flyout, the menu drawer, the mini cart, the account, a hover that waits for
 * its delay). Afterwards the page is as it was: scrolling, no flyout open or waiting, no page
 * class, no scroll padding, and nothing of theirs left running: no timer, no listener on window
 * or document, no request.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-header';
import '../../../src/elements/generated/entries/shop-main-nav';
import '../../../src/elements/generated/entries/shop-preview-panel';
import '../../../src/elements/generated/entries/shop-search';
import { ICON_FLYOUT_PAGE_CLASS } from '../../../src/elements/shop-header/behaviour/use-icon-flyout';
import { FLYOUT_CLOSED_EVENT, flyoutStore } from '../../../src/page-runtime/flyout-store';
import { setDeclaredLayoutMode } from '../../../src/page-runtime/layout-mode';
import { isPageScrollLocked } from '../../../src/page-runtime/scroll-lock';
import { browserNavigation } from '../../../src/page-runtime/browser-navigation';
import {
  existingPageSingleton,
  forgetPageSingleton,
} from '../../../src/page-runtime/page-singleton';
import type { StaffAccess } from '../../../src/elements/shop-preview-panel/state/staff-access';
import { startLoginTokenService } from '../../../src/services/login/login-token-service';
import { stubCookies } from '../../support/stubbed-cookies';
import { setUpWatchedPages } from '../../support/hostile-page';
import {
  probeRequests,
  probeTimers,
  probeWindowListeners,
  type Probe,
} from '../../support/leak-probes';
import { nestedShadowContainer, queryDeep } from '../../support/nested-shadow-roots';
import { pause, until } from '../../support/real-time';

const watch = setUpWatchedPages();

const ROUNDS = 200;

let closedFlyouts: number;
const countClosed = () => (closedFlyouts += 1);

beforeAll(async () => {
  // The mouse starts where no element will be.
  await userEvent.hover(document.documentElement, { position: { x: 1000, y: 740 }, force: true });
});

beforeEach(() => {
  closedFlyouts = 0;
  window.addEventListener(FLYOUT_CLOSED_EVENT, countClosed);
  vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  window.removeEventListener(FLYOUT_CLOSED_EVENT, countClosed);
  setDeclaredLayoutMode(undefined);
});

// ---------------------------------------------------------------------------------------------

/** Adds `<tag>` to the page (with `attributes`) and gives it back. */
function attach(tag: string, attributes = ''): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<${tag} ${attributes}></${tag}>`);
  const hosts = document.querySelectorAll<HTMLElement>(tag);
  return hosts[hosts.length - 1]!;
}

async function untilShown(host: HTMLElement, selector: string) {
  await until(() => expect(host.shadowRoot?.querySelector(selector)).not.toBeNull());
}

/** Types into a field as the shopper does (React hears the input event). */
function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The search list of the field in `root` is open with options. */
async function openSearchList(root: ShadowRoot, term: string) {
  const input = root.querySelector<HTMLInputElement>('[role="combobox"]')!;
  typeInto(input, term);
  await until(() => {
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(root.querySelectorAll('[role="option"]').length).toBeGreaterThan(0);
  });
}

/** Clicks the first navigation item's flyout button and waits for its content. */
async function openNavFlyout(root: ShadowRoot) {
  await until(() => expect(root.querySelector('[part="item"] button')).not.toBeNull());
  const items = [...root.querySelectorAll<HTMLElement>('[part="item"]')];
  const item = items.find((candidate) => candidate.querySelector('button'))!;
  item.querySelector<HTMLButtonElement>('button')!.click();
  await until(() => expect(item.querySelector('.shop-nav-flyout')).not.toBeNull());
}

/**
 * The flyout the mouse rests on: waiting for the hover delay, or open once the delay has passed
 * (on a busy machine the hover itself can take longer than the delay).
 */
const hoveredFlyout = () => {
  const { pendingId, openId } = flyoutStore().getSnapshot();
  return pendingId ?? openId;
};

/** Rests the mouse on the first navigation item: its flyout waits for the hover delay. */
async function hoverNavItem(root: ShadowRoot) {
  await until(() => expect(root.querySelector('[part="item"] button')).not.toBeNull());
  await userEvent.hover(root.querySelector<HTMLElement>('[part="item"]')!);
  await until(() => expect(hoveredFlyout()).toBeDefined());
}

/** Opens the menu drawer of a bar in layout mode MATCH and waits for its modal dialog. */
async function openDrawer(root: ShadowRoot) {
  await until(() => expect(root.querySelector('[part="menu-button"]')).not.toBeNull());
  root.querySelector<HTMLButtonElement>('[part="menu-button"]')!.click();
  await until(() => {
    expect(root.querySelector('dialog')?.open).toBe(true);
    expect(isPageScrollLocked()).toBe(true);
  });
}

async function mouseAway() {
  await userEvent.hover(document.documentElement, { position: { x: 1000, y: 740 }, force: true });
}

/**
 * Runs `rounds` of attach-and-remove under the probes, after one round that loads the code and
 * the page's shared data, and gives what is left once the page had time to settle.
 */
async function attachAndRemove(round: (index: number) => Promise<void>) {
  await round(1);
  await pause(300);
  // The page's login-token service is page-level, started by the first header: stopped here,
  // so what is left afterwards is the elements' own.
  startLoginTokenService().stop();
  const probes: Probe[] = [];
  const timers = probeTimers();
  const listeners = probeWindowListeners();
  const requests = probeRequests();
  probes.push(timers, listeners, requests);
  try {
    for (let index = 0; index < ROUNDS; index += 1) await round(index);
    await mouseAway();
    // Longer than every delay the elements use (hover 300 ms, resize 500 ms, wait limit 2 s).
    await pause(2_500);
    return {
      timers: timers.leftovers(),
      listeners: listeners.leftovers(),
      requests: requests.leftovers(),
      requestsMade: requests.started(),
    };
  } finally {
    for (const probe of probes) probe.stop();
  }
}

/** The page is as an untouched one: scrolling, nothing open or waiting, no page marks. */
function expectPageAsBefore() {
  const root = document.documentElement;
  expect(isPageScrollLocked(), 'the scroll lock').toBe(false);
  expect(document.body.style.position, 'the body fixed by a scroll lock').toBe('');
  expect(root.style.overflow, 'the page’s overflow').toBe('');
  expect(flyoutStore().getSnapshot()).toEqual({ openId: undefined, pendingId: undefined });
  expect(root.classList.contains(ICON_FLYOUT_PAGE_CLASS), ICON_FLYOUT_PAGE_CLASS).toBe(false);
  expect(root.style.scrollPaddingTop, 'the header’s scroll padding').toBe('');
  expect(
    document.querySelectorAll('shop-search, shop-main-nav, shop-header, shop-preview-panel'),
  ).toHaveLength(0);
}

// ---------------------------------------------------------------------------------------------

// 200 rounds take 5-15 s alone and longer on a busy machine: more than the default test time.
const ROUNDS_TIMEOUT_MS = 90_000;

describe(
  `hostile input › attached and removed ${ROUNDS} times`,
  { timeout: ROUNDS_TIMEOUT_MS },
  () => {
    it('given <shop-search>, some removed at once, some with the list open or its request running › nothing is left behind', async () => {
      const left = await attachAndRemove(async (index) => {
        const host = attach('shop-search');
        const step = index % 4;
        if (step > 0) await untilShown(host, '[role="combobox"]');
        if (step === 2) await openSearchList(host.shadowRoot!, 'kaffee');
        // A term not asked before: its request is still running as the field goes.
        if (step === 3) typeInto(host.shadowRoot!.querySelector('input')!, `kaffee ${index}`);
        host.remove();
      });
      expect(left.requestsMade).toBeGreaterThanOrEqual(ROUNDS / 4);
      expect(left).toMatchObject({ timers: [], listeners: [], requests: [] });
      expectPageAsBefore();
      watch.expectNoFailure();
    });

    it('given <shop-main-nav>, some removed at once, some with a flyout open, a hover waiting or the menu drawer open › nothing is left behind', async () => {
      const left = await attachAndRemove(async (index) => {
        const step = index % 5;
        setDeclaredLayoutMode(step === 4 ? 'MATCH' : undefined);
        const host = attach('shop-main-nav');
        if (step > 0) await untilShown(host, 'nav:not([data-loading]), [part="menu-button"]');
        if (step === 2) await openNavFlyout(host.shadowRoot!);
        if (step === 3) await hoverNavItem(host.shadowRoot!);
        if (step === 4) await openDrawer(host.shadowRoot!);
        host.remove();
        if (step === 3) await mouseAway();
      });
      expect(closedFlyouts).toBeGreaterThanOrEqual(ROUNDS / 5);
      expect(left).toMatchObject({ timers: [], listeners: [], requests: [] });
      expectPageAsBefore();
      watch.expectNoFailure();
    });

    it('given <shop-header>, some removed at once, some with the mini cart, the account, a navigation flyout, the search list or the drawer open, or a hover waiting › nothing is left behind', async () => {
      const left = await attachAndRemove(async (index) => {
        const step = index % 8;
        setDeclaredLayoutMode(step === 7 ? 'MATCH' : undefined);
        const host = attach('shop-header', 'page-type="home"');
        if (step > 0)
          await until(() => {
            expect(
              host.shadowRoot?.querySelector('.shop-header:not([data-pending])'),
            ).not.toBeNull();
            expect(queryDeep(host.shadowRoot, '[role="combobox"]')).not.toBeNull();
          });
        // Its search and navigation are elements of their own inside its shadow root.
        const root = nestedShadowContainer(host.shadowRoot!);
        if (step === 2 || step === 3) {
          const toggle = root.querySelector<HTMLButtonElement>(
            step === 2 ? '.shop-header__cart button' : '.shop-header__account button',
          )!;
          toggle.click();
          await until(() => {
            expect(toggle.getAttribute('aria-expanded')).toBe('true');
            // Sticky: the page behind the icon flyout does not scroll.
            expect(isPageScrollLocked()).toBe(true);
            expect(document.documentElement.classList.contains(ICON_FLYOUT_PAGE_CLASS)).toBe(true);
          });
        }
        if (step === 4) await openNavFlyout(root);
        if (step === 5) await openSearchList(root, 'kaffee');
        if (step === 6) {
          await userEvent.hover(root.querySelector<HTMLElement>('.shop-header__cart')!);
          await until(() => expect(hoveredFlyout()).toBe('mini-cart'));
        }
        if (step === 7) await openDrawer(root);
        host.remove();
        if (step === 6) await mouseAway();
      });
      expect(closedFlyouts).toBeGreaterThanOrEqual((3 * ROUNDS) / 8);
      expect(left).toMatchObject({ timers: [], listeners: [], requests: [] });
      expectPageAsBefore();
      watch.expectNoFailure();
    });

    it('given <shop-preview-panel> for staff, some removed at once, some with the dialog open or its test list loading › nothing is left behind', async () => {
      const restoreCookies = stubCookies('StaffToken=staff-1; CobraToken=cobra-1');
      try {
        const left = await attachAndRemove(async (index) => {
          const step = index % 3;
          const host = attach('shop-preview-panel');
          if (step > 0) await untilShown(host, '[part="open-button"]');
          if (step > 0)
            host.shadowRoot!.querySelector<HTMLButtonElement>('[part="open-button"]')!.click();
          if (step === 2) {
            await until(() => {
              expect(host.shadowRoot!.querySelector('dialog')?.open).toBe(true);
              expect(isPageScrollLocked()).toBe(true);
            });
          }
          host.remove();
          // The staff login's renewal is the page's, started once with the first panel: stopped
          // here, so what is left is the panel's own.
          if (index === 0) existingPageSingleton<StaffAccess>('staff-access')?.stop();
        });
        expect(left).toMatchObject({ timers: [], listeners: [], requests: [] });
        expectPageAsBefore();
        watch.expectNoFailure();
      } finally {
        existingPageSingleton<StaffAccess>('staff-access')?.stop();
        forgetPageSingleton('staff-access');
        forgetPageSingleton('preview-session');
        restoreCookies();
      }
    });
  },
);
