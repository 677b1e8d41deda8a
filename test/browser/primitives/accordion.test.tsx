import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Accordion, type AccordionItem } from '../../../src/primitives/accordion/Accordion';

afterEach(cleanup);

const ITEMS: AccordionItem[] = [
  { id: 'payment', heading: 'Zahlung', content: <p>Rechnung, PayPal, Kreditkarte</p> },
  { id: 'delivery', heading: 'Lieferung', content: <p>In 2–4 Werktagen bei Ihnen</p> },
  { id: 'returns', heading: 'Rückgabe', content: <p>30 Tage kostenlos</p> },
];

const header = (name: string) => page.getByRole('button', { name });

describe('Accordion', () => {
  it('given no open panel, each header is a heading holding a collapsed button that controls its panel', async () => {
    render(<Accordion items={ITEMS} headingLevel={2} />);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Zahlung' })).toBeVisible();
    const button = header('Zahlung').element();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(panel).toHaveTextContent('Rechnung, PayPal, Kreditkarte');
  });

  it('given a few panels, each panel is a region named by its header', async () => {
    render(<Accordion items={ITEMS} defaultExpanded={['delivery']} />);
    const region = page.getByRole('region', { name: 'Lieferung' });
    await expect.element(region).toBeVisible();
    await expect.element(region).toHaveTextContent('In 2–4 Werktagen bei Ihnen');
  });

  it('given more than six panels that can open together, panels are not regions', async () => {
    const many = Array.from({ length: 7 }, (_, index) => ({
      id: `topic-${index}`,
      heading: `Thema ${index + 1}`,
      content: <p>Text {index + 1}</p>,
    }));
    render(<Accordion items={many} multiple defaultExpanded={['topic-0', 'topic-1']} />);
    await expect.element(page.getByText('Text 1')).toBeVisible();
    expect(document.querySelectorAll('[role="region"]')).toHaveLength(0);
  });

  it('when the shopper presses Enter and then Space on a header, it opens and closes its panel', async () => {
    render(<Accordion items={ITEMS} />);
    await userEvent.tab();
    await expect.element(header('Zahlung')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(header('Zahlung')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByText('Rechnung, PayPal, Kreditkarte')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect.element(header('Zahlung')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByText('Rechnung, PayPal, Kreditkarte')).not.toBeVisible();
  });

  it('given single expansion, when another panel opens, the open one closes', async () => {
    render(<Accordion items={ITEMS} defaultExpanded={['payment']} />);
    await userEvent.click(header('Lieferung'));
    await expect.element(header('Lieferung')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(header('Zahlung')).toHaveAttribute('aria-expanded', 'false');
  });

  it('given multiple expansion, when another panel opens, the open one stays open', async () => {
    render(<Accordion items={ITEMS} multiple defaultExpanded={['payment']} />);
    await userEvent.click(header('Lieferung'));
    await expect.element(header('Lieferung')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(header('Zahlung')).toHaveAttribute('aria-expanded', 'true');
  });

  it('when the shopper presses arrows, Home and End, focus moves among the headers and wraps', async () => {
    render(<Accordion items={ITEMS} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(header('Lieferung')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(header('Zahlung')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(header('Rückgabe')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(header('Zahlung')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(header('Rückgabe')).toHaveFocus();
    await expect.element(header('Rückgabe')).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the shopper tabs, focus moves from a header into its open panel', async () => {
    const items = [{ ...ITEMS[0]!, content: <a href="#invoice">Rechnung</a> }, ...ITEMS.slice(1)];
    render(<Accordion items={items} defaultExpanded={['payment']} />);
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'Rechnung' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(header('Lieferung')).toHaveFocus();
  });

  it('given expanded from its owner, it shows what the owner says and reports requests', async () => {
    const onExpandedChange = vi.fn();
    const { rerender } = render(
      <Accordion items={ITEMS} expanded={['returns']} onExpandedChange={onExpandedChange} />,
    );
    await expect.element(header('Rückgabe')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(header('Zahlung'));
    expect(onExpandedChange).toHaveBeenCalledWith(['payment']);
    await expect.element(header('Zahlung')).toHaveAttribute('aria-expanded', 'false');

    rerender(
      <Accordion items={ITEMS} expanded={['payment']} onExpandedChange={onExpandedChange} />,
    );
    await expect.element(header('Zahlung')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(header('Rückgabe')).toHaveAttribute('aria-expanded', 'false');
  });

  it('given a controlling owner, it works as a two-way binding', async () => {
    function Owner() {
      const [expanded, setExpanded] = useState<string[]>([]);
      return (
        <>
          <output>{expanded.join(',') || 'none'}</output>
          <Accordion items={ITEMS} multiple expanded={expanded} onExpandedChange={setExpanded} />
        </>
      );
    }
    render(<Owner />);
    await userEvent.click(header('Zahlung'));
    await userEvent.click(header('Rückgabe'));
    await expect.element(page.getByRole('status')).toHaveTextContent('payment,returns');
  });

  it('when a header is expanded, its chevron turns', async () => {
    render(<Accordion items={ITEMS} defaultExpanded={['payment']} />);
    const openIcon = header('Zahlung').element().querySelector('svg');
    const closedIcon = header('Lieferung').element().querySelector('svg');
    expect(openIcon).toHaveAttribute('aria-hidden', 'true');
    await vi.waitFor(() => expect(getComputedStyle(openIcon!).transform).not.toBe('none'));
    expect(getComputedStyle(closedIcon!).transform).toBe('none');
  });
});
