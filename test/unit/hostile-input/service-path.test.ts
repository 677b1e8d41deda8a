import { describe, expect, it } from 'vitest';
import { SHOP_PATHS } from '../../../src/services/http/shop-api';
import { isPathSegment, servicePath } from '../../../src/services/http/service-path';

const BASE = '/service/promotion/api/promotion';

/** Where the browser sends a request for `path`, after it resolved dot segments. */
const resolvedPath = (path: string) => new URL(path, 'https://shop.example/').pathname;

describe('hostile input › service paths from outside values', () => {
  describe.each(['', '.', '..'])('given the segment %j', (segment) => {
    it('it is refused, and no path is built with it', () => {
      expect(isPathSegment(segment)).toBe(false);
      expect(servicePath(BASE, segment)).toBeUndefined();
      expect(servicePath(BASE, 'ok', segment)).toBeUndefined();
    });
  });

  describe.each([
    '../../admin',
    '..%2F..%2Fadmin',
    '%2e%2e',
    '%2E',
    '.%2e',
    '..\\..',
    '/',
    '//evil.example/x',
    '?allOfTags=secret',
    '#top',
    '...',
    '.hidden',
    'a b',
    'Kaffee & Tee',
    'ü',
    '~header_top',
  ])('given the segment %j', (segment) => {
    it('it stays one segment under the base, whatever the browser resolves', () => {
      const path = servicePath(BASE, segment)!;
      expect(resolvedPath(path).startsWith(`${BASE}/`)).toBe(true);
      expect(resolvedPath(path).slice(BASE.length + 1)).not.toContain('/');
      expect(decodeURIComponent(resolvedPath(path).slice(BASE.length + 1))).toBe(segment);
    });
  });

  describe('the shop paths built from outside values', () => {
    it('given promotion-id ".." or ".", there is no promotion path', () => {
      expect(SHOP_PATHS.promotion('..')).toBeUndefined();
      expect(SHOP_PATHS.promotion('.')).toBeUndefined();
      expect(SHOP_PATHS.promotion('~header_top')).toBe(`${BASE}/~header_top`);
    });

    it('given doi-token "..", there is neither a subscriber nor a confirmation path', () => {
      expect(SHOP_PATHS.newsletterSubscriber('..')).toBeUndefined();
      expect(SHOP_PATHS.newsletterConfirmation('..')).toBeUndefined();
      expect(SHOP_PATHS.newsletterConfirmation('valid-token')).toBe(
        '/service/newsletter/api/private/newsletter-subscribers/valid-token/doi',
      );
    });
  });
});
