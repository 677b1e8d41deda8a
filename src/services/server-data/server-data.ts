/**
 * The page-level data a server renders elements from, and the way the browser takes it over:
 * the service answers as they came (navigation, theme worlds, promotions by id, the footer's
 * content), read by the same readers and sanitizers on both sides, so the browser's first
 * render is the server's HTML and no call is repeated. Per-shopper data (personal data, the
 * cart, stored state) is never part of it: the HTML is public and cacheable.
 */
import type { SiteCode } from '../../sites/sites';
import { isRecord } from '../decoding/json-decoding';
import { readAnswerValidity, type AnswerValidity } from './answer-validity';
import { footerContents } from '../footer-content/footer-content-store';
import { readFooterAnswer } from '../footer-content/read-footer-answer';
import { readNavigationAnswer } from '../navigation/navigation-answer';
import { readThemeWorldAnswer } from '../navigation/theme-world-answer';
import { navigationStore, themeWorldStore } from '../stores/navigation';
import { parsePromotion, promotions, type PromotionQuery } from '../stores/promotions';

/** The service answers, as they came; `null` is a service's "none" (a 404). */
export interface ServerData {
  navigation?: unknown;
  themeWorlds?: unknown;
  /** By promotion id. */
  promotions?: Readonly<Record<string, unknown>>;
  footerContent?: unknown;
  /**
   * Until when each answer is right, where its source says so: a server that loads the answers
   * takes it from each answer's `Cache-Control` or `Expires`; a caller that passes them states
   * it here (`{ promotions: { '~header_top': '2026-11-30T23:00:00Z' } }`). Past it, the browser
   * does not show the answer and asks for it again.
   */
  validUntil?: AnswerValidity;
}

/** One piece of page-level data an element shows. */
export type DataNeed =
  | { kind: 'navigation' }
  | { kind: 'themeWorlds' }
  | { kind: 'footerContent' }
  | { kind: 'promotion'; query: PromotionQuery };

/**
 * Reads server data from untrusted JSON (a page's script, a file): anything but the known
 * fields, with the right outer shape, is left out. The readers check each answer's inside.
 */
export function readServerData(value: unknown): ServerData {
  if (!isRecord(value)) return {};
  const data: { -readonly [K in keyof ServerData]: ServerData[K] } = {};
  if ('navigation' in value) data.navigation = value.navigation;
  if ('themeWorlds' in value) data.themeWorlds = value.themeWorlds;
  if ('footerContent' in value) data.footerContent = value.footerContent;
  if (isRecord(value.promotions)) data.promotions = value.promotions;
  const validUntil = readAnswerValidity(value.validUntil);
  if (validUntil) data.validUntil = validUntil;
  return data;
}

/**
 * Asks again for the answers of the needs (a fragment past its lifetime): the stores update in
 * place. Each store asks once per page, however many elements rendered from the same answer.
 */
export function refreshServerData(site: SiteCode, needs: readonly DataNeed[]): void {
  for (const need of needs) {
    if (need.kind === 'navigation') void navigationStore().refresh(site);
    else if (need.kind === 'themeWorlds') void themeWorldStore().refresh(site);
    else if (need.kind === 'footerContent') void footerContents().refresh(site);
    else void promotions().refresh(need.query);
  }
}

/**
 * Gives the page's stores what the data holds for the needs, through the same readers as a
 * call's answer, so the stores make no call for it. A need the data lacks is left to the call.
 */
export function provideServerData(
  data: ServerData,
  site: SiteCode,
  needs: readonly DataNeed[],
): void {
  for (const need of needs) {
    switch (need.kind) {
      case 'navigation':
        if ('navigation' in data)
          navigationStore().provide(site, readNavigationAnswer(data.navigation));
        break;
      case 'themeWorlds':
        if ('themeWorlds' in data)
          themeWorldStore().provide(site, readThemeWorldAnswer(data.themeWorlds));
        break;
      case 'footerContent':
        if ('footerContent' in data) {
          const content =
            data.footerContent === null ? undefined : readFooterAnswer(data.footerContent);
          footerContents().provide(
            site,
            content ? { status: 'loaded', content } : { status: 'none' },
          );
        }
        break;
      case 'promotion': {
        const { promotionId } = need.query;
        const answer = data.promotions?.[promotionId];
        if (answer === undefined) break;
        promotions().provide(
          need.query,
          answer === null ? { status: 'none' } : parsePromotion(promotionId, answer),
        );
        break;
      }
    }
  }
}
