// @vitest-environment node
/**
 * A fragment's lifetime (`renderFragment`): until when what its HTML shows is right. The header
 * shows the top promotion (`~header_top`); a promotion service tells its end with the answer's
 * `Cache-Control` or `Expires`, a caller that passes the answers with `validUntil`. The data
 * script carries the lifetime and each answer's end for the browser.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FRAGMENT_MAX_AGE_SECONDS,
  renderElement,
  renderFragment,
  type ServerData,
} from '../../../src/server';
import type { ServerDataScript } from '../../../src/services/server-data/take-server-data';
import { navigation, promotion, themeWorlds } from '../../fake-backend/fixtures';

const NOW = new Date('2026-11-29T10:00:00Z');
const inSeconds = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();
const ORIGIN = 'https://www.shop.test';

beforeEach(() => {
  // Only the clock: the render's own timers (a call's timeout) run as they do.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const topPromotion = () => promotion('DE', '~header_top', new URLSearchParams());

function answers(): ServerData {
  return {
    navigation: navigation('DE'),
    themeWorlds: themeWorlds('DE', NOW),
    promotions: { '~header_top': topPromotion() },
  };
}

/** The shop's services, answering the header's calls; the top promotion with `headers`. */
function shop(headers: Record<string, string> = {}) {
  return vi.fn((input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input));
    const json = (body: unknown, extra: Record<string, string> = {}) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          headers: { 'Content-Type': 'application/json', ...extra },
        }),
      );
    if (pathname.endsWith('/header-backend/api/show')) return json(navigation('DE'));
    if (pathname.endsWith('/themeworlds/navigation')) return json(themeWorlds('DE', NOW));
    if (pathname.endsWith('/promotion/~header_top')) return json(topPromotion(), headers);
    return Promise.resolve(new Response('{}', { status: 404 }));
  }) as unknown as typeof fetch;
}

/** The data script's JSON (its `<`, `>` and `&` escaped as `\u003c`…, which JSON reads). */
function scriptOf(html: string): ServerDataScript {
  const script = /<script type="application\/json" data-shop-server-data>([\s\S]*?)<\/script>/;
  return JSON.parse(script.exec(html)![1]!) as ServerDataScript;
}

const lifetimeOf = (seconds: number) => ({
  expiresAt: inSeconds(seconds),
  maxAgeSeconds: seconds,
  cacheControl: `public, max-age=${seconds}`,
});

describe('given a header whose top promotion ends in a minute', () => {
  it.each([
    ['Cache-Control: max-age=60', { 'Cache-Control': 'public, max-age=60' }],
    ['Cache-Control: max-age=90 and Age: 30', { 'Cache-Control': 'max-age=90', Age: '30' }],
    [
      'Expires a minute after its Date',
      { Expires: 'Sun, 29 Nov 2026 10:01:00 GMT', Date: 'Sun, 29 Nov 2026 10:00:00 GMT' },
    ],
  ])('loaded from the shop with %s, the fragment is right until then', async (_, headers) => {
    const { html, lifetime } = await renderFragment('shop-header', {
      site: 'DE',
      origin: ORIGIN,
      fetch: shop(headers),
    });
    expect(lifetime).toEqual(lifetimeOf(60));
    const script = scriptOf(html);
    expect(script.expiresAt).toBe(inSeconds(60));
    expect(script.answers).toMatchObject({
      validUntil: { promotions: { '~header_top': inSeconds(60) } },
    });
  });

  it('passed as data with its validUntil, the fragment is right until then', async () => {
    const { html, lifetime } = await renderFragment('shop-header', {
      site: 'DE',
      data: { ...answers(), validUntil: { promotions: { '~header_top': inSeconds(60) } } },
    });
    expect(lifetime).toEqual(lifetimeOf(60));
    expect(scriptOf(html).expiresAt).toBe(inSeconds(60));
  });

  it('renderElement resolves to the same HTML, and nothing else', async () => {
    const options = { site: 'DE' as const, data: answers() };
    const html = await renderElement('shop-header', options);
    expect(typeof html).toBe('string');
    expect(html).toBe((await renderFragment('shop-header', options)).html);
  });
});

describe('given answers that say nothing of their end', () => {
  it.each([
    ['loaded with no caching headers', { origin: ORIGIN, fetch: shop() }],
    ['passed as data', { data: answers() }],
  ])('%s, the default maximum age applies', async (_, source) => {
    const { lifetime } = await renderFragment('shop-header', { site: 'DE', ...source });
    expect(FRAGMENT_MAX_AGE_SECONDS).toBe(300);
    expect(lifetime).toEqual(lifetimeOf(FRAGMENT_MAX_AGE_SECONDS));
  });

  it('an element that shows no data is right for the default maximum age', async () => {
    const { lifetime } = await renderFragment('shop-search', { site: 'DE' });
    expect(lifetime).toEqual(lifetimeOf(FRAGMENT_MAX_AGE_SECONDS));
  });

  it('a promotion answered with no-store or no-cache makes a fragment to render again for every page', async () => {
    for (const value of ['no-store', 'no-cache', 'max-age=0']) {
      const { lifetime } = await renderFragment('shop-header', {
        site: 'DE',
        origin: ORIGIN,
        fetch: shop({ 'Cache-Control': value }),
      });
      expect(lifetime).toEqual(lifetimeOf(0));
    }
  });

  it('a theme world that ends in two minutes ends the fragment then', async () => {
    const worlds = themeWorlds('DE', NOW);
    worlds.sections.lastChance[0]!.endDate = inSeconds(120);
    const { lifetime } = await renderFragment('shop-main-nav', {
      site: 'DE',
      data: { navigation: navigation('DE'), themeWorlds: worlds },
    });
    expect(lifetime).toEqual(lifetimeOf(120));
  });
});

describe('given bad headers and values', () => {
  it.each<Record<string, string>>([
    { 'Cache-Control': 'max-age=soon' },
    { 'Cache-Control': 'max-age=-60, s-maxage=1e3' },
    { Expires: 'tomorrow', Date: 'now' },
    { Expires: '0' },
  ])('answers with %j are read as saying nothing, with no exception', async (headers) => {
    const { lifetime } = await renderFragment('shop-header', {
      site: 'DE',
      origin: ORIGIN,
      fetch: shop(headers),
    });
    expect(lifetime).toEqual(lifetimeOf(FRAGMENT_MAX_AGE_SECONDS));
  });

  it('validUntil values that are no moments are left out with one warning, and the rest counts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { html, lifetime } = await renderFragment('shop-header', {
      site: 'DE',
      data: {
        ...answers(),
        validUntil: {
          navigation: 'next week',
          themeWorlds: ['2026-11-29T10:00:30Z'],
          promotions: { '~header_top': inSeconds(90), other: '29.11.2026' },
        } as never,
      },
    });
    expect(lifetime).toEqual(lifetimeOf(90));
    expect(scriptOf(html).answers).toMatchObject({
      validUntil: { promotions: { '~header_top': inSeconds(90) } },
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/navigation, themeWorlds, promotions\.other/);
  });

  it.each([42, 'soon', null, ['2026-11-29T10:01:00Z']])(
    'a validUntil of %j is left out, and the default maximum age applies',
    async (validUntil) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { lifetime } = await renderFragment('shop-header', {
        site: 'DE',
        data: { ...answers(), validUntil: validUntil as never },
      });
      expect(lifetime).toEqual(lifetimeOf(FRAGMENT_MAX_AGE_SECONDS));
    },
  );
});
