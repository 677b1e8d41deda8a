/**
 * The page's footer content, one entry per site (newsletter-footer §3.2, §7). Loading starts when
 * a footer connects, in parallel with its code; every footer of the page (a layout's and a second
 * one) and every remount reads the same entry, so the content is asked for once per page and a
 * remounted footer shows it at once. With the editors' PreviewToken cookie every load asks again.
 */
import { pageSingleton } from '../../page-runtime/page-singleton';
import type { SiteCode } from '../../sites/sites';
import { describeFailure, type ApiClient } from '../http/api-client';
import { SHOP_PATHS, shopApi } from '../http/shop-api';
import { createPageEntries, type PageEntries } from '../stores/page-entries';
import type { FooterContent } from '../wire/footer';
import { readFooterAnswer } from './read-footer-answer';
import type { AnswerKind } from '../server-data/answer-kinds/answer-kind';

export const FOOTER_PROMOTION_ID = 'SHOP_FOOTER';

/** Spec §7 and §9: the footer call gives up after 15 s. */
export const FOOTER_TIMEOUT_MS = 15_000;

export type FooterContentState =
  | { status: 'loading' }
  | { status: 'loaded'; content: FooterContent }
  /** A 404, a failed call or an unreadable answer: the footer shows without CMS content. */
  | { status: 'none' };

/**
 * The page's footer content, one entry per site. `load` asks once per page (again at every load
 * with the PreviewToken) and never rejects; `provide` takes a site's content from the HTML the
 * server rendered with it; `refresh` asks again for it past the fragment's lifetime, once per
 * page.
 */
export type FooterContentStore = PageEntries<SiteCode, FooterContentState>;

/**
 * One call for a site's content: 404 is no content, silently (the site has no footer
 * promotion); any other failure is logged and no content.
 */
async function fetchFooterContent(
  api: ApiClient,
  site: SiteCode,
  again: boolean,
): Promise<FooterContentState> {
  const path = SHOP_PATHS.promotion(FOOTER_PROMOTION_ID);
  if (!path) return { status: 'none' };
  const outcome = await api.request<unknown>({
    path,
    site,
    timeoutMs: FOOTER_TIMEOUT_MS,
    oncePerPage: true,
    refresh: again,
  });
  if (outcome.ok) {
    const content = readFooterAnswer(outcome.data);
    return content ? { status: 'loaded', content } : { status: 'none' };
  }
  if (outcome.kind === 'response' && outcome.status === 404) return { status: 'none' };
  if (outcome.kind === 'fetch' && outcome.failure === 'unreadable') {
    console.error(
      'shop-footer: the SHOP_FOOTER answer is not JSON; the footer shows without its content.',
    );
  } else {
    console.error(
      `shop-footer: the SHOP_FOOTER content could not be loaded (${describeFailure(outcome)}); the footer shows without it.`,
    );
  }
  return { status: 'none' };
}

export function createFooterContentStore(api: () => ApiClient = shopApi): FooterContentStore {
  return createPageEntries<SiteCode, FooterContentState>({
    keyOf: (site) => site,
    initial: { status: 'loading' },
    fetch: (site, again) => fetchFooterContent(api(), site, again),
    previewAsksAgain: true,
  });
}

/** The page's one footer content store. */
export function footerContents(): FooterContentStore {
  return pageSingleton('footer-content', () => createFooterContentStore());
}

/** What the page does with the footer's content (`answer-kinds/answer-kind.ts`). */
export const footerContentAnswers: AnswerKind<'footerContent'> = {
  load: (site) => footerContents().load(site),
  refresh: (site) => void footerContents().refresh(site),
  provide(data, site) {
    if (!('footerContent' in data)) return;
    const content = data.footerContent === null ? undefined : readFooterAnswer(data.footerContent);
    footerContents().provide(site, content ? { status: 'loaded', content } : { status: 'none' });
  },
};
