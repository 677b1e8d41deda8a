import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { APP_BANNER_CLOSED_KEY, SMART_APP_META_NAME } from '../../../src/services/app-banner-rules';
import '../../../src/elements/generated/entries/shop-app-banner';
import type { ShopAppBannerElement } from '../../../src/elements/generated/element-typings';
import { setPageConfig } from '../../../src/page-runtime/page-config';
import { SITE_CONTENT } from '../../../src/sites/site-content';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { until } from '../../support/real-time';
import { mount, rendered, shadow, shownElements } from '../../support/promotion-test-support';

setUpFakeBackend();

// A shop page that names its app (docs/editors/02-page-configuration.mdx).
beforeAll(() => setPageConfig({ apps: { android: 'com.shop.app', ios: 'id123456789' } }));
afterAll(() => setPageConfig(undefined));

const mountBanner = (attributes = '') => mount<ShopAppBannerElement>('shop-app-banner', attributes);
const smartAppMeta = () => document.head.querySelectorAll(`meta[name="${SMART_APP_META_NAME}"]`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
/** What the element shows, inside the wrapper that carries its content's lang. */

beforeEach(() => {
  localStorage.removeItem(APP_BANNER_CLOSED_KEY);
  smartAppMeta().forEach((meta) => meta.remove());
});
afterEach(() => {
  document.cookie = 'xc-app=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  localStorage.removeItem(APP_BANNER_CLOSED_KEY);
  smartAppMeta().forEach((meta) => meta.remove());
  vi.restoreAllMocks();
});

describe('<shop-app-banner>', () => {
  it.each(['DE', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'])(
    'on %s, the rating shows the spec’s "(89k)" as it stands',
    async (site) => {
      const host = mountBanner(`platform="android" site="${site}"`);
      await rendered(host, '[part="banner"]');
      await until(() => expect(shadow(host).textContent).toContain('(89k)'));
    },
  );

  it('on Android, shows the headline, five stars with "(89k)" and the Google Play button', async () => {
    const host = mountBanner('platform="android"');
    await rendered(host, '[part="banner"]');
    await expect.element(page.getByText('Noch einfacher einkaufen mit unserer App')).toBeVisible();
    await expect.element(page.getByRole('img', { name: '5 von 5 Sternen' })).toBeVisible();
    await expect.element(page.getByText('(89k)')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Installieren' }))
      .toHaveAttribute('href', SITE_CONTENT.DE.appLinks.googlePlay);
    expect(smartAppMeta()).toHaveLength(0);
  });

  it('on Chrome on iOS, links to the App Store of the site', async () => {
    mountBanner('platform="ios-chrome" site="PL"');
    await expect
      .element(page.getByRole('link', { name: 'Zainstaluj' }))
      .toHaveAttribute('href', SITE_CONTENT.PL.appLinks.appStore);
  });

  it('uses store-url when it is a safe address, and the site’s link otherwise', async () => {
    const warn = vi.spyOn(console, 'warn');
    const good = mountBanner('platform="android" store-url="https://shop.example/app"');
    const bad = mountBanner('platform="android" store-url="javascript:alert(1)"');
    await rendered(bad, 'a');
    expect(shadow(good).querySelector('a')?.getAttribute('href')).toBe('https://shop.example/app');
    expect(shadow(bad).querySelector('a')?.getAttribute('href')).toBe(
      SITE_CONTENT.DE.appLinks.googlePlay,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('store-url'));
  });

  it('when closed, hides for good: the flag stays in local storage and the event tells the page', async () => {
    const host = mountBanner('platform="android"');
    const closed = vi.fn();
    host.addEventListener('app-banner-close', closed);
    await rendered(host, '[part="banner"]');
    await userEvent.click(page.getByRole('button', { name: 'App-Hinweis schließen' }));
    await vi.waitFor(() => expect(shownElements(host)).toEqual([]));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(APP_BANNER_CLOSED_KEY)).toBe('true');
    host.remove();
    const again = mountBanner('platform="android"');
    await settle();
    expect(shownElements(again)).toEqual([]);
  });

  it.each([
    ['with the reduced header', 'platform="android" reduced'],
    ['on a desktop', 'platform="other"'],
    ['in Chromium with the platform read from its user agent', ''],
  ])('shows nothing %s', async (_case, attributes) => {
    const host = mountBanner(attributes);
    await settle();
    expect(shownElements(host)).toEqual([]);
    expect(smartAppMeta()).toHaveLength(0);
  });

  it('shows nothing when the app cookie xc-app is set', async () => {
    document.cookie = 'xc-app=1; path=/';
    const host = mountBanner('platform="android"');
    await settle();
    expect(shownElements(host)).toEqual([]);
  });

  it('appears when reduced is removed', async () => {
    const host = mountBanner('platform="ios-chrome" reduced');
    await settle();
    expect(shownElements(host)).toEqual([]);
    host.removeAttribute('reduced');
    await rendered(host, '[part="banner"]');
  });

  it('on Safari on iOS, shows no banner but adds the smart-app meta tag once', async () => {
    const first = mountBanner('platform="ios-safari"');
    const second = mountBanner('platform="ios-safari" site="AT"');
    await vi.waitFor(() => expect(smartAppMeta()).toHaveLength(1));
    await settle();
    expect(smartAppMeta()).toHaveLength(1);
    expect(smartAppMeta()[0]?.getAttribute('content')).toBe('app-id=123456789');
    expect(shownElements(first)).toEqual([]);
    expect(shownElements(second)).toEqual([]);
  });

  it('on Safari on iOS, adds no meta tag once the banner was closed', async () => {
    localStorage.setItem(APP_BANNER_CLOSED_KEY, 'true');
    mountBanner('platform="ios-safari"');
    await settle();
    expect(smartAppMeta()).toHaveLength(0);
  });

  it('given an unknown platform, logs an error and reads the user agent', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = mountBanner('platform="windows-phone"');
    await settle();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('platform'));
    expect(shownElements(host)).toEqual([]);
  });
});

