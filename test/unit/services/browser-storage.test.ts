import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decodeTokenCookie,
  hasStaffCookie,
  parseLoginToken,
  readContentFlags,
  readCookie,
  readDeviceClass,
  readLoginToken,
  readTokenCookie,
} from '../../../src/services/browser/cookies';
import { createSafeStorage } from '../../../src/services/browser/local-storage';
import { jwt } from '../../support/jwt';

const isCart = (value: unknown): value is { numberOfArticles: number } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { numberOfArticles?: unknown }).numberOfArticles === 'number';

afterEach(() => vi.restoreAllMocks());

describe('cookies', () => {
  it('reads a cookie by name and decodes its value', () => {
    expect(readCookie('Hunter-Content', 'a=1; Hunter-Content=no_header%2Cno_footer; b=2')).toBe(
      'no_header,no_footer',
    );
  });

  it('given a LoginToken JWT, reads exp, ren and lid in seconds', () => {
    const cookie = `LoginToken=${jwt({ exp: 1_800_000_000, ren: 1_799_999_000, lid: true })}`;
    expect(readLoginToken(cookie)).toEqual({ exp: 1_800_000_000, ren: 1_799_999_000, lid: true });
  });

  it('given a malformed LoginToken, reads it as absent with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseLoginToken('kaputt.%%%.x')).toBeUndefined();
    expect(parseLoginToken(jwt({ exp: 'bald' }))).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('given a LoginToken whose lid is the login time in seconds, reads it as logged in', () => {
    expect(readLoginToken(`LoginToken=${jwt({ exp: 2, ren: 1, lid: 1_799_000_000 })}`)).toEqual({
      exp: 2,
      ren: 1,
      lid: true,
    });
    expect(readLoginToken(`LoginToken=${jwt({ exp: 2, ren: 1, lid: 0 })}`)?.lid).toBe(false);
    expect(readLoginToken(`LoginToken=${jwt({ exp: 2, ren: '1' })}`)).toEqual({
      exp: 2,
      ren: 1,
      lid: false,
    });
  });

  it('given token cookies that are no tokens, reads each as unreadable with its reason, never throws', () => {
    const hostile = {
      'not a JWT': 'kaputt',
      'bad base64url': 'eyJ.%%%.sig',
      'payload not JSON': `h.${btoa('{exp:1')}.s`,
      'payload null': `h.${btoa('null')}.s`,
      'payload an array': `h.${btoa('[1,2]')}.s`,
      'exp not a number': jwt({ exp: 'bald', ren: 1 }),
      'exp null': jwt({ exp: null, ren: 1 }),
      'ren missing': jwt({ exp: 1_800_000_000 }),
      '10 kB of text': 'x'.repeat(10_240),
      '10 kB JWT of nonsense': `${'a'.repeat(5_000)}.${'b'.repeat(5_000)}.c`,
      'deeply nested payload': `h.${btoa('['.repeat(5_000) + ']'.repeat(5_000))}.s`,
    };
    for (const [what, value] of Object.entries(hostile)) {
      expect(decodeTokenCookie(value), what).toEqual({
        kind: 'unreadable',
        problem: expect.any(String),
      });
    }
    expect(decodeTokenCookie(undefined)).toEqual({ kind: 'absent' });
    expect(readTokenCookie('LongtermToken', 'LoginToken=x')).toEqual({ kind: 'absent' });
  });

  it('reads Hunter-Platform smartphone and tablet, anything else as a browser', () => {
    expect(readDeviceClass('Hunter-Platform=smartphone')).toBe('smartphone');
    expect(readDeviceClass('Hunter-Platform=TABLET')).toBe('tablet');
    expect(readDeviceClass('Hunter-Platform=desktop')).toBeUndefined();
  });

  it('given StaffToken or CobraToken with a value, finds a staff cookie; empty, similar or none, not', () => {
    expect(hasStaffCookie('a=1; StaffToken=s-1')).toBe(true);
    expect(hasStaffCookie('CobraToken=c-1; b=2')).toBe(true);
    expect(hasStaffCookie('StaffToken=%E0%A4%A')).toBe(true);
    expect(hasStaffCookie(`CobraToken=${'x'.repeat(100_000)}`)).toBe(true);
    expect(hasStaffCookie('StaffToken=; CobraToken=%20')).toBe(false);
    expect(hasStaffCookie('MyStaffToken=1; staffToken=2; PreviewToken=3')).toBe(false);
    expect(hasStaffCookie('')).toBe(false);
  });

  it('given a page whose cookies cannot be read (a sandboxed frame), reads none, never throws', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    expect(hasStaffCookie()).toBe(false);
    expect(readCookie('LoginToken')).toBeUndefined();
  });

  it('reads the Hunter-Content flags', () => {
    expect(readContentFlags('Hunter-Content=no_header,no_footer')).toEqual({
      noHeader: true,
      noFooter: true,
    });
    expect(readContentFlags('')).toEqual({ noHeader: false, noFooter: false });
  });
});

describe('safe local storage', () => {
  it('given valid JSON of the expected shape, reads it back', () => {
    const storage = createSafeStorage(window.localStorage);
    storage.write('cart', { numberOfArticles: 3 });
    expect(storage.read('cart', isCart)).toEqual({ numberOfArticles: 3 });
  });

  it('given corrupt JSON, reads undefined with a warning, never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('cart', '{"numberOfArticles": 3');
    expect(createSafeStorage(window.localStorage).read('cart', isCart)).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('given data of another shape, reads undefined', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('cart', '"drei"');
    expect(createSafeStorage(window.localStorage).read('cart', isCart)).toBeUndefined();
  });

  it('given a full storage, reports the failed write and keeps the value for this visit', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const storage = createSafeStorage(full);
    expect(storage.write('cart', { numberOfArticles: 2 })).toBe(false);
    expect(storage.read('cart', isCart)).toEqual({ numberOfArticles: 2 });
  });

  it('given no storage at all, still works in memory', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createSafeStorage(undefined);
    storage.write('cart', { numberOfArticles: 1 });
    expect(storage.read('cart', isCart)).toEqual({ numberOfArticles: 1 });
    storage.remove('cart');
    expect(storage.read('cart', isCart)).toBeUndefined();
  });
});
