import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-country-switcher';
import {
  COUNTRY_SITES,
  browserNavigation,
  COUNTRY_NAMES,
} from '../../../src/elements/shop-country-switcher/country-sites';
import type { ShopCountrySwitcherElement } from '../../../src/elements/generated/element-typings';
import { translatorFor } from '../../../src/i18n/translator';
import { setPageConfig } from '../../../src/page-runtime/page-config';
import { SITES, SITE_CODES } from '../../../src/sites/sites';
// Renamed: a Vitest setup helper, not a React hook (the hooks lint rule goes by the name).
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { stubCookies } from '../../support/stubbed-cookies';

setUpFakeBackend();

/** A shop page's configuration: every country's address (docs/editors/02-page-configuration.mdx). */
const SHOP_COUNTRY_URLS = {
  DE: 'https://www.shop.test/de/',
  AT: 'https://www.shop.test/at/',
  CH: 'https://www.shop.test/ch/de/',
  CH_FR: 'https://www.shop.test/ch/fr/',
  PL: 'https://www.shop.test/pl/',
  CZ: 'https://www.shop.test/cz/',
  HU: 'https://www.shop.test/hu/',
  SK: 'https://www.shop.test/sk/',
  TR: 'https://www.shop.test/tr/',
};

beforeAll(() => setPageConfig({ countryUrls: SHOP_COUNTRY_URLS }));
afterAll(() => setPageConfig(undefined));

let restoreCookies: (() => void) | undefined;

afterEach(() => {
  restoreCookies?.();
  restoreCookies = undefined;
  vi.restoreAllMocks();
});

async function mount(attributes = ''): Promise<ShopCountrySwitcherElement> {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<shop-country-switcher ${attributes}></shop-country-switcher>`,
  );
  const host = document.querySelector('shop-country-switcher') as ShopCountrySwitcherElement;
  // The first mount of a file loads cold code, which takes seconds on a busy machine.
  await vi.waitFor(() => expect(host.shadowRoot?.querySelector('nav')).not.toBeNull(), {
    timeout: 10_000,
  });
  return host;
}

const countryLinks = (host: HTMLElement) => [
  ...(host.shadowRoot?.querySelectorAll<HTMLAnchorElement>('[part="country"]') ?? []),
];

/** The focused element, looking through shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('<shop-country-switcher>', () => {
  it.each(SITE_CODES)(
    'on %s, lists the nine countries in the spec’s order with localised names, addresses and flags, the current one marked',
    async (site) => {
      const host = await mount(`site="${site}"`);
      const translator = translatorFor(SITES[site].locale);
      const order = ['CZ', 'DE', 'HU', 'AT', 'PL', 'CH', 'SK', 'CH_FR', 'TR'] as const;
      const links = countryLinks(host);
      expect(links.map((link) => link.dataset.site)).toEqual(order);
      expect(links.map((link) => link.textContent)).toEqual(
        order.map((code) => COUNTRY_NAMES[code]),
      );
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        order.map((code) => SHOP_COUNTRY_URLS[code]),
      );
      expect(links.map((link) => link.querySelector('img')?.getAttribute('src'))).toEqual(
        order.map((code) => `/service/footer-images/logos/${COUNTRY_SITES[code].flag}`),
      );
      expect(links.filter((link) => link.getAttribute('aria-current') === 'true')).toEqual([
        links.find((link) => link.dataset.site === site),
      ]);
      expect(host.shadowRoot?.querySelector('[part="toggle"]')?.getAttribute('aria-label')).toBe(
        translator.t('footer.currentCountry', { country: COUNTRY_NAMES[site] }),
      );
    },
  );

  it('shows the Swiss flag for both Swiss sites and real flag images', async () => {
    const host = await mount();
    const flags = countryLinks(host).map((link) => link.querySelector('img')?.dataset.flag);
    expect(flags.filter((flag) => flag === 'flag-ch.svg')).toHaveLength(2);
    await userEvent.click(page.getByRole('button', { name: 'Aktuelles Land: Deutschland' }));
    const image = countryLinks(host)[0]?.querySelector('img') as HTMLImageElement;
    await vi.waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  });

  it('opens and closes as a disclosure with the keyboard; Escape returns to the button', async () => {
    const host = await mount();
    const toggle = page.getByRole('button', { name: 'Aktuelles Land: Deutschland' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('link', { name: 'Österreich' })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('navigation', { name: 'Land wählen' })).toBeInTheDocument();
    await userEvent.tab();
    expect(deepActiveElement()?.textContent).toBe('Česko');
    await userEvent.keyboard('{Escape}');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(deepActiveElement()).toBe(host.shadowRoot?.querySelector('[part="toggle"]'));
    await userEvent.keyboard(' ');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('when a country is chosen, fires country-select and then navigates there', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const host = await mount('site="CZ"');
    const events: CustomEvent<{ site: string; href: string }>[] = [];
    document.addEventListener('country-select', (event) => {
      events.push(event);
      // Navigation follows the event, so listeners run first.
      expect(assign).not.toHaveBeenCalled();
    });
    await userEvent.click(page.getByRole('button', { name: 'Aktuální země: Česko' }));
    await userEvent.click(page.getByRole('link', { name: 'Suisse (français)' }));
    expect(events).toHaveLength(1);
    expect(events[0]?.target).toBe(host);
    expect(events[0]?.cancelable).toBe(true);
    expect(events[0]?.bubbles && events[0].composed).toBe(true);
    expect(events[0]?.detail).toEqual({ site: 'CH_FR', href: 'https://www.shop.test/ch/fr/' });
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://www.shop.test/ch/fr/');
  });

  it('when the event is cancelled, stays on the page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const host = await mount();
    host.addEventListener('country-select', (event) => event.preventDefault());
    await userEvent.click(page.getByRole('button', { name: 'Aktuelles Land: Deutschland' }));
    await userEvent.click(page.getByRole('link', { name: 'Türkiye' }));
    expect(assign).not.toHaveBeenCalled();
    expect(location.href).not.toContain('shop.test');
  });

  it('chooses with the keyboard too', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    await mount('site="HU"');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('https://www.shop.test/de/');
  });

  it.each(['smartphone', 'tablet'])(
    'on the %s app (Hunter-Platform), renders nothing',
    async (device) => {
      restoreCookies = stubCookies(`Hunter-Platform=${device}`);
      document.body.insertAdjacentHTML(
        'beforeend',
        '<shop-country-switcher></shop-country-switcher>',
      );
      const host = document.querySelector('shop-country-switcher') as HTMLElement;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(host.shadowRoot?.querySelector('nav')).toBeNull();
      expect(host.getBoundingClientRect().height).toBe(0);
    },
  );

  it('given another Hunter-Platform value, shows the switcher', async () => {
    restoreCookies = stubCookies('Hunter-Platform=desktop');
    const host = await mount();
    expect(countryLinks(host)).toHaveLength(9);
  });
});
