import { lazy, type ComponentType } from 'react';
import type { ElementComponentProps } from '../../element-kit/definition/element-definition';
import { trackPending } from '../../page-runtime/pending-work';
import { hasStaffCookie } from '../../services/browser/cookie-values';
import type { shopPreviewPanelDefinition } from './shop-preview-panel.definition';

export type ShopPreviewPanelProps = ElementComponentProps<typeof shopPreviewPanelDefinition>;

let panelCode: Promise<ComponentType<ShopPreviewPanelProps>> | undefined;

/** The panel's code, loaded once per page, and only for staff. */
export function loadPreviewPanelCode(): Promise<ComponentType<ShopPreviewPanelProps>> {
  panelCode ??= trackPending(
    import('./components/PreviewPanel').then((module) => module.PreviewPanel),
  );
  return panelCode;
}

/** The panel behind the gate; it suspends while its code loads. */
const PreviewPanel = lazy(() =>
  loadPreviewPanelCode().then((component) => ({ default: component })),
);

/**
 * The staff preview panel (newsletter-footer §2.3). This is all a visitor's page runs of it: a
 * look for a staff cookie (StaffToken or CobraToken), on every render. Only with one does the
 * panel's code load (and with it the check-auth call), so no visitor downloads or calls anything
 * for it; the element, the React component and every bundle share this one gate.
 */
export function ShopPreviewPanel(props: ShopPreviewPanelProps) {
  return hasStaffCookie() ? <PreviewPanel {...props} /> : null;
}
