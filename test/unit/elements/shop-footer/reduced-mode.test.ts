import { describe, expect, it } from 'vitest';
import { reducedByCookie } from '../../../../src/elements/shop-footer/state/reduced-mode';

describe('the footer’s reduced mode by cookie (newsletter-footer §4.4)', () => {
  it('given no cookies, stays off', () => {
    expect(reducedByCookie('')).toBe(false);
  });

  it('given an affiliate number in a cookie’s name or value, turns on', () => {
    expect(reducedByCookie('consent=1; affiliateNumber=4711')).toBe(true);
    expect(reducedByCookie('partner=affiliateNumber:4711')).toBe(true);
  });

  it('given the new app’s cookie, turns on', () => {
    expect(reducedByCookie('xc-app=new')).toBe(true);
  });

  it('given the text only once the cookie is decoded, turns on', () => {
    expect(reducedByCookie('partner=affiliate%4Eumber')).toBe(true);
  });

  it('given a cookie that cannot be decoded, reads it as written', () => {
    expect(reducedByCookie('broken=%E0%A4%A; xc-app=new')).toBe(true);
    expect(reducedByCookie('broken=%E0%A4%A')).toBe(false);
  });

  it('given another app, stays off', () => {
    expect(reducedByCookie('xc-app=old; affiliate=none')).toBe(false);
  });
});
