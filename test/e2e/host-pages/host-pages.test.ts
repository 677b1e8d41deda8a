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
  openHostPage,
  sidewaysScroll,
  STANDALONE_BUNDLE,
  type HostPage,
} from './host-page';
import { elementSizes, expectSameSizes, type ElementSizes } from './element-sizes';
import { expectSameTextStyles, textStyles, type TextStyles } from './text-styles';

const running = demoInChromium();
let de: Translator;
beforeAll(async () => {
  de = await loadTranslator('de-DE');
});

afterEach(async () => {
  await fetch(`${running.demo.url}/__fake-backend/reset`, { method: 'POST' });
});

/** What the plain page measures in a window: the elements' sizes and the texts' styles. */
interface PlainMeasures {
  sizes: ElementSizes;
  textStyles: TextStyles;
}
/** Measured when the plain page's own tests open it (they run first), per window. */
const plainMeasures = new Map<WindowName, PlainMeasures>();

const measurePlainPage = async (page: Page): Promise<PlainMeasures> => ({
  sizes: await elementSizes(page),
  textStyles: await textStyles(page),
});

/** The plain page's measures in a window: from its tests, or here when they were left out. */
async function plainMeasuresIn(windowName: WindowName): Promise<PlainMeasures> {
  const measured = plainMeasures.get(windowName);
  if (measured) return measured;
  const plain = await openHostPage(running.browser, running.demo.url, PLAIN_PAGE, windowName);
  plainMeasures.set(windowName, await measurePlainPage(plain.page));
  await plain.close();
  return plainMeasuresIn(windowName);
}

/**
 * The header's flows for the layout its CSS chose: the phone layout shows the menu button and
 * its drawer, no flyouts.
 */
async function flowsFor(page: Page) {
  const narrow = await page.evaluate(
    () =>
      (document
        .querySelector('shop-header')
        ?.shadowRoot?.querySelector('shop-main-nav')
        ?.shadowRoot?.querySelector('.shop-main-nav__menu-button')
        ?.getClientRects().length ?? 0) > 0,
  );
  return narrow ? FLOWS.narrow : FLOWS.desktop;
}

describe.each([PLAIN_PAGE, ...CONDITIONS])('given $name', (condition: PageCondition) => {
  describe.each(condition.windows.map((name) => ({ name })))('in the $name window', ({ name }) => {
    let host: HostPage;
    beforeAll(async () => {
      host = await openHostPage(running.browser, running.demo.url, condition, name);
      if (condition === PLAIN_PAGE) plainMeasures.set(name, await measurePlainPage(host.page));
    });
    afterAll(async () => {
      await host?.close();
    });

    it('the elements keep the plain page’s sizes (within 2 %)', async ({ skip }) => {
      if (!condition.sameSizes || condition === PLAIN_PAGE) skip();
      expectSameSizes(await elementSizes(host.page), (await plainMeasuresIn(name)).sizes);
    });

    it('the texts inside the shadow roots keep the library’s own styles', async ({ skip }) => {
      if (!condition.sameSizes || condition === PLAIN_PAGE) skip();
      expectSameTextStyles(await textStyles(host.page), (await plainMeasuresIn(name)).textStyles);
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
      // Once the last flow's closing transitions have run: a panel on its way out is not a page
      // that scrolls. A lasting overflow still fails, naming what sticks out.
      await expect
        .poll(() => sidewaysScroll(host.page), { timeout: 2_000 })
        .toEqual({ overflow: 0, stickingOut: [] });
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
