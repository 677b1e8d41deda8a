/**
 * The docs site as a reader meets it: built once with `npm run docs:build` (Storybook and the
 * visual gallery, about a minute) into a folder of its own, so the build's output can be read and
 * nothing else is left stale, then served from those files by a plain static server (no dev
 * server) and opened in Chromium.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CODES } from '../../src/sites/sites';
import { starterPage } from '../../stories/support/editor-snippets';
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

/** What a docs page showed: its first heading, and what axe found on it. */
interface DocsPageVisit {
  heading: string;
  violations: string[];
}

let folder: string;
let buildLog: string;
let server: StaticServer;
let browser: Browser;
let docsEntries: IndexEntry[];

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'shop-elements-docs-site-'));
  const { stdout, stderr } = await promisify(execFile)(
    'npm',
    ['run', 'docs:build', '--', '--out', folder],
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

/** The docs page of a title in the build's index (`Editors/Start here`). */
function docsEntryTitled(title: string): IndexEntry {
  const entry = docsEntries.find((candidate) => candidate.title === title);
  expect(entry, `the build's index.json has the docs page "${title}"`).toBeDefined();
  return entry!;
}

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

/** How a check ended, for the test that waits for it. */
interface Outcome {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function pendingOutcome(): Outcome {
  const outcome = {} as Outcome;
  outcome.promise = new Promise<void>((resolve, reject) => {
    Object.assign(outcome, { resolve, reject });
  });
  // Failures are reported by the test that waits for them, not as unhandled rejections.
  outcome.promise.catch(() => undefined);
  return outcome;
}

/** A check a test makes on a docs page while the pass below has it open, after axe. */
interface CheckWhileOpen {
  title: string;
  check: (page: Page) => Promise<void>;
  outcome: Outcome;
}

const checksWhileOpen: CheckWhileOpen[] = [];

/**
 * Registers a check on the docs page of a title (`Editors/Start here`), made while the pass over
 * every docs page has that page open, so no page is loaded twice (each load is a fresh browser
 * context with the whole preview to parse, seconds on a busy machine). Call it where a
 * `describe` is collected; the returned function, a test's body, waits for the check.
 */
function onDocsPage(title: string, check: (page: Page) => Promise<void>): () => Promise<void> {
  const outcome = pendingOutcome();
  checksWhileOpen.push({ title, check, outcome });
  return async () => {
    await visitEveryDocsPage();
    await outcome.promise;
  };
}

/**
 * A docs page's first heading, and what axe finds on it; then the checks the tests registered
 * for it. Storybook's JSON editor (the control of an object or list attribute, `.rejt-tree`)
 * writes list items outside a list; it is Storybook's widget, not this project's page, so axe
 * leaves it out.
 */
async function visitDocs(entry: IndexEntry): Promise<DocsPageVisit> {
  const page = await openDocs(entry.id);
  const heading = (await page.locator('#storybook-docs h1').first().textContent()) ?? '';
  await page.addScriptTag({ path: AXE_SCRIPT });
  let violations = await axeViolations(page);
  // A story still laying out on a busy machine can scroll for a moment: a real violation is
  // still there a few seconds later, a passing layout is not.
  if (violations.length > 0) {
    await page.waitForTimeout(3_000);
    violations = await axeViolations(page);
  }
  for (const { title, check, outcome } of checksWhileOpen) {
    if (title === entry.title) await check(page).then(outcome.resolve, outcome.reject);
  }
  await page.close();
  return {
    heading,
    violations: violations.map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes
          .map((node) => JSON.stringify(node.target))
          .join(', ')}`,
    ),
  };
}

let everyDocsPage: Promise<Map<string, DocsPageVisit>> | undefined;

/**
 * Every docs page of the build, each opened once for all the tests that read it (axe, the
 * elements' pages, the editors' and designers' pages, the checks of `onDocsPage`). Two pages at
 * a time: the machine's two cores, and each page waits mostly for its stories. About 3 s a page
 * on a quiet machine (49 pages); twice that while the other projects run.
 */
function visitEveryDocsPage(): Promise<Map<string, DocsPageVisit>> {
  everyDocsPage ??= (async () => {
    const visits = new Map<string, DocsPageVisit>();
    const pending = [...docsEntries];
    const visitNext = async (): Promise<void> => {
      const entry = pending.shift();
      if (!entry) return;
      visits.set(entry.id, await visitDocs(entry));
      await visitNext();
    };
    await Promise.all([visitNext(), visitNext()]);
    for (const { title, outcome } of checksWhileOpen) {
      outcome.reject(new Error(`The build's index.json has no docs page "${title}".`));
    }
    return visits;
  })();
  return everyDocsPage;
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

/** The whole pass over the docs pages runs in the first test that waits for it. */
const PASS_TIMEOUT = 900_000;

