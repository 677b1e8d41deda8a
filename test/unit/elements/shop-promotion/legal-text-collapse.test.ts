import { describe, expect, it } from 'vitest';
import {
  createLegalTextCollapse,
  SCROLL_DEBOUNCE_MS,
} from '../../../../src/elements/shop-promotion/state/legal-text-collapse';

/** A page whose scroll position and timers the test moves by hand. */
function fakePage() {
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const page = {
    scrollY: 0,
    setTimer: (run: () => void, ms: number) => {
      next += 1;
      timers.set(next, { run, ms });
      return next;
    },
    clearTimer: (timer: unknown) => timers.delete(timer as number),
    /** Runs what waits, as the debounce running out would. */
    flush: () => {
      const waiting = [...timers.values()];
      timers.clear();
      for (const { run } of waiting) run();
    },
    get waiting() {
      return [...timers.values()].map(({ ms }) => ms);
    },
  };
  const collapse = createLegalTextCollapse({
    scrollY: () => page.scrollY,
    setTimer: page.setTimer,
    clearTimer: page.clearTimer,
  });
  return { page, collapse };
}

describe('a promotion’s legal text (header-and-cart §2, §4, §9)', () => {
  it('starts collapsed, and a toggle expands and collapses it', () => {
    const { collapse } = fakePage();
    expect(collapse.getSnapshot().expanded).toBe(false);
    collapse.setExpanded(true);
    expect(collapse.getSnapshot().expanded).toBe(true);
    collapse.setExpanded(false);
    expect(collapse.getSnapshot().expanded).toBe(false);
  });

  it(`given it is expanded, when the page scrolls down, collapses ${SCROLL_DEBOUNCE_MS} ms after the scrolling pauses`, () => {
    const { page, collapse } = fakePage();
    collapse.setExpanded(true);
    page.scrollY = 40;
    collapse.scrolled();
    page.scrollY = 80;
    collapse.scrolled();
    expect(page.waiting).toEqual([SCROLL_DEBOUNCE_MS]);
    expect(collapse.getSnapshot().expanded).toBe(true);
    page.flush();
    expect(collapse.getSnapshot().expanded).toBe(false);
  });

  it('given it is expanded, when the page scrolls up, stays open', () => {
    const { page, collapse } = fakePage();
    page.scrollY = 500;
    collapse.setExpanded(true);
    page.scrollY = 200;
    collapse.scrolled();
    page.flush();
    expect(collapse.getSnapshot().expanded).toBe(true);
  });

  it('given it is expanded, when a flyout opens, collapses at once', () => {
    const { collapse } = fakePage();
    collapse.setExpanded(true);
    collapse.flyoutOpened();
    expect(collapse.getSnapshot().expanded).toBe(false);
  });

  it('given it is collapsed, ignores scrolling, and collapsing drops a waiting decision', () => {
    const { page, collapse } = fakePage();
    collapse.scrolled();
    expect(page.waiting).toEqual([]);
    collapse.setExpanded(true);
    page.scrollY = 300;
    collapse.scrolled();
    collapse.setExpanded(false);
    expect(page.waiting).toEqual([]);
  });

  it('when disposed, drops a waiting decision and stays usable', () => {
    const { page, collapse } = fakePage();
    collapse.setExpanded(true);
    page.scrollY = 300;
    collapse.scrolled();
    collapse.dispose();
    expect(page.waiting).toEqual([]);
    expect(collapse.getSnapshot().expanded).toBe(true);
    collapse.scrolled();
    page.flush();
    expect(collapse.getSnapshot().expanded).toBe(false);
  });
});
