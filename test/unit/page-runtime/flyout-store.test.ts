import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FLYOUT_CLOSED_EVENT,
  FLYOUT_HOVER_DELAY_MS,
  flyoutStore,
  isFlyoutOfNav,
  mainNavFlyoutId,
  moreFlyoutId,
  themeWorldsFlyoutId,
  type FlyoutId,
} from '../../../src/page-runtime/flyout-store';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { isPageScrollLocked, lockPageScroll } from '../../../src/page-runtime/scroll-lock';

let closed: FlyoutId[];
const recordClosed = (event: Event) => closed.push((event as CustomEvent).detail.id);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  closed = [];
  window.addEventListener(FLYOUT_CLOSED_EVENT, recordClosed);
});

afterEach(() => {
  flyoutStore().close();
  window.removeEventListener(FLYOUT_CLOSED_EVENT, recordClosed);
  forgetPageSingleton('flyouts');
  forgetPageSingleton('scroll-lock');
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('flyout store (header-and-cart §4 "Flyout")', () => {
  it('names the main navigation flyouts by bar and position, and takes no free strings', () => {
    expect(mainNavFlyoutId('a', 3)).toBe('main-nav:a:3');
    expect(isFlyoutOfNav(mainNavFlyoutId('a', 3), 'a')).toBe(true);
    expect(isFlyoutOfNav(themeWorldsFlyoutId('a'), 'a')).toBe(true);
    expect(isFlyoutOfNav(moreFlyoutId('a'), 'a')).toBe(true);
    expect(isFlyoutOfNav(moreFlyoutId('b'), 'a')).toBe(false);
    expect(isFlyoutOfNav(mainNavFlyoutId('b', 3), 'a')).toBe(false);
    expect(isFlyoutOfNav('mini-cart', 'a')).toBe(false);
    // @ts-expect-error A flyout id is declared in FlyoutId, not made up where it is used.
    const free: FlyoutId = 'kaffee';
    expect(free).toBe('kaffee');
  });

  it('given a hover, it is pending for the spec’s 300 ms and then open', () => {
    const flyouts = flyoutStore();
    flyouts.requestOpen('theme-worlds:bar');
    expect(flyouts.getSnapshot()).toEqual({ openId: undefined, pendingId: 'theme-worlds:bar' });
    vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS - 1);
    expect(flyouts.getSnapshot().openId).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(flyouts.getSnapshot()).toEqual({ openId: 'theme-worlds:bar', pendingId: undefined });
    expect(FLYOUT_HOVER_DELAY_MS).toBe(300);
  });

  it('when another flyout cancels its pending open, the pending one here goes on', () => {
    const flyouts = flyoutStore();
    flyouts.requestOpen('mini-cart');
    flyouts.cancelPending('account');
    vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS);
    expect(flyouts.getSnapshot().openId).toBe('mini-cart');
  });

  it('tells its subscribers of every change and stops when they unsubscribe', () => {
    const flyouts = flyoutStore();
    const listener = vi.fn();
    const unsubscribe = flyouts.subscribe(listener);
    flyouts.open('search');
    flyouts.close();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    flyouts.open('search');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('given a hover close, closes after the delay unless the pointer comes back', () => {
    const flyouts = flyoutStore();
    flyouts.open('account');
    flyouts.requestClose('account');
    vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS - 1);
    flyouts.requestOpen('account');
    vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS);
    expect(flyouts.getSnapshot().openId).toBe('account');
    flyouts.requestClose('account');
    vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS);
    expect(flyouts.getSnapshot().openId).toBeUndefined();
    expect(closed).toEqual(['account']);
  });

  it('when the pointer moves on to the next item, the open one stays until the next one opens', () => {
    const flyouts = flyoutStore();
    flyouts.open('main-nav:bar:0');
    flyouts.requestClose('main-nav:bar:0');
    vi.advanceTimersByTime(50);
    flyouts.requestOpen('main-nav:bar:1');
    vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS - 50);
    expect(flyouts.getSnapshot()).toEqual({
      openId: 'main-nav:bar:0',
      pendingId: 'main-nav:bar:1',
    });
    vi.advanceTimersByTime(50);
    expect(flyouts.getSnapshot()).toEqual({ openId: 'main-nav:bar:1', pendingId: undefined });
    expect(closed).toEqual(['main-nav:bar:0']);
  });

  it('when the pointer leaves the next item too early, the open one closes after all', () => {
    const flyouts = flyoutStore();
    flyouts.open('main-nav:bar:0');
    flyouts.requestClose('main-nav:bar:0');
    vi.advanceTimersByTime(100);
    flyouts.requestOpen('main-nav:bar:1');
    vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS - 50);
    expect(flyouts.getSnapshot().openId).toBe('main-nav:bar:0');
    flyouts.cancelPending('main-nav:bar:1');
    expect(flyouts.getSnapshot()).toEqual({ openId: undefined, pendingId: undefined });
    expect(closed).toEqual(['main-nav:bar:0']);
  });

  it('given a close of another id than the open one, keeps the open one', () => {
    const flyouts = flyoutStore();
    flyouts.open('mini-cart');
    flyouts.close('account');
    expect(flyouts.getSnapshot().openId).toBe('mini-cart');
    expect(closed).toEqual([]);
  });

  it('in sticky mode, holds the page scroll lock while open, through the one scroll lock', () => {
    const flyouts = flyoutStore();
    flyouts.open('main-nav:bar:0', { sticky: true });
    expect(isPageScrollLocked()).toBe(true);
    flyouts.open('mini-cart');
    expect(isPageScrollLocked()).toBe(false);
  });

  it('given a modal over a sticky flyout, the page stays locked until both are gone', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 250 });
    const flyouts = flyoutStore();
    flyouts.open('search', { sticky: true });
    const releaseModal = lockPageScroll();
    flyouts.close();
    expect(isPageScrollLocked()).toBe(true);
    expect(document.body.style.top).toBe('-250px');
    releaseModal();
    expect(isPageScrollLocked()).toBe(false);
    expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 250);
  });

  it('given forgetPageSingleton, the next caller gets a fresh store', () => {
    flyoutStore().open('account');
    forgetPageSingleton('flyouts');
    expect(flyoutStore().getSnapshot()).toEqual({ openId: undefined, pendingId: undefined });
  });
});
