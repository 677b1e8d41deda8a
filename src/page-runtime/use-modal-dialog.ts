import type { FocusTrap } from 'focus-trap';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import {
  createOutsidePress,
  focusedElement,
  returnFocus,
  takeEscape,
} from './dismiss-layer/dismiss-layer';
import { lockPageScroll } from './scroll-lock';

/** Why the shopper asked a modal dialog to close, as the dialog itself sees it. */
export type ModalDialogCloseReason = 'escape' | 'backdrop';

export interface UseModalDialogOptions {
  /** The dialog shows while `open` is true: the owner controls it. */
  open: boolean;
  /**
   * The shopper asked to close the dialog (Escape or a click on the backdrop). The owner sets
   * `open` to false in response, or leaves it open to refuse.
   */
  onCloseRequest: (reason: ModalDialogCloseReason) => void;
}

export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onPointerDown: (event: MouseEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

let focusTrapLoading: Promise<typeof import('focus-trap') | undefined> | undefined;

/**
 * focus-trap (with tabbable, about 6 KB brotli) loads with the first dialog that opens, while its
 * show animation runs, not with every page: most pages never open one. A failed load leaves the
 * dialog without the trap, which the native modal dialog keeps focus in all the same, and says so.
 */
function loadFocusTrap(): Promise<typeof import('focus-trap') | undefined> {
  focusTrapLoading ??= import('focus-trap').catch((error: unknown) => {
    focusTrapLoading = undefined;
    console.error(
      'shop-elements: focus-trap could not be loaded; the dialog holds focus without it.',
      error,
    );
    return undefined;
  });
  return focusTrapLoading;
}

/** Resolves when the dialog's show animation has finished (at once without animation). */
async function showAnimationEnd(dialog: HTMLDialogElement): Promise<void> {
  await Promise.allSettled(
    dialog.getAnimations({ subtree: false }).map((animation) => animation.finished),
  );
}

/**
 * The behaviour of a modal dialog (newsletter-footer §2.3), for a native `<dialog>` whose box is
 * filled by its content: `showModal()` while open, page scrolling locked, focus trapped once
 * the show animation has ended (then `data-focus-trapped` is set on the dialog); Escape, a click
 * on the backdrop and the focus's return on close follow the rules of the dismiss layer
 * (`dismiss-layer/`), as the flyouts do.
 *
 * In page-runtime, below the elements, because it needs nothing but React, the page's scroll
 * lock and focus-trap: the modal element and the staff preview panel share it.
 */
export function useModalDialog({ open, onCloseRequest }: UseModalDialogOptions): {
  dialogProps: ModalDialogProps;
} {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [backdropPress] = useState(createOutsidePress);
  const openRef = useRef(open);

  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    // An element removed before this effect ran holds a dialog that is no longer in the page,
    // which showModal() refuses with an exception: nothing to show then.
    if (!dialog || !open || !dialog.isConnected) return;
    // What had the focus before the dialog took it gets it back on close (the dismiss layer's
    // rule); the trap's own return would go to what the dialog itself focused on showing.
    const opener = focusedElement(dialog.ownerDocument);
    if (!dialog.open) dialog.showModal();
    const releaseScroll = lockPageScroll();
    let trap: FocusTrap | undefined;
    let cancelled = false;
    void Promise.all([showAnimationEnd(dialog), loadFocusTrap()]).then(([, focusTrap]) => {
      if (cancelled || !dialog.open || !focusTrap) return;
      trap = focusTrap.createFocusTrap(dialog, {
        document: dialog.ownerDocument,
        tabbableOptions: { getShadowRoot: true },
        initialFocus: false,
        fallbackFocus: dialog,
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
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
      returnFocus(dialog, opener, () => {
        if (dialog.open) dialog.close();
      });
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape is handled here, before the browser turns it into a cancel, so the close goes
    // through the same request for real and for scripted key presses.
    if (takeEscape(event)) onCloseRequest('escape');
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Chrome lets a page refuse Escape only once per user activation; when it does not, the
    // native close event below reports the close instead.
    if (!event.nativeEvent.cancelable) return;
    event.preventDefault();
    onCloseRequest('escape');
  };

  const onClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    // A dialog that was removed from the page (its element rendered anew) closes late; that close
    // is not the shopper's and must not close the dialog that took its place. (React does not
    // deliver it at all; Preact, whose listeners sit on the element itself, does.)
    if (!event.currentTarget.isConnected || event.currentTarget !== dialogRef.current) return;
    if (openRef.current) {
      onCloseRequest('escape');
      // Still open after the request: the close was refused, so the dialog comes back.
      queueMicrotask(() => {
        const dialog = dialogRef.current;
        if (openRef.current && dialog && !dialog.open && dialog.isConnected) dialog.showModal();
      });
    }
  };

  // The dialog box is filled by its frame, so an event whose target is the dialog itself
  // landed on the backdrop.
  const onPointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    backdropPress.press(event.target === event.currentTarget);
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (backdropPress.release(event.target === event.currentTarget)) onCloseRequest('backdrop');
  };

  return {
    dialogProps: { ref: dialogRef, onKeyDown, onCancel, onClose, onPointerDown, onClick },
  };
}
