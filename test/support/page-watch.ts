/**
 * What a shopper's page shows of itself in a Playwright test: what it says in the console, what
 * it asks the shop's services, and how far it shifts. Set up before the page loads.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface PageWatch {
  /** Warnings, errors and uncaught exceptions, in order. */
  messages: string[];
  /**
   * Each `/service/` call (method, path and query: `GET /service/cart/api/cart`) and how often
   * it was made. A write to a path the page also reads is a call of its own.
   */
  serviceCalls: Map<string, number>;
}

export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { messages: [], serviceCalls: new Map() };
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    // The browser's "Failed to load resource" names no resource; its location does.
    const text = message.text().startsWith('Failed to load resource')
      ? `${message.text()} (${message.location().url})`
      : message.text();
    watch.messages.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => watch.messages.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (!pathname.startsWith('/service/')) return;
    const call = `${request.method()} ${pathname}${search}`;
    watch.serviceCalls.set(call, (watch.serviceCalls.get(call) ?? 0) + 1);
  });
  return watch;
}

/** Records every layout shift without recent input, from the first paint on, with what moved. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface ShiftSource {
      node?: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    const shifts: number[] = [];
    const moved: string[] = [];
    const page = window as unknown as { __shifts: number[]; __shifted: string[] };
    page.__shifts = shifts;
    page.__shifted = moved;
    /** A moved node as a reader finds it: its name, id and classes, and where it went. */
    const describe = ({ node, previousRect: from, currentRect: to }: ShiftSource) => {
      const element = node instanceof Element ? node : node?.parentElement;
      const name = element
        ? `${element.localName}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`
        : String(node?.nodeName);
      const box = (rect: DOMRectReadOnly) =>
        `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
      return `${name} ${box(from)} → ${box(to)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: ShiftSource[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push(entry.value);
        const sources = (entry.sources ?? []).map(describe).join('; ');
        moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${sources}`);
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

/** Each shift so far, with when it happened and what moved where: for a failing test's message. */
export function layoutShiftsMoved(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted);
}

/**
 * The calls whose answers a server rendered the header and footer from (navigation, theme
 * worlds, promotions): a browser that takes that HTML over does not make them again.
 */
export const SERVER_RENDERED_CALLS =
  /header-backend|themeworld-frontend|promotion\/api\/promotion\//;

/**
 * What a page that took server HTML over has shown so far: no console warning or error, a layout
 * shift under 0.01, no call made twice and none of the calls the server rendered from.
 */
export async function expectQuietTakeover(page: Page, watch: PageWatch): Promise<void> {
  expect(watch.messages).toEqual([]);
  expect(
    await layoutShiftOf(page),
    `what moved: ${(await layoutShiftsMoved(page)).join(' | ')}`,
  ).toBeLessThan(0.01);
  expect([...watch.serviceCalls].filter(([, count]) => count > 1)).toEqual([]);
  expect([...watch.serviceCalls.keys()].filter((call) => SERVER_RENDERED_CALLS.test(call))).toEqual(
    [],
  );
}
