import { declareElement } from '../../element-kit/definition/declare-element';
import { FOOTER_CONTENT_NEEDS } from '../../services/server-data/declared-needs';
import type { shopFooterDefinition } from './shop-footer.definition';

export default declareElement<typeof shopFooterDefinition>({
  tag: 'shop-footer',
  loadComponent: () => import('./ShopFooter').then((module) => module.ShopFooter),
  dataNeeds: () => FOOTER_CONTENT_NEEDS,
  // The A/B call starts with the code, not after it (once per page; its answer is ignored), and
  // so do the site's services, for pages whose header is hidden or that hold a footer alone.
  preloadData: ({ site }) => {
    void import('../../services/stores/ab-test-assignment').then(({ requestAbTestAssignment }) =>
      requestAbTestAssignment(),
    );
    void import('../../services/site-services').then(({ startSiteServices }) =>
      startSiteServices(site),
    );
  },
});
