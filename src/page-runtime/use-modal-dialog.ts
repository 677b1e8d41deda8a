import { createFocusTrap, type FocusTrap } from 'focus-trap';
import {
  useCallback,
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { lockPageScroll } from './scroll-lock';

export type ModalCloseReason = 'escape' | 'backdrop' | 'close-button';

export interface ModalDialog {
  readonly dialogRef: RefObject<HTMLDialogElement | null>;
  /** Spread on the `<dialog>`. */
  readonly dialogProps: {
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
    onClose: () => void;
    onPointerDown: (event: MouseEvent<HTMLDialogElement>) => void;
    onClick: (event: MouseEvent<HTMLDialogElement>) => void;
  };
  /** For the dialog's own close button. */
  readonly requestClose: (reason: ModalCloseReason) => void;
}

/** Resolves when the dialog's show animation has finished (at once without animation). */
async function showAnimationEnd(dialog: HTMLDialogElement): Promise<void> {
  await Promise.allSettled(
    dialog.getAnimations({ subtree: false }).map((animation) => animation.finished),
  );
}

/**
 * A controlled modal dialog on the native `<dialog>` (newsletter-footer §2.3): shown while
 * `open`, page scrolling locked through the page's one scroll lock, focus trapped once the show
 * animation has ended and returned on close. Escape, a click on the backdrop or the close button
 * ask `onRequestClose`; the dialog closes only when the owner sets `open` to false.
 */
export function useModalDialog({
  open,
  onRequestClose,
}: {
  open: boolean;
  onRequestClose?: (reason: ModalCloseReason) => void;
}): ModalDialog {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pointerDownOnBackdrop = useRef(false);
  const openRef = useRef(open);

  const requestClose = useCallback(
    (reason: ModalCloseReason) => onRequestClose?.(reason),
    [onRequestClose],
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

  return {
    dialogRef,
    requestClose,
    dialogProps: {
      onKeyDown(event) {
        // Escape is handled here, before the browser turns it into a cancel, so the close goes
        // through the same request for real and for scripted key presses.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        requestClose('escape');
      },
      onCancel(event) {
        // Chrome lets a page refuse Escape only once per user activation; when it does not, the
        // native close event below reports the close instead.
        if (!event.nativeEvent.cancelable) return;
        event.preventDefault();
        requestClose('escape');
      },
      onClose() {
        if (!openRef.current) return;
        requestClose('escape');
        // Still open after the request: the close was refused, so the dialog comes back.
        queueMicrotask(() => {
          const dialog = dialogRef.current;
          if (openRef.current && dialog && !dialog.open && dialog.isConnected) dialog.showModal();
        });
      },
      onPointerDown(event) {
        pointerDownOnBackdrop.current = event.target === event.currentTarget;
      },
      onClick(event) {
        // The dialog box is filled by its frame, so a click whose target is the dialog itself
        // landed on the backdrop. A drag that started inside the box does not count.
        if (event.target === event.currentTarget && pointerDownOnBackdrop.current) {
          requestClose('backdrop');
        }
        pointerDownOnBackdrop.current = false;
      },
    },
  };
}
