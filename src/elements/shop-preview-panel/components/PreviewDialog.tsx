import type { FormEvent } from 'react';
import { Accordion } from '../../../primitives/accordion/Accordion';
import { Button } from '../../../primitives/button/Button';
import { TextField } from '../../../primitives/form-field/TextField';
import { ModalDialog } from '../../../primitives/modal-dialog/ModalDialog';
import type { PreviewPanelBehaviour } from '../behaviour/use-preview-panel';
import { PREVIEW_TEXTS } from '../preview-texts';
import { AbTestFields } from './AbTestFields';
import { PreviewMessageArea } from './PreviewMessageArea';

const AB_TESTS_PANEL = 'ab-tests';

/**
 * The preview settings (spec §2.3), drawn and behaving as `shop-modal` does (the modal-dialog
 * primitive; APG dialog: focus kept inside once shown and returned on close, Escape and the
 * backdrop close, the page does not scroll).
 */
export function PreviewDialog({ panel }: { panel: PreviewPanelBehaviour }) {
  const { form, snapshot } = panel;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    panel.apply();
  };

  return (
    <ModalDialog
      open={panel.dialogOpen}
      onCloseRequest={panel.closeDialog}
      heading={PREVIEW_TEXTS.dialogHeading}
      closeLabel={PREVIEW_TEXTS.close}
      className="shop-preview-panel__dialog"
    >
      <form className="shop-preview-panel__body" noValidate onSubmit={submit}>
        <div className="shop-preview-panel__moment">
          <TextField
            type="date"
            name="date"
            label={PREVIEW_TEXTS.date}
            value={snapshot.date}
            onChange={(event) => form.setDate(event.target.value)}
          />
          <TextField
            type="time"
            name="time"
            label={PREVIEW_TEXTS.time}
            value={snapshot.time}
            onChange={(event) => form.setTime(event.target.value)}
          />
        </div>
        <Accordion
          className="shop-preview-panel__accordion"
          headingLevel={3}
          expanded={panel.abTestsExpanded ? [AB_TESTS_PANEL] : []}
          onExpandedChange={(expanded) =>
            panel.setAbTestsExpanded(expanded.includes(AB_TESTS_PANEL))
          }
          items={[
            {
              id: AB_TESTS_PANEL,
              heading: PREVIEW_TEXTS.abTestSettings,
              content: <AbTestFields form={form} snapshot={snapshot} groupRef={panel.groupRef} />,
            },
          ]}
        />
        <div className="shop-preview-panel__actions">
          <Button type="submit" className="shop-preview-panel__submit" loading={snapshot.applying}>
            {PREVIEW_TEXTS.submit}
          </Button>
          <PreviewMessageArea message={snapshot.message} onDismiss={form.dismissMessage} />
        </div>
      </form>
      <footer className="shop-preview-panel__footer">
        <Button variant="secondary" onClick={() => void panel.logout()}>
          {PREVIEW_TEXTS.logout}
        </Button>
      </footer>
    </ModalDialog>
  );
}
