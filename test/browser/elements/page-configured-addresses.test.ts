/**
 * Issue 12: the shop's real addresses come from the page (its configuration block) or the
 * element's attributes, and no placeholder address or app id reaches a shopper.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-app-banner';
import '../../../src/elements/generated/entries/shop-country-switcher';
import '../../../src/elements/generated/entries/shop-footer';
import { APP_BANNER_CLOSED_KEY, SMART_APP_META_NAME } from '../../../src/services/app-banner-rules';
import { browserNavigation } from '../../../src/elements/shop-country-switcher/country-sites';
import { PAGE_CONFIG_ID, setPageConfig } from '../../../src/page-runtime/page-config';
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { mount, rendered, shadow, shownElements } from '../../support/promotion-test-support';

setUpFakeBackend();

const PLACEHOLDERS = /example-shop|com\.example\.shop|id0000000000/;

const SHOP_CONFIG = {
  countryUrls: {
    DE: 'https://www.kaffeehaus.test/',
    AT: 'https://www.kaffeehaus.test/at/',
    CH: 'https://www.kaffeehaus.test/ch/de/',
    CH_FR: 'https://www.kaffeehaus.test/ch/fr/',
    PL: 'https://www.kaffeehaus.test/pl/',
    CZ: 'https://www.kaffeehaus.test/cz/',
    HU: 'https://www.kaffeehaus.test/hu/',
    SK: 'https://www.kaffeehaus.test/sk/',
    TR: 'https://www.kaffeehaus.test/tr/',
  },
  apps: { android: 'test.kaffeehaus.app', ios: 'id424242424' },
};

/** Puts the configuration block in the page, as a shop page has it, and lets it be read anew. */
function configurationBlock(config: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_CONFIG_ID;
  block.textContent = JSON.stringify(config);
  document.head.append(block);
  setPageConfig(undefined);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
/** What the element shows, inside the wrapper that carries its content's lang. */
const smartAppMeta = () => document.head.querySelectorAll(`meta[name="${SMART_APP_META_NAME}"]`);
const hrefs = (host: HTMLElement) =>
  [...shadow(host).querySelectorAll('a')].map((link) => link.getAttribute('href'));

let errors: ReturnType<typeof vi.spyOn>;
let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  localStorage.removeItem(APP_BANNER_CLOSED_KEY);
  setPageConfig(undefined);
});

afterEach(() => {
  document.body.replaceChildren();
  document.getElementById(PAGE_CONFIG_ID)?.remove();
  smartAppMeta().forEach((meta) => meta.remove());
  localStorage.removeItem(APP_BANNER_CLOSED_KEY);
  setPageConfig(undefined);
  vi.restoreAllMocks();
});

async function openSwitcher(host: HTMLElement, current: string) {
  await rendered(host, 'nav');
  await userEvent.click(page.getByRole('button', { name: `Aktuelles Land: ${current}` }));
}

