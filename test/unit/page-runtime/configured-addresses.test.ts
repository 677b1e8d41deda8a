import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COUNTRY_SITES,
  countryUrlsFrom,
} from '../../../src/elements/shop-country-switcher/country-sites';
import { setPageConfig } from '../../../src/page-runtime/page-config';
import { APP_LINKS, appLinks } from '../../../src/sites/content/app-links';
import { SITE_CODES } from '../../../src/sites/sites';

const PLACEHOLDERS = /example-shop|com\.example\.shop|id0000000000/;

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  setPageConfig(undefined);
});

afterEach(() => {
  setPageConfig(undefined);
  vi.restoreAllMocks();
});

describe('country addresses', () => {
  describe('given no page configuration', () => {
    it('no country has an address, and none is a placeholder', () => {
      for (const code of SITE_CODES) expect(COUNTRY_SITES[code].href).toBeUndefined();
    });
  });

  describe('given a page configuration with country addresses', () => {
    it('each configured country has its address; the others have none', () => {
      setPageConfig({
        countryUrls: { PL: 'https://www.shop.pl/', ch_fr: 'https://www.shop.ch/fr/' },
      });
      expect(COUNTRY_SITES.PL.href).toBe('https://www.shop.pl/');
      expect(COUNTRY_SITES.CH_FR.href).toBe('https://www.shop.ch/fr/');
      expect(COUNTRY_SITES.DE.href).toBeUndefined();
    });

    it('an unsafe address or an unknown site is left out with a console error', () => {
      setPageConfig({
        countryUrls: { PL: 'javascript:alert(1)', XX: 'https://www.shop.xx/', DE: '/' },
      });
      expect(COUNTRY_SITES.PL.href).toBeUndefined();
      expect(COUNTRY_SITES.DE.href).toBe('/');
      const messages = errors.mock.calls.map((call: unknown[]) => String(call[0])).join('\n');
      expect(messages).toMatch(/countryUrls\.PL "javascript:alert\(1\)" is not an address/);
      expect(messages).toMatch(/unknown site "XX"/);
    });
  });

  describe('from an element attribute', () => {
    it('keeps safe addresses of known sites, whatever the case of the code', () => {
      expect(
        countryUrlsFrom(
          { pl: 'https://www.shop.pl/', TR: 'data:text/html,x', AT: 7 },
          '<shop-country-switcher> country-urls',
        ),
      ).toEqual({ PL: 'https://www.shop.pl/' });
      expect(errors).toHaveBeenCalledTimes(2);
    });

    it('reports a value that is not an object and gives nothing', () => {
      expect(countryUrlsFrom('https://www.shop.pl/', 'country-urls', vi.fn())).toEqual({});
    });
  });
});

describe('app store links', () => {
  describe('given no page configuration', () => {
    it('no site has a store link', () => {
      for (const site of SITE_CODES) {
        expect(APP_LINKS[site].appStore).toBeUndefined();
        expect(APP_LINKS[site].googlePlay).toBeUndefined();
      }
    });
  });

  describe('given a page configuration with app ids', () => {
    it('each site links its own store entry of the configured app, never a placeholder', () => {
      setPageConfig({ apps: { android: 'com.shop.app', ios: 'id123456789' } });
      expect(APP_LINKS.PL).toEqual({
        appStore: 'https://apps.apple.com/pl/app/id123456789',
        googlePlay: 'https://play.google.com/store/apps/details?id=com.shop.app&hl=pl',
      });
      expect(APP_LINKS.CH_FR.googlePlay).toContain('hl=fr');
      expect(APP_LINKS.CH_FR.appStore).toContain('/ch/');
      for (const site of SITE_CODES) {
        expect(`${APP_LINKS[site].appStore} ${APP_LINKS[site].googlePlay}`).not.toMatch(
          PLACEHOLDERS,
        );
      }
    });

    it('ids given directly override the page configuration', () => {
      setPageConfig({ apps: { android: 'com.shop.app', ios: 'id123456789' } });
      expect(appLinks('DE', { android: 'com.other.app' })).toEqual({
        appStore: undefined,
        googlePlay: 'https://play.google.com/store/apps/details?id=com.other.app&hl=de',
      });
    });
  });
});
