import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { isPageScrollLocked, lockPageScroll } from '../../../src/page-runtime/scroll-lock';

afterEach(() => {
  forgetPageSingleton('scroll-lock');
  vi.restoreAllMocks();
});

describe('the page scroll lock', () => {
  it('given two holders (a dialog over a sticky flyout), the page is free only after both let go', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    const releaseFlyout = lockPageScroll();
    const releaseDialog = lockPageScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-300px');

    releaseDialog();
    expect(isPageScrollLocked()).toBe(true);
    expect(document.body.style.position).toBe('fixed');
    expect(scrollTo).not.toHaveBeenCalled();

    releaseFlyout();
    expect(isPageScrollLocked()).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 300);
  });

  it('given a release called twice, it counts once', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const first = lockPageScroll();
    const second = lockPageScroll();
    first();
    first();
    expect(isPageScrollLocked()).toBe(true);
    second();
    expect(isPageScrollLocked()).toBe(false);
  });

  it('given styles the page set itself, it puts them back', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.body.style.width = '90%';
    const release = lockPageScroll();
    expect(document.body.style.width).toBe('100%');
    release();
    expect(document.body.style.width).toBe('90%');
    document.body.style.width = '';
  });
});
