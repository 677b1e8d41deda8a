// @vitest-environment node
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SPEC_CALLS } from '../../fake-backend/call-table';
import { clearAnswerSet, setAnswerSet } from '../../fake-backend/answer-sets';
import { resetCarts } from '../../fake-backend/cart-state';
import { clearFaults, setFaults } from '../../fake-backend/faults';
import { clearPromotionEnds, setPromotionEnds } from '../../fake-backend/promotion-ends';
import { fakeBackendHandlers } from '../../fake-backend/handlers';
import { HTML_PAYLOADS, SCRIPT_URL_PAYLOADS } from '../../support/xss-payloads';

const ORIGIN = 'http://shop.example';

/** The fake backend's answer, as the shop page at ORIGIN would get it. */
const answer = (request: Request) => getResponse(fakeBackendHandlers, request, { baseUrl: ORIGIN });

function requestFor(call: (typeof SPEC_CALLS)[number]): Request {
  const { example } = call;
  return new Request(`${ORIGIN}${example.path}`, {
    method: call.method,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      ...('headers' in example ? example.headers : {}),
      ...('body' in example ? { 'Content-Type': 'application/json' } : {}),
    },
    body: 'body' in example ? JSON.stringify(example.body) : undefined,
  });
}

afterEach(() => {
  clearFaults();
  clearPromotionEnds();
  clearAnswerSet();
  resetCarts();
});

