import { pageSingleton } from '../../page-runtime/page-singleton';
import type { SiteCode } from '../../sites/sites';
import { describeFailure, type ApiClient } from '../http/api-client';
import { SHOP_PATHS, shopApi } from '../http/shop-api';
import { isRecord, parseJsonText } from '../decoding/json-decoding';
import type { AnswerKind } from '../server-data/answer-kinds/answer-kind';
import { createPageEntries, type PageEntries } from './page-entries';

export type PromotionKind = 'BENEFITS' | 'BANNER' | 'PHASE_INTEGRATION' | 'CATEGORY';

/** The service's promotion types and the kinds they render as (header-and-cart §3). */
export const PROMOTION_KINDS: Readonly<Record<string, PromotionKind>> = {
  ApiHeaderBenefitsPromotion: 'BENEFITS',
  ApiTopBannerPromotion: 'BANNER',
  ApiPiPromotion: 'PHASE_INTEGRATION',
  ApiCategory: 'CATEGORY',
};

export type PromotionState =
  | { status: 'loading' }
  | { status: 'loaded'; kind: PromotionKind; content: Record<string, unknown> }
  /** Nothing to show: a failed call, an unknown kind or unreadable content. */
  | { status: 'none' };

export interface PromotionQuery {
  promotionId: string;
  site: SiteCode;
  allOfTags?: readonly string[];
  anyOfTags?: readonly string[];
  noneOfTags?: readonly string[];
}

const tagList = (tags: readonly string[] | undefined) =>
  (tags ?? [])
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(',');

function keyOf(query: PromotionQuery): string {
  return JSON.stringify([
    query.promotionId,
    query.site,
    tagList(query.allOfTags),
    tagList(query.anyOfTags),
    tagList(query.noneOfTags),
  ]);
}

/**
 * Reads a promotion answer: its type must be a known kind and its `contentJSON` a JSON object.
 * Anything else is "none", with a console warning saying why.
 */
export function parsePromotion(promotionId: string, body: unknown): PromotionState {
  const answer = isRecord(body) ? body : {};
  const kind = typeof answer.type === 'string' ? PROMOTION_KINDS[answer.type] : undefined;
  if (!kind) {
    console.warn(
      `shop-elements: promotion "${promotionId}" has the unknown type ${JSON.stringify(answer.type)}; nothing is shown.`,
    );
    return { status: 'none' };
  }
  const parsed = parseJsonText(answer.contentJSON);
  if (parsed.ok && isRecord(parsed.value)) {
    return { status: 'loaded', kind, content: parsed.value as Record<string, unknown> };
  }
  const problem = parsed.ok ? new Error('not an object') : parsed.error;
  console.warn(
    `shop-elements: promotion "${promotionId}" has unreadable contentJSON (${String(problem)}); nothing is shown.`,
  );
  return { status: 'none' };
}

/**
 * The page's promotions, one entry per query. `load` asks once per page and query; with the
 * editors' PreviewToken cookie every load asks again and bypasses caches, so drafts show.
 * `provide` takes a promotion's state from a page rendered on the server (later loads keep it);
 * `refresh` asks again for it past the fragment's lifetime, once per page.
 */
export type PromotionStore = PageEntries<PromotionQuery, PromotionState>;

/** One call for a promotion; `again` (the PreviewToken) bypasses every cache. */
async function fetchPromotion(
  api: ApiClient,
  query: PromotionQuery,
  again: boolean,
): Promise<PromotionState> {
  const path = SHOP_PATHS.promotion(query.promotionId);
  if (!path) {
    // `promotionQuery` refuses such ids first; this keeps any other caller inside the path.
    console.warn(
      `shop-elements: promotion id ${JSON.stringify(query.promotionId)} cannot be asked for.`,
    );
    return { status: 'none' };
  }
  const outcome = await api.request<unknown>({
    path,
    site: query.site,
    noCache: again,
    oncePerPage: true,
    refresh: again,
    query: {
      allOfTags: tagList(query.allOfTags),
      anyOfTags: tagList(query.anyOfTags),
      noneOfTags: tagList(query.noneOfTags),
    },
  });
  if (outcome.ok) return parsePromotion(query.promotionId, outcome.data);
  console.warn(
    `shop-elements: promotion "${query.promotionId}" could not be loaded (${describeFailure(outcome)}).`,
  );
  return { status: 'none' };
}

export function createPromotionStore(api: () => ApiClient = shopApi): PromotionStore {
  return createPageEntries<PromotionQuery, PromotionState>({
    keyOf,
    initial: { status: 'loading' },
    fetch: (query, again) => fetchPromotion(api(), query, again),
    previewAsksAgain: true,
  });
}

/** The page's one promotion store. */
export function promotions(): PromotionStore {
  return pageSingleton('promotions', () => createPromotionStore());
}

/** What the page does with a promotion's answer (`answer-kinds/answer-kind.ts`). */
export const promotionAnswers: AnswerKind<'promotion'> = {
  load: (_site, need) => promotions().load(need.query),
  refresh: (_site, need) => void promotions().refresh(need.query),
  provide(data, _site, need) {
    const { promotionId } = need.query;
    const answer = data.promotions?.[promotionId];
    if (answer === undefined) return;
    promotions().provide(
      need.query,
      answer === null ? { status: 'none' } : parsePromotion(promotionId, answer),
    );
  },
};