describe('<shop-app-banner>’s reserved room', () => {
  const roomOf = (host: HTMLElement) => Math.round(host.getBoundingClientRect().height);

  it('given a device that shows it, when it connects, it keeps the banner’s room in the same task', () => {
    const host = mountBanner('platform="android"');
    expect(host.matches(':state(app-banner)')).toBe(true);
    expect(roomOf(host)).toBeGreaterThan(0);
  });

  it('given the banner closed before, the app cookie, reduced or a desktop, it keeps no room', () => {
    expect(mountBanner('platform="other"').matches(':state(app-banner)')).toBe(false);
    expect(mountBanner('platform="android" reduced="true"').matches(':state(app-banner)')).toBe(
      false,
    );
    document.cookie = 'xc-app=1; path=/';
    expect(mountBanner('platform="android"').matches(':state(app-banner)')).toBe(false);
    document.cookie = 'xc-app=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    localStorage.setItem(APP_BANNER_CLOSED_KEY, 'true');
    const closed = mountBanner('platform="android"');
    expect(closed.matches(':state(app-banner)')).toBe(false);
    expect(roomOf(closed)).toBe(0);
  });

  it('given its attributes in the page’s HTML, it reads the cookies once as it connects, not again for each attribute', () => {
    const cookieReads = vi.spyOn(Document.prototype, 'cookie', 'get');
    const host = mountBanner('platform="android" site="PL" android-app-id="com.shop.pl"');
    expect(host.matches(':state(app-banner)')).toBe(true);
    expect(cookieReads).toHaveBeenCalledTimes(1);
  });

  it('given a page that names no app, it lets go of the room as it renders nothing', async () => {
    setPageConfig({ apps: {} });
    try {
      const host = mountBanner('platform="android"');
      await until(() => expect(host.matches(':state(settled)')).toBe(true));
      expect(roomOf(host)).toBe(0);
    } finally {
      setPageConfig({ apps: { android: 'com.shop.app', ios: 'id123456789' } });
    }
  });

  it.each([320, 359, 360, 375, 390, 412, 430, 600, 767, 768, 1280])(
    'at %i px on every site, it settles as high as the room it kept',
    async (width) => {
      await page.viewport(width, 800);
      for (const site of Object.keys(SITE_CONTENT)) {
        const host = mountBanner(`platform="android" site="${site}"`);
        const kept = roomOf(host);
        await rendered(host, '[part="banner"]');
        expect.soft(roomOf(host), `${site} at ${width} px`).toBe(kept);
      }
    },
  );
});

describe('<shop-app-banner>’s install button', () => {
  /** The lines the button's words take: one per distinct top of its text's line boxes. */
  function labelLines(host: ShopAppBannerElement): number {
    const button = shadow(host).querySelector('.shop-app-banner__store');
    if (!button) throw new Error('The banner shows no install button.');
    const tops = new Set<number>();
    const texts = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const box of range.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top));
    }
    return tops.size;
  }

  it.each([320, 359, 360, 412, 600, 767, 768])(
    'at %i px on every site, shows its word whole on one line',
    async (width) => {
      await page.viewport(width, 800);
      for (const site of Object.keys(SITE_CONTENT)) {
        const host = mountBanner(`platform="android" site="${site}"`);
        await rendered(host, '[part="banner"]');
        expect.soft(labelLines(host), `${site} at ${width} px`).toBe(1);
      }
    },
  );
});
