import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-header';
import { RESIZE_SETTLE_MS } from '../../../src/elements/shop-header/behaviour/use-sticky-header';
import { MAX_SHOWN_BEANS } from '../../../src/elements/shop-header/components/HeaderAccount';
import { HEADER_INNER_ELEMENTS } from '../../../src/elements/shop-header/inner-elements';
import { shopHeaderDefinition } from '../../../src/elements/shop-header/shop-header.definition';
import { translatorFor } from '../../../src/i18n/translator';
import { LAYOUT_MODE_THRESHOLDS } from '../../../src/page-runtime/layout-mode';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { SHOP_PATHS } from '../../../src/services/http/shop-api';
import { SITES } from '../../../src/sites/sites';
import { navigation as fixtureNavigation } from '../../fake-backend/fixtures/navigation';
import { promotion as fixturePromotion } from '../../fake-backend/fixtures/promotions';
import { popularSearchWord } from '../../fake-backend/fixtures/suggestions';
// Renamed: a Vitest setup helper, not a React hook (the hooks lint rule goes by the name).
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { queryDeep } from '../../support/nested-shadow-roots';
import { pause, until } from '../../support/real-time';

setUpFakeBackend();

const de = translatorFor(SITES.DE.locale);
const hu = translatorFor(SITES.HU.locale);

// ---------------------------------------------------------------------------------------------
// The services as the page sees them: every call recorded, psdata answered by the test if asked.

const SERVICES = {
  personalData: SHOP_PATHS.personalData,
  cacheKey: SHOP_PATHS.searchCacheKey,
  topPromotion: SHOP_PATHS.promotion('~header_top'),
  navigation: SHOP_PATHS.navigation,
  themeWorlds: SHOP_PATHS.themeWorlds,
  cart: SHOP_PATHS.cart,
} as const;
type Service = keyof typeof SERVICES;

let calls: Record<Service, number>;
let personalDataAnswer: unknown;
let topPromotionAnswer: unknown;
/** How long the top promotion's answer takes (the test's own answer or the fake backend's). */
let topPromotionDelayMs: number;
/** What a test set up on the page, undone after it. */
const cleanups: (() => void)[] = [];

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

const noCalls = (): Record<Service, number> => ({
  personalData: 0,
  cacheKey: 0,
  topPromotion: 0,
  navigation: 0,
  themeWorlds: 0,
  cart: 0,
});

beforeEach(async () => {
  calls = noCalls();
  personalDataAnswer = undefined;
  topPromotionAnswer = undefined;
  topPromotionDelayMs = 0;
  const realFetch = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    for (const service of Object.keys(SERVICES) as Service[]) {
      if (url.pathname !== SERVICES[service]) continue;
      calls[service] += 1;
      if (service === 'personalData' && personalDataAnswer !== undefined)
        return Promise.resolve(jsonResponse(personalDataAnswer));
      if (service === 'topPromotion' && topPromotionAnswer !== undefined)
        return Promise.resolve(jsonResponse(topPromotionAnswer));
      if (service === 'topPromotion' && topPromotionDelayMs > 0)
        return pause(topPromotionDelayMs).then(() => realFetch(input, init));
    }
    return realFetch(input, init);
  });
  // The mouse rests where no part of the header will be.
  await userEvent.hover(document.documentElement, { position: { x: 1000, y: 740 }, force: true });
});

afterEach(async () => {
  for (const undo of cleanups.splice(0)) undo();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  // The elements unmount a microtask later, and a header's calls started as it connected may
  // still answer: once they are through, each test is a page of its own (the fake backend
  // forgets the other stores), and no late answer fills the next test's store.
  await pause(100);
  forgetPageSingleton('personal-data');
  forgetPageSingleton('promotions');
  forgetPageSingleton('flyouts');
  await page.viewport(1024, 768);
  window.scrollTo(0, 0);
});

// ---------------------------------------------------------------------------------------------
// The element as the shopper sees it.

