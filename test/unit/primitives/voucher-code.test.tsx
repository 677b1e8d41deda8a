import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoucherCode } from '../../../src/primitives/voucher-code/VoucherCode';

const COPIED = 'Kopiert!';

async function pressCopy() {
  fireEvent.click(screen.getByRole('button', { name: 'Code kopieren' }));
  // Lets the clipboard promise settle and React commit the result.
  await act(async () => {});
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: () => Promise.resolve() },
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('VoucherCode success display', () => {
  it('when a copy succeeds, it shows the success message for exactly 3000 ms', async () => {
    render(<VoucherCode code="KAFFEE10" />);
    await pressCopy();
    expect(screen.getByRole('status').textContent).toBe(COPIED);

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status').textContent).toBe(COPIED);

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('when the shopper copies again while the message shows, the 3000 ms start again', async () => {
    render(<VoucherCode code="KAFFEE10" />);
    await pressCopy();
    act(() => vi.advanceTimersByTime(2000));
    await pressCopy();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status').textContent).toBe(COPIED);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('when a copy fails, the message stays until the next attempt', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    render(<VoucherCode code="KAFFEE10" />);
    await pressCopy();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('status').textContent).toContain('Kopieren nicht möglich.');
  });

  it('when it unmounts while the message shows, no timer is left behind', async () => {
    const { unmount } = render(<VoucherCode code="KAFFEE10" />);
    await pressCopy();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
