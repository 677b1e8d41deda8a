import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ShopProvider } from '../../../src/element-kit/render/shop-context';
import { LegalText } from '../../../src/primitives/legal-text/LegalText';

afterEach(cleanup);

const TEXT = 'Solange der Vorrat reicht. Keine Barauszahlung.';

describe('LegalText', () => {
  it('given no state, it is collapsed: the toggle offers to show the text, which is hidden', async () => {
    render(
      <LegalText>
        <p>{TEXT}</p>
      </LegalText>,
    );
    const toggle = page.getByRole('button', { name: 'Rechtliche Hinweise anzeigen' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(toggle.element().getAttribute('aria-controls') ?? '');
    expect(content).toHaveTextContent(TEXT);
    expect(content).not.toBeVisible();
  });

  it('when the shopper presses Enter and then Space on the toggle, it shows and hides the text', async () => {
    const onExpandedChange = vi.fn();
    render(
      <LegalText onExpandedChange={onExpandedChange}>
        <p>{TEXT}</p>
      </LegalText>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toggle = page.getByRole('button', { name: 'Rechtliche Hinweise ausblenden' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByText(TEXT)).toBeVisible();
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    await expect
      .element(page.getByRole('button', { name: 'Rechtliche Hinweise anzeigen' }))
      .toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByText(TEXT)).not.toBeVisible();
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
  });

  it('given a hint from the promotion, the toggle keeps that text in both states', async () => {
    render(
      <LegalText hint="Aktionsbedingungen">
        <p>{TEXT}</p>
      </LegalText>,
    );
    const toggle = page.getByRole('button', { name: 'Aktionsbedingungen' });
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(toggle).toHaveAccessibleName('Aktionsbedingungen');
  });

  it('given another site, the toggle speaks its language', async () => {
    render(
      <ShopProvider site="HU">
        <LegalText defaultExpanded>
          <p>{TEXT}</p>
        </LegalText>
      </ShopProvider>,
    );
    await expect
      .element(page.getByRole('button', { name: 'Jogi tudnivalók elrejtése' }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  it('given a controlling owner, the owner can collapse the text on its own, as a banner on scroll does', async () => {
    function Banner() {
      const [expanded, setExpanded] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setExpanded(false)}>
            scroll
          </button>
          <LegalText expanded={expanded} onExpandedChange={setExpanded}>
            <p>{TEXT}</p>
          </LegalText>
        </>
      );
    }
    render(<Banner />);
    await expect.element(page.getByText(TEXT)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'scroll' }));
    await expect.element(page.getByText(TEXT)).not.toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Rechtliche Hinweise anzeigen' }));
    await expect.element(page.getByText(TEXT)).toBeVisible();
  });

  it('given a controlled state, a press only asks the owner', async () => {
    const onExpandedChange = vi.fn();
    render(
      <LegalText expanded={false} onExpandedChange={onExpandedChange}>
        <p>{TEXT}</p>
      </LegalText>,
    );
    await userEvent.click(page.getByRole('button'));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    await expect.element(page.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  });

  it('given a preview, the collapsed text shows but stays out of reach until expanded', async () => {
    render(
      <LegalText previewLines={2}>
        <p>
          {TEXT} <a href="#terms">Teilnahmebedingungen</a>
        </p>
      </LegalText>,
    );
    const link = page.getByText('Teilnahmebedingungen');
    await expect.element(page.getByText(TEXT, { exact: false })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(link).not.toHaveFocus();
    // Chromium leaves inert content out of the accessibility tree.
    expect(link.element().closest('[inert]')).not.toBeNull();

    await userEvent.click(page.getByRole('button'));
    await expect.element(page.getByRole('link', { name: 'Teilnahmebedingungen' })).toBeVisible();
    expect(link.element().closest('[inert]')).toBeNull();
    page.getByRole('button').element().focus();
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'Teilnahmebedingungen' })).toHaveFocus();
  });
});
