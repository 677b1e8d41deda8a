/**
 * The bar's "more" item (header-and-cart §2: one row, the same height on every site): the items
 * that do not fit move into it, and every item stays reachable by mouse, touch and keyboard.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-header';
import '../../../src/elements/generated/entries/shop-main-nav';
import type { ShopMainNavElement } from '../../../src/elements/generated/element-typings';
import { translatorFor } from '../../../src/i18n/translator';
import { FLYOUT_HOVER_DELAY_MS, flyoutStore } from '../../../src/page-runtime/flyout-store';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import type { NavigationNode } from '../../../src/services/wire/navigation';
import { SITES, SITE_CODES, type SiteCode } from '../../../src/sites/sites';
import { navigation as fixtureNavigation } from '../../fake-backend/fixtures/navigation';
// Renamed: a Vitest setup helper, not a React hook (the hooks lint rule goes by the name).
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { deepElementFromPoint, queryDeep } from '../../support/nested-shadow-roots';
import { pointerMoves } from '../../support/pointer-moves';
import { pause, until } from '../../support/real-time';

setUpFakeBackend();

const tr = translatorFor(SITES.TR.locale);
const TR_NAVIGATION = fixtureNavigation('TR');

beforeEach(async () => {
  // The mouse rests where no item of the test will be.
  await userEvent.hover(document.documentElement, { position: { x: 900, y: 740 }, force: true });
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
  // The elements unmount a microtask later; then each test is a page of its own.
  await pause(0);
  forgetPageSingleton('personal-data');
  forgetPageSingleton('promotions');
  forgetPageSingleton('flyouts');
  await page.viewport(1024, 768);
});

// ---------------------------------------------------------------------------------------------
// The bar as the shopper sees it, in the header or on its own.

interface Bar {
  /** The shadow root the bar renders in: the element's own, standing alone or in the header. */
  root: ShadowRoot;
  bar: HTMLElement;
}

async function mountHeader(site: SiteCode): Promise<Bar> {
  document.body.insertAdjacentHTML('beforeend', `<shop-header site="${site}"></shop-header>`);
  const host = document.querySelector('shop-header:last-of-type') as HTMLElement;
  await until(() =>
    expect(queryDeep(host.shadowRoot, '.shop-main-nav:not([data-loading])')).not.toBeNull(),
  );
  // The header holds the navigation by tag: the bar is in the navigation's own shadow root,
  // shown once everything the header holds has settled.
  await until(() => expect(host.matches(':state(settled)')).toBe(true));
  const root = host.shadowRoot?.querySelector('shop-main-nav')?.shadowRoot as ShadowRoot;
  await until(() =>
    expect(root.querySelectorAll('[part="item"]').length).toBe(fixtureNavigation(site).length + 1),
  );
  return { root, bar: root.querySelector('[part="bar"]') as HTMLElement };
}

