import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ShopProvider } from '../../../src/element-kit/render/shop-context';
import { VoucherCode } from '../../../src/primitives/voucher-code/VoucherCode';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'clipboard');
  document.getSelection()?.removeAllRanges();
});

/** The test browser may not write to the real clipboard; each test decides what it answers. */
function stubClipboard(clipboard: { writeText?: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
}

const copyButton = () => page.getByRole('button', { name: 'Code kopieren' });

describe('VoucherCode', () => {
  it('given a code, it shows the code under its label and names the copy button', async () => {
    render(<VoucherCode code="KAFFEE10" instructions="Im Warenkorb eingeben." />);
    await expect.element(page.getByText('Gutscheincode')).toBeVisible();
    await expect.element(page.getByText('KAFFEE10')).toBeVisible();
    await expect.element(page.getByText('Im Warenkorb eingeben.')).toBeVisible();
    await expect.element(copyButton()).toHaveAccessibleDescription('KAFFEE10');
    await expect.element(page.getByRole('status')).toBeEmptyDOMElement();
  });

  it('when the shopper presses the copy button, it writes the code and announces the copy politely', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard({ writeText });
    const onCopy = vi.fn();
    render(<VoucherCode code="KAFFEE10" onCopy={onCopy} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('KAFFEE10');
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent('Kopiert!');
    await expect.element(status).toHaveAttribute('role', 'status');
    expect(onCopy).toHaveBeenCalledWith('copied');
  });

  it('when the clipboard refuses, it selects the code and says to copy it by hand', async () => {
    stubClipboard({ writeText: () => Promise.reject(new DOMException('', 'NotAllowedError')) });
    const onCopy = vi.fn();
    render(<VoucherCode code="KAFFEE10" onCopy={onCopy} />);
    await userEvent.click(copyButton());
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Kopieren nicht möglich. Bitte markieren Sie den Code von Hand.');
    expect(document.getSelection()?.toString()).toBe('KAFFEE10');
    expect(onCopy).toHaveBeenCalledWith('failed');
  });

  it('given no clipboard API, it selects the code and says to copy it by hand', async () => {
    stubClipboard(undefined);
    render(
      <ShopProvider site="CH_FR">
        <VoucherCode code="CAFE10" />
      </ShopProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Copier le code' }));
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Copie impossible. Veuillez sélectionner le code manuellement.');
    expect(document.getSelection()?.toString()).toBe('CAFE10');
  });

  it('when a copy fails after a success, the failure replaces the success message', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard({ writeText });
    render(<VoucherCode code="KAFFEE10" />);
    await userEvent.click(copyButton());
    await expect.element(page.getByRole('status')).toHaveTextContent('Kopiert!');
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    await userEvent.click(copyButton());
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Kopieren nicht möglich. Bitte markieren Sie den Code von Hand.');
  });
});
