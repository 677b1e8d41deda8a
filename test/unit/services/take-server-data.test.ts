/**
 * What the browser does with a fragment's data script before an element hydrates
 * (`takeServerData`): a fresh fragment's answers go to the page's stores and nothing is asked
 * again; past its lifetime the stores keep the server's answers for hydration and ask once for
 * each again; an answer past its own end never reaches the stores, and the element that shows
 * it renders anew. The header and the elements inside it take the same script, as on a page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { footerContents } from '../../../src/services/footer-content/footer-content-store';
import { navigationStore } from '../../../src/services/stores/navigation';
import { promotions } from '../../../src/services/stores/promotions';
// The taker each element gets, with the needs its declaration names.
import { takeServerData } from '../../../src/elements/define-registered';
import { navigation, promotion, themeWorlds } from '../../fake-backend/fixtures';
import { footerContent } from '../../fake-backend/fixtures/footer';

const NOW = Date.parse('2026-11-29T10:00:00Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();
const TOP = { promotionId: '~header_top', site: 'DE' as const };

/** The promotion the service answers now, after the one the server rendered from. */
const FRESH_TOP = {
  type: 'ApiTopBannerPromotion',
  contentJSON: JSON.stringify({ headline: 'Neu: die Winterkollektion' }),
};

let calls: string[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  for (const name of ['api-client', 'promotions', 'navigation', 'theme-worlds', 'footer-content'])
    forgetPageSingleton(name);
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input));
      calls.push(pathname);
      const body = pathname.endsWith('/~header_top')
        ? FRESH_TOP
        : pathname.endsWith('/SHOP_FOOTER')
          ? { contentJSON: JSON.stringify(footerContent('DE')) }
          : pathname.endsWith('/show')
            ? navigation('DE')
            : themeWorlds('DE', new Date(NOW));
      return Promise.resolve(Response.json(body));
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The header's script as the server writes it, rendered from these answers. */
function headerScript({
  expiresAt,
  validUntil,
}: {
  expiresAt?: string;
  validUntil?: unknown;
}): Record<string, unknown> {
  return {
    expiresAt,
    answers: {
      navigation: navigation('DE'),
      themeWorlds: themeWorlds('DE', new Date(NOW)),
      promotions: { '~header_top': promotion('DE', '~header_top', new URLSearchParams()) },
      validUntil,
    },
  };
}

/** The header and the elements inside it take the script, the inner ones first, as on a page. */
async function takeHeader(script: Record<string, unknown>) {
  const promotionMarkup = await takeServerData('shop-promotion', script, {
    site: 'DE',
    promotionId: '~header_top',
  });
  const navMarkup = await takeServerData('shop-main-nav', script, { site: 'DE' });
  const headerMarkup = await takeServerData('shop-header', script, { site: 'DE' });
  await vi.waitFor(() => expect(promotions().entry(TOP).getSnapshot().status).not.toBe('loading'));
  return { promotionMarkup, navMarkup, headerMarkup };
}

const headlineOf = (state: unknown) =>
  (state as { content?: { headline?: string } }).content?.headline;

describe('given a fresh fragment', () => {
  it('its answers go to the stores, every element hydrates, and nothing is asked again', async () => {
    const markup = await takeHeader(headerScript({ expiresAt: at(60) }));
    expect(markup).toEqual({
      promotionMarkup: 'current',
      navMarkup: 'current',
      headerMarkup: 'current',
    });
    await promotions().load(TOP);
    await navigationStore().load('DE');
    expect(calls).toEqual([]);
    expect(headlineOf(promotions().entry(TOP).getSnapshot())).toMatch(/Herbstzeit/);
  });

  it('a script that states no lifetime counts as fresh', async () => {
    await takeHeader(headerScript({}));
    expect(calls).toEqual([]);
  });
});

describe('given a fragment past its lifetime whose answers have not ended', () => {
  it('every element hydrates what the server rendered, and each answer is asked for once again', async () => {
    const markup = await takeHeader(headerScript({ expiresAt: at(-1) }));
    expect(Object.values(markup)).toEqual(['current', 'current', 'current']);
    await vi.waitFor(() =>
      expect(headlineOf(promotions().entry(TOP).getSnapshot())).toMatch(/Winter/),
    );
    expect(calls.toSorted()).toEqual([
      '/service/header-backend/api/show',
      '/service/promotion/api/promotion/~header_top',
      '/service/themeworld-frontend/api/themeworlds/navigation',
    ]);
    // Hydration renders the server's answer; React renders the fresh one right after.
    const entry = promotions().entry(TOP);
    expect(headlineOf(entry.getServerSnapshot!())).toMatch(/Herbstzeit/);
    // An element that takes the script later (a second header) keeps the fresh answer.
    await takeServerData('shop-promotion', headerScript({ expiresAt: at(-1) }), {
      site: 'DE',
      promotionId: '~header_top',
    });
    expect(headlineOf(entry.getSnapshot())).toMatch(/Winter/);
    expect(calls).toHaveLength(3);
  });
});

describe('given a fragment whose top promotion has ended', () => {
  it('the ended promotion never reaches the stores: its element renders anew, the header hydrates, and the fresh answer comes once', async () => {
    const script = headerScript({
      expiresAt: at(-30),
      validUntil: { promotions: { '~header_top': at(-30) } },
    });
    const entry = promotions().entry(TOP);
    const seen: unknown[] = [];
    entry.subscribe(() => seen.push(entry.getSnapshot()));
    const markup = await takeHeader(script);
    expect(markup).toEqual({
      promotionMarkup: 'outdated',
      navMarkup: 'current',
      headerMarkup: 'current',
    });
    expect(seen.map(headlineOf)).toEqual(['Neu: die Winterkollektion']);
    expect(entry.getServerSnapshot!()).toBe(entry.getSnapshot());
    expect(calls.filter((call) => call.endsWith('/~header_top'))).toHaveLength(1);
  });

  it('a theme world that has ended makes the navigation render anew', async () => {
    const script = headerScript({ expiresAt: at(-1) });
    const worlds = (script.answers as { themeWorlds: ReturnType<typeof themeWorlds> }).themeWorlds;
    worlds.sections.lastChance[0]!.endDate = at(-1);
    expect(await takeServerData('shop-main-nav', script, { site: 'DE' })).toBe('outdated');
  });
});

describe('given the footer’s fragment past its lifetime', () => {
  it('asks for its content once again, however many footers take it', async () => {
    const script = {
      expiresAt: at(-1),
      answers: { footerContent: { contentJSON: JSON.stringify(footerContent('DE')) } },
    };
    await takeServerData('shop-footer', script, { site: 'DE' });
    await takeServerData('shop-footer', script, { site: 'DE' });
    await footerContents().load('DE');
    expect(calls).toEqual(['/service/promotion/api/promotion/SHOP_FOOTER']);
  });
});
