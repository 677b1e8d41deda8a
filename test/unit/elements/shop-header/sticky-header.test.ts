import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createStickyHeader,
  isStickyPageType,
  SCROLL_DEBOUNCE_MS,
} from '../../../../src/elements/shop-header/state/sticky-header';

function fakeTimers() {
  const timers = new Map<number, () => void>();
  let next = 0;
  return {
    setTimer: (run: () => void) => {
      next += 1;
      timers.set(next, run);
      return next;
    },
    clearTimer: (timer: unknown) => timers.delete(timer as number),
    /** Runs what waits, as the debounce running out would. */
    flush: () => {
      const waiting = [...timers.values()];
      timers.clear();
      for (const run of waiting) run();
    },
    get waiting() {
      return timers.size;
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the sticky header', () => {
  const headerHeight = 120;

  it('given the page scrolls down past the header, hides it once the scrolling pauses', () => {
    const timers = fakeTimers();
    const sticky = createStickyHeader({ headerHeight, ...timers });
    sticky.scrolled(200);
    sticky.scrolled(400);
    expect(sticky.getSnapshot().hidden).toBe(false);
    expect(timers.waiting).toBe(1);
    timers.flush();
    expect(sticky.getSnapshot().hidden).toBe(true);
  });

  it('when the page scrolls up again, shows it', () => {
    const timers = fakeTimers();
    const sticky = createStickyHeader({ headerHeight, ...timers });
    sticky.scrolled(600);
    timers.flush();
    sticky.scrolled(550);
    timers.flush();
    expect(sticky.getSnapshot().hidden).toBe(false);
  });

  it('given a scroll that stays within the header’s height, keeps it shown', () => {
    const timers = fakeTimers();
    const sticky = createStickyHeader({ headerHeight, ...timers });
    sticky.scrolled(100);
    timers.flush();
    expect(sticky.getSnapshot().hidden).toBe(false);
  });

  it('while a flyout, the search list or the menu is open, never hides, and shows at once', () => {
    const timers = fakeTimers();
    const sticky = createStickyHeader({ headerHeight, ...timers });
    sticky.scrolled(600);
    timers.flush();
    expect(sticky.getSnapshot().hidden).toBe(true);
    sticky.hold(true);
    expect(sticky.getSnapshot().hidden).toBe(false);
    sticky.scrolled(900);
    timers.flush();
    expect(sticky.getSnapshot().hidden).toBe(false);
  });

  it(`decides ${SCROLL_DEBOUNCE_MS} ms after the last scroll, not on every one`, () => {
    vi.useFakeTimers();
    const sticky = createStickyHeader({ headerHeight });
    sticky.scrolled(300);
    vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 10);
    sticky.scrolled(500);
    vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 10);
    expect(sticky.getSnapshot().hidden).toBe(false);
    vi.advanceTimersByTime(10);
    expect(sticky.getSnapshot().hidden).toBe(true);
    vi.useRealTimers();
  });
});

describe('page types', () => {
  it('is not sticky on the basket and the product page', () => {
    expect(isStickyPageType('basket')).toBe(false);
    expect(isStickyPageType('product-detail')).toBe(false);
    expect(isStickyPageType(undefined)).toBe(true);
    expect(isStickyPageType('category')).toBe(true);
  });

  it('given an unknown page type, is sticky as by default and says so in the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(isStickyPageType('<script>alert(1)</script>')).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('is unknown'));
  });
});
