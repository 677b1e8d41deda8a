/**
 * Hover after a search (issue 41): a shopper types in the header's search, closes the
 * suggestions with Escape and moves the mouse onto a category. Resting on the category opens
 * its flyout (header-and-cart §4, hover intent after 300 ms), whether the field keeps its focus
 * or not. The mouse goes there in one move, as a quick hand does: from the field, an element
 * of its own, straight onto the category, with no pointer event on the bar in between.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-header';
import { translatorFor } from '../../../src/i18n/translator';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import type { NavigationNode } from '../../../src/services/wire/navigation';
import { SITES } from '../../../src/sites/sites';
import { navigation as fixtureNavigation } from '../../fake-backend/fixtures/navigation';
import { popularSearchWord } from '../../fake-backend/fixtures/suggestions';
// Renamed: a Vitest setup helper, not a React hook (the hooks lint rule goes by the name).
import { setUpFakeBackend } from '../../support/fake-backend-worker';
import { queryDeep } from '../../support/nested-shadow-roots';
import { pause, until } from '../../support/real-time';

setUpFakeBackend();

const de = translatorFor(SITES.DE.locale);

/** The first two categories with a flyout of their own, as the bar shows them. */
const [first, second] = fixtureNavigation('DE').filter(
  (node) => node.children?.length || node.teaser,
) as [NavigationNode, NavigationNode];

beforeEach(async () => {
  await page.viewport(1280, 900);
  // The mouse rests where no item of the test will be.
  await userEvent.hover(document.documentElement, { position: { x: 900, y: 800 }, force: true });
});

afterEach(async () => {
  document.body.innerHTML = '';
  // The elements unmount a microtask later; then each test is a page of its own.
  await pause(0);
  for (const name of ['personal-data', 'promotions', 'flyouts', 'scroll-lock']) {
    forgetPageSingleton(name);
  }
  await page.viewport(1024, 768);
});

async function headerPage(): Promise<HTMLElement> {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<shop-header site="DE"></shop-header><main style="height: 1500px"></main>',
  );
  const header = document.querySelector('shop-header') as HTMLElement;
  await until(() => expect(header.matches(':state(settled)')).toBe(true), 10_000);
  await until(() =>
    expect(queryDeep(header.shadowRoot, '.shop-main-nav:not([data-loading])')).not.toBeNull(),
  );
  return header;
}

/** Types a word the suggestions know into the header's search, as a shopper does. */
async function searchFor(header: HTMLElement): Promise<HTMLInputElement> {
  const field = queryDeep<HTMLInputElement>(header.shadowRoot, '[role="combobox"]');
  if (!field) throw new Error('no search field in the header');
  await userEvent.click(field);
  await userEvent.keyboard(popularSearchWord('DE'));
  await until(() => expect(field.getAttribute('aria-expanded')).toBe('true'), 5000);
  return field;
}

const toggleOf = (title: string) =>
  page.getByRole('button', { name: de.t('header.subMenu', { title }) });

describe('given a search whose suggestions the shopper closed with Escape', () => {
  it('when the mouse rests on a category, its flyout opens while the field keeps its focus', async () => {
    const header = await headerPage();
    const field = await searchFor(header);
    await userEvent.keyboard('{Escape}');
    await until(() => expect(field.getAttribute('aria-expanded')).toBe('false'));
    expect(field.matches(':focus')).toBe(true);

    await userEvent.hover(page.getByRole('link', { name: first.title, exact: true }));
    await expect
      .element(toggleOf(first.title), { timeout: 2000 })
      .toHaveAttribute('aria-expanded', 'true');
    // The flyout unfolds: the shopper sees it whole once its opening has run.
    await until(() =>
      expect(
        queryDeep(header.shadowRoot, '[part="flyout"]:not([hidden])')?.getBoundingClientRect()
          .height,
      ).toBeGreaterThan(100),
    );
  });

  it('when the mouse moves on to the next category, that one’s flyout follows', async () => {
    const header = await headerPage();
    const field = await searchFor(header);
    await userEvent.keyboard('{Escape}');
    await until(() => expect(field.getAttribute('aria-expanded')).toBe('false'));

    await userEvent.hover(page.getByRole('link', { name: first.title, exact: true }));
    await expect
      .element(toggleOf(first.title), { timeout: 2000 })
      .toHaveAttribute('aria-expanded', 'true');
    await userEvent.hover(page.getByRole('link', { name: second.title, exact: true }));
    await expect
      .element(toggleOf(second.title), { timeout: 2000 })
      .toHaveAttribute('aria-expanded', 'true');
    await expect.element(toggleOf(first.title)).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('given the suggestions still open', () => {
  it('when the mouse rests on a category, its flyout opens and the suggestions close', async () => {
    const header = await headerPage();
    const field = await searchFor(header);

    await userEvent.hover(page.getByRole('link', { name: first.title, exact: true }));
    await expect
      .element(toggleOf(first.title), { timeout: 2000 })
      .toHaveAttribute('aria-expanded', 'true');
    await until(() => expect(field.getAttribute('aria-expanded')).toBe('false'));
  });
});

describe('given the mouse on the header’s logo', () => {
  it('when it moves straight onto a category, the category’s flyout opens', async () => {
    const header = await headerPage();
    const logo = queryDeep(header.shadowRoot, '.shop-header__logo');
    if (!logo) throw new Error('no logo in the header');
    await userEvent.hover(logo);

    await userEvent.hover(page.getByRole('link', { name: first.title, exact: true }));
    await expect
      .element(toggleOf(first.title), { timeout: 2000 })
      .toHaveAttribute('aria-expanded', 'true');
  });
});
