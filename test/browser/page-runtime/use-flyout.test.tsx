import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import {
  FLYOUT_CLOSED_EVENT,
  FLYOUT_HOVER_DELAY_MS,
  flyoutStore,
  type FlyoutId,
} from '../../../src/page-runtime/flyout-store';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { isPageScrollLocked } from '../../../src/page-runtime/scroll-lock';
import { useFlyout } from '../../../src/page-runtime/use-flyout';
import { pointerMoves } from '../../support/pointer-moves';

interface TestFlyoutProps {
  id: FlyoutId;
  label: string;
  sticky?: boolean;
  /** A link trigger instead of a button. */
  href?: string;
}

/**
 * The smallest element with a flyout: an item holding a trigger and a panel with something to
 * focus, as the bar's items and the header's icons hold theirs.
 */
function TestFlyout({ id, label, sticky, href }: TestFlyoutProps) {
  const { triggerProps, panelProps, hoverRef } = useFlyout(id, { sticky });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'start' }}>
      <div ref={hoverRef} style={{ display: 'flex', flexDirection: 'column', alignItems: 'start' }}>
        {href ? (
          <a {...triggerProps} href={href}>
            {label}
          </a>
        ) : (
          <button type="button" {...triggerProps}>
            {label}
          </button>
        )}
        <div {...panelProps} style={{ padding: '24px', border: '1px solid' }}>
          <p>Inhalt von {label}</p>
          <button type="button">Mehr zu {label}</button>
        </div>
      </div>
      <p>Neben {label}</p>
    </div>
  );
}

const hosts: HTMLElement[] = [];

/** Renders into the shadow root of a host element, as the custom elements do. */
function mountFlyout(props: TestFlyoutProps) {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const container = document.createElement('div');
  host.attachShadow({ mode: 'open' }).append(container);
  return render(<TestFlyout {...props} />, { container });
}

const trigger = (label: string) => page.getByRole('button', { name: label, exact: true });
const triggerLink = (label: string) => page.getByRole('link', { name: label, exact: true });
const panelOf = (element: Element) =>
  (element.getRootNode() as ShadowRoot).getElementById(element.getAttribute('aria-controls') ?? '');

let closed: FlyoutId[];
const recordClosed = (event: Event) => closed.push((event as CustomEvent).detail.id);

beforeEach(() => {
  closed = [];
  window.addEventListener(FLYOUT_CLOSED_EVENT, recordClosed);
});

afterEach(async () => {
  vi.useRealTimers();
  window.removeEventListener(FLYOUT_CLOSED_EVENT, recordClosed);
  cleanup();
  for (const host of hosts.splice(0)) host.remove();
  forgetPageSingleton('flyouts');
  for (const spacer of document.querySelectorAll('.test-spacer')) spacer.remove();
  window.scrollTo(0, 0);
  // The mouse rests where no trigger of the next test will be.
  await userEvent.hover(document.documentElement, { position: { x: 900, y: 700 }, force: true });
});

