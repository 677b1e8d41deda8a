/**
 * What the header asks for as it starts (header-and-cart §7) besides the answers its elements
 * show (the promotions, navigation and theme worlds: its declaration's `dataNeeds`): personal
 * data, the search cache key and the cart, all at once and each once per page through the page's
 * stores, however many headers, layouts or other elements share them. The reduced checkout
 * header shows the logo and the secure-purchase hint only, so it asks for none of them. Every
 * header, the reduced one too, starts the site's services (login-token renewal, which keeps the
 * shopper logged in through checkout as well, and the consent-management script, which checkout
 * pages need as much), as every footer does (`services/site-services.ts`).
 */
import { startPageCart } from '../../../cart/page-cart';
import { personalData } from '../../../services/stores/personal-data';
import {
  TOP_PROMOTION_ID,
  headerBenefitsPromotionId,
} from '../../../services/stores/header-promotion-ids';
import { searchCacheKey } from '../../../services/stores/search-cache-key';
import { startSiteServices } from '../../../services/site-services';
import type { SiteCode } from '../../../sites/sites';

export { TOP_PROMOTION_ID, headerBenefitsPromotionId };

export interface HeaderStartOptions {
  site: SiteCode;
  /** The checkout variant: logo and secure-purchase hint only. */
  reduced: boolean;
}

/** Starts every call the header needs; each store makes its call once per page. Never rejects. */
export function startHeaderData({ site, reduced }: HeaderStartOptions): void {
  startSiteServices(site);
  if (reduced) return;
  void personalData().load();
  void searchCacheKey();
  startPageCart();
}
