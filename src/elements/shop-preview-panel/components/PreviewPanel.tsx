import { useStyles } from '../../../element-kit/styles/adopted-styles';
import { Button } from '../../../primitives/button/Button';
import { usePreviewPanel } from '../behaviour/use-preview-panel';
import { PREVIEW_TEXTS } from '../preview-texts';
import previewPanelCss from '../shop-preview-panel.css?inline';
import type { ShopPreviewPanelProps } from '../ShopPreviewPanel';
import { PreviewDialog } from './PreviewDialog';
import { PreviewStrip } from './PreviewStrip';

/**
 * The panel itself, behind the staff gate (`ShopPreviewPanel`): shown once check-auth granted
 * access; the button and, while preview settings are in force, the strip, in a corner above the
 * page; the dialog with the settings. English throughout, for staff (CONTRACT.md).
 */
export function PreviewPanel({
  initialDate,
  onPreviewApplied,
  onPreviewEnded,
}: ShopPreviewPanelProps) {
  const styles = useStyles<HTMLDivElement>(previewPanelCss);
  const panel = usePreviewPanel({ initialDate, onPreviewApplied, onPreviewEnded });
  if (panel.phase !== 'granted') return null;
  return (
    <div ref={styles} className="shop-preview-panel" lang="en" dir="ltr">
      <div part="dock" className="shop-preview-panel__dock">
        {panel.active && (
          <PreviewStrip
            active={panel.active}
            exit={panel.snapshot.exit}
            onExit={() => void panel.form.exit()}
          />
        )}
        <Button
          part="open-button"
          size="small"
          variant={panel.active ? 'activating' : 'primary'}
          {...panel.getOpenButtonProps()}
        >
          {PREVIEW_TEXTS.openButton}
        </Button>
      </div>
      <PreviewDialog panel={panel} />
    </div>
  );
}
