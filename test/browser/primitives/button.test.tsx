import { cleanup, render } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button, RIPPLE_MINIMUM_DISPLAY_MS } from '../../../src/primitives/button/Button';

afterEach(cleanup);

/** When the button's ripple appears, starts leaving and is gone, by the page's clock. */
function rippleLifetime(
  button: Element,
): Promise<{ appearedAt: number; leavingAt: number; removedAt: number }> {
  return new Promise((resolve) => {
    const times = { appearedAt: NaN, leavingAt: NaN, removedAt: NaN };
    const observer = new MutationObserver(() => {
      const ripple = button.querySelector('.shop-button__ripple');
      const now = performance.now();
      if (ripple && Number.isNaN(times.appearedAt)) times.appearedAt = now;
      if (
        ripple?.classList.contains('shop-button__ripple--leaving') &&
        Number.isNaN(times.leavingAt)
      ) {
        times.leavingAt = now;
      }
      if (!ripple && !Number.isNaN(times.appearedAt)) {
        times.removedAt = now;
        if (Number.isNaN(times.leavingAt)) times.leavingAt = now;
        observer.disconnect();
        resolve(times);
      }
    });
    observer.observe(button, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
}

describe('Button', () => {
  it('given no type, renders a button that does not submit its form', async () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form>
        <Button>In den Warenkorb</Button>
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', submit);
    const button = page.getByRole('button', { name: 'In den Warenkorb' });
    await expect.element(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(submit).not.toHaveBeenCalled();
  });

  it('given href, renders a link that looks like a button', async () => {
    render(
      <Button href="/angebote" variant="secondary" trailingIcon="arrow-right">
        Alle Angebote
      </Button>,
    );
    const link = page.getByRole('link', { name: 'Alle Angebote' });
    await expect.element(link).toHaveAttribute('href', '/angebote');
    await expect.element(link).toHaveClass('shop-button', 'shop-button--secondary');
    expect(link.element().querySelector('[data-icon="arrow-right"]')).not.toBeNull();
  });

  it('when clicked, calls onClick once', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>In den Warenkorb</Button>);
    await userEvent.click(page.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given loading, it stays focusable and named by its label, is busy and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        In den Warenkorb
      </Button>,
    );
    const button = page.getByRole('button', { name: 'In den Warenkorb' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect.element(button).toHaveFocus();
    // Forced: Playwright would otherwise wait for an aria-disabled element to become enabled.
    await userEvent.click(button, { force: true });
    await userEvent.dblClick(button, { force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given a loading submit button, when clicked, the form is not sent again', async () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form>
        <Button type="submit" loading>
          Bestellen
        </Button>
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', submit);
    await userEvent.click(page.getByRole('button', { name: 'Bestellen' }), { force: true });
    expect(submit).not.toHaveBeenCalled();
  });

  it('when it starts loading after a click, it keeps its width and takes no second click', async () => {
    const onClick = vi.fn();
    function AddToCart() {
      const [loading, setLoading] = useState(false);
      return (
        <Button
          loading={loading}
          leadingIcon="cart"
          onClick={() => {
            onClick();
            setLoading(true);
          }}
        >
          In den Warenkorb
        </Button>
      );
    }
    render(<AddToCart />);
    const button = page.getByRole('button', { name: 'In den Warenkorb' });
    const widthBefore = button.element().getBoundingClientRect().width;
    await userEvent.click(button);
    await userEvent.click(button, { force: true });
    expect(onClick).toHaveBeenCalledTimes(1);
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    expect(button.element().getBoundingClientRect().width).toBe(widthBefore);
  });

  it('given disabled, a button takes no clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        In den Warenkorb
      </Button>,
    );
    const button = page.getByRole('button', { name: 'In den Warenkorb' });
    await expect.element(button).toBeDisabled();
    await userEvent.click(button, { force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given disabled, a link loses its href and says it is disabled', async () => {
    render(
      <Button href="/angebote" disabled>
        Alle Angebote
      </Button>,
    );
    const link = page.getByRole('link', { name: 'Alle Angebote' });
    await expect.element(link).toHaveAttribute('aria-disabled', 'true');
    await expect.element(link).not.toHaveAttribute('href');
  });

  it('given a ref, hands it the rendered element', async () => {
    const ref = createRef<HTMLButtonElement | HTMLAnchorElement>();
    render(<Button ref={ref}>Merken</Button>);
    await expect.element(page.getByRole('button', { name: 'Merken' })).toBeVisible();
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });

  it('when the keyboard reaches it, it shows the focus ring', async () => {
    render(<Button>In den Warenkorb</Button>);
    await userEvent.tab();
    const button = page.getByRole('button', { name: 'In den Warenkorb' });
    await expect.element(button).toHaveFocus();
    expect(getComputedStyle(button.element()).boxShadow).not.toBe('none');
  });

  it('given a short click, the ripple stays at least the minimum display time, then goes', async () => {
    render(<Button>In den Warenkorb</Button>);
    const button = page.getByRole('button', { name: 'In den Warenkorb' }).element();
    const life = rippleLifetime(button);
    await userEvent.click(button);
    const { appearedAt, leavingAt, removedAt } = await life;
    // Measured from the page's own clock, so a slow machine only makes the times longer; the
    // observers see the ripple up to a frame after the timer started (3 ms on a busy machine),
    // hence a frame's 17 ms.
    expect(leavingAt - appearedAt).toBeGreaterThanOrEqual(RIPPLE_MINIMUM_DISPLAY_MS - 17);
    expect(removedAt).toBeGreaterThanOrEqual(leavingAt);
  });

  it('given motion reduced to durations of 0 ms, the ripple still shows for the minimum time', async () => {
    render(
      <div
        style={{
          ['--shop-duration-slow' as string]: '0ms',
          ['--shop-duration-base' as string]: '0ms',
        }}
      >
        <Button>In den Warenkorb</Button>
      </div>,
    );
    const button = page.getByRole('button', { name: 'In den Warenkorb' }).element();
    const life = rippleLifetime(button);
    await userEvent.click(button);
    const { appearedAt, removedAt } = await life;
    expect(removedAt - appearedAt).toBeGreaterThanOrEqual(RIPPLE_MINIMUM_DISPLAY_MS - 1);
  });

  it('given loading, a press makes no ripple', async () => {
    render(<Button loading>In den Warenkorb</Button>);
    const button = page.getByRole('button', { name: 'In den Warenkorb' }).element();
    await userEvent.click(button, { force: true });
    expect(button.querySelector('.shop-button__ripple')).toBeNull();
  });
});