describe('country switcher addresses', () => {
  describe('given a page configuration block with country addresses', () => {
    it('› when the shopper picks Polen › it goes to the configured address', async () => {
      configurationBlock(SHOP_CONFIG);
      const host = mount('shop-country-switcher');
      const events: CustomEvent[] = [];
      host.addEventListener('country-select', (event) => events.push(event as CustomEvent));
      await openSwitcher(host, 'Deutschland');
      await userEvent.click(page.getByRole('link', { name: 'Polska' }));
      expect(events[0]?.detail).toEqual({ site: 'PL', href: 'https://www.kaffeehaus.test/pl/' });
      expect(assign).toHaveBeenCalledExactlyOnceWith('https://www.kaffeehaus.test/pl/');
    });

    it('› every country links to its configured address, none to a placeholder', async () => {
      configurationBlock(SHOP_CONFIG);
      const host = mount('shop-country-switcher', 'site="CH_FR"');
      await rendered(host, 'nav');
      const links = hrefs(host);
      expect(links).toHaveLength(9);
      expect(new Set(links)).toEqual(new Set(Object.values(SHOP_CONFIG.countryUrls)));
      expect(links.join(' ')).not.toMatch(PLACEHOLDERS);
      expect(errors).not.toHaveBeenCalled();
    });

    it('› country-urls on the element overrides the page’s address of that country only', async () => {
      configurationBlock(SHOP_CONFIG);
      const host = mount(
        'shop-country-switcher',
        `country-urls='{"pl": "https://pl.kaffeehaus.test/"}'`,
      );
      await openSwitcher(host, 'Deutschland');
      await userEvent.click(page.getByRole('link', { name: 'Polska' }));
      expect(assign).toHaveBeenLastCalledWith('https://pl.kaffeehaus.test/');
      await userEvent.click(page.getByRole('link', { name: 'Österreich' }));
      expect(assign).toHaveBeenLastCalledWith('https://www.kaffeehaus.test/at/');
    });

    it('› an unsafe country-urls address is not linked: the page’s address stays and the console says why', async () => {
      configurationBlock(SHOP_CONFIG);
      const host = mount('shop-country-switcher', `country-urls='{"PL": "javascript:alert(1)"}'`);
      await rendered(host, 'nav');
      expect(hrefs(host)).toContain('https://www.kaffeehaus.test/pl/');
      expect(hrefs(host).join(' ')).not.toContain('javascript');
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('country-urls.PL'));
    });
  });

  describe('given only country-urls on the element, and no page configuration', () => {
    it('› when the shopper picks Tschechien › it goes to the attribute’s address', async () => {
      const host = mount(
        'shop-country-switcher',
        `country-urls='{"CZ": "https://www.kaffeehaus.test/cz/"}'`,
      );
      await openSwitcher(host, 'Deutschland');
      await userEvent.click(page.getByRole('link', { name: 'Česko' }));
      expect(assign).toHaveBeenCalledExactlyOnceWith('https://www.kaffeehaus.test/cz/');
    });
  });

  describe('given no configuration at all', () => {
    it('› the entries stay, link nowhere, and choosing one only sends country-select with an empty href', async () => {
      const host = mount('shop-country-switcher');
      const events: CustomEvent[] = [];
      host.addEventListener('country-select', (event) => events.push(event as CustomEvent));
      await openSwitcher(host, 'Deutschland');
      expect(hrefs(host)).toEqual(Array.from({ length: 9 }, () => null));
      await userEvent.click(page.getByRole('link', { name: 'Polska' }));
      expect(events[0]?.detail).toEqual({ site: 'PL', href: '' });
      expect(assign).not.toHaveBeenCalled();
    });

    it('› an entry is still reached and chosen with the keyboard', async () => {
      const host = mount('shop-country-switcher');
      const events: CustomEvent[] = [];
      host.addEventListener('country-select', (event) => events.push(event as CustomEvent));
      await rendered(host, 'nav');
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      expect(events.map((event) => (event.detail as { site: string }).site)).toEqual(['CZ']);
      expect(assign).not.toHaveBeenCalled();
    });

    it('› the console says once which addresses the page lacks', async () => {
      mount('shop-country-switcher');
      mount('shop-country-switcher', 'site="AT"');
      await settle();
      const messages = errors.mock.calls
        .map((call: unknown[]) => String(call[0]))
        .filter((message: string) => message.includes('has no address'));
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain('CZ, DE, HU, AT, PL, CH, SK, CH_FR, TR');
      expect(messages[0]).toContain(`id="${PAGE_CONFIG_ID}"`);
    });
  });

  describe('in the footer', () => {
    it('› given a page configuration, the footer’s switcher goes to the configured address; the footer’s country-urls overrides it', async () => {
      configurationBlock(SHOP_CONFIG);
      const host = mount(
        'shop-footer',
        `site="AT" country-urls='{"HU": "https://hu.kaffeehaus.test/"}'`,
      );
      // The footer's switcher is a <shop-country-switcher> with a shadow root of its own.
      await vi.waitFor(
        () =>
          expect(
            shadow(host).querySelector('shop-country-switcher')?.shadowRoot?.querySelector('nav'),
          ).not.toBeNull(),
        { timeout: 5000 },
      );
      await userEvent.click(page.getByRole('button', { name: 'Aktuelles Land: Österreich' }));
      await userEvent.click(page.getByRole('link', { name: 'Polska' }));
      expect(assign).toHaveBeenLastCalledWith('https://www.kaffeehaus.test/pl/');
      await userEvent.click(page.getByRole('link', { name: 'Magyarország' }));
      expect(assign).toHaveBeenLastCalledWith('https://hu.kaffeehaus.test/');
    });
  });
});

