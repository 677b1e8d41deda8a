import { page } from 'vitest/browser';
import { afterAll, describe, expect, it } from 'vitest';
import {
  footerLayoutMode,
  footerLayoutModeFor,
  headerLayoutMode,
  headerLayoutModeFor,
} from '../../../src/page-runtime/layout-mode';
import { breakpointOfWindow, windowIsAtLeast } from '../../../src/page-runtime/window-width';
import { breakpointAt } from '../../../src/primitives/image/image-cutouts';

afterAll(() => page.viewport(1024, 768));

describe('given a window of a given width, read by media query', () => {
  it.each([360, 374, 375, 412, 767, 768, 979, 980, 1279, 1280, 1439, 1440, 1920])(
    'at %i px the breakpoint and the layout modes are what its width says',
    async (width) => {
      await page.viewport(width, 800);
      expect(window.innerWidth).toBe(width);
      expect(windowIsAtLeast(width)).toBe(true);
      expect(windowIsAtLeast(width + 1)).toBe(false);
      expect(breakpointOfWindow()).toBe(breakpointAt(width));
      expect(headerLayoutMode.getSnapshot()).toBe(headerLayoutModeFor(width));
      expect(footerLayoutMode.getSnapshot()).toBe(footerLayoutModeFor(width));
    },
  );
});
