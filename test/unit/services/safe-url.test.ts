import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../../src/services/safe-url';

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
