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
});
