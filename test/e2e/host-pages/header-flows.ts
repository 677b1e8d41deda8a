/**
 * What a shopper does with the header and the footer of a host page, each flow ending in what
 * the shopper would see. German site (DE); texts from the catalogue and the fake backend.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { COUNTRY_NAMES } from '../../../src/elements/shop-country-switcher/country-sites';
import type { Translator } from '../../../src/i18n/translator';
import { navigation } from '../../fake-backend/fixtures/navigation';
import { promotion } from '../../fake-backend/fixtures/promotions';

const topBanner = JSON.parse(
  promotion('DE', '~header_top', new URLSearchParams())?.contentJSON ?? '{}',
) as { legalTextHint: string; legalTextHintShort: string; legalText: string };
/** The link inside the top banner's legal text (CMS HTML). */
const legalTextLink = /<a [^>]*>([^<]+)<\/a>/.exec(topBanner.legalText)?.[1] ?? 'no link';

const withChildren = navigation('DE').find((node) => (node.children?.length ?? 0) > 0);
const flyoutCategory = withChildren?.title ?? 'no flyout';

const expanded = async (button: Locator) =>
  expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');

export type Flow = (page: Page, texts: Translator) => Promise<void>;

export const searchSuggests: Flow = async (page, texts) => {
  const field = page
    .locator('shop-header')
    .getByRole('combobox', { name: texts.t('search.label') });
  await field.fill('kaffee');
  await page.getByRole('option', { name: 'kaffeemaschine', exact: true }).waitFor();
  await field.press('Escape');
};

export const flyoutOpens: Flow = async (page, texts) => {
  const button = page.getByRole('button', {
    name: texts.t('header.subMenu', { title: flyoutCategory }),
  });
  await button.click();
  await expanded(button);
  // The flyout's content loads lazily, then its links show.
  await page.locator('shop-main-nav .shop-nav-flyout').getByRole('link').first().waitFor();
  await button.click();
};

export const miniCartOpens: Flow = async (page, texts) => {
  const button = page.getByRole('button', { name: texts.t('header.miniCart') });
  await button.click();
  await expanded(button);
  await page.locator('shop-header [part="line"]').first().waitFor();
  await button.click();
};

export const drawerOpens: Flow = async (page, texts) => {
  await page.getByRole('button', { name: texts.t('header.openMenu') }).click();
  const drawer = page.getByRole('dialog');
  await drawer.waitFor();
  await drawer.getByText(flyoutCategory, { exact: true }).first().waitFor();
  await page.getByRole('button', { name: texts.t('header.closeMenu') }).click();
  await drawer.waitFor({ state: 'hidden' });
};

/** The top banner's legal text: CMS HTML the sanitizer passed, shown behind its hint. */
export const legalTextOpens: Flow = async (page) => {
  const hint = page.locator('shop-header').getByRole('button', {
    name: new RegExp(`^(${topBanner.legalTextHint}|${topBanner.legalTextHintShort})$`),
  });
  await hint.click();
  await expanded(hint);
  await page.getByRole('link', { name: legalTextLink }).waitFor();
  await hint.click();
};

export const footerCountrySwitcherOpens: Flow = async (page, texts) => {
  const footer = page.locator('shop-footer');
  const toggle = footer.getByRole('button', {
    name: texts.t('footer.currentCountry', { country: COUNTRY_NAMES.DE }),
  });
  await toggle.click();
  await expanded(toggle);
  await toggle.click();
};

export const FLOWS = {
  desktop: {
    searchSuggests,
    flyoutOpens,
    miniCartOpens,
    legalTextOpens,
    footerCountrySwitcherOpens,
  },
  narrow: { searchSuggests, drawerOpens, legalTextOpens, footerCountrySwitcherOpens },
} as const;
