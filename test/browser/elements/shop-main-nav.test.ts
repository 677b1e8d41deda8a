import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-main-nav';
import type { ShopMainNavElement } from '../../../src/elements/generated/element-typings';
import { LIGHT_DOM_LINKS_ATTRIBUTE } from '../../../src/elements/shop-main-nav/behaviour/light-dom-links';
import { ShopMainNav } from '../../../src/elements/shop-main-nav/ShopMainNav';
import { translatorFor } from '../../../src/i18n/translator';
import {
  FLYOUT_CLOSED_EVENT,
  FLYOUT_HOVER_DELAY_MS,
  flyoutStore,
  type FlyoutId,
} from '../../../src/page-runtime/flyout-store';
import { DATA_WAIT_LIMIT_MS } from '../../../src/element-kit/host/element-settled';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { isPageScrollLocked } from '../../../src/page-runtime/scroll-lock';
import {
  NAVIGATION_MAX_CHILDREN,
  NAVIGATION_MAX_DEPTH,
} from '../../../src/services/navigation/navigation-answer';
import { readThemeWorldAnswer } from '../../../src/services/navigation/theme-world-answer';
import { SHOP_PATHS } from '../../../src/services/http/shop-api';
import { INLINE_NAVIGATION_ID } from '../../../src/services/stores/navigation';
import type { NavigationNode } from '../../../src/services/wire/navigation';
import { SITES } from '../../../src/sites/sites';
import { setFaults } from '../../fake-backend/faults';
import { navigation as fixtureNavigation } from '../../fake-backend/fixtures/navigation';
import { themeWorlds as fixtureThemeWorlds } from '../../fake-backend/fixtures/theme-worlds';
// Renamed: a Vitest setup helper, not a React hook (the hooks lint rule goes by the name).
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { pointerMoves } from '../../support/pointer-moves';
import { HTML_PAYLOADS, URL_PAYLOADS, resetXssFlag, xssRan } from '../../support/xss-payloads';
import { pause, until } from '../../support/real-time';

setUpFakeBackend();

/** The id of the flyout at `index` of the bar under test (each bar has ids of its own). */
const navFlyout = (index: number) => expect.stringMatching(new RegExp(`^main-nav:.+:${index}$`));
const themeWorldsFlyout = expect.stringMatching(/^theme-worlds:.+$/);

const de = translatorFor(SITES.DE.locale);
/** The fake backend's navigation on DE, as the service sends it. */
const DE_NAVIGATION = fixtureNavigation('DE');

// ---------------------------------------------------------------------------------------------
// The services as the page sees them: every call recorded, some answered by the test.

let calls: { navigation: number; themeWorlds: number };
let customAnswers: Partial<Record<'navigation' | 'themeWorlds', unknown>>;
let pageErrors: unknown[];
let closed: FlyoutId[];
/** What a test set up on the document, undone after it. */
const cleanups: (() => void)[] = [];

const recordErrors = (event: ErrorEvent | PromiseRejectionEvent) =>
  pageErrors.push(event instanceof ErrorEvent ? event.error : event.reason);
const recordClosed = (event: Event) =>
  closed.push((event as CustomEvent<{ id: FlyoutId }>).detail.id);

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(async () => {
  calls = { navigation: 0, themeWorlds: 0 };
  customAnswers = {};
  pageErrors = [];
  closed = [];
  resetXssFlag();
  window.addEventListener('error', recordErrors);
  window.addEventListener('unhandledrejection', recordErrors);
  window.addEventListener(FLYOUT_CLOSED_EVENT, recordClosed);
  const realFetch = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    for (const call of ['navigation', 'themeWorlds'] as const) {
      if (url.pathname !== SHOP_PATHS[call]) continue;
      calls[call] += 1;
      if (call in customAnswers) return Promise.resolve(jsonResponse(customAnswers[call]));
    }
    return realFetch(input, init);
  });
  // The mouse rests where no item of the test will be.
  await userEvent.hover(document.documentElement, { position: { x: 1000, y: 740 }, force: true });
});

afterEach(async () => {
  for (const undo of cleanups.splice(0)) undo();
  window.removeEventListener('error', recordErrors);
  window.removeEventListener('unhandledrejection', recordErrors);
  window.removeEventListener(FLYOUT_CLOSED_EVENT, recordClosed);
  // Spies first: a spy on a faked setTimeout must not outlive the fake.
  vi.restoreAllMocks();
  vi.useRealTimers();
  cleanup();
  document.body.innerHTML = '';
  // Each test is a page of its own, with its own flyouts (the fake backend forgets the rest).
  forgetPageSingleton('flyouts');
  await page.viewport(1024, 768);
  window.scrollTo(0, 0);
});

// ---------------------------------------------------------------------------------------------
// The element as the shopper sees it.

