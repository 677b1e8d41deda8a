import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_CONFIG_ID,
  pageConfig,
  parsePageConfig,
  readPageConfig,
  setPageConfig,
} from '../../../src/page-runtime/page-config';

let errors: ReturnType<typeof vi.spyOn>;

function pageWith(blockText: string, type = 'application/json'): void {
  document.getElementById(PAGE_CONFIG_ID)?.remove();
  const block = document.createElement('script');
  block.id = PAGE_CONFIG_ID;
  block.type = type;
  block.textContent = blockText;
  document.head.append(block);
}

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  setPageConfig(undefined);
});

afterEach(() => {
  document.getElementById(PAGE_CONFIG_ID)?.remove();
  setPageConfig(undefined);
  vi.restoreAllMocks();
});

const VALID = {
  countryUrls: { DE: 'https://www.shop.de/', pl: 'https://www.shop.pl/', CH_FR: '/fr/' },
  apps: { android: 'com.shop.app', ios: 'id123456789' },
};

describe('the page configuration', () => {
  describe('given a valid configuration block', () => {
    it('gives its country addresses by upper-cased site code and its app ids', () => {
      pageWith(JSON.stringify(VALID));
      expect(readPageConfig()).toEqual({
        countryUrls: { DE: 'https://www.shop.de/', PL: 'https://www.shop.pl/', CH_FR: '/fr/' },
        apps: { android: 'com.shop.app', ios: '123456789' },
      });
      expect(errors).not.toHaveBeenCalled();
    });

    it('takes an App Store id with or without its "id" prefix', () => {
      expect(parsePageConfig({ apps: { ios: '987654321' } }).apps.ios).toBe('987654321');
      expect(parsePageConfig({ apps: { ios: 'id987654321' } }).apps.ios).toBe('987654321');
    });

    it('is read once per page: a later change of the block is not seen', () => {
      pageWith(JSON.stringify(VALID));
      const first = pageConfig();
      pageWith(JSON.stringify({ countryUrls: { DE: 'https://other.example/' } }));
      expect(pageConfig()).toBe(first);
      expect(pageConfig().countryUrls.DE).toBe('https://www.shop.de/');
    });
  });

  describe('given no configuration block', () => {
    it('gives no addresses and no app ids, and logs nothing', () => {
      expect(readPageConfig()).toEqual({ countryUrls: {}, apps: {} });
      expect(pageConfig()).toEqual({ countryUrls: {}, apps: {} });
      expect(errors).not.toHaveBeenCalled();
    });
  });

  describe('given a broken block', () => {
    it('with invalid JSON: logs one console error naming the block and gives the empty configuration', () => {
      pageWith('{"countryUrls": {"DE": ');
      expect(() => readPageConfig()).not.toThrow();
      expect(readPageConfig()).toEqual({ countryUrls: {}, apps: {} });
      expect(errors).toHaveBeenCalledTimes(2);
      expect(String(errors.mock.calls[0]?.[0])).toContain(`#${PAGE_CONFIG_ID} is not valid JSON`);
    });

    it('that is no JSON script: logs a console error and is ignored', () => {
      pageWith(JSON.stringify(VALID), 'text/javascript');
      expect(readPageConfig()).toEqual({ countryUrls: {}, apps: {} });
      expect(String(errors.mock.calls[0]?.[0])).toContain('<script type="application/json">');
    });

    it.each([
      ['an array', []],
      ['a string', 'https://www.shop.de/'],
      ['null', null],
    ])(
      'holding %s instead of an object: logs a console error and gives the empty configuration',
      (_name, value) => {
        expect(parsePageConfig(value)).toEqual({ countryUrls: {}, apps: {} });
        expect(errors).toHaveBeenCalledTimes(1);
      },
    );
  });

  describe('given values of the wrong type', () => {
    it('leaves out each wrong part with its own console error and keeps the rest', () => {
      const config = parsePageConfig({
        countryUrls: { DE: 'https://www.shop.de/', AT: 42, PL: null },
        apps: { android: 'not a package', ios: 'https://apps.apple.com/app/id1' },
      });
      expect(config).toEqual({ countryUrls: { DE: 'https://www.shop.de/' }, apps: {} });
      const messages = errors.mock.calls.map((call: unknown[]) => String(call[0]));
      expect(messages).toHaveLength(4);
      expect(messages.join('\n')).toMatch(/countryUrls\.AT 42/);
      expect(messages.join('\n')).toMatch(/apps\.android "not a package" is not a Google Play/);
      expect(messages.join('\n')).toMatch(/apps\.ios .* is not an App Store id/);
    });

    it('reports countryUrls and apps that are not objects', () => {
      const config = parsePageConfig({
        countryUrls: ['https://www.shop.de/'],
        apps: 'com.shop.app',
      });
      expect(config).toEqual({ countryUrls: {}, apps: {} });
      expect(errors).toHaveBeenCalledTimes(2);
    });
  });

  describe("given the header's benefits promotion and the consent script", () => {
    it('keeps the promotion id (trimmed) and the consent script, one for the page or by site code', () => {
      expect(
        parsePageConfig({
          benefitsPromotionId: ' header_benefits ',
          consentScript: 'https://consent.example/cmp.js',
        }),
      ).toEqual({
        countryUrls: {},
        apps: {},
        benefitsPromotionId: 'header_benefits',
        consentScript: 'https://consent.example/cmp.js',
      });
      expect(
        parsePageConfig({ consentScript: { de: 'https://consent.example/de.js' } }).consentScript,
      ).toEqual({ DE: 'https://consent.example/de.js' });
      expect(errors).not.toHaveBeenCalled();
    });

    it.each([
      ['a number', 7, []],
      ['an empty id', '  ', 'https://consent.example/'],
    ])(
      'given %s: logs a console error for each wrong value and leaves it out',
      (_name, benefitsPromotionId, consentScript) => {
        const config = parsePageConfig({ benefitsPromotionId, consentScript });
        expect(config).toEqual({
          countryUrls: {},
          apps: {},
          ...(typeof consentScript === 'string' ? { consentScript } : {}),
        });
        const messages = errors.mock.calls.map((call: unknown[]) => String(call[0]));
        expect(messages.join('\n')).toMatch(/benefitsPromotionId .* is not a promotion id/);
        if (typeof consentScript !== 'string')
          expect(messages.join('\n')).toMatch(/consentScript must be an address/);
      },
    );
  });

  describe('set from code (Storybook, tests)', () => {
    it('replaces the block until it is forgotten, checked like the block', () => {
      pageWith(JSON.stringify(VALID));
      setPageConfig({ apps: { android: 'com.story.app', ios: 'nope' } });
      expect(pageConfig()).toEqual({ countryUrls: {}, apps: { android: 'com.story.app' } });
      expect(errors).toHaveBeenCalledTimes(1);
      setPageConfig(undefined);
      expect(pageConfig().apps.android).toBe('com.shop.app');
    });
  });
});
