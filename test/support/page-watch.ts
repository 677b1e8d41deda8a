/**
 * What a shopper's page shows of itself in a Playwright test: what it says in the console, what
 * it asks the shop's services, and how far it shifts. Set up before the page loads.
 */
import type { Page } from 'playwright-core';

export interface PageWatch {
  /** Warnings, errors and uncaught exceptions, in order. */
  messages: string[];
  /** Each `/service/` call (path and query) and how often it was made. */
  serviceCalls: Map<string, number>;
}

export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { messages: [], serviceCalls: new Map() };
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      watch.messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => watch.messages.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/service/'))
      watch.serviceCalls.set(
        pathname + search,
        (watch.serviceCalls.get(pathname + search) ?? 0) + 1,
      );
  });
  return watch;
}

/** Records every layout shift without recent input, from the first paint on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shift so far (the sum of `recordLayoutShifts`' entries). */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
}
