import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { FlyoutId } from '../../../src/page-runtime/flyout-store';
import { FLYOUT_CLOSED_EVENT, pageFlyouts } from '../../../src/page-runtime/flyout-store';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { useFlyout } from '../../../src/page-runtime/use-flyout';

function TestFlyout({
  id,
  label,
  sticky = false,
}: {
  id: FlyoutId;
  label: string;
  sticky?: boolean;
}) {
  const flyout = useFlyout(id, { sticky });
  return (
    <div style={{ display: 'inline-block', position: 'relative', marginRight: '10rem' }}>
      <button type="button" {...flyout.triggerProps}>
        {label}
      </button>
      {/* Flyouts float over the page, as in the header: opening one moves nothing. */}
      <div
        {...flyout.panelProps}
        data-testid={`${label}-panel`}
        style={{ position: 'absolute', top: '100%', left: 0 }}
      >
        <a href="#inside">{`${label} link`}</a>
      </div>
    </div>
  );
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((node) => node.textContent === name)!;
const panel = (name: string) =>
  document.querySelector<HTMLElement>(`[data-testid="${name}-panel"]`)!;

function pointer(type: 'pointerenter' | 'pointerleave', target: Element, pointerType = 'mouse') {
  target.dispatchEvent(
    new PointerEvent(type === 'pointerenter' ? 'pointerover' : 'pointerout', {
      pointerType,
      bubbles: true,
    }),
  );
}

let closed: unknown[] = [];
const onClosed = (event: Event) => closed.push((event as CustomEvent).detail);

beforeEach(() => {
  closed = [];
  window.addEventListener(FLYOUT_CLOSED_EVENT, onClosed);
});

afterEach(() => {
  cleanup();
  window.removeEventListener(FLYOUT_CLOSED_EVENT, onClosed);
  vi.useRealTimers();
  forgetPageSingleton('flyouts');
  forgetPageSingleton('scroll-lock');
});

describe('useFlyout', () => {
  it('given a mouse hovering its trigger, opens after 300 ms; leaving earlier cancels it', async () => {
    vi.useFakeTimers();
    render(<TestFlyout id="main-nav:kaffee" label="Kaffee" />);
    pointer('pointerenter', button('Kaffee'));
    vi.advanceTimersByTime(299);
    pointer('pointerleave', button('Kaffee'));
    vi.advanceTimersByTime(50);
    await vi.waitFor(() => expect(panel('Kaffee').hidden).toBe(true));
    pointer('pointerenter', button('Kaffee'));
    vi.advanceTimersByTime(300);
    await vi.waitFor(() => expect(panel('Kaffee').hidden).toBe(false));
    expect(button('Kaffee').getAttribute('aria-expanded')).toBe('true');
    expect(button('Kaffee').getAttribute('aria-controls')).toBe(panel('Kaffee').id);
  });

  it('given a touch, hovering does nothing and a tap toggles it', async () => {
    vi.useFakeTimers();
    render(<TestFlyout id="main-nav:kaffee" label="Kaffee" />);
    pointer('pointerenter', button('Kaffee'), 'touch');
    vi.advanceTimersByTime(1000);
    expect(panel('Kaffee').hidden).toBe(true);
    vi.useRealTimers();
    await userEvent.click(button('Kaffee'));
    await vi.waitFor(() => expect(panel('Kaffee').hidden).toBe(false));
    await userEvent.click(button('Kaffee'));
    await vi.waitFor(() => expect(panel('Kaffee').hidden).toBe(true));
  });

  it('when Escape is pressed inside, it closes and focus returns to its trigger', async () => {
    render(<TestFlyout id="main-nav:kaffee" label="Kaffee" />);
    await userEvent.click(button('Kaffee'));
    await vi.waitFor(() => expect(panel('Kaffee').hidden).toBe(false));
    panel('Kaffee').querySelector('a')!.focus();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(panel('Kaffee').hidden).toBe(true));
    expect(document.activeElement).toBe(button('Kaffee'));
    expect(closed).toEqual([{ id: 'main-nav:kaffee' }]);
  });

  it('when the shopper clicks outside, it closes; a click inside keeps it open', async () => {
    render(
      <>
        <TestFlyout id="main-nav:kaffee" label="Kaffee" />
        <p data-testid="outside">Seite</p>
      </>,
    );
    await userEvent.click(button('Kaffee'));
    await userEvent.click(panel('Kaffee'));
    expect(panel('Kaffee').hidden).toBe(false);
    await userEvent.click(document.querySelector('[data-testid="outside"]')!);
    await vi.waitFor(() => expect(panel('Kaffee').hidden).toBe(true));
  });

  it('given two flyouts on the page, opening one closes the other', async () => {
    render(
      <>
        <TestFlyout id="main-nav:kaffee" label="Kaffee" />
        <TestFlyout id="mini-cart" label="Warenkorb" />
      </>,
    );
    await userEvent.click(button('Kaffee'));
    await userEvent.click(button('Warenkorb'));
    await vi.waitFor(() => expect(panel('Kaffee').hidden).toBe(true));
    expect(panel('Warenkorb').hidden).toBe(false);
    expect(pageFlyouts().getSnapshot().openId).toBe('mini-cart');
    expect(closed).toEqual([{ id: 'main-nav:kaffee' }]);
  });

  it('given sticky mode, the page is locked while open and scrolls back to where it was', async () => {
    const tallPage = document.createElement('div');
    tallPage.style.height = '5000px';
    document.body.append(tallPage);
    render(<TestFlyout id="main-nav:kaffee" label="Kaffee" sticky />);
    window.scrollTo(0, 600);
    expect(window.scrollY).toBe(600);
    button('Kaffee').click();
    await vi.waitFor(() => expect(document.body.style.position).toBe('fixed'));
    expect(document.body.style.top).toBe('-600px');
    expect(document.documentElement.style.overflow).toBe('hidden');
    button('Kaffee').focus();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(document.body.style.position).toBe(''));
    expect(window.scrollY).toBe(600);
    tallPage.remove();
  });
});
