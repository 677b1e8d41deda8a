/**
 * The fake shop backend: Mock Service Worker handlers for every call of both specs. The same
 * handlers serve Storybook and the story tests (in the browser, through the service worker) and
 * the demo server (in Node, through `getResponse`).
 */
import { delay, http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { isSiteCode, type SiteCode } from '../../src/sites/sites';
import type { CartChange } from '../../src/services/wire/cart';
import {
  INVALID_EMAIL_PROBLEM,
  isInterestCategory,
  type SubscriberRequest,
  type UpdateSubscriberRequest,
} from '../../src/services/wire/newsletter';
import { PREVIEW_DATE_TIME_HEADER } from '../../src/services/wire/preview';
import { navigationIn, promotionIn, themeWorldsIn } from './answer-sets';
import { SPEC_CALLS, type CallId } from './call-table';
import { applyCartChange, cartOf, removeVoucher } from './cart-state';
import {
  FAKE_BACKEND_STORY_HEADER,
  faultFor,
  nullsEverywhere,
  objectsAsArrays,
  scriptEverywhere,
} from './faults';
import * as fixtures from './fixtures';
import { promotionAt } from './promotion-ends';

/** Cookie the demo page and stories set to tell calls without a site header which site is meant. */
export const FAKE_SITE_COOKIE = 'FakeShopSite';

function siteOf(request: Request, cookies: Record<string, string>): SiteCode {
  const url = new URL(request.url);
  for (const candidate of [
    request.headers.get('X-Hunter-Site'),
    url.searchParams.get('site'),
    cookies[FAKE_SITE_COOKIE],
  ]) {
    if (isSiteCode(candidate)) return candidate;
  }
  return 'DE';
}

type Resolver = HttpResponseResolver<Record<string, string | readonly string[]>, never>;

/** Wraps a resolver so the fault chosen for its call (toolbar or test) happens first. */
function faultable(call: CallId, resolver: Resolver): Resolver {
  return async (info) => {
    const fault = faultFor(call, info.request.headers.get(FAKE_BACKEND_STORY_HEADER));
    switch (fault?.kind) {
      case 'client-error':
        return HttpResponse.json(
          (fault.body ?? { error: 'UNKNOWN', type: 'urn:fake:client-error' }) as never,
          { status: fault.status ?? 404 },
        );
      case 'server-error':
        return HttpResponse.json(
          (fault.body ?? { error: 'UNKNOWN', type: 'urn:fake:server-error' }) as never,
          { status: fault.status ?? 500 },
        );
      case 'hang':
        await delay('infinite');
        break;
      case 'slow':
        await delay(fault.delayMs ?? 3000);
        break;
      case 'wrong-shape':
        return HttpResponse.json((fault.body ?? { unexpected: 'shape' }) as never);
      case 'unreadable':
        return new HttpResponse('<html><body>Wartungsarbeiten</body></html>', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      case 'empty':
        return new HttpResponse(null, {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      case 'array':
        return spoiled(await resolver(info), objectsAsArrays);
      case 'nulls':
        return spoiled(await resolver(info), nullsEverywhere);
      case 'hostile':
        return spoiled(await resolver(info), scriptEverywhere);
      default:
        break;
    }
    return resolver(info);
  };
}

type Answer = Awaited<ReturnType<Resolver>>;

/** The usual answer with its JSON body spoiled by `spoil`; any other answer as it is. */
async function spoiled(answer: Answer, spoil: (body: unknown) => unknown): Promise<Answer> {
  if (!(answer instanceof Response) || !answer.ok) return answer;
  if (!(answer.headers.get('Content-Type') ?? '').includes('json')) return answer;
  const body: unknown = await answer.clone().json();
  return HttpResponse.json(spoil(body) as never, { status: answer.status });
}

const resolvers: Record<CallId, Resolver> = {
  personalData: ({ cookies }) => HttpResponse.json(fixtures.personalData(cookies)),
  promotion: ({ request, params, cookies }) => {
    // A promotion a test made end tells until when it is right (`promotion-ends.ts`).
    const { answeredBy, cacheControl } = promotionAt(String(params.promotionId));
    const site = siteOf(request, cookies);
    const answer =
      answeredBy === undefined
        ? undefined
        : promotionIn(
            site,
            answeredBy,
            fixtures.promotion(site, answeredBy, new URL(request.url).searchParams),
          );
    return answer
      ? HttpResponse.json(
          answer,
          cacheControl ? { headers: { 'Cache-Control': cacheControl } } : {},
        )
      : HttpResponse.json({ type: 'urn:fake:not-found' }, { status: 404 });
  },
  navigation: ({ request, cookies }) => {
    const site = siteOf(request, cookies);
    return HttpResponse.json(navigationIn(site, fixtures.navigation(site)));
  },
  themeWorlds: ({ request, cookies }) =>
    HttpResponse.json(themeWorldsIn(fixtures.themeWorlds(siteOf(request, cookies), new Date()))),
  cart: ({ request, cookies }) => HttpResponse.json(cartOf(siteOf(request, cookies))),
  cartModify: async ({ request, cookies }) => {
    const change = (await request.json().catch(() => undefined)) as CartChange | undefined;
    const result = applyCartChange(siteOf(request, cookies), change);
    if (result.kind === 'not-modified') return new HttpResponse(null, { status: 304 });
    if (result.kind === 'error') return HttpResponse.json(result.error, { status: result.status });
    return HttpResponse.json({ cart: result.cart, addedProduct: result.addedProduct });
  },
  cartWrite: async ({ request, cookies }) => {
    const result = removeVoucher(
      siteOf(request, cookies),
      await request.json().catch(() => undefined),
    );
    if (result.kind === 'not-modified') return new HttpResponse(null, { status: 304 });
    if (result.kind === 'error') return HttpResponse.json(result.error, { status: result.status });
    return HttpResponse.json({ cart: result.cart });
  },
  suggestions: ({ request, cookies }) => {
    const url = new URL(request.url);
    return HttpResponse.json(
      fixtures.suggestions(siteOf(request, cookies), url.searchParams.get('q') ?? '', {
        maxSearchTerms: Number(url.searchParams.get('maxSearchTerms') ?? 10),
        maxProducts: Number(url.searchParams.get('maxProducts') ?? 5),
      }),
    );
  },
  searchCacheKey: () => HttpResponse.json({ cacheKey: 'fake-2026-11-21' }),
  newsletterSignUp: async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as Partial<SubscriberRequest>;
    const email = typeof body.email === 'string' ? body.email : '';
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.endsWith('@invalid.example')) {
      return HttpResponse.json(
        { type: INVALID_EMAIL_PROBLEM, title: 'E-mail invalid', status: 400 },
        { status: 400 },
      );
    }
    return HttpResponse.json({ email, status: 'WAITING_FOR_DOI' }, { status: 201 });
  },
  customerBaseData: ({ request }) => {
    const data = fixtures.customerBaseData(request.headers.get('X-LoginToken'));
    return data
      ? HttpResponse.json(data)
      : HttpResponse.json({ type: 'urn:fake:unauthorized' }, { status: 401 });
  },
  newsletterSubscriber: ({ params }) => {
    const subscriber = fixtures.subscriber(String(params.token));
    return subscriber
      ? HttpResponse.json(subscriber)
      : HttpResponse.json({ type: 'urn:newsletter:not_found' }, { status: 404 });
  },
  newsletterConfirm: ({ params }) =>
    fixtures.subscriber(String(params.token))
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json({ type: 'urn:newsletter:doi_link_invalid' }, { status: 410 }),
  newsletterUpdate: async ({ params, request }) => {
    if (!fixtures.subscriber(String(params.token)))
      return HttpResponse.json({ type: 'urn:newsletter:not_found' }, { status: 404 });
    // The body this library chose (src/services/wire/newsletter.ts): known categories only.
    const body = (await request.json().catch(() => undefined)) as
      Partial<UpdateSubscriberRequest> | undefined;
    const interests: unknown = body?.interests;
    return Array.isArray(interests) && interests.every(isInterestCategory)
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json({ type: 'urn:newsletter:invalid_request' }, { status: 400 });
  },
  abTestAssignment: () => HttpResponse.json({ assignments: {} }),
  footerImage: ({ params }) => {
    const svg = fixtures.footerImage(String(params.file));
    return svg
      ? new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } })
      : new HttpResponse(null, { status: 404 });
  },
  previewCheckAuth: ({ cookies }) =>
    HttpResponse.json({
      status: cookies.StaffToken && cookies.CobraToken ? 'SUCCESS' : 'UNAUTHORIZED',
    }),
  previewLogout: () => HttpResponse.json({ status: 'SUCCESS' }),
  previewRenewLogin: () => HttpResponse.json({ status: 'SUCCESS' }),
  previewToken: ({ request }) => {
    const url = new URL(request.url);
    const test = url.searchParams.get('test');
    const group = url.searchParams.get('group');
    // The simulated moment comes as this library's header (src/services/wire/preview.ts).
    const dateTime = request.headers.get(PREVIEW_DATE_TIME_HEADER);
    const validMoment = dateTime !== null && !Number.isNaN(Date.parse(dateTime));
    return HttpResponse.json({
      status: !validMoment || (test && !group) ? 'BAD_REQUEST' : 'SUCCESS',
    });
  },
  abTestsAt: ({ request }) => {
    const time = new Date(new URL(request.url).searchParams.get('time') ?? Date.now());
    return Number.isNaN(time.getTime())
      ? HttpResponse.json({ type: 'urn:fake:bad-time' }, { status: 400 })
      : HttpResponse.json(fixtures.abTestsAt(time));
  },
  login: async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { email?: string; password?: string };
    return fixtures.loginAccepted(body.email, body.password)
      ? HttpResponse.json({ status: 'SUCCESS' })
      : HttpResponse.json({ status: 'UNAUTHORIZED' }, { status: 401 });
  },
  loginTokenRenew: ({ cookies }) =>
    cookies.LoginToken
      ? new HttpResponse(null, { status: 201 })
      : new HttpResponse(null, { status: 200 }),
  longtermToken: () => new HttpResponse(null, { status: 204 }),
};

const byMethod = { GET: http.get, POST: http.post, PUT: http.put } as const;

/** One handler per spec call, each with its fault hook. */
export const fakeBackendHandlers: RequestHandler[] = SPEC_CALLS.map((call) =>
  byMethod[call.method](call.path, faultable(call.id, resolvers[call.id])),
);
