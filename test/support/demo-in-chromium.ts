import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/server';
import { launchChromium } from './launch-chromium';

/**
 * The demo server (built bundles, fake backend, server-rendered pages) on a free port and one
 * Chromium, for the whole file: started before its tests, closed after them.
 */
export function demoInChromium(): { readonly demo: DemoServer; readonly browser: Browser } {
  let demo: DemoServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    demo = await startDemoServer({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });
  return {
    get demo() {
      if (!demo) throw new Error('The demo server starts before the tests.');
      return demo;
    },
    get browser() {
      if (!browser) throw new Error('Chromium starts before the tests.');
      return browser;
    },
  };
}