describe('app banner store link', () => {
  describe('given a page configuration block with app ids', () => {
    it('› on Android › the install button goes to the configured app’s Google Play entry', async () => {
      configurationBlock(SHOP_CONFIG);
      const host = mount('shop-app-banner', 'platform="android"');
      await rendered(host, '[part="banner"]');
      await expect
        .element(page.getByRole('link', { name: 'Installieren' }))
        .toHaveAttribute(
          'href',
          'https://play.google.com/store/apps/details?id=test.kaffeehaus.app&hl=de',
        );
    });

    it('› on Chrome on iOS › it goes to the configured app in the site’s App Store', async () => {
      configurationBlock(SHOP_CONFIG);
      const host = mount('shop-app-banner', 'platform="ios-chrome" site="HU"');
      await rendered(host, '[part="banner"]');
      expect(hrefs(host)).toEqual(['https://apps.apple.com/hu/app/id424242424']);
    });

    it('› on Safari on iOS › the smart app banner gets the configured id', async () => {
      configurationBlock(SHOP_CONFIG);
      mount('shop-app-banner', 'platform="ios-safari"');
      await vi.waitFor(() => expect(smartAppMeta()).toHaveLength(1));
      expect(smartAppMeta()[0]?.getAttribute('content')).toBe('app-id=424242424');
    });

    it('› android-app-id and ios-app-id on the element override it', async () => {
      configurationBlock(SHOP_CONFIG);
      const android = mount(
        'shop-app-banner',
        'platform="android" android-app-id="test.other.app"',
      );
      const ios = mount('shop-app-banner', 'platform="ios-chrome" ios-app-id="id777777777"');
      await rendered(android, '[part="banner"]');
      await rendered(ios, '[part="banner"]');
      expect(hrefs(android)).toEqual([
        'https://play.google.com/store/apps/details?id=test.other.app&hl=de',
      ]);
      expect(hrefs(ios)).toEqual(['https://apps.apple.com/de/app/id777777777']);
    });

    it('› an invalid android-app-id is reported and the page’s app is used', async () => {
      configurationBlock(SHOP_CONFIG);
      const host = mount('shop-app-banner', 'platform="android" android-app-id="not an id"');
      await rendered(host, '[part="banner"]');
      expect(hrefs(host)[0]).toContain('id=test.kaffeehaus.app');
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('android-app-id'));
    });
  });

  describe('given no configuration at all', () => {
    it('› on Android › shows no banner (no button to a made-up app) and says why in the console', async () => {
      const host = mount('shop-app-banner', 'platform="android"');
      await settle();
      expect(shownElements(host)).toEqual([]);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('names no store link'));
    });

    it('› on Safari on iOS › adds no smart-app meta tag', async () => {
      mount('shop-app-banner', 'platform="ios-safari"');
      await settle();
      expect(smartAppMeta()).toHaveLength(0);
    });

    it('› store-url alone still shows the banner with that address', async () => {
      const host = mount(
        'shop-app-banner',
        'platform="android" store-url="https://play.google.com/store/apps/details?id=test.kaffeehaus.app"',
      );
      await rendered(host, '[part="banner"]');
      expect(hrefs(host)[0]).toContain('id=test.kaffeehaus.app');
    });
  });

  it('given the demo pages’ kind of configuration with real ids, nothing rendered names a placeholder', async () => {
    configurationBlock(SHOP_CONFIG);
    const banner = mount('shop-app-banner', 'platform="android"');
    const switcher = mount('shop-country-switcher');
    await rendered(banner, '[part="banner"]');
    await rendered(switcher, 'nav');
    expect([...hrefs(banner), ...hrefs(switcher)].join(' ')).not.toMatch(PLACEHOLDERS);
  });
});
