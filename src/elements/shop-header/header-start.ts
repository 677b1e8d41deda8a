/**
 * What the header asks for as it starts (header-and-cart §7): personal data, the search cache
 * key, the top promotion and the benefits strip's, navigation, theme worlds and the cart, all at once and each once per
 * page through the page's stores, however many headers, layouts or other elements share them.
 * The reduced checkout header shows the logo and the secure-purchase hint only, so it asks for
 * none of them. Every header, the reduced one too, starts the page's login-token service, which
 * keeps the shopper logged in through checkout as well (CONTRACT: the first header starts it).
 */
import { cart } from '../../cart/page-cart';
import { startLoginTokenService } from '../../services/login/login-token-service';
import { navigationStore, themeWorldStore } from '../../services/stores/navigation';
import { personalData } from '../../services/stores/personal-data';
import { promotions } from '../../services/stores/promotions';
import { searchCacheKey } from '../../services/stores/search-cache-key';
import type { SiteCode } from '../../sites/sites';

/** The top banner's promotion id (header-and-cart §2). */
export const TOP_PROMOTION_ID = '~header_top';

/** The benefits strip's promotion in the header (the site's defaults show without one). */
export const HEADER_BENEFITS_PROMOTION_ID = 'header_benefits';

export interface HeaderStartOptions {
  site: SiteCode;
  /** The checkout variant: logo and secure-purchase hint only. */
  reduced: boolean;
}

/** Starts every call the header needs; each store makes its call once per page. Never rejects. */
export function startHeaderData({ site, reduced }: HeaderStartOptions): void {
  startLoginTokenService();
  if (reduced) return;
  void personalData().load();
  void searchCacheKey();
  void promotions().load({ promotionId: TOP_PROMOTION_ID, site });
  void promotions().load({ promotionId: HEADER_BENEFITS_PROMOTION_ID, site });
  void navigationStore().load(site);
  void themeWorldStore().load(site);
  void cart.load();
}
