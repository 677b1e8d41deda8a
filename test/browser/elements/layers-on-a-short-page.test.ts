/**
 * Flyouts and dialogs on a short page (issue 41): an error page, or a page whose content loads
 * later, holds little below the header. While a flyout is open the page is locked
 * (header-and-cart §4), and a flyout taller than the page must still show whole: the shopper
 * reaches every entry of it with the pointer. The dialogs, which lock the page too, as well.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-header';
import '../../../src/elements/generated/entries/shop-modal';
import '../../../src/elements/generated/entries/shop-preview-panel';
import { translatorFor } from '../../../src/i18n/translator';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { isPageScrollLocked } from '../../../src/page-runtime/scroll-lock';
import { PREVIEW_TEXTS } from '../../../src/elements/shop-preview-panel/preview-texts';
import { SITES } from '../../../src/sites/sites';
import { setAnswerSet } from '../../fake-backend/answer-sets';
// Renamed: a Vitest setup helper, not a React hook (the hooks lint rule goes by the name).
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { deepElementFromPoint, queryAllDeep, queryDeep } from '../../support/nested-shadow-roots';
import { pause, until } from '../../support/real-time';
import { stubCookies } from '../../support/stubbed-cookies';

setUpFakeBackend();

const de = translatorFor(SITES.DE.locale);

/**
 * The page's style: as tall as its content (the test runner's page is at least the window's
 * height), and nothing may scroll sideways, as many shops have it.
 */
const SHORT_PAGE = 'body { min-height: 0; overflow-x: hidden; }';

let restoreCookies: (() => void) | undefined;

beforeEach(async () => {
  // The mouse rests where no item of the test will be.
  await userEvent.hover(document.documentElement, { position: { x: 900, y: 740 }, force: true });
});

afterEach(async () => {
  restoreCookies?.();
  restoreCookies = undefined;
  document.head.querySelector('style[data-test-page]')?.remove();
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  // The elements unmount a microtask later; then each test is a page of its own.
  await pause(0);
  for (const name of ['personal-data', 'promotions', 'flyouts', 'staff-access']) {
    forgetPageSingleton(name);
  }
  await page.viewport(1024, 768);
});

/** An error page: the header, one line of text, and the page style `style`. */
async function shortPage(markup: string, style = SHORT_PAGE): Promise<void> {
  document.head.insertAdjacentHTML('beforeend', `<style data-test-page>${style}</style>`);
  document.body.insertAdjacentHTML(
    'beforeend',
    `${markup}<main><p>Die Seite wurde nicht gefunden.</p></main>`,
  );
}

async function shortPageWithHeader(style = SHORT_PAGE): Promise<HTMLElement> {
  await shortPage('<shop-header site="DE"></shop-header>', style);
  const header = document.querySelector('shop-header') as HTMLElement;
  await until(() => expect(header.matches(':state(settled)')).toBe(true), 10_000);
  await until(() =>
    expect(queryDeep(header.shadowRoot, '.shop-main-nav:not([data-loading])')).not.toBeNull(),
  );
  return header;
}

/** Whether `node` is `element` or inside it, through shadow roots and slots. */
function isWithin(node: Node | null, element: Element): boolean {
  let current: Node | null = node;
  while (current) {
    if (current === element) return true;
    current =
      (current instanceof Element ? current.assignedSlot : null) ??
      current.parentNode ??
      (current instanceof ShadowRoot ? current.host : null);
  }
  return false;
}

/**
 * Whether the pointer reaches `element` at `x` across its whole height in the window: at its
 * top, middle and bottom (each within the window).
 */
function reachedDownTo(element: Element, x: number): boolean {
  const box = element.getBoundingClientRect();
  const bottom = Math.min(box.bottom, window.innerHeight) - 4;
  return [box.top + 4, (box.top + bottom) / 2, bottom].every((y) => {
    return isWithin(deepElementFromPoint(x, y), element);
  });
}

/** The part of `element`'s box the pointer reaches, across its middle, in px from its top. */
function reachedHeight(element: Element): number {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  let y = box.top + 2;
  const end = Math.min(box.bottom, window.innerHeight);
  while (y < end) {
    if (!isWithin(deepElementFromPoint(x, y), element)) break;
    y += 4;
  }
  return Math.round(y - box.top);
}

