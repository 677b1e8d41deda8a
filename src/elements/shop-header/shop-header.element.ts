import { declareElement } from '../../element-kit/definition/declare-element';
import { APP_BANNER_STATE, appBannerWillShow } from '../../services/app-banner-rules';
import {
  TOP_PROMOTION_ID,
  headerBenefitsPromotionId,
} from '../../services/stores/header-promotion-ids';
import type { shopHeaderDefinition } from './shop-header.definition';

export default declareElement<typeof shopHeaderDefinition>({
  tag: 'shop-header',
  loadComponent: () => import('./ShopHeader').then((module) => module.ShopHeader),
  // What the elements inside it show, with the attributes it gives them (ShopHeader.tsx).
  dataNeeds: ({ site, reduced, benefitsPromotionId }, inner, config) =>
    reduced
      ? []
      : [
          ...inner('shop-promotion', { site, promotionId: TOP_PROMOTION_ID }),
          ...inner('shop-benefits-strip', {
            site,
            promotionId: headerBenefitsPromotionId(benefitsPromotionId, config),
          }),
          ...inner('shop-main-nav', { site }),
        ],
  // Every other call of the header starts as it connects, beside its code, each once per page.
  preloadData: ({ site, reduced }) =>
    void import('./behaviour/header-start').then(({ startHeaderData }) =>
      startHeaderData({ site, reduced: Boolean(reduced) }),
    ),
  // The app banner inside it (Android, Chrome on iOS): its room is part of the header's from the
  // first frame (reservedHeight), with the rules the banner itself shows by.
  roomStates: ({ reduced }) =>
    appBannerWillShow({ reduced: Boolean(reduced), platform: 'auto' }) ? [APP_BANNER_STATE] : [],
});
