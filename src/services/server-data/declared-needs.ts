/**
 * The needs an element declares (`dataNeeds` in its `<tag>.element.ts`), built from what the
 * element's attributes say: the page-level answers it shows. Plain data, so the declarations,
 * which every page loads first, carry no service code; `data-needs.ts` turns them into what the
 * stores ask for. Preloading, the server render and the taking of server data all derive from
 * that one declaration.
 */
import type { PromotionRequest } from '../stores/promotion-query';
import type { DataNeed } from './server-data';

/** A promotion as a declaration names it: the element's attributes, not yet a query. */
export interface DeclaredPromotionNeed {
  readonly kind: 'promotion';
  readonly request: PromotionRequest;
}

export type DeclaredNeed = Exclude<DataNeed, { kind: 'promotion' }> | DeclaredPromotionNeed;

/** The navigation's two answers: its nodes and the theme worlds. */
export const NAVIGATION_NEEDS: readonly DeclaredNeed[] = [
  { kind: 'navigation' },
  { kind: 'themeWorlds' },
];

/** The footer's content (the SHOP_FOOTER promotion). */
export const FOOTER_CONTENT_NEEDS: readonly DeclaredNeed[] = [{ kind: 'footerContent' }];

/** One promotion, as the element's attributes name it. */
export function promotionNeeds(request: PromotionRequest): DeclaredNeed[] {
  return [{ kind: 'promotion', request }];
}
