/** The boxes of the elements' main parts, to compare a condition's page with the plain page. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export type ElementSizes = Record<string, { width: number; height: number }>;

/** Within 2 %: rounding and font hinting move a box by a pixel, a changed size by more. */
const TOLERANCE = 0.02;

const MEASURED: Record<string, (page: Page) => Locator> = {
  header: (page) => page.locator('shop-header'),
  logo: (page) => page.locator('shop-header [part="logo"]'),
  'search field': (page) => page.locator('shop-header').getByRole('combobox').first(),
  'benefits strip': (page) => page.locator('shop-header shop-benefits-strip'),
  footer: (page) => page.locator('shop-footer'),
};

export async function elementSizes(page: Page): Promise<ElementSizes> {
  const sizes: ElementSizes = {};
  for (const [name, locate] of Object.entries(MEASURED)) {
    const box = await locate(page).boundingBox();
    if (box) sizes[name] = { width: box.width, height: box.height };
  }
  return sizes;
}

export function expectSameSizes(actual: ElementSizes, plain: ElementSizes): void {
  expect(Object.keys(actual)).toEqual(Object.keys(plain));
  for (const [name, size] of Object.entries(plain)) {
    for (const side of ['width', 'height'] as const) {
      const drift = Math.abs((actual[name]?.[side] ?? 0) - size[side]) / Math.max(size[side], 1);
      expect(
        drift,
        `${name} ${side}: ${actual[name]?.[side]} px, plain ${size[side]} px`,
      ).toBeLessThanOrEqual(TOLERANCE);
    }
  }
}