describe('a flyout on a short page', () => {
  it('given a category flyout opened from the bar, it shows whole below the header while the page is locked', async () => {
    await page.viewport(1280, 900);
    const header = await shortPageWithHeader();
    expect(document.body.getBoundingClientRect().height).toBeLessThan(500);
    const toggle = queryAllDeep<HTMLButtonElement>(
      header.shadowRoot,
      '[part="item"] button[aria-expanded]',
    )[1]!;
    await userEvent.click(toggle);
    const flyout = queryDeep(header.shadowRoot, '[part="flyout"]:not([hidden])') as HTMLElement;
    await until(() => expect(flyout.querySelector('.shop-nav-flyout')).not.toBeNull(), 5000);
    await pause(300);
    expect(isPageScrollLocked()).toBe(true);
    const { height } = flyout.getBoundingClientRect();
    expect(reachedHeight(flyout)).toBeGreaterThanOrEqual(
      Math.min(height, innerHeight - flyout.getBoundingClientRect().top) - 4,
    );
  });

  it('given a page that hides sideways overflow on the body itself, it hides it again once the flyout closes', async () => {
    await page.viewport(1280, 900);
    document.body.style.overflowX = 'hidden';
    const header = await shortPageWithHeader('body { min-height: 0; }');
    const toggle = queryAllDeep<HTMLButtonElement>(
      header.shadowRoot,
      '[part="item"] button[aria-expanded]',
    )[1]!;
    await userEvent.click(toggle);
    await until(() => expect(isPageScrollLocked()).toBe(true));
    await userEvent.keyboard('{Escape}');
    await until(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(getComputedStyle(document.body).overflowX).toBe('hidden');
  });

  it('given ten long categories behind “more” at 1100 px, the shopper reaches every one of them', async () => {
    await page.viewport(1100, 900);
    setAnswerSet('crowded');
    const header = await shortPageWithHeader();
    const more = queryDeep(header.shadowRoot, '[part="more"]') as HTMLElement;
    await until(() => expect(more.hasAttribute('data-overflowed')).toBe(false));
    await userEvent.click(more.querySelector('button[aria-expanded]') as HTMLButtonElement);
    const flyout = more.querySelector('[part="flyout"]') as HTMLElement;
    await until(() => expect(flyout.hidden).toBe(false));
    const links = [...flyout.querySelectorAll<HTMLAnchorElement>('a[href]')];
    expect(links.length).toBeGreaterThanOrEqual(10);
    // Where the window is too short for all of them, the flyout scrolls, and only the flyout:
    // the locked page does not move.
    const unreached: string[] = [];
    for (const link of links) {
      const below = link.getBoundingClientRect().bottom - flyout.getBoundingClientRect().bottom;
      if (below > 0) flyout.scrollTop += below;
      const box = link.getBoundingClientRect();
      const hit = deepElementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!isWithin(hit, link)) unreached.push(link.textContent ?? '');
    }
    expect(unreached).toEqual([]);
    expect([window.scrollY, document.body.scrollTop]).toEqual([0, 0]);
  });

  it('given the cart’s icon flyout, the mini cart shows whole', async () => {
    await page.viewport(1280, 900);
    const header = await shortPageWithHeader();
    await userEvent.click(page.getByRole('button', { name: de.t('header.miniCart') }));
    await until(
      () =>
        expect(
          queryDeep(header.shadowRoot, '.shop-mini-cart-panel')?.getBoundingClientRect().height,
        ).toBeGreaterThan(300),
      5000,
    );
    // The flyout, which scrolls its content where the window is too short for it.
    const flyout = queryDeep(header.shadowRoot, '.shop-header__icon-flyout:not([hidden])')!;
    const box = flyout.getBoundingClientRect();
    expect(box.height).toBeGreaterThan(300);
    expect(reachedDownTo(flyout, box.left + box.width / 2)).toBe(true);
  });
});

describe('a dialog on a short page', () => {
  it('given the modal dialog, it shows whole', async () => {
    await page.viewport(1280, 900);
    await shortPage(
      `<shop-modal site="DE" size="L" heading="Hinweis"><p style="height: 600px">Lange Nachricht</p></shop-modal>`,
    );
    const modal = document.querySelector('shop-modal') as HTMLElement;
    modal.setAttribute('open', '');
    const dialog = await vi.waitFor(() => {
      const found = modal.shadowRoot?.querySelector('dialog');
      expect(found?.open).toBe(true);
      return found as HTMLDialogElement;
    });
    await pause(400);
    expect(isPageScrollLocked()).toBe(true);
    const box = dialog.getBoundingClientRect();
    expect(box.height).toBeGreaterThan(600);
    expect(reachedDownTo(dialog, box.left + box.width / 2)).toBe(true);
  });

  it('given the preview panel for staff, its dialog shows whole', async () => {
    await page.viewport(1280, 900);
    restoreCookies = stubCookies('StaffToken=staff-1; CobraToken=cobra-1');
    await shortPage('<shop-preview-panel initial-date="2026-12-10"></shop-preview-panel>');
    const host = document.querySelector('shop-preview-panel') as HTMLElement;
    await userEvent.click(
      await vi.waitFor(
        () => {
          const button = host.shadowRoot?.querySelector<HTMLButtonElement>('[part="open-button"]');
          expect(button?.textContent).toContain(PREVIEW_TEXTS.openButton);
          return button as HTMLButtonElement;
        },
        { timeout: 5000 },
      ),
    );
    const dialog = host.shadowRoot?.querySelector('dialog') as HTMLDialogElement;
    await until(() => expect(dialog.open).toBe(true));
    await pause(400);
    const box = dialog.getBoundingClientRect();
    expect(box.height).toBeGreaterThan(200);
    expect(reachedDownTo(dialog, box.left + box.width / 2)).toBe(true);
  });

  it('given the navigation’s drawer on a phone, it shows whole', async () => {
    await page.viewport(375, 700);
    const header = await shortPageWithHeader();
    await userEvent.click(page.getByRole('button', { name: de.t('header.openMenu') }));
    // The drawer's code loads on the first tap: more than a second on a loaded machine.
    const dialog = await vi.waitFor(
      () => {
        const found = queryDeep<HTMLDialogElement>(header.shadowRoot, 'dialog');
        expect(found?.open).toBe(true);
        return found as HTMLDialogElement;
      },
      { timeout: 10_000 },
    );
    await pause(400);
    const box = dialog.getBoundingClientRect();
    expect(box.height).toBeGreaterThan(400);
    expect(reachedDownTo(dialog, box.left + box.width / 2)).toBe(true);
  });
});
