import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { isPageScrollLocked, lockPageScroll } from '../../../src/page-runtime/scroll-lock';

const root = document.documentElement;
const { body } = document;

function scrolledTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

/** The page as it looks with a classic scrollbar of `width` px. */
function withScrollbar(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: 1024 - width });
}

let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  scrolledTo(0);
  withScrollbar(0);
});

afterEach(() => {
  forgetPageSingleton('scroll-lock');
  root.removeAttribute('style');
  body.removeAttribute('style');
  vi.restoreAllMocks();
});

describe('lockPageScroll (header-and-cart §4, newsletter-footer §2.3)', () => {
  it('given a scrolled page, fixes the body where it was, so iOS cannot scroll it either', () => {
    scrolledTo(640);
    const release = lockPageScroll();
    expect(isPageScrollLocked()).toBe(true);
    expect(root.style.overflow).toBe('hidden');
    expect(body.style.position).toBe('fixed');
    expect(body.style.top).toBe('-640px');
    release();
  });

  it('locks on the root alone: the body, which clips its own box once the root is not visible, shows everything (a flyout past its end on a short page)', () => {
    const release = lockPageScroll();
    expect(root.style.overflow).toBe('hidden');
    expect(body.style.overflow).toBe('visible');
    release();
  });

  it('when the last holder releases, puts the page styles back and scrolls to where it was', () => {
    body.style.overflow = 'scroll';
    body.style.top = '2px';
    scrolledTo(640);
    const release = lockPageScroll();
    scrolledTo(0);
    release();
    expect(isPageScrollLocked()).toBe(false);
    expect(root.style.overflow).toBe('');
    expect(body.style.position).toBe('');
    expect(body.style.top).toBe('2px');
    expect(body.style.overflow).toBe('scroll');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('given nested holders (a modal over a flyout), unlocks only when every holder has released', () => {
    scrolledTo(300);
    const releaseFlyout = lockPageScroll();
    const releaseModal = lockPageScroll();
    releaseFlyout();
    expect(isPageScrollLocked()).toBe(true);
    expect(body.style.position).toBe('fixed');
    expect(scrollTo).not.toHaveBeenCalled();
    releaseModal();
    expect(isPageScrollLocked()).toBe(false);
    expect(body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 300);
  });

  it('when a holder releases twice, counts it once', () => {
    const releaseFlyout = lockPageScroll();
    const releaseModal = lockPageScroll();
    releaseFlyout();
    releaseFlyout();
    expect(isPageScrollLocked()).toBe(true);
    releaseModal();
    expect(isPageScrollLocked()).toBe(false);
  });

  it('given a scrollbar, pads the body by its width so nothing shifts sideways', () => {
    withScrollbar(15);
    body.style.paddingRight = '5px';
    const release = lockPageScroll();
    expect(body.style.paddingRight).toBe('20px');
    release();
    expect(body.style.paddingRight).toBe('5px');
  });

  it('given no scrollbar (phones, overlay scrollbars), adds no padding', () => {
    const release = lockPageScroll();
    expect(body.style.paddingRight).toBe('');
    release();
  });

  it('when the page scrolls smoothly, jumps back at once instead of gliding from the top', () => {
    root.style.scrollBehavior = 'smooth';
    let behaviourWhileScrolling = '';
    scrollTo.mockImplementation(() => {
      behaviourWhileScrolling = root.style.scrollBehavior;
    });
    lockPageScroll()();
    expect(behaviourWhileScrolling).toBe('auto');
    expect(root.style.scrollBehavior).toBe('smooth');
  });
});
