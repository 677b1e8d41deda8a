/**
 * The docs site as a reader meets it: Storybook built once (`storybook build`, about a minute)
 * into a folder of its own, so the build's output can be read and nothing else is left stale,
 * then served and opened in Chromium.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/launch-chromium';
import { serveStatic, type StaticServer } from './static-server';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Lines of Storybook's build log that warn: its own (`▲`) and Vite's and Rolldown's (`(!)`). */
const WARNING_LINE = /▲|\(!\)|\[PLUGIN_TIMINGS\]/;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

let folder: string;
let buildLog: string;
let server: StaticServer;
let browser: Browser;
let docsEntries: IndexEntry[];

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'shop-elements-storybook-'));
  const { stdout, stderr } = await promisify(execFile)(
    'npx',
    ['storybook', 'build', '-o', folder, '--disable-telemetry'],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1', CI: 'true' } },
  );
  buildLog = `${stdout}\n${stderr}`;
  const index = JSON.parse(await readFile(path.join(folder, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  docsEntries = Object.values(index.entries).filter((entry) => entry.type === 'docs');
  server = await serveStatic([folder]);
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A docs page in the preview frame alone, once its blocks and stories have rendered. */
async function openDocs(id: string): Promise<Page> {
  // A context of its own: the fake backend's service worker of one page (a story holding a call
  // open on purpose) must not hold back the next page's navigation. Closing the page closes it.
  const pageContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await pageContext.newPage();
  page.on('close', () => void pageContext.close());
  // Not the load event: a story that shows a loading state holds a call or a picture open on
  // purpose, and the page's load would wait for it. The docs content and the network are waited
  // for below. A loaded two-core machine can take longer than the 30 s default.
  await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=docs`, {
    waitUntil: 'domcontentloaded',
    timeout: 90_000,
  });
  await page.locator('#storybook-docs .sbdocs-content').waitFor({ state: 'visible' });
  // Stories load their element code and the fake backend's answers; a story whose call hangs
  // (on purpose) keeps the network busy, so this waits a while, not for ever.
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  // A story's box scrolls for a moment while its content lays out on a busy machine; one that
  // still scrolls after that is what axe reports.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.docs-story')].every(
          (story) =>
            story.scrollWidth <= story.clientWidth && story.scrollHeight <= story.clientHeight,
        ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  return page;
}

/**
 * What axe finds on a docs page. Storybook's JSON editor (the control of an object or list
 * attribute, `.rejt-tree`) writes list items outside a list; it is Storybook's widget, not
 * this project's page, so axe leaves it out.
 */
async function violationsOn(id: string): Promise<string[]> {
  const page = await openDocs(id);
  await page.addScriptTag({ path: AXE_SCRIPT });
  let violations = await axeViolations(page);
  // A story still laying out on a busy machine can scroll for a moment: a real violation is
  // still there a few seconds later, a passing layout is not.
  if (violations.length > 0) {
    await page.waitForTimeout(3_000);
    violations = await axeViolations(page);
  }
  await page.close();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes
        .map((node) => JSON.stringify(node.target))
        .join(', ')}`,
  );
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: object, options: object) => Promise<{ violations: unknown[] }> };
    };
    return (
      await axe.run(
        { include: ['#storybook-docs'], exclude: ['.rejt-tree'] },
        { resultTypes: ['violations'] },
      )
    ).violations;
  });
  return violations as AxeViolation[];
}

describe('given the Storybook build', () => {
  it('it prints no warning', () => {
    const warnings = buildLog.split('\n').filter((line) => WARNING_LINE.test(line));
    expect(warnings).toEqual([]);
  });

  it('when each docs page is open, axe finds no violation on it', async () => {
    expect(docsEntries.length).toBeGreaterThan(0);
    const violationsByPage: Record<string, string[]> = {};
    const pending = [...docsEntries];
    // Two pages at a time: the machine's two cores, and each page waits mostly for its stories.
    const checkNext = async (): Promise<void> => {
      const entry = pending.shift();
      if (!entry) return;
      const found = await violationsOn(entry.id);
      if (found.length > 0) violationsByPage[entry.id] = found;
      await checkNext();
    };
    await Promise.all([checkNext(), checkNext()]);
    expect(violationsByPage).toEqual({});
    // About 3 s a page on a quiet machine (48 pages); twice that while the other projects run.
  }, 600_000);
});

describe('given the built docs pages', () => {
  it('the elements render in them: the search field of <shop-search> is there to type in', async () => {
    const page = await openDocs('elements-shop-search--docs');
    const searchFields = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('shop-search')].filter((host) =>
            host.shadowRoot?.querySelector('input[role="combobox"]'),
          ).length,
      );
    await expect.poll(searchFields, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.close();
  });
});

describe('given the docs page of <shop-search>', () => {
  it('when placement is set to flyout in the controls, the HTML to copy says so at once', async () => {
    const page = await openDocs('elements-shop-search--docs');
    const snippet = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('pre')].find((pre) =>
            pre.textContent?.includes('<shop-search'),
          )?.textContent ?? '',
      );
    // The controls and the snippet render after the docs, later on a busy machine.
    await expect.poll(snippet, { timeout: 15_000 }).toContain('<shop-search site="DE">');
    await page.locator('select[id$="-placement"]').selectOption('flyout');
    await expect
      .poll(snippet, { timeout: 15_000 })
      .toContain('<shop-search site="DE" placement="flyout">');
    await page.close();
  });
});

describe('given the docs page of the fake backend', () => {
  it('each story answers with its own faults: a 500 on the cart only in the story that asks for it', async () => {
    const page = await openDocs('foundations-fake-backend--docs');
    const cartStatuses = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-call="cart"] [data-status]')].map(
          (cell) => cell.textContent,
        ),
      );
    // The primary story on top, then every story: "Every call answers" twice, then the fault.
    await expect.poll(cartStatuses, { timeout: 15_000 }).toEqual(['200', '200', '500']);
    await page.close();
  });
});

describe('given a story that pins a phone width, opened in a tab of its own', () => {
  it('it shows at the pinned 375 px, in the manager’s full-screen view', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(
      `${server.url}/iframe.html?id=elements-shop-mini-cart--on-smartphone&viewMode=story`,
    );
    await page.waitForURL(/full=1/);
    const frameWidth = () =>
      page.evaluate(
        () => document.querySelector('#storybook-preview-iframe')?.getBoundingClientRect().width,
      );
    await expect.poll(frameWidth, { timeout: 20_000 }).toBe(375);
    await page.close();
  });
});
