import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-header';
import '../../../src/elements/generated/entries/shop-footer';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import {
  SIZE_UNIT_PROPERTY,
  anchorSizesOnBrowserFontSize,
} from '../../../src/page-runtime/root-font-size';
import { setUpFakeBackend } from '../../support/fake-backend-worker';

setUpFakeBackend();

const root = document.documentElement;

afterEach(() => {
  document.querySelectorAll('shop-header, shop-footer').forEach((host) => host.remove());
  root.style.removeProperty('font-size');
  root.style.removeProperty(SIZE_UNIT_PROPERTY);
  forgetPageSingleton('size-unit-anchored');
});

/** Gives the page a root font size, as its own stylesheet would, then lets the runtime look. */
function pageWithRootFontSize(fontSize: string) {
  root.style.fontSize = fontSize;
  forgetPageSingleton('size-unit-anchored');
  anchorSizesOnBrowserFontSize();
}

interface Measured {
  headerHeight: number;
  footerHeight: number;
  searchFontSize: string;
  footerIcon: { width: number; height: number };
}

async function measureHeaderAndFooter(): Promise<Measured> {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<shop-header site="DE"></shop-header><shop-footer site="DE"></shop-footer>',
  );
  const header = document.querySelector<HTMLElement>('shop-header')!;
  const footer = document.querySelector<HTMLElement>('shop-footer')!;
  const icon = await vi.waitFor(
    () => {
      expect(header.matches(':state(settled)')).toBe(true);
      // The footer's height holds its newsletter form, a root of its own that renders in a
      // later task than the footer's: measured before it, the footer shows the form's room.
      expect(footer.matches(':state(settled)')).toBe(true);
      const form = footer.shadowRoot?.querySelector('shop-newsletter-form');
      expect(form?.matches(':state(settled)')).toBe(true);
      // The grid's logo: the accordion holds its twin, `display: none` at this width.
      const found = footer.shadowRoot?.querySelector<HTMLElement>(
        '.shop-footer__grid .shop-footer__logo',
      );
      expect(found).toBeTruthy();
      return found!;
    },
    // The first header of the run loads its code and five answers on a shared, busy machine.
    { timeout: 15_000 },
  );
  const search = header.shadowRoot!.querySelector('shop-search')!;
  const field = await vi.waitFor(() => {
    const input = search.shadowRoot?.querySelector('input');
    expect(input).toBeTruthy();
    return input!;
  });
  const iconBox = icon.getBoundingClientRect();
  const measured = {
    headerHeight: header.getBoundingClientRect().height,
    footerHeight: footer.getBoundingClientRect().height,
    searchFontSize: getComputedStyle(field).fontSize,
    footerIcon: { width: iconBox.width, height: iconBox.height },
  };
  header.remove();
  footer.remove();
  return measured;
}

describe('given a page whose root font size is 62.5 % (1 rem = 10 px)', () => {
  it('the header and the footer measure what they measure on a 100 % root', async () => {
    await page.viewport(1280, 800);
    const plain = await measureHeaderAndFooter();
    pageWithRootFontSize('62.5%');
    const small = await measureHeaderAndFooter();
    expect(small.headerHeight).toBeGreaterThan(plain.headerHeight * 0.98);
    expect(small.headerHeight).toBeLessThan(plain.headerHeight * 1.02);
    expect(small.footerHeight).toBeGreaterThan(plain.footerHeight * 0.98);
    expect(small.footerHeight).toBeLessThan(plain.footerHeight * 1.02);
    expect(small.searchFontSize).toBe('16px');
  });

  it('the footer icons have the spec’s 4.4 rem × 6.6 rem of that root: 44 × 66 px, on both roots', async () => {
    await page.viewport(1280, 800);
    expect((await measureHeaderAndFooter()).footerIcon).toEqual({ width: 66, height: 44 });
    pageWithRootFontSize('62.5%');
    expect((await measureHeaderAndFooter()).footerIcon).toEqual({ width: 66, height: 44 });
  });

  it('the sizes count in the root’s rem, so they follow zoom and the shopper’s font-size setting', () => {
    pageWithRootFontSize('62.5%');
    expect(root.style.getPropertyValue(SIZE_UNIT_PROPERTY)).toBe('1.6rem');
  });

  describe('when the page set --shop-rem itself (a server-rendered page)', () => {
    it('keeps the page’s value', () => {
      root.style.setProperty(SIZE_UNIT_PROPERTY, '1.5rem');
      pageWithRootFontSize('62.5%');
      expect(root.style.getPropertyValue(SIZE_UNIT_PROPERTY)).toBe('1.5rem');
    });
  });
});

describe('given a page that leaves the root font size alone', () => {
  it('sets nothing: the tokens count in plain rem', () => {
    pageWithRootFontSize('');
    expect(root.style.getPropertyValue(SIZE_UNIT_PROPERTY)).toBe('');
  });
});
