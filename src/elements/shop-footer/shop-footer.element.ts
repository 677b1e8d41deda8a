import { declareElement } from '../../element-kit/declare-element';
import type { shopFooterDefinition } from './shop-footer.definition';

export default declareElement<typeof shopFooterDefinition>({
  tag: 'shop-footer',
  loadComponent: () => import('./ShopFooter').then((module) => module.ShopFooter),
  // The content and the A/B call start with the code, not after it (both once per page).
  preloadData: ({ site }) =>
    void Promise.all([
      import('../../services/footer-content/footer-content-store'),
      import('../../services/stores/ab-test-assignment'),
    ]).then(([{ footerContents }, { requestAbTestAssignment }]) => {
      void footerContents().load(site);
      requestAbTestAssignment();
    }),
});
