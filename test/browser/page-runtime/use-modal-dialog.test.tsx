import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { flyoutStore } from '../../../src/page-runtime/flyout-store';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { isPageScrollLocked } from '../../../src/page-runtime/scroll-lock';
import { useFlyout } from '../../../src/page-runtime/use-flyout';
import {
  useModalDialog,
  type ModalDialogCloseReason,
} from '../../../src/page-runtime/use-modal-dialog';

/** A sticky flyout whose panel opens a modal dialog, as the header's account flyout might. */
function FlyoutWithDialog({ onCloseRequest }: { onCloseRequest: (reason: string) => void }) {
  const flyout = useFlyout('account', { sticky: true });
  const [dialogOpen, setDialogOpen] = useState(false);
  const { dialogProps } = useModalDialog({
    open: dialogOpen,
    onCloseRequest: (reason: ModalDialogCloseReason) => {
      onCloseRequest(reason);
      setDialogOpen(false);
    },
  });
  return (
    <div>
      <button type="button" {...flyout.triggerProps}>
        Konto
      </button>
      <div {...flyout.panelProps}>
        <button type="button" onClick={() => setDialogOpen(true)}>
          Adresse ändern
        </button>
      </div>
      <dialog {...dialogProps} aria-label="Adresse" style={{ padding: 0 }}>
        <div style={{ padding: '24px' }}>
          <button type="button">Speichern</button>
        </div>
      </dialog>
    </div>
  );
}

afterEach(() => {
  cleanup();
  flyoutStore().close();
  forgetPageSingleton('flyouts');
  for (const spacer of document.querySelectorAll('.test-spacer')) spacer.remove();
  window.scrollTo(0, 0);
});

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

describe('useModalDialog (newsletter-footer §2.3)', () => {
  it('given open, shows a modal dialog, traps focus after showing and asks to close on Escape', async () => {
    const reasons: string[] = [];
    render(<FlyoutWithDialog onCloseRequest={(reason) => reasons.push(reason)} />);
    await page.getByRole('button', { name: 'Konto' }).click();
    await page.getByRole('button', { name: 'Adresse ändern' }).click();
    await vi.waitFor(() => expect(dialog().dataset.focusTrapped).toBe(''));
    expect(dialog().open).toBe(true);
    expect(dialog().matches(':modal')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(dialog().open).toBe(false));
    expect(reasons).toEqual(['escape']);
  });

  it('when the shopper clicks the backdrop, asks to close with reason backdrop', async () => {
    const reasons: string[] = [];
    render(<FlyoutWithDialog onCloseRequest={(reason) => reasons.push(reason)} />);
    await page.getByRole('button', { name: 'Konto' }).click();
    await page.getByRole('button', { name: 'Adresse ändern' }).click();
    await vi.waitFor(() => expect(dialog().dataset.focusTrapped).toBe(''));
    await userEvent.click(page.elementLocator(document.body), {
      position: { x: 5, y: 5 },
      force: true,
    });
    await vi.waitFor(() => expect(dialog().open).toBe(false));
    expect(reasons).toEqual(['backdrop']);
  });

  it('given a modal over a sticky flyout, the page stays locked until both are gone and is back where it was', async () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div class="test-spacer" style="height: 600px"></div>',
    );
    render(<FlyoutWithDialog onCloseRequest={() => {}} />);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="test-spacer" style="height: 3000px"></div>',
    );
    window.scrollTo(0, 400);
    await vi.waitFor(() => expect(window.scrollY).toBe(400));
    await page.getByRole('button', { name: 'Konto' }).click();
    await page.getByRole('button', { name: 'Adresse ändern' }).click();
    await vi.waitFor(() => expect(dialog().dataset.focusTrapped).toBe(''));
    expect(document.body.style.top).toBe('-400px');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(dialog().open).toBe(false));
    // The flyout is still open: the page stays where it is, locked.
    expect(isPageScrollLocked()).toBe(true);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-400px');
    await userEvent.keyboard('{Escape}');
    await expect
      .element(page.getByRole('button', { name: 'Konto' }))
      .toHaveAttribute('aria-expanded', 'false');
    expect(isPageScrollLocked()).toBe(false);
    expect(document.body.style.position).toBe('');
    expect(document.documentElement.style.overflow).toBe('');
    expect(window.scrollY).toBe(400);
  });
});