describe('useFlyout (header-and-cart §2, §4)', () => {
  it('given a closed flyout, its trigger is collapsed and controls the hidden panel', async () => {
    mountFlyout({ id: 'mini-cart', label: 'Warenkorb' });
    const button = trigger('Warenkorb').element();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = panelOf(button);
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
  });

  it('when the shopper clicks the trigger, it opens; a second click closes it', async () => {
    mountFlyout({ id: 'account', label: 'Konto' });
    await trigger('Konto').click();
    await expect.element(trigger('Konto')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByText('Inhalt von Konto')).toBeVisible();
    await trigger('Konto').click();
    await expect.element(trigger('Konto')).toHaveAttribute('aria-expanded', 'false');
    expect(closed).toEqual(['account']);
  });

  it('given a mouse resting on the trigger, it opens after 300 ms and not before', async () => {
    mountFlyout({ id: 'theme-worlds:bar', label: 'Themenwelten' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The mouse arrives as one event, so no real time passes while the fake clock stands still.
    act(() => {
      pointerMoves(null, trigger('Themenwelten').element(), { pointerType: 'mouse' });
    });
    expect(flyoutStore().getSnapshot().pendingId).toBe('theme-worlds:bar');
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS - 1));
    expect(trigger('Themenwelten').element()).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger('Themenwelten').element()).toHaveAttribute('aria-expanded', 'true');
  });

  it('given a pen held above the trigger, it opens after 300 ms, as for a mouse', async () => {
    mountFlyout({ id: 'theme-worlds:bar', label: 'Themenwelten' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      pointerMoves(null, trigger('Themenwelten').element(), { pointerType: 'pen' });
    });
    expect(flyoutStore().getSnapshot().pendingId).toBe('theme-worlds:bar');
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS));
    expect(trigger('Themenwelten').element()).toHaveAttribute('aria-expanded', 'true');
  });

  it('when the mouse leaves before the delay is over, nothing opens', async () => {
    mountFlyout({ id: 'theme-worlds:bar', label: 'Themenwelten' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await trigger('Themenwelten').hover();
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS - 100));
    await page.getByText('Neben Themenwelten').hover();
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS));
    expect(trigger('Themenwelten').element()).toHaveAttribute('aria-expanded', 'false');
    expect(flyoutStore().getSnapshot()).toEqual({ openId: undefined, pendingId: undefined });
  });

  it('given a hover-opened flyout, moving onto its panel keeps it; leaving both closes it', async () => {
    mountFlyout({ id: 'main-nav:bar:0', label: 'Kaffee' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await trigger('Kaffee').hover();
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS));
    await page.getByText('Inhalt von Kaffee').hover();
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS * 2));
    expect(trigger('Kaffee').element()).toHaveAttribute('aria-expanded', 'true');
    await page.getByText('Neben Kaffee').hover();
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS));
    expect(trigger('Kaffee').element()).toHaveAttribute('aria-expanded', 'false');
    expect(closed).toEqual(['main-nav:bar:0']);
  });

  it('given a hover-opened flyout, a click on the trigger keeps it open after the mouse leaves', async () => {
    mountFlyout({ id: 'main-nav:bar:0', label: 'Kaffee' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await trigger('Kaffee').hover();
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS));
    await trigger('Kaffee').click();
    await page.getByText('Neben Kaffee').hover();
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS * 2));
    expect(trigger('Kaffee').element()).toHaveAttribute('aria-expanded', 'true');
  });

  it('given a touch pointer on the trigger, resting there opens nothing: a tap does', async () => {
    mountFlyout({ id: 'main-nav:bar:1', label: 'Mode' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const button = trigger('Mode').element();
    act(() => {
      button.dispatchEvent(
        new PointerEvent('pointerover', { pointerType: 'touch', bubbles: true, composed: true }),
      );
    });
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS));
    expect(flyoutStore().getSnapshot()).toEqual({ openId: undefined, pendingId: undefined });
    await trigger('Mode').click();
    expect(trigger('Mode').element()).toHaveAttribute('aria-expanded', 'true');
  });

  describe('given a link trigger', () => {
    afterEach(async () => {
      await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false });
      history.replaceState(null, '', location.pathname + location.search);
    });

    /** The middle of `element`, where a pointer presses. */
    const middleOf = (element: Element) => {
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };

    it('on a touch screen, the first tap opens the flyout and the second follows the link', async () => {
      mountFlyout({ id: 'main-nav:bar:2', label: 'Wohnen', href: '#wohnen' });
      await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
      const tap = async () => {
        const touchPoints = [middleOf(triggerLink('Wohnen').element())];
        await cdp().send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
        await cdp().send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await tap();
      await expect.element(triggerLink('Wohnen')).toHaveAttribute('aria-expanded', 'true');
      expect(location.hash).toBe('');
      await tap();
      await vi.waitFor(() => expect(location.hash).toBe('#wohnen'));
    });

    it('given a mouse, a click follows the link at once, while the hover delay still runs', async () => {
      mountFlyout({ id: 'main-nav:bar:2', label: 'Wohnen', href: '#wohnen' });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const press = {
        ...middleOf(triggerLink('Wohnen').element()),
        button: 'left' as const,
        clickCount: 1,
      };
      await cdp().send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...press });
      await cdp().send('Input.dispatchMouseEvent', { type: 'mousePressed', ...press });
      expect(flyoutStore().getSnapshot().pendingId).toBe('main-nav:bar:2');
      await cdp().send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...press });
      expect(location.hash).toBe('#wohnen');
      expect(flyoutStore().getSnapshot().openId).toBeUndefined();
    });

    it('given a browser whose clicks do not tell the pointer type, the pointer pressed on the link decides, and a click without a count is the keyboard’s', async () => {
      mountFlyout({ id: 'main-nav:bar:2', label: 'Wohnen', href: '#wohnen' });
      const link = triggerLink('Wohnen').element();
      // The page stays: the document notes whether the browser would have followed the link.
      let followed: boolean | undefined;
      const stop = (event: Event) => {
        followed = !event.defaultPrevented;
        event.preventDefault();
      };
      /** A press with `pointerType` (none: Enter), then a plain click: whether it was followed. */
      const click = (pointerType?: string) => {
        if (pointerType) {
          link.dispatchEvent(
            new PointerEvent('pointerdown', { pointerType, bubbles: true, composed: true }),
          );
        }
        const init = { bubbles: true, composed: true, cancelable: true };
        const event = new MouseEvent('click', { ...init, detail: pointerType ? 1 : 0 });
        followed = undefined;
        act(() => {
          link.dispatchEvent(event);
        });
        return followed;
      };
      document.addEventListener('click', stop);
      try {
        expect(click('mouse')).toBe(true);
        expect(click()).toBe(true);
        expect(link).toHaveAttribute('aria-expanded', 'false');
        expect(click('touch')).toBe(false);
        expect(link).toHaveAttribute('aria-expanded', 'true');
        expect(click('touch')).toBe(true);
      } finally {
        document.removeEventListener('click', stop);
      }
    });

    it('given the keyboard, Enter follows the link and opens nothing', async () => {
      mountFlyout({ id: 'main-nav:bar:2', label: 'Wohnen', href: '#wohnen' });
      (triggerLink('Wohnen').element() as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
      await vi.waitFor(() => expect(location.hash).toBe('#wohnen'));
      expect(triggerLink('Wohnen').element()).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('when the shopper presses Escape in the panel, it closes and focus goes back to the trigger', async () => {
    mountFlyout({ id: 'account', label: 'Konto' });
    await trigger('Konto').click();
    (page.getByRole('button', { name: 'Mehr zu Konto' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Escape}');
    await expect.element(trigger('Konto')).toHaveAttribute('aria-expanded', 'false');
    const shadow = trigger('Konto').element().getRootNode() as ShadowRoot;
    expect(shadow.activeElement).toBe(trigger('Konto').element());
  });

  it('when focus is in the panel and the flyout closes otherwise, focus goes back to the trigger', async () => {
    mountFlyout({ id: 'search', label: 'Suche' });
    await trigger('Suche').click();
    (page.getByRole('button', { name: 'Mehr zu Suche' }).element() as HTMLElement).focus();
    act(() => flyoutStore().close('search'));
    const shadow = trigger('Suche').element().getRootNode() as ShadowRoot;
    expect(shadow.activeElement).toBe(trigger('Suche').element());
  });

  it('given a click inside the panel (within the shadow root) it stays; a click outside closes it', async () => {
    mountFlyout({ id: 'mini-cart', label: 'Warenkorb' });
    await trigger('Warenkorb').click();
    await page.getByText('Inhalt von Warenkorb').click();
    await page.getByRole('button', { name: 'Mehr zu Warenkorb' }).click();
    expect(trigger('Warenkorb').element()).toHaveAttribute('aria-expanded', 'true');
    await page.getByText('Neben Warenkorb').click();
    await expect.element(trigger('Warenkorb').element()).toHaveAttribute('aria-expanded', 'false');
    expect(closed).toEqual(['mini-cart']);
  });

  it('given two elements with flyouts, opening one closes the other: one open per page', async () => {
    mountFlyout({ id: 'account', label: 'Konto' });
    mountFlyout({ id: 'mini-cart', label: 'Warenkorb' });
    await trigger('Konto').click();
    await trigger('Warenkorb').click();
    await expect.element(trigger('Warenkorb')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(trigger('Konto')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByText('Inhalt von Konto')).not.toBeVisible();
    expect(closed).toEqual(['account']);
  });

  it('in sticky mode, the page does not scroll while open and is back where it was on close', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="test-spacer" style="height: 800px"></div>',
    );
    mountFlyout({ id: 'main-nav:bar:0', label: 'Kaffee', sticky: true });
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="test-spacer" style="height: 3000px"></div>',
    );
    window.scrollTo(0, 600);
    await vi.waitFor(() => expect(window.scrollY).toBe(600));
    await trigger('Kaffee').click();
    await expect.element(trigger('Kaffee')).toHaveAttribute('aria-expanded', 'true');
    expect(isPageScrollLocked()).toBe(true);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-600px');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect.element(trigger('Kaffee')).toHaveAttribute('aria-expanded', 'false');
    expect(isPageScrollLocked()).toBe(false);
    expect(document.body.style.position).toBe('');
    expect(window.scrollY).toBe(600);
  });

  it('when the element goes away with its flyout open, the flyout closes and the page scrolls again', async () => {
    const { unmount } = mountFlyout({ id: 'search', label: 'Suche', sticky: true });
    await trigger('Suche').click();
    expect(isPageScrollLocked()).toBe(true);
    unmount();
    expect(flyoutStore().getSnapshot().openId).toBeUndefined();
    expect(isPageScrollLocked()).toBe(false);
    expect(closed).toEqual(['search']);
  });
});
