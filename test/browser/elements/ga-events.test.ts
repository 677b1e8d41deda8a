/**
 * The tag manager's `ga_event` pushes (header-and-cart §7), each from the custom element as a
 * shopper uses it in Chromium: what lands in `window.dataLayer`, and that a `dataLayer` which
 * refuses pushes never stops the action it reports.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-app-banner';
import '../../../src/elements/generated/entries/shop-country-switcher';
import '../../../src/elements/generated/entries/shop-header';
import '../../../src/elements/generated/entries/shop-main-nav';
import '../../../src/elements/generated/entries/shop-mini-cart';
import '../../../src/elements/generated/entries/shop-newsletter-form';
import '../../../src/elements/generated/entries/shop-search';
import { APP_BANNER_CLOSED_KEY } from '../../../src/services/app-banner-rules';
import { browserNavigation as countryNavigation } from '../../../src/elements/shop-country-switcher/country-sites';
import { translatorFor } from '../../../src/i18n/translator';
import { browserNavigation } from '../../../src/page-runtime/browser-navigation';
import { setPageConfig } from '../../../src/page-runtime/page-config';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { GA_EVENTS, type GaEventData, type GaEventName } from '../../../src/services/ga-events';
import { SHOP_PATHS } from '../../../src/services/http/shop-api';
import { SITES } from '../../../src/sites/sites';
import { cartOf, resetCarts } from '../../fake-backend/cart-state';
import { navigation as fixtureNavigation } from '../../fake-backend/fixtures/navigation';
import { suggestions as fixtureSuggestions } from '../../fake-backend/fixtures/suggestions';
// Renamed: a Vitest setup helper, not a React hook (the hooks lint rule goes by the name).
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { pause, until } from '../../support/real-time';

setUpFakeBackend();

const de = translatorFor(SITES.DE.locale);
const DE_NAVIGATION = fixtureNavigation('DE');

type Page = { dataLayer?: unknown };
const layerOf = () => (window as unknown as Page).dataLayer as Record<string, unknown>[];
const gaEvents = () => (layerOf() ?? []).filter((entry) => entry.event === 'ga_event');

/** The entry the catalogue pushes for `name` with `data`. */
function pushOf<K extends GaEventName>(name: K, ...data: GaEventData<K>) {
  const { category, action, label, nonInteraction } = GA_EVENTS[name];
  return {
    event: 'ga_event',
    category,
    action,
    label: (label as (...args: GaEventData<K>) => string)(...data),
    nonInteraction,
  };
}

/** A `dataLayer` whose every push throws, as a broken tag manager's would. */
function throwingDataLayer(): void {
  (window as unknown as Page).dataLayer = Object.assign([], {
    push: () => {
      throw new Error('the tag manager broke');
    },
  });
}

/** The test page never follows a link: a click on one is stopped at the document. */
const stayOnPage = (event: Event) => {
  if (event.composedPath().some((node) => node instanceof HTMLAnchorElement && node.href)) {
    event.preventDefault();
  }
};

beforeEach(async () => {
  delete (window as unknown as Page).dataLayer;
  forgetPageSingleton('tracking-refusal-reported');
  document.addEventListener('click', stayOnPage);
  // The mouse rests where no element of the test will be.
  await userEvent.hover(document.documentElement, { position: { x: 1000, y: 740 }, force: true });
});

afterEach(async () => {
  document.removeEventListener('click', stayOnPage);
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  await pause(0);
  forgetPageSingleton('flyouts');
  forgetPageSingleton('personal-data');
  forgetPageSingleton('promotions');
  delete (window as unknown as Page).dataLayer;
  await page.viewport(1024, 768);
  window.scrollTo(0, 0);
});

