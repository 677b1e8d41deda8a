// The rooms the bare elements keep before their answers arrive hold for the shop's answers, not
// only the fake backend's usual ones: an editor's plain page (demo/bare.html, every element
// bare, the page sheet) is loaded with each answer set of test/fake-backend/answer-sets.ts (usual;
// sparse: an empty cart, a short banner without voucher or link, a small footer; crowded: 150
// cart lines, a long banner, ten more long categories) and its layout shift summed from the
// browser's entries. The top banner and the mini cart keep their room once shown (decision 51).
import { afterEach, describe, expect, it } from 'vitest';
import { ANSWER_SETS, type AnswerSetName } from '../fake-backend/answer-sets';
import { demoInChromium } from '../support/demo-in-chromium';
import { BENCH_DEVICES, deviceContextOptions } from '../../scripts/bench/devices';
import { installPageProbe, readPageProbe } from '../../scripts/bench/page-probe';

const running = demoInChromium();

/** Elements that render nothing until asked (a closed dialog, the staff-only panel). */
const RENDER_ON_DEMAND = ['shop-modal', 'shop-preview-panel'];

async function answerWith(set: AnswerSetName): Promise<void> {
  const answered = await fetch(`${running.demo.url}/__fake-backend/answers`, {
    method: 'POST',
    body: JSON.stringify({ set }),
  });
  if (!answered.ok) throw new Error(`the demo server refused the answer set ${set}`);
}

afterEach(async () => {
  await fetch(`${running.demo.url}/__fake-backend/reset`, { method: 'POST' });
});

/** The page's layout shift once every element on it has settled, and each shift's sources. */
async function settledShift(site: string, width: number) {
  const context = await running.browser.newContext(
    deviceContextOptions(BENCH_DEVICES.desktop, width),
  );
  try {
    const page = await context.newPage();
    await page.addInitScript(installPageProbe);
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (globalThis as { __shifts?: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((source) => {
              const node = source.node;
              if (!(node instanceof Element)) return node?.nodeName ?? '?';
              const host = (node.getRootNode() as ShadowRoot).host;
              return `${host ? `${host.localName} › ` : ''}${node.localName}.${node.className}`;
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${running.demo.url}/bare.html?site=${site}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(
      (onDemand) =>
        [...document.querySelectorAll('body *')]
          .filter((element) => element.localName.startsWith('shop-'))
          .filter((element) => !onDemand.includes(element.localName))
          .every((element) => element.matches(':state(settled)')),
      RENDER_ON_DEMAND,
      { timeout: 20_000 },
    );
    // Two frames after the last element settled, so its layout shift has been reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const { cls } = await page.evaluate(readPageProbe);
    const shifts = await page.evaluate(
      () => (globalThis as { __shifts?: { value: number; sources: string[] }[] }).__shifts ?? [],
    );
    return { cls, shifts };
  } finally {
    await context.close();
  }
}

const cases = (sets: readonly AnswerSetName[]) =>
  sets.flatMap((set) =>
    ['DE', 'TR'].flatMap((site) => [375, 1280].map((width) => [set, site, width] as const)),
  );

async function expectSteadyPage(set: AnswerSetName, site: string, width: number) {
  await answerWith(set);
  const { cls, shifts } = await settledShift(site, width);
  expect(cls, JSON.stringify(shifts)).toBeLessThan(0.01);
}

describe('given an editor’s plain page with every element bare (the page sheet)', () => {
  it.each(cases(ANSWER_SETS))(
    'with the %s answers on %s at %i px, CLS is under 0.01',
    expectSteadyPage,
  );
});
