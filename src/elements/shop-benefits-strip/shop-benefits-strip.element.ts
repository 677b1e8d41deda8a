import { declareElement } from '../../element-kit/definition/declare-element';
import { promotionNeeds } from '../../services/server-data/declared-needs';
import type { shopBenefitsStripDefinition } from './shop-benefits-strip.definition';

export default declareElement<typeof shopBenefitsStripDefinition>({
  tag: 'shop-benefits-strip',
  loadComponent: () => import('./ShopBenefitsStrip').then((module) => module.ShopBenefitsStrip),
  // Without a promotion id the site's default benefits show: nothing to ask for.
  dataNeeds: ({ site, promotionId }) => promotionNeeds({ promotionId, site }),
});
