import { describe, expect, it } from 'vitest';
import { safePageUrl, safeUrl } from '../../../src/services/safe-url';
import { SAFE_LINK_URLS, SCRIPT_URL_PAYLOADS } from '../../support/xss-payloads';
import { LONG_PATH, NOT_STRINGS, PAGE_ADDRESSES, UNSAFE_ADDRESSES } from './answer-fields';

describe('hostile input › safeUrl, the one check for addresses from outside', () => {
  describe('given a script or document address', () => {
    it.each(SCRIPT_URL_PAYLOADS)('given %j › it refuses it as a link', (url) => {
      expect(safeUrl(url)).toBeUndefined();
    });

    it.each(SCRIPT_URL_PAYLOADS)('given %j › it refuses it as a page to visit', (url) => {
      expect(safePageUrl(url)).toBeUndefined();
    });
  });

  describe('given an address of another scheme (blob, file, ftp)', () => {
    it.each(UNSAFE_ADDRESSES)('given %j › it refuses it as a link and as a page', (url) => {
      expect(safeUrl(url)).toBeUndefined();
      expect(safePageUrl(url)).toBeUndefined();
    });
  });

  describe('given an http(s) address, a path, mailto or tel', () => {
    it.each(SAFE_LINK_URLS)('given %j › it keeps it as given', (url) => {
      expect(safeUrl(url)).toBe(url);
    });

    it.each(PAGE_ADDRESSES)('given %j › it keeps it as a page to visit', (url) => {
      expect(safePageUrl(url)).toBe(url);
    });
  });

  describe('given something that is no address', () => {
    const NO_ADDRESSES: readonly (readonly [string, unknown])[] = [
      ...NOT_STRINGS,
      ['undefined', undefined],
      ['an empty text', ''],
      ['blanks', '  '],
    ];
    it.each(NO_ADDRESSES)('given %s › it refuses it', (_kind, value) => {
      expect(safeUrl(value)).toBeUndefined();
      expect(safePageUrl(value)).toBeUndefined();
    });
  });

  describe('given 10 kB addresses', () => {
    it('given a 10 kB path › it keeps it', () => {
      expect(safeUrl(LONG_PATH)).toBe(LONG_PATH);
      expect(safePageUrl(LONG_PATH)).toBe(LONG_PATH);
    });

    it('given a script address padded to 10 kB › it refuses it', () => {
      const padded = `javascript:alert(1)//${'a'.repeat(10_240)}`;
      expect(safeUrl(padded)).toBeUndefined();
      expect(safePageUrl(` ${padded}`)).toBeUndefined();
    });
  });
});
