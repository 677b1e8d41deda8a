/**
 * Until when an HTTP answer is fresh (`src/services/http/freshness.ts`): what a service's headers
 * say, for a server that renders for every shopper; malformed headers say nothing.
 */
import { describe, expect, it } from 'vitest';
import { freshUntil } from '../../../src/services/http/freshness';

const RECEIVED = Date.parse('2026-11-29T10:00:00Z');
const after = (seconds: number) => RECEIVED + seconds * 1000;
const until = (headers: Record<string, string>) => freshUntil(new Headers(headers), RECEIVED);

describe('an answer’s freshness', () => {
  it.each([
    [{ 'Cache-Control': 'public, max-age=60' }, after(60)],
    [{ 'Cache-Control': 'max-age=60', Age: '20' }, after(40)],
    [{ 'Cache-Control': 'max-age=60', Age: '90' }, after(0)],
    [{ 'Cache-Control': 'max-age=600, s-maxage=60' }, after(60)],
    [{ 'Cache-Control': 'MAX-AGE="120"' }, after(120)],
    [{ 'Cache-Control': 'no-cache, max-age=600' }, after(0)],
    [{ 'Cache-Control': 'no-store' }, after(0)],
    [{ 'Cache-Control': 'no-cache="Set-Cookie, X-Id", max-age=600' }, after(0)],
    [{ 'Cache-Control': 'max-age=60, max-age=600' }, after(60)],
    [
      { Expires: 'Sun, 29 Nov 2026 10:01:00 GMT', Date: 'Sun, 29 Nov 2026 10:00:00 GMT' },
      after(60),
    ],
    // The service's clock is 5 minutes behind: Expires counts from the answer's own Date.
    [
      { Expires: 'Sun, 29 Nov 2026 09:56:00 GMT', Date: 'Sun, 29 Nov 2026 09:55:00 GMT' },
      after(60),
    ],
    [{ Expires: 'Sun, 29 Nov 2026 10:01:00 GMT' }, after(60)],
    [{ 'Cache-Control': 'max-age=30', Expires: 'Sun, 29 Nov 2026 11:00:00 GMT' }, after(30)],
  ])('given %j, it is fresh until its end', (headers, expected) => {
    expect(until(headers)).toBe(expected);
  });

  it.each<Record<string, string>>([
    {},
    { 'Cache-Control': 'public' },
    { 'Cache-Control': 'max-age=abc' },
    { 'Cache-Control': 'max-age=-5' },
    { 'Cache-Control': 'max-age=1.5' },
    { 'Cache-Control': 'max-age=' },
    { 'Cache-Control': ',,=, ;"' },
    { Expires: 'never' },
    { Expires: '0' },
  ])('given %j, the headers say nothing and no exception is thrown', (headers) => {
    expect(until(headers)).toBeUndefined();
  });

  it('given an Age that is not a number, it counts as none', () => {
    expect(until({ 'Cache-Control': 'max-age=60', Age: 'old' })).toBe(after(60));
  });

  it('given no headers at all, says nothing', () => {
    expect(freshUntil(undefined, RECEIVED)).toBeUndefined();
  });
});
