import type DetachedWindowAPI from 'happy-dom/lib/window/DetachedWindowAPI.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  footerLayoutMode,
  footerLayoutModeFor,
  headerLayoutMode,
  headerLayoutModeFor,
  LAYOUT_MODE_ATTRIBUTE,
  LAYOUT_MODE_THRESHOLDS,
  setDeclaredLayoutMode,
  type LayoutMode,
} from '../../../src/page-runtime/layout-mode';
import { BREAKPOINTS } from '../../../src/tokens/breakpoints';

const root = document.documentElement;

/** Resizes the window as media queries see it (the stores ask by media query). */
function windowWidth(width: number): void {
  (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.setWindowSize({ width });
}

/** Lets the MutationObserver behind the stores report. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  root.removeAttribute(LAYOUT_MODE_ATTRIBUTE);
  vi.restoreAllMocks();
});

describe('layout mode (header-and-cart §4 "Header platform", newsletter-footer §2.4)', () => {
  it.each([
    [979, 'MATCH'],
    [980, 'TABLET'],
    [1439, 'TABLET'],
    [1440, 'CLASSIC'],
  ] as const)('header: at %i px it is %s', (width, mode) => {
    expect(headerLayoutModeFor(width)).toBe(mode);
  });

  it.each([
    [767, 'MATCH'],
    [768, 'TABLET'],
    [1279, 'TABLET'],
    [1280, 'CLASSIC'],
  ] as const)('footer: at %i px it is %s', (width, mode) => {
    expect(footerLayoutModeFor(width)).toBe(mode);
  });

  it('takes its thresholds from the breakpoint tokens: the first width past l, 3xl, m and xxl', () => {
    expect(LAYOUT_MODE_THRESHOLDS).toEqual({
      header: { tabletFrom: BREAKPOINTS.l + 1, classicFrom: BREAKPOINTS['3xl'] + 1 },
      footer: { tabletFrom: BREAKPOINTS.m + 1, classicFrom: BREAKPOINTS.xxl + 1 },
    });
  });

  it('given no html attribute, header and footer follow the window width', () => {
    windowWidth(1000);
    expect(headerLayoutMode.getSnapshot()).toBe('TABLET');
    expect(footerLayoutMode.getSnapshot()).toBe('TABLET');
    windowWidth(800);
    expect(headerLayoutMode.getSnapshot()).toBe('MATCH');
    expect(footerLayoutMode.getSnapshot()).toBe('TABLET');
  });

  it.each(['MATCH', 'TABLET', 'CLASSIC'] as const)(
    'given <html data-shop-platform="%s">, header and footer both take it over the width',
    (mode) => {
      windowWidth(1000);
      root.setAttribute('data-shop-platform', mode);
      expect(headerLayoutMode.getSnapshot()).toBe(mode);
      expect(footerLayoutMode.getSnapshot()).toBe(mode);
    },
  );

  it('given an html attribute that is no layout mode, says so once and follows the width', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    windowWidth(1500);
    root.setAttribute('data-shop-platform', 'DESKTOP');
    expect(headerLayoutMode.getSnapshot()).toBe('CLASSIC');
    expect(footerLayoutMode.getSnapshot()).toBe('CLASSIC');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('DESKTOP'));
  });

  it('when setDeclaredLayoutMode writes the attribute, subscribers of both stores hear of it', async () => {
    windowWidth(1500);
    const headerHeard = vi.fn();
    const footerHeard = vi.fn();
    const unsubscribeHeader = headerLayoutMode.subscribe(headerHeard);
    const unsubscribeFooter = footerLayoutMode.subscribe(footerHeard);
    setDeclaredLayoutMode('MATCH');
    await observed();
    expect(root.getAttribute('data-shop-platform')).toBe('MATCH');
    expect(headerHeard).toHaveBeenCalled();
    expect(footerHeard).toHaveBeenCalled();
    expect(headerLayoutMode.getSnapshot()).toBe('MATCH');
    unsubscribeHeader();
    unsubscribeFooter();
  });

  it('given undefined, setDeclaredLayoutMode removes the attribute and the width decides again', () => {
    windowWidth(1500);
    setDeclaredLayoutMode('MATCH');
    setDeclaredLayoutMode(undefined);
    expect(root.hasAttribute('data-shop-platform')).toBe(false);
    expect(footerLayoutMode.getSnapshot()).toBe('CLASSIC');
  });

  it('given a value that is no layout mode (a script without types), leaves the page as it is', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setDeclaredLayoutMode('TABLET');
    setDeclaredLayoutMode('mobile' as LayoutMode);
    expect(root.getAttribute('data-shop-platform')).toBe('TABLET');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('mobile'));
  });

  it('given the window resizes, subscribers hear of it', () => {
    const heard = vi.fn();
    const unsubscribe = headerLayoutMode.subscribe(heard);
    window.dispatchEvent(new Event('resize'));
    unsubscribe();
    window.dispatchEvent(new Event('resize'));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
