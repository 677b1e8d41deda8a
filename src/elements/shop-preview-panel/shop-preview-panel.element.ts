import { declareElement } from '../../element-kit/definition/declare-element';
import { hasStaffCookie } from '../../services/browser/cookie-values';
import type { shopPreviewPanelDefinition } from './shop-preview-panel.definition';
import { ShopPreviewPanel, loadPreviewPanelCode } from './ShopPreviewPanel';

export default declareElement<typeof shopPreviewPanelDefinition>({
  tag: 'shop-preview-panel',
  // The component is the staff gate, a few lines that come with the registration: a visitor's
  // page loads nothing more for the panel. The panel's own code loads behind the gate.
  loadComponent: () => Promise.resolve(ShopPreviewPanel),
  // For staff, the panel's code and the check-auth call start as the element connects, side by
  // side; for visitors, nothing starts.
  preloadData: () => {
    if (!hasStaffCookie()) return;
    void loadPreviewPanelCode();
    void import('./state/staff-access').then(({ staffAccess }) => staffAccess().start());
  },
});