async function mountNav(attributes = '', style = ''): Promise<Bar> {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div style="${style}"><shop-main-nav ${attributes}></shop-main-nav></div>`,
  );
  const host = document.querySelector('shop-main-nav:last-of-type') as ShopMainNavElement;
  await until(() =>
    expect(host.shadowRoot?.querySelector('nav:not([data-loading])')).not.toBeNull(),
  );
  const root = host.shadowRoot as ShadowRoot;
  return { root, bar: root.querySelector('[part="bar"]') as HTMLElement };
}

const itemsOf = ({ root }: Bar) => [...root.querySelectorAll<HTMLElement>('[part="item"]')];
const moreOf = ({ root }: Bar) => root.querySelector('[part="more"]') as HTMLElement;
const moreButtonOf = (bar: Bar) =>
  moreOf(bar).querySelector('button[aria-expanded]') as HTMLButtonElement;
const morePanelOf = (bar: Bar) => moreOf(bar).querySelector('[part="flyout"]') as HTMLElement;
const titleOf = (item: Element) =>
  item.querySelector('.shop-main-nav__link')?.textContent?.trim() ?? '';
/** The links the "more" item's flyout lists. */
const moreLinksOf = (bar: Bar) => [
  ...morePanelOf(bar).querySelectorAll<HTMLAnchorElement>('a[href]'),
];

/**
 * `control` shows whole inside the bar's box and on the screen, and nothing lies over it: the
 * pointer finds it at its start, middle and end.
 */
function expectFullyShown(control: HTMLElement, bar: HTMLElement, label: string): void {
  const box = control.getBoundingClientRect();
  const barBox = bar.getBoundingClientRect();
  expect(box.width, `${label}: width`).toBeGreaterThan(0);
  expect(box.left, `${label}: left edge`).toBeGreaterThanOrEqual(barBox.left - 0.5);
  expect(box.right, `${label}: right edge`).toBeLessThanOrEqual(barBox.right + 0.5);
  expect(box.right, `${label}: on screen`).toBeLessThanOrEqual(window.innerWidth);
  expect(getComputedStyle(control).visibility, `${label}: visibility`).toBe('visible');
  const y = box.top + box.height / 2;
  for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2]) {
    const hit = deepElementFromPoint(x, y);
    expect(hit && control.contains(hit), `${label}: reached at x=${Math.round(x)}`).toBe(true);
  }
}

/** The control a pointer or the keyboard uses to reach an item: its link, or its button. */
const controlOf = (item: HTMLElement) =>
  item.querySelector<HTMLElement>(':scope > a, :scope > button') as HTMLElement;

const WIDTHS = [980, 1100, 1280, 1439] as const;

describe('<shop-main-nav> › its "more" item', () => {
  describe('given the header on each of the nine sites', () => {
    for (const width of WIDTHS) {
      it(`at ${width} px › every item shows whole in the bar or is listed in the "more" item’s flyout, and the bar is as high everywhere`, async () => {
        await page.viewport(width, 800);
        const heights = new Set<number>();
        for (const site of SITE_CODES) {
          const t = translatorFor(SITES[site].locale);
          const bar = await mountHeader(site);
          heights.add(bar.bar.getBoundingClientRect().height);
          const nodes = fixtureNavigation(site);
          const [themeWorlds, ...items] = itemsOf(bar) as [HTMLElement, ...HTMLElement[]];
          expectFullyShown(controlOf(themeWorlds), bar.bar, `${site} theme worlds`);
          const shown = items.filter((item) => !item.hasAttribute('data-overflowed'));
          // The items keep their order: the first ones show, the rest are listed.
          expect(shown.map(titleOf)).toEqual(nodes.slice(0, shown.length).map((n) => n.title));
          for (const item of shown)
            expectFullyShown(controlOf(item), bar.bar, `${site} ${titleOf(item)}`);
          const listed = nodes.slice(shown.length);
          if (listed.length === 0) {
            // Nothing to list: no "more" item in sight.
            const more = moreOf(bar) as HTMLElement | null;
            expect(more && getComputedStyle(more).visibility, `${site}: no "more"`).not.toBe(
              'visible',
            );
          } else {
            const more = moreButtonOf(bar);
            expect(more.textContent?.trim()).toBe(t.t('header.moreItems'));
            expectFullyShown(more, bar.bar, `${site} more`);
            for (const item of items.slice(shown.length)) {
              expect(getComputedStyle(item).visibility, `${site}: ${titleOf(item)} hidden`).toBe(
                'hidden',
              );
            }
            await userEvent.click(more);
            await until(() => expect(morePanelOf(bar).hidden).toBe(false));
            expect(
              moreLinksOf(bar).map((link) => [link.textContent?.trim(), link.getAttribute('href')]),
            ).toEqual(listed.map((node) => [node.title, node.href]));
            for (const link of moreLinksOf(bar)) {
              const box = link.getBoundingClientRect();
              expect(box.right, `${site}: ${link.textContent} on screen`).toBeLessThanOrEqual(
                window.innerWidth,
              );
              const hit = deepElementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
              expect(hit && link.contains(hit), `${site}: ${link.textContent} reached`).toBe(true);
            }
            flyoutStore().close();
          }
          document.body.innerHTML = '';
          await pause(0);
          forgetPageSingleton('flyouts');
        }
        expect([...heights]).toHaveLength(1);
        // Nine headers, one after the other, on a machine that may be busy.
      }, 90_000);
    }
  });

  describe('given TR at 1100 px, where the bar is too narrow for every item', () => {
    /** The items the "more" item lists on TR at 1100 px. */
    const listedOf = (bar: Bar): NavigationNode[] => {
      const shown = itemsOf(bar).filter((item) => !item.hasAttribute('data-overflowed'));
      return TR_NAVIGATION.slice(shown.length - 1);
    };

    beforeEach(async () => {
      await page.viewport(1100, 800);
    });

    it('shows the "more" item, a disclosure button that controls its hidden flyout', async () => {
      const bar = await mountHeader('TR');
      expect(listedOf(bar).length).toBeGreaterThan(0);
      const more = moreButtonOf(bar);
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(bar.root.getElementById(more.getAttribute('aria-controls') ?? '')).toBe(
        morePanelOf(bar),
      );
      expect(morePanelOf(bar).hidden).toBe(true);
      await expect
        .element(page.getByRole('button', { name: tr.t('header.moreItems') }))
        .toBeVisible();
    });

    it('given a mouse › resting on the "more" item opens its flyout after 300 ms, and a click on a listed item follows its link', async () => {
      const bar = await mountHeader('TR');
      const more = moreOf(bar);
      // The mouse comes onto the item in one step: a driven hover can itself take longer than
      // the delay on a busy machine (1.3 s seen), and the flyout was then open already.
      pointerMoves(null, moreButtonOf(bar), { pointerType: 'mouse' });
      expect(moreButtonOf(bar)).toHaveAttribute('aria-expanded', 'false');
      await pause(FLYOUT_HOVER_DELAY_MS + 100);
      await until(() => expect(moreButtonOf(bar)).toHaveAttribute('aria-expanded', 'true'));
      expect(more).toHaveAttribute('data-open');
      const [first] = listedOf(bar) as [NavigationNode];
      const link = moreLinksOf(bar)[0] as HTMLAnchorElement;
      let followed: boolean | undefined;
      const stop = (event: Event) => {
        followed = !event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', stop);
      try {
        await userEvent.click(link);
      } finally {
        document.removeEventListener('click', stop);
      }
      expect(link.getAttribute('href')).toBe(first.href);
      expect(followed).toBe(true);
    });

    it('given a touch screen › a tap on the "more" item opens its flyout, a second closes it', async () => {
      const bar = await mountHeader('TR');
      const button = moreButtonOf(bar);
      pointerMoves(null, button, { pointerType: 'touch' });
      await pause(FLYOUT_HOVER_DELAY_MS * 1.5);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      button.click();
      await until(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
      expect(morePanelOf(bar).hidden).toBe(false);
      button.click();
      await until(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    });

    it('given the keyboard › Tab reaches the "more" button after the shown items, Enter opens it, Tab walks its links, Escape closes it and returns focus', async () => {
      const bar = await mountHeader('TR');
      const shown = itemsOf(bar).filter((item) => !item.hasAttribute('data-overflowed'));
      const lastShown = shown.at(-1) as HTMLElement;
      const lastControl = [
        ...lastShown.querySelectorAll<HTMLElement>(':scope > a, :scope > button'),
      ].at(-1) as HTMLElement;
      lastControl.focus();
      await userEvent.keyboard('{Tab}');
      const button = moreButtonOf(bar);
      expect(bar.root.activeElement).toBe(button);
      await userEvent.keyboard('{Enter}');
      await until(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
      for (const link of moreLinksOf(bar)) {
        await userEvent.keyboard('{Tab}');
        expect(bar.root.activeElement).toBe(link);
      }
      await userEvent.keyboard('{Escape}');
      await until(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
      expect(bar.root.activeElement).toBe(button);
    });

    it('given a bar 800 px wide, and the page a listed item or below one › its link is the current page and the "more" item is marked as holding it', async () => {
      // The last node is listed in a bar 800 px wide; its first child lies below it.
      const last = TR_NAVIGATION.at(-1) as NavigationNode;
      const child = (last.children ?? [])[0] as NavigationNode;
      for (const [path, current] of [
        [last.href, true],
        [child.href, false],
      ] as const) {
        const bar = await mountNav(`site="TR" current-path="${path}"`, 'width: 800px');
        await until(() => expect(moreLinksOf(bar).length).toBeGreaterThan(0));
        const link = moreLinksOf(bar).at(-1) as HTMLAnchorElement;
        expect(link.textContent).toBe(last.title);
        expect(link.getAttribute('aria-current')).toBe(current ? 'page' : null);
        expect(link.hasAttribute('data-current')).toBe(true);
        expect(moreOf(bar)).toHaveAttribute('data-current');
        document.body.innerHTML = '';
        await pause(0);
      }
    });
  });

  describe('given the bar’s room changes', () => {
    it('when it narrows and widens again › items move into the "more" item and back, and the bar keeps its height', async () => {
      await page.viewport(1100, 800);
      const bar = await mountNav('site="TR"', 'width: 1100px');
      const container = bar.bar.getRootNode() as ShadowRoot;
      const box = (container.host.parentElement as HTMLElement).style;
      const height = bar.bar.getBoundingClientRect().height;
      const shownCount = () =>
        itemsOf(bar).filter((item) => !item.hasAttribute('data-overflowed')).length;
      await until(() => expect(moreLinksOf(bar)).toHaveLength(0));
      expect(shownCount()).toBe(TR_NAVIGATION.length + 1);
      box.width = '700px';
      await until(() => expect(moreLinksOf(bar).length).toBeGreaterThan(0));
      expect(shownCount() - 1 + moreLinksOf(bar).length).toBe(TR_NAVIGATION.length);
      expect(bar.bar.getBoundingClientRect().height).toBe(height);
      for (const item of itemsOf(bar).filter((i) => !i.hasAttribute('data-overflowed'))) {
        expectFullyShown(controlOf(item), bar.bar, titleOf(item));
      }
      expectFullyShown(moreButtonOf(bar), bar.bar, 'more');
      // Opened, then the bar widens until all fit: the flyout closes with its item.
      await userEvent.click(moreButtonOf(bar));
      await until(() => expect(moreButtonOf(bar)).toHaveAttribute('aria-expanded', 'true'));
      box.width = '1100px';
      await until(() => expect(moreLinksOf(bar)).toHaveLength(0));
      await until(() => expect(flyoutStore().getSnapshot().openId).toBeUndefined());
      expect(getComputedStyle(moreOf(bar)).visibility).toBe('hidden');
      expect(bar.bar.getBoundingClientRect().height).toBe(height);
    });
  });
});
