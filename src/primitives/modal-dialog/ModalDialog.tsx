import { useId, type ReactNode } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useModalDialog, type ModalDialogCloseReason } from '../../page-runtime/use-modal-dialog';
import { Icon } from '../icon/Icon';
import modalDialogCss from './modal-dialog.css?inline';

/** Why the shopper asked the dialog to close: Escape, the backdrop or its close button. */
export type ModalDialogCloseRequest = ModalDialogCloseReason | 'close-button';

export interface ModalDialogProps {
  /** The dialog shows while `open` is true: the owner controls it. */
  open: boolean;
  /** The owner sets `open` to false in response, or leaves it open to refuse. */
  onCloseRequest: (reason: ModalDialogCloseRequest) => void;
  /** The heading, which also names the dialog. */
  heading: ReactNode;
  /** The close button's accessible name, in the reader's language. */
  closeLabel: string;
  /** The owner's class for the `<dialog>`, to size it (`--_modal-dialog-width`, …). */
  className?: string;
  /** What follows the header: the body, and a footer if any. */
  children: ReactNode;
}

/**
 * A modal dialog as the shop draws it: a native `<dialog>` with the shared modal behaviour
 * (`useModalDialog`), a header with the heading and a close button, and the owner's content
 * below it. `<shop-modal>` and the staff preview panel are built on it. The parts `dialog`,
 * `header`, `heading` and `close-button` are the owning element's to document.
 */
export function ModalDialog({
  open,
  onCloseRequest,
  heading,
  closeLabel,
  className,
  children,
}: ModalDialogProps) {
  const styles = useStyles<HTMLDivElement>(modalDialogCss);
  const headingId = useId();
  const { dialogProps } = useModalDialog({ open, onCloseRequest });
  return (
    <dialog
      part="dialog"
      className={['shop-modal-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={heading ? headingId : undefined}
      {...dialogProps}
    >
      <div ref={styles} className="shop-modal-dialog__frame">
        <header part="header" className="shop-modal-dialog__header">
          <h2 part="heading" id={headingId} className="shop-modal-dialog__heading">
            {heading}
          </h2>
          <button
            type="button"
            part="close-button"
            className="shop-modal-dialog__close"
            aria-label={closeLabel}
            onClick={() => onCloseRequest('close-button')}
          >
            <Icon name="close" size={24} />
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