describe('the fake backend', () => {
  it.each(SPEC_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    'given %s from the spec call tables, it answers sensibly',
    async (_, call) => {
      const response = await answer(requestFor(call));
      expect(response, `no handler for ${call.method} ${call.path}`).toBeDefined();
      expect(response!.status).toBeGreaterThanOrEqual(200);
      // 304 is the cart's "nothing changed" answer (header-and-cart §7).
      expect(response!.status < 300 || response!.status === 304).toBe(true);
      const type = response!.headers.get('Content-Type') ?? '';
      const text = await response!.text();
      if (type.includes('json')) expect(() => JSON.parse(text)).not.toThrow();
      if (type.includes('svg')) expect(text).toContain('<svg');
    },
  );

  it('given a fault for one call, only that call fails', async () => {
    setFaults([{ call: 'cart', kind: 'server-error' }]);
    const cart = SPEC_CALLS.find((call) => call.id === 'cart')!;
    const navigation = SPEC_CALLS.find((call) => call.id === 'navigation')!;
    expect((await answer(requestFor(cart)))!.status).toBe(500);
    expect((await answer(requestFor(navigation)))!.status).toBe(200);
  });

  it('given a promotion that ends, answers it with its Cache-Control until then, and the promotion that follows after', async () => {
    const top = () => answer(new Request(`${ORIGIN}/service/promotion/api/promotion/~header_top`));
    const contentOf = async (response: Response | undefined) =>
      ((await response!.json()) as { contentJSON: string }).contentJSON;
    const usual = await top();
    expect(usual!.headers.get('Cache-Control')).toBeNull();

    setPromotionEnds({
      '~header_top': { endsAt: new Date(Date.now() + 90_000).toISOString() },
    });
    const running = await top();
    expect(running!.headers.get('Cache-Control')).toMatch(/^public, max-age=(89|90)$/);
    expect(await contentOf(running)).toBe(await contentOf(usual));

    setPromotionEnds({
      '~header_top': { endsAt: new Date(Date.now() - 1).toISOString(), followedBy: 'banner_cta' },
    });
    const following = await top();
    expect(await contentOf(following)).toMatch(/Herbstkollektion/);
    setPromotionEnds({ '~header_top': { endsAt: new Date(Date.now() - 1).toISOString() } });
    expect((await top())!.status).toBe(404);
  });

  it('given an answer set, answers as it has them until cleared: the cart, the navigation, the top banner and the footer', async () => {
    const get = async <T = unknown[]>(path: string, site = 'DE') =>
      (await answer(
        new Request(`${ORIGIN}${path}`, { headers: { 'X-Hunter-Site': site } }),
      ))!.json() as Promise<T>;
    const banner = async () =>
      JSON.parse(
        (await get<{ contentJSON: string }>('/service/promotion/api/promotion/~header_top'))
          .contentJSON,
      ) as { headline: string; links?: unknown[]; voucherCode?: string };
    const usualBanner = await banner();
    const usualNavigation = await get('/service/header-backend/api/show');

    setAnswerSet('sparse');
    expect(await get('/service/cart/api/cart')).toMatchObject({ numberOfArticles: 0 });
    expect(await get('/service/header-backend/api/show')).toHaveLength(3);
    const sparse = await banner();
    expect(sparse.headline.length).toBeLessThan(usualBanner.headline.length);
    expect(sparse.links).toBeUndefined();
    expect(sparse.voucherCode).toBeUndefined();

    setAnswerSet('crowded');
    expect(
      (await get<{ numberOfArticles: number }>('/service/cart/api/cart')).numberOfArticles,
    ).toBeGreaterThan(100);
    expect(await get('/service/header-backend/api/show', 'TR')).toHaveLength(
      usualNavigation.length + 10,
    );
    expect((await banner()).headline.length).toBeGreaterThan(usualBanner.headline.length * 2);

    clearAnswerSet();
    expect(await banner()).toEqual(usualBanner);
  });

  it('given an unreadable-JSON fault, answers 200 with a body that is not JSON', async () => {
    setFaults([{ call: 'all', kind: 'unreadable' }]);
    const response = await answer(requestFor(SPEC_CALLS[0]));
    expect(response!.status).toBe(200);
    await expect(response!.clone().json()).rejects.toThrow();
  });

  it('given a wrong-shape fault, answers 200 with the given JSON instead of the real answer', async () => {
    setFaults([{ call: 'abTestsAt', kind: 'wrong-shape', body: [{ name: '<b>x</b>' }] }]);
    const abTests = SPEC_CALLS.find((call) => call.id === 'abTestsAt')!;
    const response = await answer(requestFor(abTests));
    expect(response!.status).toBe(200);
    await expect(response!.json()).resolves.toEqual([{ name: '<b>x</b>' }]);
    setFaults([{ call: 'previewCheckAuth', kind: 'wrong-shape' }]);
    const checkAuth = SPEC_CALLS.find((call) => call.id === 'previewCheckAuth')!;
    await expect((await answer(requestFor(checkAuth)))!.json()).resolves.toEqual({
      unexpected: 'shape',
    });
  });

  it('given an empty-answer fault, answers 200 with no body at all', async () => {
    setFaults([{ call: 'all', kind: 'empty' }]);
    const response = await answer(requestFor(SPEC_CALLS[0]));
    expect(response!.status).toBe(200);
    expect(await response!.text()).toBe('');
  });

  it('given an array fault, answers the usual answer with an array wherever an object was', async () => {
    setFaults([{ call: 'searchCacheKey', kind: 'array' }]);
    const cacheKey = SPEC_CALLS.find((call) => call.id === 'searchCacheKey')!;
    await expect(answer(requestFor(cacheKey)).then((r) => r!.json())).resolves.toEqual([
      'fake-2026-11-21',
    ]);
    setFaults([{ call: 'all', kind: 'array' }]);
    const navigation = SPEC_CALLS.find((call) => call.id === 'navigation')!;
    const body = JSON.stringify(await (await answer(requestFor(navigation)))!.json());
    expect(body).toMatch(/^\[\[/);
    expect(body).not.toContain('{');
  });

  it('given a nulls fault, answers the usual answer’s shape with null for every value', async () => {
    setFaults([{ call: 'all', kind: 'nulls' }]);
    const personalData = SPEC_CALLS.find((call) => call.id === 'personalData')!;
    await expect(answer(requestFor(personalData)).then((r) => r!.json())).resolves.toEqual({
      tracking: { loginStatus: null },
    });
    const themeWorlds = SPEC_CALLS.find((call) => call.id === 'themeWorlds')!;
    const body = (await (await answer(requestFor(themeWorlds)))!.json()) as {
      sections: Record<string, unknown[]>;
    };
    expect(body.sections.scout!.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/:("|\d|true|false)/);
  });

  it('given a hostile fault, answers the usual answer with script in every text and every other address', async () => {
    setFaults([{ call: 'all', kind: 'hostile' }]);
    const navigation = SPEC_CALLS.find((call) => call.id === 'navigation')!;
    const nodes = (await (await answer(requestFor(navigation)))!.json()) as {
      title: string;
      href: string;
    }[];
    expect(nodes.length).toBeGreaterThan(2);
    for (const node of nodes) expect(HTML_PAYLOADS).toContain(node.title);
    const hrefs = nodes.map((node) => node.href);
    expect(hrefs.filter((href) => SCRIPT_URL_PAYLOADS.includes(href)).length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => href.startsWith('/')).length).toBeGreaterThan(0);
  });

  it('given a cart change past the item limit, answers ITEM_LIMIT with the limit', async () => {
    const response = await answer(
      new Request(`${ORIGIN}/service/cart/api/cart`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hunter-Site': 'PL' },
        body: JSON.stringify({
          setArticle: { productId: 'fake-coffee-1', tcm: 'tcm-coffee-1', quantity: 11 },
        }),
      }),
    );
    expect(response!.status).toBe(409);
    await expect(response!.json()).resolves.toEqual({ error: 'ITEM_LIMIT', limit: 10 });
  });

  it('given a cart change, the next cart read shows it (stateful like the real service)', async () => {
    const read = () =>
      answer(
        new Request(`${ORIGIN}/service/cart/api/cart`, { headers: { 'X-Hunter-Site': 'CZ' } }),
      ).then(
        (response) =>
          response!.json() as Promise<{
            articles: { productId: string; quantity: { quantity: number } }[];
          }>,
      );
    const before = await read();
    const first = before.articles[0]!;
    const response = await answer(
      new Request(`${ORIGIN}/service/cart/api/cart`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hunter-Site': 'CZ' },
        body: JSON.stringify({
          setArticle: {
            productId: first.productId,
            tcm: 'x',
            quantity: first.quantity.quantity + 1,
          },
        }),
      }),
    );
    expect(response!.status).toBe(200);
    const after = await read();
    expect(after.articles[0]!.quantity.quantity).toBe(first.quantity.quantity + 1);
  });
  it('given a newsletter update, saves known interests (204) and refuses any other body (400) or token (404)', async () => {
    const update = (token: string, body: unknown) =>
      answer(
        new Request(`${ORIGIN}/service/newsletter/api/private/newsletter-subscribers/${token}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    expect((await update('valid-token', { interests: ['COFFEE', 'STORE'] }))!.status).toBe(204);
    expect((await update('valid-token', { interests: [] }))!.status).toBe(204);
    expect((await update(encodeURIComponent('Zg4/+k=='), { interests: [] }))!.status).toBe(204);
    expect((await update('valid-token', { interests: ['GARDEN'] }))!.status).toBe(400);
    expect((await update('valid-token', { categories: ['COFFEE'] }))!.status).toBe(400);
    expect((await update('expired-token', { interests: [] }))!.status).toBe(404);
  });
});
