import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseLoginToken,
  readContentFlags,
  readCookie,
  readDeviceClass,
  readLoginToken,
} from '../../../src/services/browser/cookies';
import { createSafeStorage } from '../../../src/services/browser/local-storage';

const isCart = (value: unknown): value is { numberOfArticles: number } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { numberOfArticles?: unknown }).numberOfArticles === 'number';

function jwt(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

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

  it('reads Hunter-Platform smartphone and tablet, anything else as a browser', () => {
    expect(readDeviceClass('Hunter-Platform=smartphone')).toBe('smartphone');
    expect(readDeviceClass('Hunter-Platform=TABLET')).toBe('tablet');
    expect(readDeviceClass('Hunter-Platform=desktop')).toBeUndefined();
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
