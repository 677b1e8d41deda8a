import { describe, expect, it, vi } from 'vitest';
import { safePictureUrl, safeUrl } from '../../../src/services/safe-url';

describe('safeUrl, the one check for addresses from outside', () => {
  it.each([
    'https://www.example.de/kaffee',
    'http://example.de',
    '/c/service-agb',
    'agb.html',
    '#top',
    '?page=2',
    'mailto:service@example.de',
    'tel:+4940123456',
  ])('given %s, it may become a link', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://example.de/1',
    '',
    '   ',
  ])('given %j, it refuses it', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it('given something that is not a string, it refuses it', () => {
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl({ href: '/c/agb' })).toBeUndefined();
  });
});

describe('safePictureUrl, for the optional pictures of an answer', () => {
  it('given a safe address, it gives it and reports nothing', () => {
    const refused = vi.fn();
    expect(safePictureUrl('/images/coffee.svg', refused)).toBe('/images/coffee.svg');
    expect(refused).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', 'mailto:kaffee@example.de', '', 42])(
    'given %j, it gives nothing and reports one refused picture',
    (value) => {
      const refused = vi.fn();
      expect(safePictureUrl(value, refused)).toBeUndefined();
      expect(refused).toHaveBeenCalledOnce();
    },
  );

  it.each([undefined, null])(
    'given %j (no picture), it gives nothing and reports nothing',
    (value) => {
      const refused = vi.fn();
      expect(safePictureUrl(value, refused)).toBeUndefined();
      expect(refused).not.toHaveBeenCalled();
    },
  );
});
