import { describe, expect, it } from 'vitest';
import { safePageUrl, safeUrl } from '../../../src/services/safe-url';
import { SAFE_LINK_URLS, SCRIPT_URL_PAYLOADS } from '../../support/xss-payloads';

describe('hostile input › safeUrl, the one check for addresses from outside', () => {
  describe('given a script or document address', () => {
    it.each(SCRIPT_URL_PAYLOADS)('given %j › it refuses it as a link', (url) => {
      expect(safeUrl(url)).toBeUndefined();
    });

    it.each(SCRIPT_URL_PAYLOADS)('given %j › it refuses it as a page to visit', (url) => {
      expect(safePageUrl(url)).toBeUndefined();
    });
  });

  describe('given an http(s) address, a path, mailto or tel', () => {
    it.each(SAFE_LINK_URLS)('given %j › it keeps it as given', (url) => {
      expect(safeUrl(url)).toBe(url);
    });
  });
});
