import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCollapsingLegalText } from '../../../../src/elements/shop-promotion/behaviour/use-collapsing-legal-text';
import { SCROLL_DEBOUNCE_MS } from '../../../../src/elements/shop-promotion/state/legal-text-collapse';
import { forgetPageSingleton } from '../../../../src/page-runtime/page-singleton';
import { flyoutStore } from '../../../../src/page-runtime/flyout-store';

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers();
  scrollTo(0);
});
afterEach(() => {
  flyoutStore().close();
  forgetPageSingleton('flyouts');
  vi.useRealTimers();
});

function expanded() {
  const hook = renderHook(() => useCollapsingLegalText());
  act(() => hook.result.current[1](true));
  expect(hook.result.current[0]).toBe(true);
  return hook;
}

describe('useCollapsingLegalText (header-and-cart §4, §9)', () => {
  it('starts collapsed', () => {
    expect(renderHook(() => useCollapsingLegalText()).result.current[0]).toBe(false);
  });

  it('collapses 50 ms after scrolling down pauses, not before', () => {
    const hook = expanded();
    act(() => {
      scrollTo(40);
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 10);
      scrollTo(80);
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 1);
    });
    expect(hook.result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current[0]).toBe(false);
  });

  it('stays open when the page scrolls up', () => {
    scrollTo(500);
    const hook = expanded();
    act(() => {
      scrollTo(200);
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS * 2);
    });
    expect(hook.result.current[0]).toBe(true);
  });

  it('collapses when any flyout opens', () => {
    const hook = expanded();
    act(() => flyoutStore().open('main-nav:bar:0'));
    expect(hook.result.current[0]).toBe(false);
  });

  it('stops listening once collapsed or unmounted', () => {
    const hook = expanded();
    hook.unmount();
    expect(() => {
      scrollTo(900);
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
      flyoutStore().open('search');
    }).not.toThrow();
  });
});
