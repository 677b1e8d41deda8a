import type { ActivePreview } from '../../../services/preview/preview-session';
import { Button } from '../../../primitives/button/Button';
import { Icon } from '../../../primitives/icon/Icon';
import { PREVIEW_TEXTS } from '../preview-texts';
import type { PreviewFormSnapshot } from '../state/preview-form-state';

/**
 * While preview settings are in force, the strip says which, on every page, so staff never
 * forget they are looking at a preview; one click leaves it.
 */
export function PreviewStrip({
  active,
  exit,
  onExit,
}: {
  active: ActivePreview;
  exit: PreviewFormSnapshot['exit'];
  onExit: () => void;
}) {
  const facts: [label: string, value: string][] = [
    [PREVIEW_TEXTS.date, active.date],
    [PREVIEW_TEXTS.time, active.time],
    [PREVIEW_TEXTS.stripTest, active.test ?? PREVIEW_TEXTS.noTest],
    ...(active.test && active.group
      ? [[PREVIEW_TEXTS.stripGroup, active.group] as [string, string]]
      : []),
  ];
  return (
    <section
      part="strip"
      className="shop-preview-panel__strip"
      aria-label={PREVIEW_TEXTS.stripLabel}
    >
      <p className="shop-preview-panel__strip-title">
        <Icon name="info" size={16} />
        {PREVIEW_TEXTS.stripLabel}
      </p>
      <dl className="shop-preview-panel__strip-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="shop-preview-panel__strip-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button
        size="small"
        variant="secondary"
        className="shop-preview-panel__exit"
        loading={exit === 'leaving'}
        onClick={onExit}
      >
        {PREVIEW_TEXTS.exitPreview}
      </Button>
      <p className="shop-preview-panel__strip-error" aria-live="polite">
        {exit === 'failed' ? PREVIEW_TEXTS.exitFailed : null}
      </p>
    </section>
  );
}