describe('given the docs site built by npm run docs:build', () => {
  it('it prints no warning', () => {
    const warnings = buildLog.split('\n').filter((line) => WARNING_LINE.test(line));
    expect(warnings).toEqual([]);
  });

  it(
    'when each docs page is open, axe finds no violation on it',
    async () => {
      expect(docsEntries.length).toBeGreaterThan(0);
      const violationsByPage = Object.fromEntries(
        [...(await visitEveryDocsPage())]
          .filter(([, visit]) => visit.violations.length > 0)
          .map(([id, visit]) => [id, visit.violations]),
      );
      expect(violationsByPage).toEqual({});
    },
    PASS_TIMEOUT,
  );

  it(
    "it has every element's docs page, each showing its tag",
    async () => {
      const tags = (await readdir('src/elements', { withFileTypes: true }))
        .filter((entry) => entry.isDirectory() && entry.name.startsWith('shop-'))
        .map((entry) => entry.name);
      expect(tags.length).toBeGreaterThan(10);
      const visits = await visitEveryDocsPage();
      const headings = tags.map((tag) => [
        tag,
        visits.get(docsEntryTitled(`Elements/${tag}`).id)?.heading,
      ]);
      expect(Object.fromEntries(headings)).toEqual(
        Object.fromEntries(tags.map((tag) => [tag, `<${tag}>`])),
      );
    },
    PASS_TIMEOUT,
  );

  it(
    "it has the editors' troubleshooting page",
    async () => {
      const visits = await visitEveryDocsPage();
      expect(visits.get(docsEntryTitled('Editors/Troubleshooting').id)?.heading).toMatch(
        /^Troubleshooting/,
      );
    },
    PASS_TIMEOUT,
  );

  it(
    "it has each site's starter page for editors, as the docs give it to copy",
    onDocsPage('Editors/Start here', async (page) => {
      const shown = () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('#storybook-docs pre')]
              .map((pre) => pre.textContent ?? '')
              .find((text) => text.startsWith('<!doctype html>')) ?? '',
        );
      const words = (text: string) => text.replace(/\s+/g, ' ').trim();
      for (const site of SITE_CODES) {
        await page.getByLabel('Site of the page').selectOption(site);
        await expect
          .poll(async () => words(await shown()), { timeout: 15_000 })
          .toBe(words(starterPage(site)));
      }
    }),
    PASS_TIMEOUT,
  );

  it(
    "the designers' page links to the visual gallery, where every committed baseline loads",
    onDocsPage('Designers/Reviewing visual changes', async (page) => {
      const baselines = (await readdir('test/visual/__baselines__')).filter((file) =>
        file.endsWith('.png'),
      );
      await page.getByRole('link', { name: 'visual gallery' }).click();
      await page.waitForURL(/\/visual-gallery\/index\.html$/);
      expect(await page.locator('.card').count()).toBe(baselines.length);
      const notLoaded = await page.evaluate(async () => {
        const images = [...document.querySelectorAll<HTMLImageElement>('.card img')];
        // The gallery loads its pictures as they scroll into view; here all of them at once.
        for (const image of images) image.loading = 'eager';
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
        return images.filter((image) => image.naturalWidth === 0).map((image) => image.src);
      });
      expect(notLoaded).toEqual([]);
      // Above the gallery: what the last commit did to the baselines, each with its diff (a
      // copy without the parent commit, such as a shallow clone, says it shows none).
      const movedBaselines = await promisify(execFile)('git', [
        'diff',
        '--name-only',
        // A renamed baseline is one removed and one new, as the gallery lists it.
        '--no-renames',
        'HEAD~1',
        '--',
        'test/visual/__baselines__',
      ]).then(
        ({ stdout }) => stdout.split('\n').filter((file) => file.endsWith('.png')).length,
        () => undefined,
      );
      const summary = page.locator('h1 ~ p').nth(1);
      if (movedBaselines === undefined) {
        await expect.poll(() => summary.textContent()).toMatch(/^No change shown/);
      } else {
        await expect
          .poll(() => summary.textContent())
          .toMatch(
            movedBaselines
              ? new RegExp(`^${movedBaselines} baselines? changed since HEAD~1`)
              : /^No baseline changed since HEAD~1/,
          );
      }
      expect(await page.locator('.changed-shot').count()).toBe(movedBaselines ?? 0);
      // A site picked in the address shows that site's baselines alone.
      await page.goto(`${page.url()}#site=tr`);
      await expect
        .poll(() => page.locator('.card:not([hidden])').count(), { timeout: 5_000 })
        .toBe(baselines.filter((file) => file.includes('__tr_')).length);
    }),
    PASS_TIMEOUT,
  );
});

describe('given the built docs pages', () => {
  it(
    'the elements render in them: the search field of <shop-search> is there to type in',
    onDocsPage('Elements/shop-search', async (page) => {
      const searchFields = () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('shop-search')].filter((host) =>
              host.shadowRoot?.querySelector('input[role="combobox"]'),
            ).length,
        );
      await expect.poll(searchFields, { timeout: 15_000 }).toBeGreaterThan(0);
    }),
    PASS_TIMEOUT,
  );
});

describe('given the docs page of <shop-search>', () => {
  it(
    'when placement is set to flyout in the controls, the HTML to copy says so at once',
    onDocsPage('Elements/shop-search', async (page) => {
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
    }),
    PASS_TIMEOUT,
  );
});

describe('given the docs page of the fake backend', () => {
  it(
    'each story answers with its own faults: a 500 on the cart only in the story that asks for it',
    onDocsPage('Foundations/Fake backend', async (page) => {
      const cartStatuses = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-call="cart"] [data-status]')].map(
            (cell) => cell.textContent,
          ),
        );
      // The primary story on top, then every story: "Every call answers" twice, then the fault.
      await expect.poll(cartStatuses, { timeout: 15_000 }).toEqual(['200', '200', '500']);
    }),
    PASS_TIMEOUT,
  );
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