async function mountNav(attributes = '', children = ''): Promise<ShopMainNavElement> {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<shop-main-nav ${attributes}>${children}</shop-main-nav>`,
  );
  const hosts = document.querySelectorAll<ShopMainNavElement>('shop-main-nav');
  const host = hosts[hosts.length - 1] as ShopMainNavElement;
  // Filled once both answers are in; on narrow screens the menu button is there at once.
  const ready = innerWidth < 980 ? '.shop-main-nav__menu-button' : 'nav:not([data-loading])';
  await until(() => expect(host.shadowRoot?.querySelector(ready)).not.toBeNull());
  return host;
}

const rootOf = (host: ShopMainNavElement) => host.shadowRoot as ShadowRoot;
/** Laid out on the page (the layout the window does not show is `display: none`). */
const isShown = (element: Element | null) =>
  element !== null && element.getClientRects().length > 0;
const itemsOf = (host: ShopMainNavElement) => [
  ...rootOf(host).querySelectorAll<HTMLLIElement>('[part="item"]'),
];
/** An item by its title (the theme worlds' by theirs). */
function itemOf(host: ShopMainNavElement, title: string): HTMLLIElement {
  const item = itemsOf(host).find(
    (candidate) => candidate.querySelector('.shop-main-nav__link')?.textContent?.trim() === title,
  );
  if (!item) throw new Error(`no item ${title} in <shop-main-nav>`);
  return item;
}
const buttonOf = (item: HTMLLIElement) =>
  item.querySelector<HTMLButtonElement>('button[aria-expanded]') as HTMLButtonElement;
const linkOf = (item: HTMLLIElement) =>
  item.querySelector<HTMLAnchorElement>(':scope > a') as HTMLAnchorElement;
const panelOf = (item: HTMLLIElement) =>
  item.querySelector<HTMLElement>('[part="flyout"]') as HTMLElement;
const isExpanded = (item: HTMLLIElement) =>
  buttonOf(item).getAttribute('aria-expanded') === 'true' && !panelOf(item).hidden;

/** The flyout of `item` is open and its (lazily loaded) content shows. */
async function untilOpen(item: HTMLLIElement): Promise<void> {
  await until(() => {
    expect(isExpanded(item)).toBe(true);
    expect(panelOf(item).querySelector('.shop-nav-flyout')).not.toBeNull();
  });
}

/** The focused element, looking through shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * The page never follows a link in these tests: every click is stopped at the document. What
 * is returned tells, for each click, whether the browser would have followed it (a click the
 * element stopped before the document was not followed if the element prevented it).
 */
function stubLinkNavigation(): () => { pointerType: string; followed: boolean }[] {
  const clicks: { event: PointerEvent; followed?: boolean }[] = [];
  const record = (event: Event) => clicks.push({ event: event as PointerEvent });
  const stop = (event: Event) => {
    const click = clicks.at(-1);
    if (click?.event === event) click.followed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record, { capture: true });
  document.addEventListener('click', stop);
  cleanups.push(() => {
    document.removeEventListener('click', record, { capture: true });
    document.removeEventListener('click', stop);
  });
  return () =>
    clicks.map(({ event, followed }) => ({
      pointerType: event.pointerType,
      followed: followed ?? !event.defaultPrevented,
    }));
}

/** A pointer event as the browser sends it, from a mouse unless `pointerType` says otherwise. */
function pointer(type: string, target: Element, init: PointerEventInit = {}): void {
  target.dispatchEvent(
    new PointerEvent(type, {
      pointerType: 'mouse',
      bubbles: true,
      composed: true,
      cancelable: true,
      ...init,
    }),
  );
}
/** The pointer arrives on `target` from outside the page's elements. */
const pointerOver = (target: Element, init?: PointerEventInit) => pointerMoves(null, target, init);
/** The pointer leaves `target` for the page's background. */
const pointerOut = (target: Element, init?: PointerEventInit) => pointerMoves(target, null, init);

/**
 * A real mouse (or pen) moves onto the middle of `target` and clicks there at once: the
 * browser's own pointer, mouse and click events, one after another with nothing in between.
 */
async function clickWith(pointerType: 'mouse' | 'pen', target: Element): Promise<void> {
  const box = target.getBoundingClientRect();
  const at = { x: box.left + box.width / 2, y: box.top + box.height / 2, pointerType };
  const press = { ...at, button: 'left' as const, clickCount: 1 };
  await cdp().send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...at });
  await cdp().send('Input.dispatchMouseEvent', { type: 'mousePressed', ...press });
  await cdp().send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...press });
}

/** The page's flyouts as each click on `target` found them, before anything handled it. */
function flyoutsAtClicks(
  target: Element,
): ReturnType<ReturnType<typeof flyoutStore>['getSnapshot']>[] {
  const seen: ReturnType<ReturnType<typeof flyoutStore>['getSnapshot']>[] = [];
  const note = () => seen.push(flyoutStore().getSnapshot());
  target.addEventListener('click', note, { capture: true });
  cleanups.push(() => target.removeEventListener('click', note, { capture: true }));
  return seen;
}

const titlesOf = (nodes: readonly NavigationNode[]) => nodes.map((node) => node.title);
const textOf = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';
const [COFFEE, WOMEN] = DE_NAVIGATION as [NavigationNode, NavigationNode];

/** What the theme-world flyout shows on DE: the fake backend's answer as the element reads it. */
const deThemeWorlds = () => readThemeWorldAnswer(fixtureThemeWorlds('DE', new Date()));

/** A navigation of `count` leaves below `/c/{prefix}`. */
const leaves = (prefix: string, count: number): NavigationNode[] =>
  Array.from({ length: count }, (_, index) => ({
    title: `${prefix} ${index + 1}`,
    href: `/c/${prefix.toLowerCase()}/${index + 1}`,
  }));

/** A chain of `depth` levels, each the only child of the one above. */
function chain(depth: number, level = 1, path = ''): NavigationNode {
  const href = `${path}/ebene-${level}`;
  return {
    title: `Ebene ${level}`,
    href: `/c${href}`,
    ...(level < depth ? { children: [chain(depth, level + 1, href)] } : {}),
  };
}

/** Puts the navigation into the page, as a page that has it already does. */
function inlineNavigation(answer: unknown, attributes = ''): void {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="${INLINE_NAVIGATION_ID}" ${attributes}></script>`,
  );
  (document.getElementById(INLINE_NAVIGATION_ID) as HTMLScriptElement).textContent =
    JSON.stringify(answer);
}

