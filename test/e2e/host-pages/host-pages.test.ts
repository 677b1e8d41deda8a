// Host pages (issue 27): the built bundle on a CMS-style page under conditions the library does
// not control. In each: the header's flows and the footer work, no CSP or Trusted Types
// violation and no console error, no horizontal scroll (320 px phone, 200 % zoom), and the
// elements keep the plain page's sizes where the layout is the same. Conditions plug in through
// `conditions.ts`. One Chromium for the file; one context per page.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTranslator, type Translator } from '../../../src/i18n/translator';
import { demoInChromium } from '../../support/demo-in-chromium';
import { CONDITIONS, PLAIN_PAGE, type PageCondition, type WindowName } from './conditions';
import { FLOWS } from './header-flows';
import {
  consentScriptRan,
  elementModule,
  horizontalOverflow,
  openHostPage,
  STANDALONE_BUNDLE,
  type HostPage,
} from './host-page';
import { elementSizes, expectSameSizes, type ElementSizes } from './element-sizes';
import { expectSameTextStyles, textStyles, type TextStyles } from './text-styles';

const running = demoInChromium();
let de: Translator;
/** The plain page's element sizes per window, measured when its page opens (it runs first). */
const plainSizes = new Map<WindowName, ElementSizes>();
/** The plain page's text styles inside the shadow roots, per window. */
const plainTextStyles = new Map<WindowName, TextStyles>();

beforeAll(async () => {
  de = await loadTranslator('de-DE');
});

afterEach(async () => {
  await fetch(`${running.demo.url}/__fake-backend/reset`, { method: 'POST' });
});

/** The plain page's sizes in a window: measured with its tests, or here when they were left out. */
async function plainSizesIn(windowName: WindowName): Promise<ElementSizes> {
  const measured = plainSizes.get(windowName);
  if (measured) return measured;
  const plain = await openHostPage(running.browser, running.demo.url, PLAIN_PAGE, windowName);
  plainSizes.set(windowName, await elementSizes(plain.page));
  await plain.close();
  return plainSizesIn(windowName);
}

/** The header's flows for the layout it chose: the phone layout has the drawer, no flyouts. */
async function flowsFor(page: Page) {
  const mode = await page.evaluate(
    () =>
      document
        .querySelector('shop-header')
        ?.shadowRoot?.querySelector<HTMLElement>('[part="header"]')?.dataset.layoutMode,
  );
  return mode === 'MATCH' ? FLOWS.narrow : FLOWS.desktop;
}

describe.each([PLAIN_PAGE, ...CONDITIONS])('given $name', (condition: PageCondition) => {
  describe.each(condition.windows.map((name) => ({ name })))('in the $name window', ({ name }) => {
    let host: HostPage;
    beforeAll(async () => {
      host = await openHostPage(running.browser, running.demo.url, condition, name);
      if (condition === PLAIN_PAGE) {
        plainSizes.set(name, await elementSizes(host.page));
        plainTextStyles.set(name, await textStyles(host.page));
      }
    });
    afterAll(async () => {
      await host?.close();
    });

    it('the elements keep the plain page’s sizes (within 2 %)', async ({ skip }) => {
      if (!condition.sameSizes || condition === PLAIN_PAGE) skip();
      expectSameSizes(await elementSizes(host.page), await plainSizesIn(name));
    });

    it('the texts inside the shadow roots keep the library’s own styles', async ({ skip }) => {
      if (!condition.sameSizes || condition === PLAIN_PAGE) skip();
      expectSameTextStyles(await textStyles(host.page), plainTextStyles.get(name));
    });

    it('when the shopper uses the header and the footer › each flow works', async () => {
      const flows = await flowsFor(host.page);
      for (const [flowName, flow] of Object.entries(flows)) {
        await flow(host.page, de).catch((error: unknown) => {
          throw new Error(`${flowName}: ${String(error)}`);
        });
      }
      // The consent-management script the page configures loaded (a script the library adds).
      await expect.poll(() => consentScriptRan(host.page)).toBe(true);
    });

    it('nothing scrolls sideways', async () => {
      expect(await horizontalOverflow(host.page)).toBe(0);
    });

    it('after all that, no CSP or Trusted Types violation and no console error', async () => {
      expect(await host.violations()).toEqual([]);
      expect(host.problems).toEqual([]);
    });
  });
});

describe('given Trusted Types enforced and two copies of the library on the page', () => {
  // The promotions' copy (a per-element module, first) sanitizes the legal text; the standalone
  // bundle's header loads the consent script. Both need the one `shop-elements` policy, which
  // only the first of them may create.
  it('the legal text shows and the consent script loads, with no violation', async () => {
    const condition = CONDITIONS.find(({ name }) => name === 'Trusted Types enforced');
    if (!condition) throw new Error('The Trusted Types condition is missing.');
    const host = await openHostPage(running.browser, running.demo.url, condition, 'phone', [
      elementModule('shop-promotion'),
      ...STANDALONE_BUNDLE,
    ]);
    await FLOWS.narrow.legalTextOpens(host.page, de);
    await expect.poll(() => consentScriptRan(host.page)).toBe(true);
    expect(await host.violations()).toEqual([]);
    expect(host.problems).toEqual([]);
    await host.close();
  });
});