function mount(tag: string, attributes = '', after = ''): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<${tag} ${attributes}></${tag}>${after}`);
  return [...document.querySelectorAll<HTMLElement>(tag)].at(-1) as HTMLElement;
}
const rootOf = (host: HTMLElement) => host.shadowRoot as ShadowRoot;
async function found<T extends Element>(host: HTMLElement, selector: string): Promise<T> {
  await until(() => expect(rootOf(host).querySelector(selector)).not.toBeNull());
  return rootOf(host).querySelector(selector) as T;
}
const textOf = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';
const linkOf = (anchor: Element, title = textOf(anchor)) => ({
  title,
  href: anchor.getAttribute('href') ?? '',
});

describe('<shop-main-nav> pushes', () => {
  async function mountNav(): Promise<HTMLElement> {
    const host = mount('shop-main-nav');
    // The bar and the menu button are both in the markup at once; the bar is filled when the
    // answers are in.
    await found(host, 'nav:not([data-loading])');
    return host;
  }

  it('given a category with a flyout, when its button opens it, it pushes flyout open with the title; following "show all", an entry and a teaser pushes link and teaser clicks', async () => {
    const node = DE_NAVIGATION.find((item) => item.children?.length && item.teaser);
    if (!node) throw new Error('the DE navigation has no category with children and teaser');
    const host = await mountNav();
    await userEvent.click(
      page.getByRole('button', { name: de.t('header.subMenu', { title: node.title }) }),
    );
    const all = await found<HTMLAnchorElement>(host, '.shop-nav-flyout__all');
    expect(gaEvents()).toEqual([pushOf('navigationFlyoutOpened', node.title)]);

    await userEvent.click(all);
    expect(gaEvents().at(-1)).toEqual(pushOf('navigationLinkClicked', linkOf(all, node.title)));

    const teaser = await found<HTMLAnchorElement>(host, '.shop-nav-flyout__teaser-entry');
    await userEvent.click(teaser);
    expect(gaEvents().at(-1)).toEqual(pushOf('navigationTeaserClicked', linkOf(teaser)));

    // A leaf of the flyout's list: drilled down to when the first level has none.
    let leaf = rootOf(host).querySelector<HTMLAnchorElement>('a.shop-nav-flyout__entry');
    if (!leaf) {
      await userEvent.click(await found<HTMLButtonElement>(host, 'button[data-drill]'));
      leaf = await found<HTMLAnchorElement>(host, 'a.shop-nav-flyout__entry');
    }
    await userEvent.click(leaf);
    expect(gaEvents().at(-1)).toEqual(pushOf('navigationLinkClicked', linkOf(leaf)));
    expect(gaEvents().filter((entry) => entry.action === 'flyout open')).toHaveLength(1);
  });

  it('when the theme worlds open and a world is followed, it pushes flyout open and theme world click', async () => {
    const host = await mountNav();
    const themeWorlds = de.t('header.themeWorlds');
    await userEvent.click(page.getByRole('button', { name: themeWorlds }));
    const world = await found<HTMLAnchorElement>(host, '.shop-nav-flyout__world');
    await userEvent.click(world);
    expect(gaEvents()).toEqual([
      pushOf('navigationFlyoutOpened', themeWorlds),
      pushOf(
        'navigationThemeWorldClicked',
        linkOf(world, textOf(world.querySelector('.shop-nav-flyout__world-title'))),
      ),
    ]);
  });

  it('given an item without a flyout, when its link in the bar is followed, it pushes link click and nothing else', async () => {
    const offers = { title: 'Angebote', href: '/c/angebote' };
    const realFetch = window.fetch.bind(window);
    vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname !== SHOP_PATHS.navigation) return realFetch(input, init);
      return Promise.resolve(Response.json([offers, ...DE_NAVIGATION]));
    });
    const host = await mountNav();
    const link = [...rootOf(host).querySelectorAll('.shop-main-nav__link')].find(
      (candidate) => textOf(candidate) === offers.title,
    );
    if (!link) throw new Error('no bar link for the item without a flyout');
    await userEvent.click(link);
    expect(gaEvents()).toEqual([pushOf('navigationLinkClicked', offers)]);
  });

  it('on a phone, when the drawer’s "show all" and a theme world are followed, it pushes link click and theme world click', async () => {
    await page.viewport(375, 800);
    const host = await mountNav();
    await userEvent.click(page.getByRole('button', { name: de.t('header.openMenu') }));
    const dialog = await found<HTMLDialogElement>(host, 'dialog[data-focus-trapped]');
    const node = DE_NAVIGATION.find((item) => item.children?.length);
    await userEvent.click(page.getByRole('dialog').getByRole('button', { name: node?.title }));
    const all = await found<HTMLAnchorElement>(host, '.shop-nav-drawer__all');
    await userEvent.click(all);
    expect(gaEvents()).toEqual([pushOf('navigationLinkClicked', linkOf(all, node?.title))]);

    await userEvent.click(
      page.getByRole('dialog').getByRole('button', { name: de.t('header.back') }),
    );
    await userEvent.click(
      page.getByRole('dialog').getByRole('button', { name: de.t('header.themeWorlds') }),
    );
    const world = await found<HTMLAnchorElement>(host, 'section a.shop-nav-drawer__entry');
    expect(dialog.contains(world)).toBe(true);
    await userEvent.click(world);
    expect(gaEvents().at(-1)).toEqual(pushOf('navigationThemeWorldClicked', linkOf(world)));
    expect(gaEvents()).toHaveLength(2);
  });
});

describe('<shop-search> pushes', () => {
  async function mountSearch(): Promise<{ host: HTMLElement; input: HTMLInputElement }> {
    const host = mount('shop-search');
    const input = await found<HTMLInputElement>(host, 'input');
    return { host, input };
  }
  const optionsOf = (host: HTMLElement) => [...rootOf(host).querySelectorAll('[role="option"]')];
  const stubNavigation = () => vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});

  it('when a typed term is submitted to the result page, it pushes submit with the term', async () => {
    const assign = stubNavigation();
    const { input } = await mountSearch();
    await userEvent.fill(input, '  espresso ');
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/search?query=espresso');
    expect(gaEvents()).toEqual([pushOf('searchSubmitted', 'espresso')]);
  });

  it('when a keyword of the site’s table is submitted, it pushes keyword redirect with term and address', async () => {
    const assign = stubNavigation();
    const { host, input } = await mountSearch();
    await userEvent.fill(input, 'VersandKosten');
    await until(() => expect(optionsOf(host).length).toBeGreaterThan(0));
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/c/service/versand');
    expect(gaEvents()).toEqual([
      pushOf('searchKeywordRedirected', { term: 'VersandKosten', href: '/c/service/versand' }),
    ]);
  });

  it('when a suggested term is chosen, it pushes suggestion select, then submit, with that term', async () => {
    stubNavigation();
    const { host, input } = await mountSearch();
    const [first] = fixtureSuggestions('DE', 'kaffee', {
      maxSearchTerms: 10,
      maxProducts: 5,
    }).searchTerms;
    await userEvent.fill(input, 'kaffee');
    await until(() => expect(optionsOf(host).map(textOf)).toContain(first?.searchterm));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(gaEvents()).toEqual([
      pushOf('searchSuggestionSelected', first?.searchterm ?? ''),
      pushOf('searchSubmitted', first?.searchterm ?? ''),
    ]);
  });

  it('when a product tile is clicked, it pushes product select with the product id', async () => {
    const assign = stubNavigation();
    const { host, input } = await mountSearch();
    const [product] = fixtureSuggestions('DE', 'kaffee', {
      maxSearchTerms: 10,
      maxProducts: 5,
    }).products;
    await userEvent.fill(input, 'kaffee');
    const tile = await found<HTMLAnchorElement>(host, 'a[part="product"]');
    await userEvent.click(tile);
    expect(assign).toHaveBeenCalledExactlyOnceWith(tile.getAttribute('href'));
    expect(gaEvents()).toEqual([pushOf('searchProductSelected', product?.id ?? '')]);
  });

  it.each([
    ['frozen', () => ((window as unknown as Page).dataLayer = Object.freeze([]))],
    ['throwing', throwingDataLayer],
  ])(
    'given a %s dataLayer, the search still goes to the results and sends search-submit; one console error says why nothing was tracked',
    async (_, breakDataLayer) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      breakDataLayer();
      const assign = stubNavigation();
      const { host, input } = await mountSearch();
      const submitted = vi.fn();
      host.addEventListener('search-submit', submitted);
      await userEvent.fill(input, 'espresso');
      await userEvent.keyboard('{Enter}');
      await userEvent.fill(input, 'tee');
      await userEvent.keyboard('{Enter}');
      expect(submitted).toHaveBeenCalledTimes(2);
      expect(assign.mock.calls).toEqual([['/search?query=espresso'], ['/search?query=tee']]);
      expect(error).toHaveBeenCalledExactlyOnceWith(
        expect.stringContaining('dataLayer refused a tracking entry'),
      );
    },
  );
});

describe('<shop-mini-cart> pushes', () => {
  const COFFEE = 'Barista Caffè Crema – ganze Kaffeebohnen';
  const coffee = () => {
    const article = cartOf('DE').articles.find((item) => item.name === COFFEE);
    if (!article) throw new Error(`no ${COFFEE} in the fake cart`);
    return article;
  };

  async function mountMiniCart(): Promise<HTMLElement> {
    const host = mount('shop-mini-cart');
    await until(() => {
      const panel = rootOf(host)?.querySelector<HTMLElement>('[part~="panel"]');
      expect(panel?.dataset.state).toBe('filled');
      expect(panel?.hasAttribute('data-busy')).toBe(false);
    });
    return host;
  }

  it('when a quantity is raised, an item removed and restored, it pushes quantity change, remove and restore with the line', async () => {
    await mountMiniCart();
    const { productId } = coffee();
    await userEvent.click(
      page.getByRole('button', { name: de.t('cart.increase', { name: COFFEE }) }),
    );
    expect(gaEvents()).toEqual([
      pushOf('cartQuantityChanged', { target: `article:${productId}`, quantity: 3 }),
    ]);
    await userEvent.click(
      page.getByRole('button', { name: de.t('cart.remove', { name: COFFEE }) }),
    );
    await userEvent.click(
      page.getByRole('button', { name: de.t('cart.restore', { name: COFFEE }) }),
    );
    expect(gaEvents().slice(1)).toEqual([
      pushOf('cartItemRemoved', `article:${productId}`),
      pushOf('cartItemRestored', `article:${productId}`),
    ]);
  });

  it('given a cart with a voucher, when the voucher is removed, it pushes remove with the voucher', async () => {
    resetCarts('voucher');
    const host = await mountMiniCart();
    const code = textOf(await found(host, '.shop-mini-cart-voucher__code'));
    await userEvent.click(page.getByRole('button', { name: de.t('cart.removeVoucher', { code }) }));
    expect(gaEvents()).toEqual([pushOf('cartItemRemoved', `voucher:${code}`)]);
  });

  it.each([
    ['frozen', () => ((window as unknown as Page).dataLayer = Object.freeze([]))],
    ['throwing', throwingDataLayer],
  ])(
    'given a %s dataLayer, pressing + still changes the quantity and the service keeps it; one console error',
    async (_, breakDataLayer) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      breakDataLayer();
      const host = await mountMiniCart();
      const increase = page.getByRole('button', { name: de.t('cart.increase', { name: COFFEE }) });
      await userEvent.click(increase);
      await userEvent.click(increase);
      await until(() => expect(coffee().quantity.quantity).toBe(4));
      expect(rootOf(host).querySelector('[part~="panel"]')?.getAttribute('data-state')).toBe(
        'filled',
      );
      expect(error).toHaveBeenCalledExactlyOnceWith(
        expect.stringContaining('dataLayer refused a tracking entry'),
      );
    },
  );
});

describe('<shop-country-switcher> pushes', () => {
  it('when a country is chosen, it pushes country select with its site code', async () => {
    vi.spyOn(countryNavigation, 'assign').mockImplementation(() => {});
    const host = mount('shop-country-switcher');
    await userEvent.click(await found<HTMLButtonElement>(host, '[part="toggle"]'));
    await userEvent.click(await found<HTMLAnchorElement>(host, '[data-site="CH_FR"]'));
    expect(gaEvents()).toEqual([pushOf('countryChosen', 'CH_FR')]);
  });
});

describe('<shop-app-banner> pushes', () => {
  beforeEach(() => {
    setPageConfig({ apps: { android: 'com.shop.app', ios: 'id123456789' } });
    localStorage.removeItem(APP_BANNER_CLOSED_KEY);
  });
  afterEach(() => {
    setPageConfig(undefined);
    localStorage.removeItem(APP_BANNER_CLOSED_KEY);
  });

  it('when the banner is closed, it pushes close with the platform', async () => {
    const host = mount('shop-app-banner', 'platform="android"');
    await userEvent.click(await found<HTMLButtonElement>(host, '[part="close-button"]'));
    expect(gaEvents()).toEqual([pushOf('appBannerClosed', 'android')]);
  });

  it('when the store link is followed, it pushes store link click with the platform', async () => {
    const host = mount('shop-app-banner', 'platform="ios-chrome"');
    await userEvent.click(await found<HTMLAnchorElement>(host, 'a.shop-app-banner__store'));
    expect(gaEvents()).toEqual([pushOf('appBannerFollowed', 'ios-chrome')]);
  });
});

describe('<shop-newsletter-form> pushes', () => {
  it('when a sign-up is sent, it pushes sign-up submit with origin and addition, and the sign_up and newsletter_submission entries still follow', async () => {
    const host = mount('shop-newsletter-form', 'origin="NEWSLETTER" origin-addition="footer"');
    const email = await found<HTMLInputElement>(host, '[name="email"]');
    await userEvent.fill(email, 'lena@example.de');
    await userEvent.click(await found<HTMLButtonElement>(host, '[part="submit"]'));
    await found(host, '[part="success"]');
    expect(layerOf().map((entry) => entry.event)).toEqual([
      'ga_event',
      'newsletter_submission',
      'sign_up',
    ]);
    expect(gaEvents()).toEqual([
      pushOf('newsletterSignUpSent', { origin: 'NEWSLETTER', originAddition: 'footer' }),
    ]);
  });
});

describe('<shop-header> pushes', () => {
  it('given a tall page, when the header scrolled away shows again over the page, it pushes sticky show as a non-interaction', async () => {
    const host = mount('shop-header', '', '<div style="height: 5000px"></div>');
    await until(() => expect(host.matches(':state(settled)')).toBe(true));
    const header = await found<HTMLElement>(host, '.shop-header:not([data-pending])');
    await pause(100);
    window.scrollTo(0, 1500);
    await until(() => expect(header.hasAttribute('data-hidden')).toBe(true));
    expect(gaEvents()).toEqual([]);
    window.scrollTo(0, 1000);
    await until(() => expect(header.hasAttribute('data-hidden')).toBe(false));
    expect(gaEvents()).toEqual([pushOf('headerBecameSticky')]);
  });
});