describe('<shop-main-nav>', () => {
  describe('given the fake backend’s navigation and theme worlds', () => {
    it('shows the theme worlds first, then one real link per navigation node, in the answer’s order', async () => {
      const host = await mountNav();
      const items = itemsOf(host);
      expect(items).toHaveLength(DE_NAVIGATION.length + 1);
      const [themeWorlds, ...nodes] = items as [HTMLLIElement, ...HTMLLIElement[]];
      expect(linkOf(themeWorlds)).toBeNull();
      expect(textOf(buttonOf(themeWorlds))).toBe(de.t('header.themeWorlds'));
      expect(nodes.map((item) => textOf(linkOf(item)))).toEqual(titlesOf(DE_NAVIGATION));
      expect(nodes.map((item) => linkOf(item).getAttribute('href'))).toEqual(
        DE_NAVIGATION.map((node) => node.href),
      );
      expect(nodes.filter((item) => linkOf(item).hasAttribute('target'))).toEqual([]);
      await expect
        .element(page.getByRole('navigation', { name: de.t('header.mainNavigation') }))
        .toBeVisible();
    });

    it('gives every item a disclosure button named after its title that controls its hidden flyout, and no menu roles', async () => {
      const host = await mountNav();
      const root = rootOf(host);
      for (const node of DE_NAVIGATION) {
        const item = itemOf(host, node.title);
        const button = buttonOf(item);
        expect(button.getAttribute('aria-label')).toBe(
          de.t('header.subMenu', { title: node.title }),
        );
        expect(button.getAttribute('aria-label')).toContain(node.title);
        expect(button).toHaveAttribute('aria-expanded', 'false');
        expect(root.getElementById(button.getAttribute('aria-controls') ?? '')).toBe(panelOf(item));
        expect(panelOf(item).hidden).toBe(true);
      }
      await expect
        .element(
          page.getByRole('button', { name: de.t('header.subMenu', { title: COFFEE.title }) }),
        )
        .toBeVisible();
      await userEvent.click(buttonOf(itemOf(host, COFFEE.title)));
      await untilOpen(itemOf(host, COFFEE.title));
      expect(root.querySelector('[role^="menu"]')).toBeNull();
    });

    it('honours the answer’s target: a new tab only for _blank, with noopener; a leaf without teaser has no button', async () => {
      inlineNavigation([
        { title: 'Magazin', href: 'https://magazin.example/', target: '_blank' },
        { title: 'Kaffee', href: '/c/kaffee', target: '_self', children: leaves('Sorte', 2) },
        {
          title: 'Marken',
          href: '/c/marken',
          children: [{ title: 'Partner', href: 'https://partner.example/', target: '_blank' }],
        },
      ]);
      const host = await mountNav();
      const magazine = linkOf(itemOf(host, 'Magazin'));
      expect(magazine).toHaveAttribute('target', '_blank');
      expect(magazine).toHaveAttribute('rel', 'noopener');
      expect(buttonOf(itemOf(host, 'Magazin'))).toBeNull();
      expect(linkOf(itemOf(host, 'Kaffee')).hasAttribute('target')).toBe(false);
      const brands = itemOf(host, 'Marken');
      await userEvent.click(buttonOf(brands));
      await untilOpen(brands);
      const partner = panelOf(brands).querySelector<HTMLAnchorElement>(
        'a[href^="https://partner"]',
      );
      expect(partner).toHaveAttribute('target', '_blank');
      expect(partner).toHaveAttribute('rel', 'noopener');
    });

    it('given an item without children or teaser, it is its link alone: resting on it opens nothing and the first click follows it', async () => {
      inlineNavigation([
        { title: 'Kaffee', href: '/c/kaffee', children: leaves('Sorte', 2) },
        { title: 'Geschenke', href: '/c/geschenke' },
      ]);
      const host = await mountNav();
      const gifts = itemOf(host, 'Geschenke');
      const coffee = itemOf(host, 'Kaffee');
      buttonOf(coffee).click();
      await untilOpen(coffee);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      pointerOver(gifts);
      vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS * 2);
      expect(flyoutStore().getSnapshot()).toEqual({ openId: navFlyout(0), pendingId: undefined });
      vi.useRealTimers();
      const clicks = stubLinkNavigation();
      await userEvent.click(linkOf(gifts));
      expect(clicks()).toEqual([{ pointerType: 'mouse', followed: true }]);
      expect(flyoutStore().getSnapshot().openId).not.toEqual(navFlyout(1));
    });

    it('given two navigations on the page › when one opens an item › the other’s stays closed', async () => {
      const first = await mountNav();
      const second = await mountNav();
      await userEvent.click(buttonOf(itemOf(first, COFFEE.title)));
      expect(buttonOf(itemOf(first, COFFEE.title))).toHaveAttribute('aria-expanded', 'true');
      expect(buttonOf(itemOf(second, COFFEE.title))).toHaveAttribute('aria-expanded', 'false');
      // The first's flyout lies over the second bar: the keyboard reaches it.
      buttonOf(itemOf(second, COFFEE.title)).focus();
      await userEvent.keyboard('{Enter}');
      await until(() =>
        expect(buttonOf(itemOf(second, COFFEE.title))).toHaveAttribute('aria-expanded', 'true'),
      );
      expect(buttonOf(itemOf(first, COFFEE.title))).toHaveAttribute('aria-expanded', 'false');
    });

    it('given two navigations on the page, asks each service once', async () => {
      await mountNav();
      await mountNav();
      await pause(100);
      expect(calls).toEqual({ navigation: 1, themeWorlds: 1 });
    });
  });

  describe('given a mouse', () => {
    it('when it rests on an item, the flyout opens after 300 ms and not before', async () => {
      const host = await mountNav();
      const coffee = itemOf(host, COFFEE.title);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      pointerOver(coffee);
      expect(flyoutStore().getSnapshot()).toEqual({ openId: undefined, pendingId: navFlyout(0) });
      vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS - 1);
      await pause(50);
      expect(flyoutStore().getSnapshot().openId).toBeUndefined();
      expect(buttonOf(coffee)).toHaveAttribute('aria-expanded', 'false');
      vi.advanceTimersByTime(1);
      expect(flyoutStore().getSnapshot().openId).toEqual(navFlyout(0));
      await until(() => expect(buttonOf(coffee)).toHaveAttribute('aria-expanded', 'true'));
      expect(panelOf(coffee).hidden).toBe(false);
    });

    it('when it leaves before the 300 ms are over, nothing opens', async () => {
      const host = await mountNav();
      const themeWorlds = itemsOf(host)[0] as HTMLLIElement;
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      pointerOver(themeWorlds);
      vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS - 100);
      pointerOut(themeWorlds);
      vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS * 3);
      await pause(50);
      expect(flyoutStore().getSnapshot()).toEqual({ openId: undefined, pendingId: undefined });
      expect(buttonOf(themeWorlds)).toHaveAttribute('aria-expanded', 'false');
    });

    it('when it leaves an item it opened, the flyout closes one hover delay later', async () => {
      const host = await mountNav();
      const women = itemOf(host, WOMEN.title);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      pointerOver(women);
      vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS);
      expect(flyoutStore().getSnapshot().openId).toEqual(navFlyout(1));
      pointerOut(women);
      vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS - 1);
      expect(flyoutStore().getSnapshot().openId).toEqual(navFlyout(1));
      vi.advanceTimersByTime(1);
      expect(flyoutStore().getSnapshot().openId).toBeUndefined();
      await until(() => expect(buttonOf(women)).toHaveAttribute('aria-expanded', 'false'));
      expect(closed).toEqual([navFlyout(1)]);
    });

    it('while it waits on an item, the first pictures of its flyout are fetched; leaving stops them', async () => {
      const host = await mountNav();
      const coffee = itemOf(host, COFFEE.title);
      const sources: string[] = [];
      vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
        this: HTMLImageElement,
        value: string,
      ) {
        sources.push(value);
        this.setAttribute('src', value);
      });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      pointerOver(coffee);
      const teaser = (COFFEE.teaser?.entries ?? []).map((entry) => entry.image.src);
      expect(teaser.length).toBeGreaterThan(0);
      await until(() => expect(sources).toEqual(teaser));
      pointerOut(coffee);
      await until(() => expect(sources).toEqual([...teaser, ...teaser.map(() => '')]));
    });

    it('when it clicks an item’s link at once on arriving, while the flyout still waits, the browser follows the link', async () => {
      const host = await mountNav();
      const coffee = itemOf(host, COFFEE.title);
      const clicks = stubLinkNavigation();
      const flyouts = flyoutsAtClicks(linkOf(coffee));
      // The hover delay cannot run out between arriving and clicking, however slow the machine.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await clickWith('mouse', linkOf(coffee));
      expect(flyouts).toEqual([{ openId: undefined, pendingId: navFlyout(0) }]);
      expect(clicks()).toEqual([{ pointerType: 'mouse', followed: true }]);
      // The click ended the wait: the mouse still resting there opens nothing over the page.
      vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS * 2);
      await pause(50);
      expect(flyoutStore().getSnapshot()).toMatchObject({
        openId: undefined,
        pendingId: undefined,
      });
      expect(panelOf(coffee).hidden).toBe(true);
    });

    it('when it clicks the link of an item whose flyout it opened by resting there, the browser follows the link', async () => {
      const host = await mountNav();
      const coffee = itemOf(host, COFFEE.title);
      await userEvent.hover(linkOf(coffee));
      await untilOpen(coffee);
      const clicks = stubLinkNavigation();
      await clickWith('mouse', linkOf(coffee));
      expect(clicks()).toEqual([{ pointerType: 'mouse', followed: true }]);
    });

    it('given a pen, a click on an item’s link follows it at once, as a mouse’s does', async () => {
      const host = await mountNav();
      const women = itemOf(host, WOMEN.title);
      const clicks = stubLinkNavigation();
      await clickWith('pen', linkOf(women));
      expect(clicks()).toEqual([{ pointerType: 'pen', followed: true }]);
      expect(flyoutStore().getSnapshot().openId).toBeUndefined();
    });

    it('given the browser asks to save data, no picture is fetched ahead', async () => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { saveData: true },
      });
      try {
        const host = await mountNav();
        const setSource = vi.spyOn(HTMLImageElement.prototype, 'src', 'set');
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        pointerOver(itemOf(host, COFFEE.title));
        expect(flyoutStore().getSnapshot().pendingId).toEqual(navFlyout(0));
        await pause(100);
        expect(setSource).not.toHaveBeenCalled();
      } finally {
        Reflect.deleteProperty(navigator, 'connection');
      }
    });
  });

  describe('given a flyout open and the mouse on its item (the safe triangle)', () => {
    /**
     * The mouse moves from `from` to `to`, arriving at `point` (viewport coordinates): the
     * boundary events and the move there, as the browser sends them.
     */
    function moveMouse(from: Element, to: Element, point: { x: number; y: number }) {
      const at = { clientX: point.x, clientY: point.y };
      pointerMoves(from, to, at);
      pointer('pointermove', to, at);
    }

    /** Kaffee open (clicked), the mouse resting at its top right corner: the triangle's apex. */
    async function openCoffee() {
      const host = await mountNav();
      const coffee = itemOf(host, COFFEE.title);
      const women = itemOf(host, WOMEN.title);
      buttonOf(coffee).click();
      await untilOpen(coffee);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const box = coffee.getBoundingClientRect();
      moveMouse(document.body, coffee, { x: box.right - 4, y: box.top + 2 });
      return { coffee, women };
    }
    /** The mouse goes down and to the right, onto the neighbour's lower left corner. */
    function downOnto(coffee: HTMLLIElement, women: HTMLLIElement) {
      const box = women.getBoundingClientRect();
      moveMouse(coffee, women, { x: box.left + 4, y: box.bottom - 2 });
    }

    it('when the mouse crosses a neighbour slowly on its way down into the flyout, the neighbour does not take over', async () => {
      const { coffee, women } = await openCoffee();
      downOnto(coffee, women);
      // Longer than a hover delay on the neighbour: without the triangle it would have opened.
      vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS + 150);
      expect(flyoutStore().getSnapshot().openId).toEqual(navFlyout(0));
      const inFlyout = panelOf(coffee).querySelector('.shop-nav-flyout') as HTMLElement;
      const box = inFlyout.getBoundingClientRect();
      moveMouse(women, inFlyout, { x: box.left + 200, y: box.top + 20 });
      vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS * 4);
      expect(flyoutStore().getSnapshot()).toEqual({ openId: navFlyout(0), pendingId: undefined });
      await pause(50);
      expect(isExpanded(coffee)).toBe(true);
      expect(buttonOf(women)).toHaveAttribute('aria-expanded', 'false');
    });

    it('when the mouse rests on the neighbour, the neighbour opens one hover delay after it would have', async () => {
      const { coffee, women } = await openCoffee();
      downOnto(coffee, women);
      vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS);
      expect(flyoutStore().getSnapshot()).toEqual({
        openId: navFlyout(0),
        pendingId: navFlyout(1),
      });
      vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS);
      expect(flyoutStore().getSnapshot().openId).toEqual(navFlyout(1));
      await until(() => expect(isExpanded(women)).toBe(true));
      expect(isExpanded(coffee)).toBe(false);
    });

    it('when the mouse moves sideways onto the neighbour (not towards the flyout), it opens after the hover delay', async () => {
      const { coffee, women } = await openCoffee();
      const box = women.getBoundingClientRect();
      moveMouse(coffee, women, { x: box.left + 4, y: box.top + 2 });
      vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS);
      expect(flyoutStore().getSnapshot().openId).toEqual(navFlyout(1));
    });
  });

  describe('given a touch screen', () => {
    afterEach(async () => {
      await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false });
    });

    /** A finger taps the middle of `target`: the browser's own touch, pointer and click events. */
    async function tap(target: Element) {
      const box = target.getBoundingClientRect();
      const touchPoints = [{ x: box.left + box.width / 2, y: box.top + box.height / 2 }];
      await cdp().send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
      await cdp().send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }

    it('when the shopper taps an item’s link, the first tap opens its flyout and the second follows the link', async () => {
      const host = await mountNav();
      const coffee = itemOf(host, COFFEE.title);
      await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
      // The page stays: the test notes whether the browser would have followed the link.
      const taps = stubLinkNavigation();
      // The page's own click listeners (a tag manager's, say) see every tap.
      const seenByThePage: Event[] = [];
      const see = (event: Event) => seenByThePage.push(event);
      window.addEventListener('click', see);
      cleanups.push(() => window.removeEventListener('click', see));
      await tap(linkOf(coffee));
      await until(() => expect(taps()).toHaveLength(1));
      expect(taps()[0]).toEqual({ pointerType: 'touch', followed: false });
      expect(seenByThePage).toHaveLength(1);
      await untilOpen(coffee);
      // Resting does not close it: there is no hover on a touch screen.
      await pause(FLYOUT_HOVER_DELAY_MS * 2);
      expect(isExpanded(coffee)).toBe(true);
      await tap(linkOf(coffee));
      await until(() => expect(taps()).toHaveLength(2));
      expect(taps()[1]).toEqual({ pointerType: 'touch', followed: true });
    });

    it('when a touch pointer comes to rest on an item, nothing opens', async () => {
      const host = await mountNav();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      pointerOver(itemOf(host, COFFEE.title), { pointerType: 'touch' });
      vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS * 2);
      expect(flyoutStore().getSnapshot()).toEqual({ openId: undefined, pendingId: undefined });
    });
  });

  describe('given the keyboard', () => {
    it('when Enter or Space is pressed on an item’s button, its flyout opens and closes', async () => {
      const host = await mountNav();
      const coffee = itemOf(host, COFFEE.title);
      buttonOf(coffee).focus();
      await userEvent.keyboard('{Enter}');
      await untilOpen(coffee);
      await userEvent.keyboard('{Enter}');
      await until(() => expect(isExpanded(coffee)).toBe(false));
      await userEvent.keyboard(' ');
      await untilOpen(coffee);
      await userEvent.keyboard(' ');
      await until(() => expect(isExpanded(coffee)).toBe(false));
      expect(deepActiveElement()).toBe(buttonOf(coffee));
    });

    it('when Enter is pressed on an item’s link, the browser follows the link and its flyout stays closed', async () => {
      const host = await mountNav();
      const coffee = itemOf(host, COFFEE.title);
      const clicks = stubLinkNavigation();
      linkOf(coffee).focus();
      await userEvent.keyboard('{Enter}');
      await until(() => expect(clicks()).toHaveLength(1));
      expect(clicks()[0]?.followed).toBe(true);
      await pause(50);
      expect(isExpanded(coffee)).toBe(false);
      expect(flyoutStore().getSnapshot().openId).toBeUndefined();
    });

    it('when Tab is pressed on an open item’s button, focus moves into its flyout; Escape closes it and returns focus to the button', async () => {
      const host = await mountNav();
      const coffee = itemOf(host, COFFEE.title);
      buttonOf(coffee).focus();
      await userEvent.keyboard('{Enter}');
      await untilOpen(coffee);
      await userEvent.tab();
      const showAll = deepActiveElement();
      expect(panelOf(coffee).contains(showAll)).toBe(true);
      expect(textOf(showAll)).toBe(de.t('header.showAll', { category: COFFEE.title }));
      await userEvent.tab();
      expect(textOf(deepActiveElement())).toBe(COFFEE.children?.[0]?.title);
      await userEvent.keyboard('{Escape}');
      await until(() => expect(isExpanded(coffee)).toBe(false));
      expect(deepActiveElement()).toBe(buttonOf(coffee));
      expect(closed).toEqual([navFlyout(0)]);
    });

    it('when focus leaves the navigation, the open flyout closes', async () => {
      document.body.insertAdjacentHTML('beforeend', '<button type="button">Vorher</button>');
      const host = await mountNav();
      const themeWorlds = itemsOf(host)[0] as HTMLLIElement;
      buttonOf(themeWorlds).focus();
      await userEvent.keyboard('{Enter}');
      await untilOpen(themeWorlds);
      await userEvent.tab({ shift: true });
      expect(deepActiveElement()).toBe(document.querySelector('body > button'));
      await until(() => expect(isExpanded(themeWorlds)).toBe(false));
      expect(closed).toEqual([themeWorldsFlyout]);
    });
  });

  describe('given an open flyout', () => {
    it('when the shopper clicks inside it, where nothing takes focus, it stays open; a click outside closes it', async () => {
      document.body.insertAdjacentHTML('beforeend', '<p style="margin-top: 600px">Seite</p>');
      const host = await mountNav();
      const coffee = itemOf(host, COFFEE.title);
      await userEvent.click(buttonOf(coffee));
      await untilOpen(coffee);
      const teaserTitle = panelOf(coffee).querySelector('.shop-nav-flyout__teaser-title');
      expect(textOf(teaserTitle)).toBe(COFFEE.teaser?.title);
      await userEvent.click(teaserTitle as Element);
      await pause(100);
      expect(isExpanded(coffee)).toBe(true);
      await userEvent.click(page.getByText('Seite'));
      await until(() => expect(isExpanded(coffee)).toBe(false));
      expect(closed).toEqual([navFlyout(0)]);
    });

    it('when another flyout of the page opens (the mini cart), it closes; and opening it closes the other', async () => {
      const host = await mountNav();
      const coffee = itemOf(host, COFFEE.title);
      await userEvent.click(buttonOf(coffee));
      await untilOpen(coffee);
      flyoutStore().open('mini-cart');
      await until(() => expect(isExpanded(coffee)).toBe(false));
      expect(closed).toEqual([navFlyout(0)]);
      await userEvent.click(buttonOf(coffee));
      await untilOpen(coffee);
      expect(flyoutStore().getSnapshot().openId).toEqual(navFlyout(0));
      expect(closed).toEqual([navFlyout(0), 'mini-cart']);
    });

    it('when another item opens, the first closes: one flyout at a time', async () => {
      const host = await mountNav();
      const coffee = itemOf(host, COFFEE.title);
      const women = itemOf(host, WOMEN.title);
      await userEvent.click(buttonOf(coffee));
      await untilOpen(coffee);
      await userEvent.click(buttonOf(women));
      await untilOpen(women);
      expect(isExpanded(coffee)).toBe(false);
      expect(rootOf(host).querySelectorAll('[part="flyout"]:not([hidden])')).toHaveLength(1);
    });
  });

  describe('given a page listening on the element for flyout-closed (the manifest’s event)', () => {
    it('when one of its flyouts closes, the element sends it, bubbling and composed, with the flyout’s id; a window listener hears the close once', async () => {
      const host = await mountNav();
      const heard: Event[] = [];
      const hear = (event: Event) => heard.push(event);
      host.addEventListener('flyout-closed', hear);
      const coffee = itemOf(host, COFFEE.title);
      buttonOf(coffee).focus();
      await userEvent.keyboard('{Enter}');
      await untilOpen(coffee);
      await userEvent.keyboard('{Escape}');
      await until(() => expect(isExpanded(coffee)).toBe(false));
      expect(heard).toHaveLength(1);
      const [event] = heard as [CustomEvent<{ id: string }>];
      expect(event).toBeInstanceOf(CustomEvent);
      expect(event.target).toBe(host);
      expect(event.bubbles).toBe(true);
      expect(event.composed).toBe(true);
      expect(event.detail).toEqual({ id: navFlyout(0) });
      expect(closed).toEqual([navFlyout(0)]);
    });
  });

  describe('given the page’s path (current-path)', () => {
    const beans = COFFEE.children?.[0] as NavigationNode;
    const espresso = beans.children?.[0] as NavigationNode;
    const ground = COFFEE.children?.[1] as NavigationNode;

    it('given a top-level node’s path, its link is the current page', async () => {
      const host = await mountNav(`current-path="${COFFEE.href}/"`);
      expect(linkOf(itemOf(host, COFFEE.title))).toHaveAttribute('aria-current', 'page');
      expect(rootOf(host).querySelectorAll('[aria-current]')).toHaveLength(1);
    });

    it('given none, the page’s own path (location.pathname) decides', async () => {
      const before = location.pathname + location.search;
      history.replaceState(null, '', WOMEN.href);
      try {
        const host = await mountNav();
        expect(linkOf(itemOf(host, WOMEN.title))).toHaveAttribute('aria-current', 'page');
      } finally {
        history.replaceState(null, '', before);
      }
    });

    it('given a deep node’s path, its item is marked and its flyout opens on the node’s level with it as the current page; back and drill-down move between levels', async () => {
      const host = await mountNav(`current-path="${espresso.href}"`);
      const coffee = itemOf(host, COFFEE.title);
      expect(coffee).toHaveAttribute('data-current');
      expect(linkOf(coffee).hasAttribute('aria-current')).toBe(false);
      await userEvent.click(buttonOf(coffee));
      await untilOpen(coffee);
      const panel = panelOf(coffee);
      const showAll = () => textOf(panel.querySelector('.shop-nav-flyout__all'));
      const entries = () => [...panel.querySelectorAll<HTMLElement>('.shop-nav-flyout__entry')];
      const back = () => panel.querySelector<HTMLButtonElement>('.shop-nav-flyout__back');

      expect(showAll()).toBe(de.t('header.showAll', { category: beans.title }));
      expect(entries().map(textOf)).toEqual(titlesOf(beans.children ?? []));
      expect(panel.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
      expect(panel.querySelector('[aria-current="page"]')).toHaveAttribute('href', espresso.href);

      await userEvent.click(back() as HTMLButtonElement);
      await until(() => expect(showAll()).toBe(de.t('header.showAll', { category: COFFEE.title })));
      expect(back()).toBeNull();
      expect(entries().map(textOf)).toEqual(titlesOf(COFFEE.children ?? []));
      expect(
        entries()
          .filter((entry) => entry.hasAttribute('data-current'))
          .map(textOf),
      ).toEqual([beans.title]);

      await userEvent.click(entries()[1] as HTMLElement);
      await until(() => expect(showAll()).toBe(de.t('header.showAll', { category: ground.title })));
      expect(entries().map((entry) => entry.getAttribute('href'))).toEqual(
        (ground.children ?? []).map((node) => node.href),
      );
      expect(textOf(back())).toBe(de.t('header.back'));
      await userEvent.click(back() as HTMLButtonElement);
      await until(() => expect(showAll()).toBe(de.t('header.showAll', { category: COFFEE.title })));
    });
  });

  describe('given the theme worlds', () => {
    it('shows the sections in the order scout, new, more, last chance, each world with its picture, link, badges, availability and end date', async () => {
      const { sections } = deThemeWorlds();
      const host = await mountNav();
      const item = itemsOf(host)[0] as HTMLLIElement;
      await userEvent.click(buttonOf(item));
      await untilOpen(item);
      const panel = panelOf(item);
      const shown = [...panel.querySelectorAll('section')];
      expect(shown.map((section) => textOf(section.querySelector('h2')))).toEqual([
        'Entdecken',
        'Neu',
        'Weitere Themenwelten',
        'Letzte Chance',
      ]);
      expect(sections.map(({ section }) => section)).toEqual([
        'scout',
        'new',
        'more',
        'lastChance',
      ]);
      for (const [index, { worlds }] of sections.entries()) {
        const links = [...(shown[index]?.querySelectorAll('a') ?? [])];
        expect(
          links.map((link) => textOf(link.querySelector('.shop-nav-flyout__world-title'))),
        ).toEqual(worlds.map((world) => world.title));
        expect(links.map((link) => link.getAttribute('href'))).toEqual(
          worlds.map((world) => world.href),
        );
        expect(links.map((link) => link.querySelector('source')?.getAttribute('srcset'))).toEqual(
          worlds.map((world) => world.desktopImage),
        );
      }
      const world = (title: string) => {
        const link = [...panel.querySelectorAll('a')].find(
          (candidate) => textOf(candidate.querySelector('.shop-nav-flyout__world-title')) === title,
        );
        return {
          badges: [...(link?.querySelectorAll('.shop-nav-flyout__badge') ?? [])].map(textOf),
          loyalty: textOf(link?.querySelector('.shop-nav-flyout__badge--loyalty')),
          availability: textOf(link?.querySelector('.shop-nav-flyout__availability')),
          end: textOf(link?.querySelector('.shop-nav-flyout__end')),
        };
      };
      // The loyalty card's badge once, first; a badge the availability says is not repeated.
      expect(world('Kaffeegenuss im Herbst')).toEqual({
        badges: [de.t('header.loyaltyCardWorld'), 'Neu'],
        loyalty: de.t('header.loyaltyCardWorld'),
        availability: 'Online & in der Filiale',
        end: '',
      });
      expect(world('Gemütliches Zuhause')).toEqual({
        badges: ['Neu'],
        loyalty: '',
        availability: 'Nur online',
        end: '',
      });
      expect(world('Herbstdeko')).toMatchObject({ badges: [], end: 'Nur noch 1 Tag' });
    });
  });

  describe('given a narrow screen (375 px, layout mode MATCH)', () => {
    const beans = COFFEE.children?.[0] as NavigationNode;
    const espresso = beans.children?.[0] as NavigationNode;

    async function openDrawer(attributes = '') {
      await page.viewport(375, 800);
      const host = await mountNav(attributes);
      // The bar is in the element at every width (one server HTML for every window): hidden here.
      expect(isShown(rootOf(host).querySelector('[part="bar"]'))).toBe(false);
      const menu = page.getByRole('button', { name: de.t('header.openMenu') });
      await expect.element(menu).toHaveAttribute('aria-haspopup', 'dialog');
      await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await until(() =>
        expect(rootOf(host).querySelector('dialog')?.dataset.focusTrapped).toBe(''),
      );
      const dialog = rootOf(host).querySelector('dialog') as HTMLDialogElement;
      return { host, menu: menu.element() as HTMLButtonElement, dialog };
    }
    const titleOf = (dialog: HTMLDialogElement) => textOf(dialog.querySelector('h2'));
    const entriesOf = (dialog: HTMLDialogElement) => [
      ...dialog.querySelectorAll<HTMLElement>('.shop-nav-drawer__entry:not(.shop-nav-drawer__all)'),
    ];

    it('the menu button opens the navigation as a modal dialog that keeps focus inside', async () => {
      const { dialog, menu } = await openDrawer();
      expect(dialog.open).toBe(true);
      expect(dialog.matches(':modal')).toBe(true);
      await expect
        .element(page.getByRole('dialog', { name: de.t('header.mainNavigation') }))
        .toBeVisible();
      expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(entriesOf(dialog).map(textOf)).toEqual([
        de.t('header.themeWorlds'),
        ...titlesOf(DE_NAVIGATION),
      ]);
      for (let step = 0; step < DE_NAVIGATION.length + 4; step += 1) {
        await userEvent.tab();
        expect(dialog.contains(deepActiveElement())).toBe(true);
      }
      await userEvent.tab({ shift: true });
      expect(dialog.contains(deepActiveElement())).toBe(true);
    });

    it('drills down one level at a time and back steps up', async () => {
      const { dialog } = await openDrawer();
      const back = () =>
        page.getByRole('dialog').getByRole('button', { name: de.t('header.back') });
      expect(dialog.querySelector('.shop-nav-drawer__back')).toBeNull();
      await userEvent.click(entriesOf(dialog)[1] as HTMLElement);
      await until(() => expect(titleOf(dialog)).toBe(COFFEE.title));
      expect(entriesOf(dialog).map(textOf)).toEqual(titlesOf(COFFEE.children ?? []));
      expect(dialog.querySelector('.shop-nav-drawer__all')).toHaveAttribute('href', COFFEE.href);
      await userEvent.click(entriesOf(dialog)[0] as HTMLElement);
      await until(() => expect(titleOf(dialog)).toBe(beans.title));
      expect(entriesOf(dialog).map((entry) => entry.getAttribute('href'))).toEqual(
        (beans.children ?? []).map((node) => node.href),
      );
      await back().click();
      await until(() => expect(titleOf(dialog)).toBe(COFFEE.title));
      await back().click();
      await until(() => expect(titleOf(dialog)).toBe(de.t('header.mainNavigation')));
      await userEvent.click(entriesOf(dialog)[0] as HTMLElement);
      await until(() => expect(titleOf(dialog)).toBe(de.t('header.themeWorlds')));
      expect([...dialog.querySelectorAll('h3')].map(textOf)).toEqual(
        deThemeWorlds().sections.map(({ section }) => de.t(`header.themeWorldSections.${section}`)),
      );
    });

    it('when the entry that had focus goes with its level, the new level’s first entry takes focus; back keeps it while it stays', async () => {
      const { dialog } = await openDrawer();
      // The drawer opens before the navigation has rendered into it.
      await until(() => expect(entriesOf(dialog).length).toBeGreaterThan(1));
      (entriesOf(dialog)[1] as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
      await until(() => expect(titleOf(dialog)).toBe(COFFEE.title));
      expect(deepActiveElement()).toBe(dialog.querySelector('.shop-nav-drawer__all'));
      await userEvent.tab();
      expect(deepActiveElement()).toBe(entriesOf(dialog)[0]);
      await userEvent.keyboard('{Enter}');
      await until(() => expect(titleOf(dialog)).toBe(beans.title));
      expect(textOf(deepActiveElement())).toBe(de.t('header.showAll', { category: beans.title }));
      const back = dialog.querySelector<HTMLButtonElement>('.shop-nav-drawer__back');
      back?.focus();
      await userEvent.keyboard('{Enter}');
      await until(() => expect(titleOf(dialog)).toBe(COFFEE.title));
      expect(deepActiveElement()).toBe(back);
      await userEvent.keyboard('{Enter}');
      await until(() => expect(titleOf(dialog)).toBe(de.t('header.mainNavigation')));
      expect(textOf(deepActiveElement())).toBe(de.t('header.themeWorlds'));
    });

    it('opens on the level of the current page, its node marked', async () => {
      const { dialog } = await openDrawer(`current-path="${espresso.href}"`);
      expect(titleOf(dialog)).toBe(beans.title);
      const current = dialog.querySelectorAll('[aria-current="page"]');
      expect(current).toHaveLength(1);
      expect(current[0]).toHaveAttribute('href', espresso.href);
    });

    it('opened before the navigation arrived, it says it is loading, then moves to the current page’s level', async () => {
      setFaults([{ call: 'navigation', kind: 'slow', delayMs: 1_500 }]);
      const { dialog } = await openDrawer(`current-path="${espresso.href}"`);
      expect(titleOf(dialog)).toBe(de.t('header.mainNavigation'));
      await expect
        .element(page.getByRole('dialog').getByRole('status'))
        .toHaveTextContent(de.t('common.loading'));
      expect(entriesOf(dialog)).toEqual([]);
      await until(() => expect(titleOf(dialog)).toBe(beans.title), 5_000);
      expect(dialog.querySelector('[role="status"]')).toBeNull();
      expect(dialog.querySelector('[aria-current="page"]')).toHaveAttribute('href', espresso.href);
    });

    it('while both calls hang past the wait limit, it still says it is loading', async () => {
      setFaults([{ call: 'all', kind: 'hang' }]);
      const { dialog } = await openDrawer();
      await pause(DATA_WAIT_LIMIT_MS + 300);
      expect(dialog.querySelector('[role="status"]')?.textContent).toBe(de.t('common.loading'));
    });

    it('given both calls failed, it says the menu cannot be shown', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      setFaults([{ call: 'all', kind: 'server-error' }]);
      const { dialog } = await openDrawer();
      await until(() =>
        expect(dialog.querySelector('[role="status"]')?.textContent).toBe(
          de.t('header.menuUnavailable'),
        ),
      );
      expect(entriesOf(dialog)).toEqual([]);
    });

    it('opened before the navigation arrived, it stays where the shopper went meanwhile', async () => {
      // 3 s late: after the 2 s wait limit the theme worlds show alone, and the shopper goes there.
      setFaults([{ call: 'navigation', kind: 'slow' }]);
      const { dialog } = await openDrawer(`current-path="${espresso.href}"`);
      await until(() =>
        expect(entriesOf(dialog).map(textOf)).toEqual([de.t('header.themeWorlds')]),
      );
      await userEvent.click(entriesOf(dialog)[0] as HTMLElement);
      await until(() => expect(titleOf(dialog)).toBe(de.t('header.themeWorlds')));
      await pause(2_000);
      expect(titleOf(dialog)).toBe(de.t('header.themeWorlds'));
      await page
        .getByRole('dialog')
        .getByRole('button', { name: de.t('header.back') })
        .click();
      await until(() => expect(entriesOf(dialog).map(textOf)).toContain(COFFEE.title));
    });

    it('when Escape is pressed, it closes and focus returns to the menu button; so does the close button', async () => {
      const { host, menu } = await openDrawer();
      await userEvent.keyboard('{Escape}');
      await until(() => expect(rootOf(host).querySelector('dialog')).toBeNull());
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      await until(() => expect(deepActiveElement()).toBe(menu));
      await userEvent.keyboard('{Enter}');
      await until(() => expect(rootOf(host).querySelector('dialog')?.open).toBe(true));
      await page.getByRole('button', { name: de.t('header.closeMenu') }).click();
      await until(() => expect(rootOf(host).querySelector('dialog')).toBeNull());
      await until(() => expect(deepActiveElement()).toBe(menu));
    });
    it('opens as one of the page’s flyouts: the open one closes, and closing the menu sends flyout-closed', async () => {
      flyoutStore().open('search');
      const { host } = await openDrawer();
      expect(flyoutStore().getSnapshot().openId).toMatch(/^nav-drawer:.+$/);
      await userEvent.keyboard('{Escape}');
      await until(() => expect(rootOf(host).querySelector('dialog')).toBeNull());
      expect(flyoutStore().getSnapshot().openId).toBeUndefined();
      expect(closed).toEqual(['search', expect.stringMatching(/^nav-drawer:.+$/)]);
    });

    it('when another of the page’s flyouts opens meanwhile, or the window widens to the bar, it closes', async () => {
      const { host, menu } = await openDrawer();
      flyoutStore().open('mini-cart');
      await until(() => expect(rootOf(host).querySelector('dialog')).toBeNull(), 15_000);
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await until(() => expect(rootOf(host).querySelector('dialog')?.open).toBe(true), 15_000);
      // The resize lays the header out anew: seconds on a busy machine, hence the longer waits.
      await page.viewport(1024, 768);
      await until(
        () => expect(isShown(rootOf(host).querySelector('[part="bar"]'))).toBe(true),
        15_000,
      );
      expect(isShown(menu)).toBe(false);
      await until(() => expect(flyoutStore().getSnapshot().openId).toBeUndefined(), 15_000);
      expect(rootOf(host).querySelector('dialog')).toBeNull();
    }, 45_000);
  });

  describe('given crawlers that do not read shadow DOM', () => {
    it('writes the first two levels as plain links into the light DOM, not shown', async () => {
      const host = await mountNav();
      await until(() =>
        expect(host.querySelector(`[${LIGHT_DOM_LINKS_ATTRIBUTE}]`)).not.toBeNull(),
      );
      const list = host.querySelector(
        `:scope > ul[${LIGHT_DOM_LINKS_ATTRIBUTE}]`,
      ) as HTMLUListElement;
      const top = [...list.querySelectorAll(':scope > li > a')];
      expect(top.map(textOf)).toEqual(titlesOf(DE_NAVIGATION));
      expect(top.map((link) => link.getAttribute('href'))).toEqual(
        DE_NAVIGATION.map((node) => node.href),
      );
      const second = [...list.querySelectorAll(':scope > li > ul > li > a')];
      const secondLevel = DE_NAVIGATION.flatMap((node) => node.children ?? []);
      expect(second.map(textOf)).toEqual(titlesOf(secondLevel));
      expect(second.map((link) => link.getAttribute('href'))).toEqual(
        secondLevel.map((node) => node.href),
      );
      // Two levels only, plain links (an address and a text, nothing else).
      expect(list.querySelectorAll('a')).toHaveLength(top.length + second.length);
      expect(list.querySelectorAll('ul ul ul')).toHaveLength(0);
      for (const link of list.querySelectorAll('a')) {
        expect(link.getAttributeNames()).toEqual(['href']);
        expect(link.children).toHaveLength(0);
      }
      expect(rootOf(host).querySelector('slot')).toBeNull();
      expect(list.getClientRects()).toHaveLength(0);
    });

    it('given links the page wrote into the tag itself, leaves them as they are', async () => {
      const own = '<ul><li><a href="/c/kaffee">Kaffee</a></li></ul>';
      const host = await mountNav('', own);
      await pause(100);
      expect(host.querySelector(`[${LIGHT_DOM_LINKS_ATTRIBUTE}]`)).toBeNull();
      expect(host.innerHTML).toBe(own);
      expect(itemsOf(host)).toHaveLength(DE_NAVIGATION.length + 1);
    });
  });

  describe('given the navigation inline in the page (#shop-navigation)', () => {
    const INLINE = [
      { title: 'Kaffee aus der Seite', href: '/c/kaffee', children: leaves('Sorte', 3) },
      { title: 'Geschenke', href: '/c/geschenke' },
    ];

    it('shows it and makes no navigation call', async () => {
      inlineNavigation(INLINE);
      const host = await mountNav();
      expect(
        itemsOf(host)
          .slice(1)
          .map((item) => textOf(linkOf(item))),
      ).toEqual(titlesOf(INLINE));
      await pause(200);
      expect(calls).toEqual({ navigation: 0, themeWorlds: 1 });
    });

    it('given it is for another site (data-site), asks the service as usual', async () => {
      inlineNavigation(INLINE, 'data-site="AT"');
      const host = await mountNav();
      expect(
        itemsOf(host)
          .slice(1)
          .map((item) => textOf(linkOf(item))),
      ).toEqual(titlesOf(DE_NAVIGATION));
      expect(calls.navigation).toBe(1);
    });
  });

  describe('given a failed call', () => {
    it('when the navigation call fails, it is only logged and the bar shows the theme worlds', async () => {
      setFaults([{ call: 'navigation', kind: 'server-error' }]);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const host = await mountNav();
      expect(itemsOf(host).map((item) => textOf(buttonOf(item)))).toEqual([
        de.t('header.themeWorlds'),
      ]);
      expect(warn).toHaveBeenCalledExactlyOnceWith(
        expect.stringContaining('the navigation could not be loaded (status 500)'),
      );
      expect(host.querySelector(`[${LIGHT_DOM_LINKS_ATTRIBUTE}]`)).toBeNull();
      expect(pageErrors).toEqual([]);
    });

    it('when the theme-world call fails, it is only logged and the bar shows the navigation', async () => {
      setFaults([{ call: 'themeWorlds', kind: 'server-error' }]);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const host = await mountNav();
      expect(itemsOf(host).map((item) => textOf(linkOf(item)))).toEqual(titlesOf(DE_NAVIGATION));
      expect(warn).toHaveBeenCalledExactlyOnceWith(
        expect.stringContaining('the theme worlds could not be loaded (status 500)'),
      );
      expect(pageErrors).toEqual([]);
    });
  });

  describe('given a bad answer from the navigation service', () => {
    it('leaves out script and data addresses, shows HTML titles as text, cuts 10 levels and 500 entries, and never runs script or throws', async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      customAnswers.navigation = [
        chain(10),
        ...URL_PAYLOADS.map((href) => ({ title: 'Böser Link', href })),
        {
          title: 'Böses Kind',
          href: '/c/boese',
          children: URL_PAYLOADS.map((href) => ({ title: 'Böse', href })),
        },
        {
          title: '<b>Fett</b><img src=x onerror="alert(1)">',
          href: '/c/html',
          children: HTML_PAYLOADS.map((title, index) => ({ title, href: `/c/html/${index}` })),
        },
        { title: 'Viele', href: '/c/viele', children: leaves('Viele', 500) },
        ...leaves('Oben', 500),
      ];
      const host = await mountNav();
      expect(calls.navigation).toBe(1);
      const root = rootOf(host);
      const items = itemsOf(host);
      // The theme worlds and 60 nodes: the chain, the parent of the unsafe children, the HTML
      // title, the parent of 500 and the first 56 of the 500 top-level nodes.
      expect(items).toHaveLength(NAVIGATION_MAX_CHILDREN + 1);
      expect(items.slice(1, 5).map((item) => textOf(linkOf(item)))).toEqual([
        'Ebene 1',
        'Böses Kind',
        '<b>Fett</b><img src=x onerror="alert(1)">',
        'Viele',
      ]);
      expect(warn).toHaveBeenCalledOnce();

      // Ten levels: the bar and three levels of drill-down.
      const levels = itemOf(host, 'Ebene 1');
      await userEvent.click(buttonOf(levels));
      await untilOpen(levels);
      const seen = ['Ebene 1'];
      for (;;) {
        const entry = panelOf(levels).querySelector<HTMLElement>('.shop-nav-flyout__entry');
        const title = textOf(entry);
        if (entry === null || title === seen.at(-1)) break;
        seen.push(title);
        if (!entry.hasAttribute('data-drill')) break;
        await userEvent.click(entry);
        await until(() =>
          expect(textOf(panelOf(levels).querySelector('.shop-nav-flyout__all'))).toContain(title),
        );
      }
      expect(seen).toHaveLength(NAVIGATION_MAX_DEPTH);

      // 500 children: the first 60.
      const many = itemOf(host, 'Viele');
      await userEvent.click(buttonOf(many));
      await untilOpen(many);
      expect(panelOf(many).querySelectorAll('.shop-nav-flyout__entry')).toHaveLength(
        NAVIGATION_MAX_CHILDREN,
      );

      // No unsafe child at all; the HTML titles as text, in the flyout and the light DOM.
      const unsafe = itemOf(host, 'Böses Kind');
      expect(buttonOf(unsafe)).toBeNull();
      const html = itemOf(host, '<b>Fett</b><img src=x onerror="alert(1)">');
      await userEvent.click(buttonOf(html));
      await untilOpen(html);
      expect(panelOf(html).querySelectorAll('.shop-nav-flyout__entry')).toHaveLength(
        HTML_PAYLOADS.length,
      );
      for (const scope of [root, host] as ParentNode[]) {
        expect(
          scope.querySelectorAll('img, script, iframe, object, embed, b, style, form, input'),
        ).toHaveLength(0);
        for (const link of scope.querySelectorAll('a')) {
          expect(link.getAttribute('href')).toMatch(/^\/c\//);
        }
      }
      await pause(200);
      expect(alert).not.toHaveBeenCalled();
      expect(xssRan()).toBe(false);
      expect(pageErrors).toEqual([]);
    });
  });

  describe('given the bar in a sticky header (React, sticky)', () => {
    async function renderInShadowRoot(sticky: boolean) {
      document.body.insertAdjacentHTML('beforeend', '<div style="height: 800px"></div>');
      const host = document.createElement('div');
      document.body.append(host);
      document.body.insertAdjacentHTML('beforeend', '<div style="height: 3000px"></div>');
      const container = document.createElement('div');
      host.attachShadow({ mode: 'open' }).append(container);
      render(createElement(ShopMainNav, { currentPath: '', sticky }), { container });
      await until(() => expect(container.querySelector('nav:not([data-loading])')).not.toBeNull());
      window.scrollTo(0, 600);
      await until(() => expect(window.scrollY).toBe(600));
      return page.getByRole('button', { name: de.t('header.subMenu', { title: COFFEE.title }) });
    }

    it('when a flyout opens, the page behind does not scroll, and it is back where it was on close', async () => {
      const button = await renderInShadowRoot(true);
      await button.click();
      await expect.element(button).toHaveAttribute('aria-expanded', 'true');
      expect(isPageScrollLocked()).toBe(true);
      await userEvent.keyboard('{Escape}');
      await expect.element(button).toHaveAttribute('aria-expanded', 'false');
      expect(isPageScrollLocked()).toBe(false);
      expect(window.scrollY).toBe(600);
    });

    it('given it is not sticky, an open flyout leaves the page scrolling', async () => {
      const button = await renderInShadowRoot(false);
      await button.click();
      await expect.element(button).toHaveAttribute('aria-expanded', 'true');
      expect(isPageScrollLocked()).toBe(false);
    });
  });
});
