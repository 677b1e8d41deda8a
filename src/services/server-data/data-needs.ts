/**
 * The needs an element declares (`dataNeeds` in its `<tag>.element.ts`), built from what the
 * element's attributes say: the page-level answers it shows. Preloading, the server render and
 * the taking of server data all derive from that one declaration.
 */
import { promotionQuery, type PromotionRequest } from '../stores/promotion-query';
import type { DataNeed } from './server-data';

/** The navigation's two answers: its nodes and the theme worlds. */
export const NAVIGATION_NEEDS: readonly DataNeed[] = [
  { kind: 'navigation' },
  { kind: 'themeWorlds' },
];

/** The footer's content (the SHOP_FOOTER promotion). */
export const FOOTER_CONTENT_NEEDS: readonly DataNeed[] = [{ kind: 'footerContent' }];

/** One promotion, when the request names one that can be asked for; else none. */
export function promotionNeeds(request: PromotionRequest): DataNeed[] {
  const query = promotionQuery(request);
  return query ? [{ kind: 'promotion', query }] : [];
}
