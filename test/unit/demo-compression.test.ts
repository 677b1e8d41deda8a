import { describe, expect, it } from 'vitest';
import { isCompressible, preferredEncoding } from '../../demo/compression';

describe('the demo server’s choice of compression', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['*', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('given Accept-Encoding %j › it answers in %s', (acceptEncoding, expected) => {
    expect(preferredEncoding(acceptEncoding)).toBe(expected);
  });

  it.each([
    ['text/html; charset=utf-8', true],
    ['text/javascript; charset=utf-8', true],
    ['application/json', true],
    ['application/problem+json', true],
    ['image/svg+xml', true],
    ['font/woff2', false],
    ['image/png', false],
    ['', false],
  ])('given content type %j › it compresses: %s', (contentType, expected) => {
    expect(isCompressible(contentType)).toBe(expected);
  });
});
