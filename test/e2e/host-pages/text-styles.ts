/**
 * The computed text styles of texts inside the elements' shadow roots, to check that a page's
 * inherited styles (or its root font size) do not reach them: each must equal the plain page's.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export type TextStyles = Record<string, Record<string, string>>;

const TEXT_PROPERTIES = [
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'letter-spacing',
  'word-spacing',
  'line-height',
  'text-transform',
  'text-align',
  'text-indent',
  'white-space',
] as const;

/** Texts of the header and the footer, inner elements included (locators pierce shadow roots). */
const TEXTS: Record<string, (page: Page) => Locator> = {
  'search field': (page) => page.locator('shop-header').getByRole('combobox').first(),
  'benefit text': (page) => page.locator('shop-header shop-benefits-strip li').first(),
  'footer heading': (page) => page.locator('shop-footer h2').first(),
  'footer link': (page) => page.locator('shop-footer a').first(),
};

export async function textStyles(page: Page): Promise<TextStyles> {
  const styles: TextStyles = {};
  for (const [name, locate] of Object.entries(TEXTS)) {
    const text = locate(page);
    if ((await text.count()) === 0) continue;
    styles[name] = await text.evaluate((element, properties) => {
      const computed = getComputedStyle(element);
      return Object.fromEntries(properties.map((name) => [name, computed.getPropertyValue(name)]));
    }, TEXT_PROPERTIES);
  }
  return styles;
}

export function expectSameTextStyles(actual: TextStyles, plain: TextStyles): void {
  expect(Object.keys(actual)).toEqual(Object.keys(plain));
  expect(actual).toEqual(plain);
}
