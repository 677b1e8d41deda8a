import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { useLinkList } from '../../../src/primitives/listbox/use-link-list';

afterEach(cleanup);

interface Entry {
  code: string;
  label: string;
  href?: string;
}

const ENTRIES: Entry[] = [
  { code: 'CZ', label: 'Česko', href: '#cz' },
  { code: 'DE', label: 'Deutschland', href: '#de' },
  { code: 'DK', label: 'Danmark' },
  { code: 'TR', label: 'Türkiye', href: '#tr' },
];

function Links({ arrowKeys, onAction }: { arrowKeys?: boolean; onAction: (entry: Entry) => void }) {
  const list = useLinkList<Entry>({
    items: ENTRIES,
    keyOf: (entry) => entry.code,
    hrefOf: (entry) => entry.href,
    isCurrent: (entry) => entry.code === 'DE',
    textOf: (entry) => entry.label,
    onAction,
    arrowKeys,
  });
  return (
    <ul {...list.getListProps()}>
      {ENTRIES.map((entry) => (
        <li key={entry.code}>
          <a {...list.getItemProps(entry)}>{entry.label}</a>
        </li>
      ))}
    </ul>
  );
}

/** Entries without an address are buttons, and the owner handles every click itself. */
function Buttons({ onOpen, shown = ENTRIES }: { onOpen: (entry: Entry) => void; shown?: Entry[] }) {
  const list = useLinkList<Entry>({
    items: shown,
    keyOf: (entry) => entry.code,
    hrefOf: (entry) => entry.href,
    isCurrent: (entry) => entry.code === 'DE',
    current: 'page',
    withoutAddress: 'button',
  });
  return (
    <>
      <button type="button" onClick={list.focusFirst}>
        First
      </button>
      <ul {...list.getListProps()}>
        {shown.map((entry) =>
          entry.href === undefined ? (
            <li key={entry.code}>
              <button {...list.getItemProps(entry)} onClick={() => onOpen(entry)}>
                {entry.label}
              </button>
            </li>
          ) : (
            <li key={entry.code}>
              <a {...list.getItemProps(entry)}>{entry.label}</a>
            </li>
          ),
        )}
      </ul>
    </>
  );
}

const focusedText = () => document.activeElement?.textContent;

describe('useLinkList', () => {
  it('given entries › each is a link, the current one marked, one without an address focusable too', async () => {
    render(<Links onAction={vi.fn()} />);
    await expect.element(page.getByRole('link', { name: 'Danmark' })).toBeVisible();
    expect(page.getByRole('link', { name: 'Deutschland' }).element()).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(page.getByRole('link', { name: 'Danmark' }).element()).toHaveAttribute('tabindex', '0');
  });

  it('when an entry is clicked or one without an address gets Enter › it acts', async () => {
    const onAction = vi.fn();
    render(<Links onAction={onAction} />);
    await userEvent.click(page.getByRole('link', { name: 'Türkiye' }));
    expect(onAction).toHaveBeenLastCalledWith(ENTRIES[3]);
    page.getByRole('link', { name: 'Danmark' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenLastCalledWith(ENTRIES[2]);
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it('given no arrow keys › ArrowDown leaves focus where it is', async () => {
    render(<Links onAction={vi.fn()} />);
    page.getByRole('link', { name: 'Česko' }).element().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedText()).toBe('Česko');
  });

  it('given arrow keys › they move focus with wraparound, Home and End go to the ends, letters to the next entry starting with them', async () => {
    render(<Links arrowKeys onAction={vi.fn()} />);
    page.getByRole('link', { name: 'Česko' }).element().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedText()).toBe('Türkiye');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedText()).toBe('Česko');
    await userEvent.keyboard('{End}');
    expect(focusedText()).toBe('Türkiye');
    await userEvent.keyboard('{Home}');
    expect(focusedText()).toBe('Česko');
    await userEvent.keyboard('d');
    expect(focusedText()).toBe('Deutschland');
    await userEvent.keyboard('d');
    expect(focusedText()).toBe('Danmark');
  });

  it('given entries without an address as buttons › each is a native button, and without onAction the owner’s click and the browser’s link do the rest', async () => {
    const onOpen = vi.fn();
    render(<Buttons onOpen={onOpen} />);
    const danmark = page.getByRole('button', { name: 'Danmark' });
    await expect.element(danmark).toHaveAttribute('type', 'button');
    expect(danmark.element()).not.toHaveAttribute('tabindex');
    expect(page.getByRole('link', { name: 'Deutschland' }).element()).toHaveAttribute(
      'aria-current',
      'page',
    );
    danmark.element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(ENTRIES[2]);
    await userEvent.click(page.getByRole('link', { name: 'Türkiye' }));
    expect(location.hash).toBe('#tr');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('when focusFirst is called › the first entry that shows takes the focus', async () => {
    const { rerender } = render(<Buttons onOpen={vi.fn()} />);
    await userEvent.click(page.getByRole('button', { name: 'First' }));
    expect(focusedText()).toBe('Česko');
    rerender(<Buttons onOpen={vi.fn()} shown={ENTRIES.slice(2)} />);
    await userEvent.click(page.getByRole('button', { name: 'First' }));
    expect(focusedText()).toBe('Danmark');
  });
});
