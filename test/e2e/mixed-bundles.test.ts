// Pages that load the library more than once: the standalone bundle twice (under a versioned
// address), the standalone bundle and per-element modules in either order, or two per-element
// modules. Each element renders with the React of the copy that defined its tag, and the page
// keeps one cart store, one flyout store and one login-token service (CONTRACT: "Loading it twice
// on a page must not throw").
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/server';
import { loadTranslator, type Translator } from '../../src/i18n/translator';
import { SHOP_PATHS } from '../../src/services/http/shop-api';
import { navigation } from '../fake-backend/fixtures/navigation';
import { launchChromium } from '../support/launch-chromium';
import { jwt } from '../support/jwt';

let demo: DemoServer;
let browser: Browser;
let de: Translator;

beforeAll(async () => {
  demo = await startDemoServer({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
  de = await loadTranslator('de-DE');
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

afterEach(async () => {
  await fetch(`${demo.url}/__fake-backend/reset`, { method: 'POST' });
});

const BUNDLES = '/assets/shop-elements';
/** A CMS page that versions its scripts, as many do. */
const STANDALONE = `${BUNDLES}/shop-elements.js?v=2`;
const element = (tag: string) => `${BUNDLES}/elements/${tag}.js?v=2`;

/** Each mix, in the order the page's script tags load them. */
const MIXES: { name: string; scripts: string[]; api?: string }[] = [
  {
    name: 'the standalone bundle twice',
    scripts: [STANDALONE, `${BUNDLES}/shop-elements.js`],
    api: STANDALONE,
  },
  {
    name: 'the standalone bundle, then per-element modules',
    scripts: [
      STANDALONE,
      element('shop-mini-cart'),
      element('shop-cart-link'),
      element('shop-main-nav'),
    ],
    api: STANDALONE,
  },
  {
    name: 'per-element modules, then the standalone bundle',
    scripts: [
      element('shop-mini-cart'),
      element('shop-cart-link'),
      element('shop-main-nav'),
      STANDALONE,
    ],
    api: STANDALONE,
  },
  {
    name: 'two per-element modules (and the header’s and the navigation’s)',
    scripts: [
      element('shop-mini-cart'),
      element('shop-cart-link'),
      element('shop-header'),
      element('shop-main-nav'),
    ],
  },
];

function pageWith(scripts: readonly string[]): string {
  return `<!doctype html>
<html lang="de-DE" data-shop-site="DE">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>Mixed bundles</title>
    <link rel="stylesheet" href="${BUNDLES}/shop-elements.css" />
    ${scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n    ')}
  </head>
  <body>
    <shop-header></shop-header>
    <shop-main-nav></shop-main-nav>
    <shop-cart-link></shop-cart-link>
    <shop-mini-cart></shop-mini-cart>
  </body>
</html>`;
}

interface OpenedPage {
  page: Page;
  errors: string[];
  /** Every call to the shop's services, as `METHOD path`. */
  calls: string[];
}

async function openMixedPage(scripts: readonly string[]): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // A login token due for renewal: the page's token service renews it once, whoever started it.
  const now = Math.floor(Date.now() / 1000);
  await context.addCookies([
    {
      name: 'LoginToken',
      value: jwt({ exp: now + 3600, ren: now - 60, lid: true }),
      url: demo.url,
    },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  const calls: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/service/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  await page.route(`${demo.url}/mixed.html`, (route) =>
    route.fulfill({ body: pageWith(scripts), contentType: 'text/html; charset=utf-8' }),
  );
  await page.goto(`${demo.url}/mixed.html`);
  return { page, errors, calls };
}

const badgeOf = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('body > shop-cart-link')?.shadowRoot?.querySelector('[part="badge"]')
        ?.textContent,
  );

/** The quantities the page's own mini cart shows, added up. */
const miniCartQuantity = (page: Page) =>
  page.evaluate(() =>
    [
      ...(document
        .querySelector('body > shop-mini-cart')
        ?.shadowRoot?.querySelectorAll<HTMLElement>('[data-quantity]') ?? []),
    ].reduce((sum, value) => sum + Number(value.dataset.quantity), 0),
  );

/** Adds three of a coffee, the way the page's own add-to-cart would. */
async function addToCart(page: Page, api: string | undefined): Promise<void> {
  const change = { setArticle: { productId: 'fake-coffee-1', tcm: 'tcm-coffee-1', quantity: 5 } };
  if (api) {
    // Written as text: the test runner would rewrite an import() inside a function.
    await page.evaluate(
      `import(${JSON.stringify(api)}).then(({ cart }) => cart.modify(${JSON.stringify(change)}))`,
    );
    return;
  }
  // A page without the cart API changes the cart itself and tells the elements.
  await page.evaluate(
    async ({ change, path }) => {
      await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify(change),
      });
      window.dispatchEvent(new Event('cart-trigger-update'));
    },
    { change, path: SHOP_PATHS.cart },
  );
}

const navigationTitle =
  navigation('DE').find((node) => (node.children?.length ?? 0) > 0)?.title ?? 'no flyout';

describe.each(MIXES)('a page that loads $name', ({ scripts, api }) => {
  it('renders the mini cart and the cart link, and an add-to-cart updates both', async () => {
    const { page, errors } = await openMixedPage(scripts);
    await expect.poll(() => badgeOf(page), { timeout: 10_000 }).toBe('9');
    await expect.poll(() => miniCartQuantity(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const before = await miniCartQuantity(page);

    await addToCart(page, api);

    await expect.poll(() => badgeOf(page)).toBe('12');
    await expect.poll(() => miniCartQuantity(page)).toBe(before + 3);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps one cart store, one flyout store and one login-token service for the page', async () => {
    const { page, errors, calls } = await openMixedPage(scripts);
    await expect.poll(() => badgeOf(page), { timeout: 10_000 }).toBe('9');
    expect(calls.filter((call) => call === `GET ${SHOP_PATHS.cart}`)).toHaveLength(1);
    await expect
      .poll(() => calls.filter((call) => call === `POST ${SHOP_PATHS.loginTokenRenew}`).length, {
        timeout: 10_000,
      })
      .toBe(1);

    // One flyout store: opening the navigation's flyout closes the header's mini cart.
    const miniCartButton = page
      .locator('shop-header')
      .getByRole('button', { name: de.t('header.miniCart') });
    await miniCartButton.click();
    await expect.poll(() => miniCartButton.getAttribute('aria-expanded')).toBe('true');
    const navButton = page
      .locator('body > shop-main-nav')
      .getByRole('button', { name: de.t('header.subMenu', { title: navigationTitle }) });
    await navButton.click();
    await expect.poll(() => navButton.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => miniCartButton.getAttribute('aria-expanded')).toBe('false');

    const stores = await page.evaluate(() =>
      ['cart', 'flyouts', 'login-token-service'].map(
        (name) =>
          typeof (globalThis as unknown as Record<symbol, unknown>)[
            Symbol.for(`shop-elements.${name}`)
          ],
      ),
    );
    expect(stores).toEqual(['object', 'object', 'object']);
    expect(calls.filter((call) => call === `POST ${SHOP_PATHS.loginTokenRenew}`)).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
