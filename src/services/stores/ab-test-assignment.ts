import { SHOP_PATHS, shopApi } from '../http/shop-api';

/**
 * Asks for the shopper's A/B test assignment, once per page (newsletter-footer §7: the footer
 * asks when it loads; the answer is not used, and a failure changes nothing).
 */
export function requestAbTestAssignment(): void {
  void shopApi().request<unknown>({ path: SHOP_PATHS.abTestAssignment, oncePerPage: true });
}
