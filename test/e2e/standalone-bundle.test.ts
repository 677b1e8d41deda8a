import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import { launchChromium } from '../support/launch-chromium';
import { serveStatic, type StaticServer } from './static-server';

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await serveStatic([path.resolve('dist'), path.resolve('test/e2e/pages')]);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPage(file: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await page.goto(`${server.url}/${file}`);
  return { page, errors };
}

const dialogOpen = (page: Page) =>
  page.evaluate(
    () => document.querySelector('shop-modal')?.shadowRoot?.querySelector('dialog')?.open,
  );

describe('a plain HTML page with only the standalone bundle', () => {
  it('given <shop-modal open heading>, it shows the dialog', async () => {
    const { page, errors } = await openPage('standalone-modal.html');
    const dialog = page.getByRole('dialog', { name: 'Lieferadresse ändern' });
    await dialog.waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('when open is removed, the dialog closes', async () => {
    const { page } = await openPage('standalone-modal.html');
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    await page.evaluate(() => document.querySelector('shop-modal')?.removeAttribute('open'));
    await expect.poll(() => dialogOpen(page)).toBe(false);
    await page.close();
  });

  it('when the shopper presses Escape, it closes and fires modal-close', async () => {
    const { page } = await openPage('standalone-modal.html');
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { closeEvents: unknown[] }).closeEvents = seen;
      document.addEventListener('modal-close', (event) => seen.push((event as CustomEvent).detail));
    });
    await page.waitForFunction(() =>
      document.querySelector('shop-modal')?.shadowRoot?.querySelector('dialog[data-focus-trapped]'),
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogOpen(page)).toBe(false);
    const events = await page.evaluate(
      () => (window as unknown as { closeEvents: unknown[] }).closeEvents,
    );
    expect(events).toEqual([{ reason: 'escape' }]);
    await page.close();
  });

  it('when the shopper keeps pressing Tab, focus never leaves the dialog', async () => {
    const { page } = await openPage('standalone-modal.html');
    await page.waitForFunction(() =>
      document.querySelector('shop-modal')?.shadowRoot?.querySelector('dialog[data-focus-trapped]'),
    );
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      const focused = await page.evaluate(() => {
        const modal = document.querySelector('shop-modal');
        const active = document.activeElement;
        if (active === modal) return modal?.shadowRoot?.activeElement?.getAttribute('part');
        return active?.id;
      });
      expect(['close-button', 'cancel', 'confirm']).toContain(focused);
    }
    await page.close();
  });
});

describe('the version', () => {
  it('given the standalone bundle on a page, the page reads its version under Symbol.for("shop-elements.version")', async () => {
    const { page } = await openPage('standalone-modal.html');
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    const version = await page.evaluate(
      () => (globalThis as Record<symbol, unknown>)[Symbol.for('shop-elements.version')],
    );
    expect(version).toBe(packageJson.version);
    await page.close();
  });
});

describe('a page that loads the bundle twice and a per-element module', () => {
  it('defines each tag once and throws nothing', async () => {
    const { page, errors } = await openPage('loaded-twice.html');
    await page.getByRole('dialog', { name: 'Hinweis' }).waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('lazy code', () => {
  it('given a page with only a modal, loads the modal’s code and no other element’s', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/standalone-modal.html`);
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    expect(scripts.some((path) => /\/chunks\/ShopModal-/.test(path))).toBe(true);
    expect(
      scripts.some((path) =>
        /\/chunks\/Shop(Footer|MiniCart|NewsletterForm|Promotion)-/.test(path),
      ),
    ).toBe(false);
    await page.close();
  });
});

describe('languages', () => {
  it('given a Polish page, loads the Polish texts from beside the bundle and shows them', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/polish-page.html`);
    const closeButton = page.getByRole('button', { name: 'Zamknij okno' });
    await closeButton.waitFor({ state: 'visible' });
    expect(scripts.some((path) => /^\/chunks\/pl-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/chunks\/(fr|cs|hu|sk|tr)-/.test(path))).toBe(false);
    await page.close();
  });

  it('given a German page, loads no language chunk at all', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/standalone-modal.html`);
    await page.getByRole('button', { name: 'Dialog schließen' }).waitFor({ state: 'visible' });
    expect(scripts.filter((path) => /\/chunks\/(fr|pl|cs|hu|sk|tr)-/.test(path))).toEqual([]);
    await page.close();
  });
});

describe('the page sheet', () => {
  it('given the elements have not loaded yet, hides the content of a modal', async () => {
    const { page } = await openPage('not-yet-defined.html');
    await expect(page.locator('#slotted').isVisible()).resolves.toBe(false);
    await page.close();
  });
});