async function mountHeader(attributes = '', after = ''): Promise<HTMLElement> {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<shop-header ${attributes}></shop-header>${after}`,
  );
  const hosts = document.querySelectorAll<HTMLElement>('shop-header');
  const host = hosts[hosts.length - 1] as HTMLElement;
  // The first mount of a file loads cold code, which takes seconds on a busy machine.
  await until(() => expect(host.matches(':state(settled)')).toBe(true), 15_000);
  await until(
    () => expect(host.shadowRoot?.querySelector('.shop-header:not([data-pending])')).not.toBeNull(),
    15_000,
  );
  return host;
}

const innerHeader = (host: HTMLElement) =>
  host.shadowRoot?.querySelector<HTMLElement>('.shop-header') ?? null;

function loggedIn(status: string, firstname: string, lastname: string) {
  return { tracking: { loginStatus: status }, customer: { firstname, lastname } };
}

describe('shop-header', () => {
  describe('given two headers on a page › when they start', () => {
    it('asks for psdata, the cache key, the top promotion, navigation, theme worlds and the cart exactly once', async () => {
      await mountHeader();
      await mountHeader();
      await until(() => {
        for (const service of Object.keys(SERVICES) as Service[])
          expect(calls[service], service).toBeGreaterThanOrEqual(1);
      });
      await pause(300);
      expect(calls).toEqual({
        personalData: 1,
        cacheKey: 1,
        topPromotion: 1,
        navigation: 1,
        themeWorlds: 1,
        cart: 1,
      });
    });
  });

  describe('given the elements it holds by tag › when the top promotion answers late', () => {
    it('it shows nothing of them until every one has settled, then all in one frame, in which it lets go of its room', async () => {
      // Their code is in (a header before), so only the promotion's answer keeps them apart.
      await mountHeader();
      document.body.innerHTML = '';
      await pause(100);
      // A page of its own, whose calls (made once per page) go out again.
      forgetPageSingleton('promotions');
      forgetPageSingleton('api-client');
      topPromotionDelayMs = 800;
      document.body.insertAdjacentHTML('beforeend', '<shop-header></shop-header>');
      const host = document.querySelector<HTMLElement>('shop-header') as HTMLElement;
      // What each frame shows, until the header has settled.
      const frames: { shown: boolean; settled: boolean; inner: boolean[] }[] = [];
      await new Promise<void>((resolve) => {
        const sample = () => {
          const box = host.shadowRoot?.querySelector('.shop-header');
          const inner = [
            ...(host.shadowRoot?.querySelectorAll(HEADER_INNER_ELEMENTS.join(', ')) ?? []),
          ];
          frames.push({
            shown: Boolean(box) && !box?.hasAttribute('data-pending'),
            settled: host.matches(':state(settled)'),
            inner: inner.map((element) => element.matches(':state(settled)')),
          });
          if (host.matches(':state(settled)')) resolve();
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      for (const frame of frames) {
        expect(frame.settled).toBe(frame.shown);
        if (frame.shown) expect(frame.inner).toEqual(HEADER_INNER_ELEMENTS.map(() => true));
      }
      // It did wait: the promotion (first) was still on its way while the others had settled.
      expect(
        frames.some(
          ({ shown, inner }) =>
            !shown && inner.length === HEADER_INNER_ELEMENTS.length && !inner[0] && inner[2],
        ),
      ).toBe(true);
      expect(queryDeep(host.shadowRoot, '[part~="banner"]')).not.toBeNull();
    });
  });

  describe('given the reduced header', () => {
    it('shows only the logo link and the secure-purchase hint, and asks no service', async () => {
      const host = await mountHeader('reduced');
      const root = host.shadowRoot as ShadowRoot;
      const links = [...root.querySelectorAll('a')];
      expect(links).toHaveLength(1);
      expect(links[0]?.getAttribute('href')).toBe('/');
      expect(links[0]?.getAttribute('aria-label')).toContain(de.t('header.logoLabel'));
      expect(root.querySelectorAll('button, input, nav')).toHaveLength(0);
      expect(root.querySelector('.shop-header')?.textContent).toContain(
        de.t('header.securePurchase'),
      );
      await pause(300);
      expect(calls).toEqual(noCalls());
    });
  });

  describe('given the login state', () => {
    it('when the shopper is a visitor › the account link is named "log in"', async () => {
      await mountHeader();
      await until(() => expect(calls.personalData).toBe(1));
      await pause(100);
      // The account icon, and beside the bar the greeting's link: both lead to logging in.
      await expect
        .element(page.getByRole('link', { name: de.t('header.login') }).first())
        .toBeVisible();
      expect(page.getByRole('link', { name: de.t('header.login') }).elements()).toHaveLength(2);
      expect(page.getByRole('link', { name: de.t('header.showProfile') }).elements()).toHaveLength(
        0,
      );
    });

    for (const status of ['LOGGED_IN', 'REMEMBERED']) {
      it(`when psdata says ${status} › the account link shows the profile and the greeting the name`, async () => {
        personalDataAnswer = loggedIn(status, 'Anna', 'Schmidt');
        const host = await mountHeader();
        await expect
          .element(page.getByRole('link', { name: de.t('header.showProfile') }))
          .toBeVisible();
        await until(() =>
          expect(host.shadowRoot?.querySelector('.shop-header__greeting-text')?.textContent).toBe(
            de.t('header.greeting', { name: 'Anna Schmidt' }),
          ),
        );
      });
    }

    it('when the site is HU › the greeting puts the family name first', async () => {
      personalDataAnswer = loggedIn('LOGGED_IN', 'Anna', 'Kovács');
      const host = await mountHeader('site="HU"');
      await expect
        .element(page.getByRole('link', { name: hu.t('header.showProfile') }))
        .toBeVisible();
      await until(() =>
        expect(host.shadowRoot?.querySelector('.shop-header__greeting-text')?.textContent).toBe(
          hu.t('header.greeting', { name: 'Kovács Anna' }),
        ),
      );
    });

    it.each(['CZ', 'SK'] as const)(
      'when the site is %s › the greeting is the name alone, in the nominative (no greeting word that asks for the vocative)',
      async (site) => {
        personalDataAnswer = loggedIn('LOGGED_IN', 'Jana', 'Nováková');
        const host = await mountHeader(`site="${site}"`);
        await until(() =>
          expect(host.shadowRoot?.querySelector('.shop-header__greeting-text')?.textContent).toBe(
            'Jana Nováková',
          ),
        );
      },
    );

    it('when the name is 500 characters with HTML in it › it stays text', async () => {
      const markup = '<img src="x" onerror="window.__headerXss = true"><b>bold</b>';
      const firstname = markup + 'a'.repeat(500 - markup.length);
      personalDataAnswer = loggedIn('LOGGED_IN', firstname, '');
      const host = await mountHeader();
      const greeting = () =>
        host.shadowRoot?.querySelector<HTMLElement>('.shop-header__greeting-text');
      await until(() =>
        expect(greeting()?.textContent).toBe(de.t('header.greeting', { name: firstname })),
      );
      expect(greeting()?.querySelector('img, b')).toBeNull();
      await pause(100);
      expect((window as unknown as { __headerXss?: boolean }).__headerXss).toBeUndefined();
    });
  });

  describe('given loyalty beans from psdata', () => {
    it.each([
      [1e12, MAX_SHOWN_BEANS],
      [2480, 2480],
    ])('when it says %s › the greeting shows %s', async (beans, shown) => {
      personalDataAnswer = {
        ...loggedIn('LOGGED_IN', 'Anna', 'Schmidt'),
        customer: { firstname: 'Anna', lastname: 'Schmidt', loyaltyBeans: beans },
      };
      const host = await mountHeader();
      await until(() =>
        expect(host.shadowRoot?.querySelector('.shop-header__beans')?.textContent).toBe(
          de.plural('header.loyaltyBeans', shown),
        ),
      );
    });

    it('when it says -5 › no beans are shown', async () => {
      personalDataAnswer = {
        ...loggedIn('LOGGED_IN', 'Anna', 'Schmidt'),
        customer: { firstname: 'Anna', lastname: 'Schmidt', loyaltyBeans: -5 },
      };
      const host = await mountHeader();
      await until(() => {
        expect(host.shadowRoot?.querySelector('.shop-header__greeting-text')?.textContent).toBe(
          de.t('header.greeting', { name: 'Anna Schmidt' }),
        );
        expect(host.shadowRoot?.querySelector('.shop-header__beans')).toBeNull();
      });
    });
  });

  describe('given psdata of the wrong shape', () => {
    it('shows the visitor’s header and warns in the console', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      personalDataAnswer = ['not', 'psdata'];
      await mountHeader();
      await until(() =>
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('personal data')),
      );
      await expect
        .element(page.getByRole('link', { name: de.t('header.login') }).first())
        .toBeVisible();
    });
  });

  describe('given a page with a main element › when the skip link is used', () => {
    it('moves focus to the main content', async () => {
      const host = await mountHeader('', '<main><p>Content</p></main>');
      const skip = host.shadowRoot?.querySelector<HTMLAnchorElement>('.shop-header__skip-link');
      expect(skip?.textContent).toBe(de.t('header.skipToContent'));
      skip?.focus();
      await userEvent.keyboard('{Enter}');
      await until(() => expect(document.activeElement).toBe(document.querySelector('main')));
    });
  });

  describe('given content above the header', () => {
    /** Whether the shopper sees the skip link at the middle of its own box. */
    function skipLinkSeen(host: HTMLElement, skip: HTMLAnchorElement): boolean {
      const box = skip.getBoundingClientRect();
      const seen = host.shadowRoot!.elementFromPoint(
        box.left + box.width / 2,
        box.top + box.height / 2,
      );
      return seen !== null && skip.contains(seen);
    }

    it('hides the skip link until it has focus, and then shows it inside the header, covering nothing above', async () => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<p style="margin: 0; height: 120px; background: #eee">Above</p>',
      );
      const host = await mountHeader();
      const skip = host.shadowRoot!.querySelector<HTMLAnchorElement>('.shop-header__skip-link')!;
      expect(skipLinkSeen(host, skip)).toBe(false);

      skip.focus();
      await until(() => {
        expect(skipLinkSeen(host, skip)).toBe(true);
        expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(
          host.getBoundingClientRect().top,
        );
      });
    });
  });

  describe('given a phone (375 px) › when the back button is pressed', () => {
    async function pressBack() {
      await page.viewport(375, 800);
      await mountHeader();
      const back = page.getByRole('button', { name: de.t('header.back') });
      await expect.element(back).toBeVisible();
      await userEvent.click(back);
    }

    function provide(name: 'shopApp' | 'shopMobile') {
      const goBack = vi.fn();
      const target = window as unknown as Record<string, unknown>;
      target[name] = { goBack };
      cleanups.push(() => delete target[name]);
      return goBack;
    }

    it('it calls the shop app’s back action when there is one', async () => {
      const historyBack = vi.spyOn(history, 'back').mockImplementation(() => {});
      const app = provide('shopApp');
      const mobile = provide('shopMobile');
      await pressBack();
      expect(app).toHaveBeenCalledTimes(1);
      expect(mobile).not.toHaveBeenCalled();
      expect(historyBack).not.toHaveBeenCalled();
    });

    it('it calls the mobile site’s back action without the app’s', async () => {
      const historyBack = vi.spyOn(history, 'back').mockImplementation(() => {});
      const mobile = provide('shopMobile');
      await pressBack();
      expect(mobile).toHaveBeenCalledTimes(1);
      expect(historyBack).not.toHaveBeenCalled();
    });

    it('it goes back in the history without either', async () => {
      const historyBack = vi.spyOn(history, 'back').mockImplementation(() => {});
      await pressBack();
      expect(historyBack).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a token the page sets on the header', () => {
    it('› the elements inside it take it too: the navigation’s entries are in the page’s ink', async () => {
      const ink = 'rgb(150, 0, 0)';
      const host = await mountHeader(`style="--shop-color-ink: ${ink}"`);
      await until(() => expect(queryDeep(host.shadowRoot, '[part="item"]')).not.toBeNull());
      const entry = queryDeep(host.shadowRoot, '[part="item"]') as Element;
      expect(getComputedStyle(entry).color).toBe(ink);
      for (const inner of ['shop-search', 'shop-promotion', 'shop-benefits-strip'] as const) {
        const nested = host.shadowRoot?.querySelector(inner);
        expect(nested, inner).not.toBeNull();
        expect(getComputedStyle(nested as Element).getPropertyValue('--shop-color-ink')).toBe(ink);
      }
    });
  });

  describe('given a 320 px window', () => {
    for (const site of ['DE', 'HU'] as const) {
      it(`on ${site} › nothing overflows the page`, async () => {
        await page.viewport(320, 700);
        await mountHeader(`site="${site}"`);
        await pause(200);
        expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
      });
    }
  });

  describe('given a window from 768 px to the tablet layout', () => {
    const [step] = shopHeaderDefinition.reservedHeight.otherwise.steps;
    // HU's headline is short enough to take the voucher code beside it, unless the banner stacks.
    for (const site of ['DE', 'HU', 'TR'] as const)
      for (const width of [step.from, LAYOUT_MODE_THRESHOLDS.header.tabletFrom - 1])
        it(`on ${site} at ${width} px › it settles as high as the room it reserved`, async () => {
          await page.viewport(width, 700);
          const host = await mountHeader(`site="${site}"`);
          await pause(200);
          const height = host.getBoundingClientRect().height;
          // Within a pixel: the strip's text lines are of fractional height.
          expect(Math.abs(height - parseFloat(step.height))).toBeLessThan(1);
        });

    it('given a top banner without a voucher code › it keeps the room of one with a code', async () => {
      const banner = fixturePromotion('DE', '~header_top', new URLSearchParams())!;
      const { voucherCode, voucherCodeInstructions, ...withoutCode } = JSON.parse(
        banner.contentJSON,
      ) as Record<string, unknown>;
      expect([voucherCode, voucherCodeInstructions]).not.toContain(undefined);
      topPromotionAnswer = { ...banner, contentJSON: JSON.stringify(withoutCode) };
      await page.viewport(step.from, 700);
      const host = await mountHeader();
      await until(() => expect(queryDeep(host.shadowRoot, '[part~="banner"]')).not.toBeNull());
      expect(queryDeep(host.shadowRoot, '.shop-voucher-code')).toBeNull();
      expect(Math.abs(host.getBoundingClientRect().height - parseFloat(step.height))).toBeLessThan(
        1,
      );
    });
  });

  describe('given a tall page', () => {
    const TALL = '<div style="height: 5000px"></div>';

    it('when it scrolls down › the header hides; when it scrolls up › it shows again', async () => {
      const host = await mountHeader('', TALL);
      await pause(100);
      window.scrollTo(0, 1500);
      await pause(120);
      await until(() => expect(innerHeader(host)?.hasAttribute('data-hidden')).toBe(true));
      window.scrollTo(0, 1000);
      await pause(120);
      await until(() => expect(innerHeader(host)?.hasAttribute('data-hidden')).toBe(false));
    });

    it('with page-type "basket" › it never hides', async () => {
      const host = await mountHeader('page-type="basket"', TALL);
      await pause(100);
      window.scrollTo(0, 1500);
      await pause(300);
      expect(innerHeader(host)?.hasAttribute('data-hidden')).toBe(false);
    });

    it('with an unknown page-type › it logs a console error', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      await mountHeader('page-type="no-such-page"', TALL);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('no-such-page'));
    });
  });

  describe('given an open navigation flyout › when the mini-cart flyout opens', () => {
    it('marks the page with shop-icon-flyout-open and closes the navigation flyout', async () => {
      await mountHeader();
      const withChildren = fixtureNavigation('DE').find((node) => node.children?.length);
      expect(withChildren).toBeDefined();
      const navButton = page.getByRole('button', {
        name: de.t('header.subMenu', { title: withChildren?.title ?? '' }),
      });
      await userEvent.click(navButton);
      await expect.element(navButton).toHaveAttribute('aria-expanded', 'true');
      expect(document.documentElement.classList.contains('shop-icon-flyout-open')).toBe(false);

      const miniCart = page.getByRole('button', { name: de.t('header.miniCart') });
      await userEvent.click(miniCart);
      await expect.element(miniCart).toHaveAttribute('aria-expanded', 'true');
      await until(() =>
        expect(document.documentElement.classList.contains('shop-icon-flyout-open')).toBe(true),
      );
      await expect.element(navButton).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('given a page listening on the header for flyout-closed (the manifest’s event)', () => {
    it('when the mini cart’s flyout closes, the header sends it with its id; when its navigation’s closes, the navigation’s reaches the header’s listener; the window hears each once', async () => {
      const host = await mountHeader();
      const heard: CustomEvent<{ id: string }>[] = [];
      const hear = (event: Event) => heard.push(event as CustomEvent<{ id: string }>);
      host.addEventListener('flyout-closed', hear);
      const onWindow: unknown[] = [];
      const hearWindow = (event: Event) => onWindow.push((event as CustomEvent).detail);
      window.addEventListener('flyout-closed', hearWindow);
      cleanups.push(() => window.removeEventListener('flyout-closed', hearWindow));
      const miniCart = page.getByRole('button', { name: de.t('header.miniCart') });
      await userEvent.click(miniCart);
      await expect.element(miniCart).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(miniCart);
      await expect.element(miniCart).toHaveAttribute('aria-expanded', 'false');
      const node = fixtureNavigation('DE').find((candidate) => candidate.children?.length);
      const navButton = page.getByRole('button', {
        name: de.t('header.subMenu', { title: node?.title ?? '' }),
      });
      await userEvent.click(navButton);
      await expect.element(navButton).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(navButton);
      await expect.element(navButton).toHaveAttribute('aria-expanded', 'false');
      expect(heard.map((event) => event.detail)).toEqual([
        { id: 'mini-cart' },
        { id: expect.stringMatching(/^main-nav:/) },
      ]);
      expect(heard.every((event) => event.bubbles && event.composed)).toBe(true);
      expect(heard[0]?.target).toBe(host);
      expect(onWindow).toEqual(heard.map((event) => event.detail));
    });
  });

  describe('given a tall page with links below a sticky header', () => {
    const LINKS = Array.from(
      { length: 60 },
      (_, index) =>
        `<p style="margin: 0; height: 100px"><a href="#l${index}">Link ${index}</a></p>`,
    ).join('');

    it('keeps the page’s scroll padding at the header’s height', async () => {
      const host = await mountHeader('', `<main>${LINKS}</main>`);
      await pause(100);
      const height = Math.ceil(innerHeader(host)?.getBoundingClientRect().height ?? 0);
      expect(height).toBeGreaterThan(0);
      expect(document.documentElement.style.scrollPaddingTop).toBe(`${height}px`);
    });

    it('when a link under the shown header takes the keyboard focus › it is scrolled out from under it', async () => {
      const host = await mountHeader('', `<main>${LINKS}</main>`);
      await pause(100);
      // Down (the header hides), then up a little (it shows again, over the page's top).
      window.scrollTo(0, 3000);
      await pause(120);
      await until(() => expect(innerHeader(host)?.hasAttribute('data-hidden')).toBe(true));
      window.scrollTo(0, 2800);
      await pause(120);
      await until(() => expect(innerHeader(host)?.hasAttribute('data-hidden')).toBe(false));
      // Once it has slid all the way back in.
      await until(() =>
        expect(Math.round(innerHeader(host)?.getBoundingClientRect().top ?? -1)).toBe(0),
      );
      const headerBottom = () => innerHeader(host)?.getBoundingClientRect().bottom ?? 0;
      // The first link whose line is under the header; the one before it gets the focus, then
      // Tab moves on to it, as a keyboard user would.
      const links = [...document.querySelectorAll<HTMLAnchorElement>('main a')];
      const covered = links.find((link) => {
        const box = link.getBoundingClientRect();
        return box.top > 0 && box.bottom < headerBottom();
      });
      expect(covered, 'a link under the header').toBeDefined();
      const before = links[links.indexOf(covered as HTMLAnchorElement) - 1] as HTMLAnchorElement;
      before.focus({ preventScroll: true });
      await userEvent.keyboard('{Tab}');
      expect(document.activeElement).toBe(covered);
      await until(() =>
        expect(covered?.getBoundingClientRect().top).toBeGreaterThanOrEqual(headerBottom() - 1),
      );
    });
  });

  describe('given one flyout open in the header › when another opens', () => {
    const navButtonOf = () => {
      const node = fixtureNavigation('DE').find((candidate) => candidate.children?.length);
      return page.getByRole('button', {
        name: de.t('header.subMenu', { title: node?.title ?? '' }),
      });
    };

    async function typeIntoSearch(host: HTMLElement): Promise<HTMLInputElement> {
      const input = queryDeep<HTMLInputElement>(host.shadowRoot, '[role="combobox"]');
      if (!input) throw new Error('no search field in the header');
      await userEvent.click(input);
      await userEvent.keyboard(popularSearchWord('DE'));
      await until(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
      return input;
    }

    it('the search list closes the navigation’s flyout', async () => {
      const host = await mountHeader();
      const navButton = navButtonOf();
      await userEvent.click(navButton);
      await expect.element(navButton).toHaveAttribute('aria-expanded', 'true');
      await typeIntoSearch(host);
      await expect.element(navButton).toHaveAttribute('aria-expanded', 'false');
    });

    it('the account’s flyout closes the search list, and the mini cart’s closes the account’s', async () => {
      const host = await mountHeader();
      const input = await typeIntoSearch(host);
      const account = page.getByRole('button', { name: de.t('header.userMenu') });
      await userEvent.click(account);
      await expect.element(account).toHaveAttribute('aria-expanded', 'true');
      await until(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
      const miniCart = page.getByRole('button', { name: de.t('header.miniCart') });
      await userEvent.click(miniCart);
      await expect.element(miniCart).toHaveAttribute('aria-expanded', 'true');
      await expect.element(account).toHaveAttribute('aria-expanded', 'false');
      expect(document.documentElement.classList.contains('shop-icon-flyout-open')).toBe(true);
    });

    it('the navigation’s flyout closes the mini cart’s and takes the page class away', async () => {
      await mountHeader();
      const miniCart = page.getByRole('button', { name: de.t('header.miniCart') });
      await userEvent.click(miniCart);
      await expect.element(miniCart).toHaveAttribute('aria-expanded', 'true');
      const navButton = navButtonOf();
      await userEvent.click(navButton);
      await expect.element(navButton).toHaveAttribute('aria-expanded', 'true');
      await expect.element(miniCart).toHaveAttribute('aria-expanded', 'false');
      await until(() =>
        expect(document.documentElement.classList.contains('shop-icon-flyout-open')).toBe(false),
      );
    });
  });

  describe('given a tall page › while the search list is open', () => {
    it('scrolling down does not hide the header', async () => {
      const host = await mountHeader('', '<div style="height: 5000px"></div>');
      const input = queryDeep<HTMLInputElement>(host.shadowRoot, '[role="combobox"]');
      await userEvent.click(input as HTMLInputElement);
      await userEvent.keyboard(popularSearchWord('DE'));
      await until(() => expect(input?.getAttribute('aria-expanded')).toBe('true'));
      window.scrollTo(0, 1500);
      await pause(200);
      expect(innerHeader(host)?.hasAttribute('data-hidden')).toBe(false);
    });
  });

  describe('given the top banner’s legal text is open › when an icon flyout opens', () => {
    it('the legal text closes', async () => {
      const host = await mountHeader();
      const hint = queryDeep<HTMLButtonElement>(
        host.shadowRoot,
        '.shop-promotion-banner .shop-legal-text__toggle',
      );
      expect(hint, 'the top banner’s legal-text hint').toBeTruthy();
      await userEvent.click(hint as HTMLButtonElement);
      await until(() => expect(hint?.getAttribute('aria-expanded')).toBe('true'));
      await userEvent.click(page.getByRole('button', { name: de.t('header.userMenu') }));
      await until(() => expect(hint?.getAttribute('aria-expanded')).toBe('false'));
    });
  });

  describe('given a phone (375 px) and the top banner’s legal text open › when the menu opens', () => {
    it('the legal text closes, as it does when the bar’s flyouts open', async () => {
      await page.viewport(375, 800);
      const host = await mountHeader();
      const hint = queryDeep<HTMLButtonElement>(
        host.shadowRoot,
        '.shop-promotion-banner .shop-legal-text__toggle',
      );
      expect(hint, 'the top banner’s legal-text hint').toBeTruthy();
      await userEvent.click(hint as HTMLButtonElement);
      await until(() => expect(hint?.getAttribute('aria-expanded')).toBe('true'));
      await userEvent.click(page.getByRole('button', { name: de.t('header.openMenu') }));
      await expect.element(page.getByRole('dialog')).toBeVisible();
      await until(() => expect(hint?.getAttribute('aria-expanded')).toBe('false'));
    });
  });

  describe('given a window that narrows from 1024 to 375 px', () => {
    it(`changes to the phone layout and measures its height again once the resize has settled`, async () => {
      const host = await mountHeader('', '<div style="height: 3000px"></div>');
      await pause(100);
      const padding = () => parseFloat(document.documentElement.style.scrollPaddingTop);
      const before = padding();
      await page.viewport(375, 800);
      // The phone layout: the search on a line of its own below the logo.
      const search = () => innerHeader(host)?.querySelector('.shop-header__search');
      const logo = () => innerHeader(host)?.querySelector('.shop-header__logo');
      await until(() =>
        expect(search()!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
          logo()!.getBoundingClientRect().bottom,
        ),
      );
      const heightNow = () => Math.ceil(innerHeader(host)?.getBoundingClientRect().height ?? 0);
      expect(heightNow()).not.toBe(before);
      // Once the resize has settled (when exactly is the sticky unit tests' concern, on fake time),
      // the padding is the header's height then: on a loaded machine the phone layout can still
      // be growing (its banner's image, its fonts) when it is first seen.
      await until(() => expect(padding()).toBe(heightNow()), RESIZE_SETTLE_MS * 4);
    });
  });
});
