import { declareElement } from '../../element-kit/declare-element';
import footerCss from './shop-footer.css?inline';
import type { shopFooterDefinition } from './shop-footer.definition';

export default declareElement<typeof shopFooterDefinition>({
  tag: 'shop-footer',
  loadComponent: () => import('./ShopFooter').then((module) => module.ShopFooter),
  styles: [footerCss],
  preloadData: ({ site }) =>
    void import('../../services/stores/footer-content').then(({ footerContents }) =>
      footerContents().load(site),
    ),
});
