/**
 * A server's own calls for the data its elements render from: the same paths, site header and
 * parameters as the page's stores, against the shop's origin. Failed calls leave their piece
 * out, so the element renders as the page would without it (and the browser asks again). Each
 * answer's headers say until when it is right (`validUntil`).
 */
import type { SiteCode } from '../../sites/sites';
import { FOOTER_PROMOTION_ID, FOOTER_TIMEOUT_MS } from '../footer-content/footer-content-store';
import {
  createApiClient,
  describeFailure,
  type ApiClient,
  type ApiRequest,
} from '../http/api-client';
import { freshUntil } from '../http/freshness';
import { SHOP_PATHS } from '../http/shop-api';
import type { AnswerValidity } from './answer-validity';
import type { DataNeed, ServerData } from './server-data';

export interface ServerDataSource {
  /** The shop's origin, such as `https://www.shop.de`. */
  origin: string;
  /** The fetch to call with (Node's own by default). */
  fetch?: typeof fetch;
}

const tagList = (tags: readonly string[] | undefined) => (tags ?? []).join(',');

function requestOf(need: DataNeed, site: SiteCode): ApiRequest | undefined {
  switch (need.kind) {
    case 'navigation':
      return { path: SHOP_PATHS.navigation, site };
    case 'themeWorlds':
      return { path: SHOP_PATHS.themeWorlds, site };
    case 'footerContent': {
      const path = SHOP_PATHS.promotion(FOOTER_PROMOTION_ID);
      return path ? { path, site, timeoutMs: FOOTER_TIMEOUT_MS } : undefined;
    }
    case 'promotion': {
      const path = SHOP_PATHS.promotion(need.query.promotionId);
      if (!path) return undefined;
      const { allOfTags, anyOfTags, noneOfTags } = need.query;
      return {
        path,
        site,
        query: {
          allOfTags: tagList(allOfTags),
          anyOfTags: tagList(anyOfTags),
          noneOfTags: tagList(noneOfTags),
        },
      };
    }
  }
}

async function answerFor(
  api: ApiClient,
  need: DataNeed,
  site: SiteCode,
): Promise<{ found: true; answer: unknown; freshUntil?: number } | { found: false }> {
  const request = requestOf(need, site);
  if (!request) return { found: false };
  const outcome = await api.request<unknown>({ ...request, withHeaders: true });
  const fresh = (headers: Headers | undefined) => freshUntil(headers, Date.now());
  if (outcome.ok) return { found: true, answer: outcome.data, freshUntil: fresh(outcome.headers) };
  // A 404 of a promotion or the footer content is the service's "none": that renders too.
  if (need.kind !== 'navigation' && need.kind !== 'themeWorlds') {
    if (outcome.kind === 'response' && outcome.status === 404)
      return { found: true, answer: null, freshUntil: fresh(outcome.headers) };
  }
  console.warn(
    `shop-elements/server: ${request.path} for ${site} could not be loaded (${describeFailure(outcome)}); the element renders without it and the browser asks again.`,
  );
  return { found: false };
}

/** Asks the shop for every need at once and collects the answers. */
export async function loadServerData(
  site: SiteCode,
  needs: readonly DataNeed[],
  { origin, fetch }: ServerDataSource,
): Promise<ServerData> {
  const api = createApiClient({ baseUrl: origin, fetch });
  const answers = await Promise.all(needs.map((need) => answerFor(api, need, site)));
  const data: {
    navigation?: unknown;
    themeWorlds?: unknown;
    footerContent?: unknown;
    promotions?: Record<string, unknown>;
    validUntil?: AnswerValidity & { promotions?: Record<string, string> };
  } = {};
  const validUntil: NonNullable<typeof data.validUntil> = {};
  needs.forEach((need, index) => {
    const outcome = answers[index]!;
    if (!outcome.found) return;
    const until =
      outcome.freshUntil === undefined ? undefined : new Date(outcome.freshUntil).toISOString();
    if (need.kind === 'promotion') {
      const id = need.query.promotionId;
      data.promotions = { ...data.promotions, [id]: outcome.answer };
      if (until) validUntil.promotions = { ...validUntil.promotions, [id]: until };
    } else {
      data[need.kind] = outcome.answer;
      if (until) validUntil[need.kind] = until;
    }
  });
  if (Object.keys(validUntil).length > 0) data.validUntil = validUntil;
  return data;
}
