import { createFocusTrap, type FocusTrap } from 'focus-trap';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { lockPageScroll } from '../../page-runtime/scroll-lock';
import { useShop } from '../../element-kit/shop-context';
import { Icon } from '../../primitives/icon/Icon';
import modalCss from './shop-modal.css?inline';
import type { shopModalDefinition } from './shop-modal.definition';
import type {
  ElementComponentProps,
  ElementEventDetails,
} from '../../element-kit/element-definition';

export type ModalCloseDetail = ElementEventDetails['shop-modal']['modal-close'];
export type ModalCloseReason = ModalCloseDetail['reason'];

export type ShopModalProps = ElementComponentProps<typeof shopModalDefinition> & {
  /** The body. Inside `<shop-modal>` the default slot takes its place. */
  children?: ReactNode;
  /** Actions below the body. Inside `<shop-modal>` the `footer` slot takes its place. */
  footer?: ReactNode;
};

/** Resolves when the dialog's show animation has finished (at once without animation). */
async function showAnimationEnd(dialog: HTMLDialogElement): Promise<void> {
  await Promise.allSettled(
    dialog.getAnimations({ subtree: false }).map((animation) => animation.finished),
  );
}

export function ShopModal({ open, size, heading, children, footer, onModalClose }: ShopModalProps) {
  const { translator } = useShop();
  const styles = useStyles<HTMLDivElement>(modalCss);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pointerDownOnBackdrop = useRef(false);
  const openRef = useRef(open);
  const headingId = useId();
  const footerSlotRef = useRef<HTMLSlotElement>(null);
  const [footerSlotFilled, setFooterSlotFilled] = useState(false);

  useEffect(() => {
    const slot = footerSlotRef.current;
    if (!slot) return;
    const update = () => setFooterSlotFilled(slot.assignedNodes({ flatten: true }).length > 0);
    update();
    slot.addEventListener('slotchange', update);
    return () => slot.removeEventListener('slotchange', update);
  }, [footer]);

  const requestClose = useCallback(
    (reason: ModalCloseReason) => {
      onModalClose?.({ reason });
    },
    [onModalClose],
  );

  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    const releaseScroll = lockPageScroll();
    let trap: FocusTrap | undefined;
    let cancelled = false;
    void showAnimationEnd(dialog).then(() => {
      if (cancelled || !dialog.open) return;
      trap = createFocusTrap(dialog, {
        document: dialog.ownerDocument,
        tabbableOptions: { getShadowRoot: true },
        initialFocus: false,
        fallbackFocus: dialog,
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
      });
      trap.activate();
      // Tells tests and style hooks that the show animation is over and focus is held.
      dialog.dataset.focusTrapped = '';
    });
    return () => {
      cancelled = true;
      trap?.deactivate();
      delete dialog.dataset.focusTrapped;
      releaseScroll();
      if (dialog.open) dialog.close();
    };
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape is handled here, before the browser turns it into a cancel, so the close goes
    // through the same request for real and for scripted key presses.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    requestClose('escape');
  };

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Chrome lets a page refuse Escape only once per user activation; when it does not, the
    // native close event below reports the close instead.
    if (!event.nativeEvent.cancelable) return;
    event.preventDefault();
    requestClose('escape');
  };

  const handleNativeClose = () => {
    if (openRef.current) {
      requestClose('escape');
      // Still open after the request: the close was refused, so the dialog comes back.
      queueMicrotask(() => {
        const dialog = dialogRef.current;
        if (openRef.current && dialog && !dialog.open && dialog.isConnected) dialog.showModal();
      });
    }
  };

  const handlePointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog box is filled by its frame, so a click whose target is the dialog itself
    // landed on the backdrop. A drag that started inside the box does not count.
    if (event.target === event.currentTarget && pointerDownOnBackdrop.current) {
      requestClose('backdrop');
    }
    pointerDownOnBackdrop.current = false;
  };

  const hasFooter = footer !== undefined || footerSlotFilled;

  return (
    <div ref={styles} className="shop-modal" data-size={size}>
      <dialog
        ref={dialogRef}
        part="dialog"
        className="shop-modal__dialog"
        aria-labelledby={heading ? headingId : undefined}
        onKeyDown={handleKeyDown}
        onCancel={handleCancel}
        onClose={handleNativeClose}
        onPointerDown={handlePointerDown}
        onClick={handleClick}
      >
        <div className="shop-modal__frame">
          <header part="header" className="shop-modal__header">
            <h2 part="heading" id={headingId} className="shop-modal__heading">
              {heading}
            </h2>
            <button
              type="button"
              part="close-button"
              className="shop-modal__close"
              aria-label={translator.t('modal.close')}
              onClick={() => requestClose('close-button')}
            >
              <Icon name="close" size={24} />
            </button>
          </header>
          <div part="body" className="shop-modal__body">
            {children ?? <slot />}
          </div>
          <div part="footer" className="shop-modal__footer" hidden={!hasFooter}>
            {footer ?? <slot ref={footerSlotRef} name="footer" />}
          </div>
        </div>
      </dialog>
    </div>
  );
}
