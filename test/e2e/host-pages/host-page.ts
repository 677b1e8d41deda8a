/**
 * A CMS-style host page built from the built bundles, the way an editor's page carries them:
 * one script tag, the page configuration, the header, some content and the footer, on the demo
 * server's origin (its fake backend answers the elements' calls). A condition adds the page's
 * own CSS, response headers, emulated media or zoom (see `conditions.ts`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { WINDOWS, type PageCondition, type WindowName } from './conditions';

const BUNDLES = '/assets/shop-elements';
const PAGE = '/host-pages/page.html';
const PAGE_CSS = '/host-pages/page.css';
/** A stand-in for the shop's consent-management script: it marks the page when it ran. */
const CONSENT_SCRIPT = '/host-pages/consent.js';
const NONCE = 'host-page-nonce-4f1c';

/**
 * The page's own styles: none inline, so a strict CSP has nothing to refuse. Its own content
 * breaks long words: under the odd inherited styles its heading ("IMPRESSUM", letter-spaced and
 * indented) was 395 px wide on a 320 px phone, and a phone then widens its layout viewport to
 * the page (the page's own doing, not the elements').
 */
const BASE_PAGE_CSS = `
body { margin: 0; }
main { max-width: 1200px; margin: 0 auto; padding: 2rem 1rem; font-family: var(--shop-font-family, sans-serif); overflow-wrap: anywhere; }
`;

/** The demo's page configuration, plus the consent script every shop page names. */
async function pageConfigJson(): Promise<string> {
  const partial = await readFile(path.resolve('demo/partials/page-config.html'), 'utf8');
  const json = /<script[^>]*>([\s\S]*?)<\/script>/.exec(partial)?.[1] ?? '{}';
  return JSON.stringify({ ...(JSON.parse(json) as object), consentScript: CONSENT_SCRIPT });
}

/** The page's script tags by default: the standalone bundle, as the editors' starter page has it. */
export const STANDALONE_BUNDLE = [`${BUNDLES}/shop-elements.js`];

/** A per-element module of the library, for pages that load several copies of it. */
export const elementModule = (tag: string) => `${BUNDLES}/elements/${tag}.js`;

function hostPageHtml(config: string, scripts: readonly string[]): string {
  return `<!doctype html>
<html lang="de-DE" data-shop-site="DE">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta property="csp-nonce" nonce="${NONCE}" />
    <link rel="icon" href="data:," />
    <title>Impressum</title>
    <link rel="stylesheet" href="${BUNDLES}/shop-elements.css" />
    <link rel="stylesheet" href="${PAGE_CSS}" />
    ${scripts.map((src) => `<script type="module" nonce="${NONCE}" src="${src}"></script>`).join('\n    ')}
    <script type="application/json" id="shop-elements-config">${config}</script>
  </head>
  <body>
    <shop-header page-type="content"></shop-header>
    <main id="main">
      <h1>Impressum</h1>
      <p>Eine Seite aus dem CMS mit dem Kopf und dem Fuß der Seite.</p>
    </main>
    <shop-footer></shop-footer>
  </body>
</html>`;
}

export interface HostPage {
  page: Page;
  /** CSP and Trusted Types violations (securitypolicyviolation events), as readable lines. */
  violations(): Promise<string[]>;
  /** Console errors and warnings, and uncaught errors, of the page. */
  problems: string[];
  close(): Promise<void>;
}

/** Opens the host page under `condition` in the named window (a fresh context of `browser`). */
export async function openHostPage(
  browser: Browser,
  origin: string,
  condition: PageCondition,
  windowName: WindowName,
  scripts: readonly string[] = STANDALONE_BUNDLE,
): Promise<HostPage> {
  const { width, height } = WINDOWS[windowName];
  const zoom = (condition.zoom ?? 100) / 100;
  const context: BrowserContext = await browser.newContext({
    viewport: { width: Math.round(width / zoom), height: Math.round(height / zoom) },
    deviceScaleFactor: zoom,
    ...(windowName === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
  const config = await pageConfigJson();
  await context.route(`${origin}${PAGE}`, (route) =>
    route.fulfill({
      body: hostPageHtml(config, scripts),
      contentType: 'text/html; charset=utf-8',
      headers: condition.headers?.(NONCE) ?? {},
    }),
  );
  await context.route(`${origin}${PAGE_CSS}`, (route) =>
    route.fulfill({
      body: `${BASE_PAGE_CSS}\n${condition.pageCss ?? ''}`,
      contentType: 'text/css; charset=utf-8',
    }),
  );
  await context.route(`${origin}${CONSENT_SCRIPT}`, (route) =>
    route.fulfill({
      body: 'document.documentElement.dataset.consentScript = "ran";',
      contentType: 'text/javascript; charset=utf-8',
    }),
  );
  // Listens before any script of the page runs; composed, so violations in shadow roots reach it.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'}: ${event.sample} (${event.sourceFile}:${event.lineNumber})`,
        ),
      true,
    );
  });
  const page = await context.newPage();
  // A step that does not happen fails in seconds, naming itself, not at the test's timeout.
  page.setDefaultTimeout(5_000);
  if (condition.media) await page.emulateMedia(condition.media);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  await page.goto(`${origin}${PAGE}`);
  await settled(page);
  return {
    page,
    problems,
    violations: () =>
      page.evaluate(() => [...(window as unknown as { __violations: string[] }).__violations]),
    close: () => context.close(),
  };
}

/** Waits until the header has settled with its navigation and the footer has rendered. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const header = document.querySelector('shop-header');
      const root = header?.shadowRoot;
      const footer = document.querySelector('shop-footer')?.shadowRoot;
      return Boolean(
        header?.matches(':state(settled)') &&
        root?.querySelector('[part="header"]:not(.shop-header--reduced):not([data-pending])') &&
        root
          .querySelector('shop-main-nav')
          ?.shadowRoot?.querySelector(
            'nav:not([data-loading]) [part="item"], nav:not([data-loading]) button',
          ) &&
        footer?.querySelector('footer, [role="contentinfo"]'),
      );
    },
    undefined,
    { timeout: 15_000 },
  );
}

export interface SidewaysScroll {
  /** How far the page scrolls sideways, in CSS pixels (0 when nothing sticks out). */
  overflow: number;
  /** What sticks out past the page's right edge (shadow roots included), for a failure's message. */
  stickingOut: string[];
}

/**
 * How far the page scrolls sideways, and what makes it. Measured against the page's own width
 * (`clientWidth`), not `innerWidth`: a phone widens its layout viewport to a page that sticks
 * out, and `innerWidth` with it, so the difference to it stays 0.
 */
export const sidewaysScroll = (page: Page): Promise<SidewaysScroll> =>
  page.evaluate(() => {
    const root = document.documentElement;
    const stickingOut: string[] = [];
    const visit = (scope: Document | ShadowRoot, host: string) => {
      for (const element of scope.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        const right = box.right + window.scrollX;
        if (box.width > 0 && box.height > 0 && right > root.clientWidth + 0.5) {
          const part = element.getAttribute('part');
          const name = `${host}${element.localName}${part ? `[part="${part}"]` : ''}`;
          stickingOut.push(`${name} (right edge ${Math.round(right)} px)`);
        }
        if (element.shadowRoot) visit(element.shadowRoot, `${host}${element.localName} › `);
      }
    };
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow > 0) visit(document, '');
    return { overflow, stickingOut: stickingOut.slice(0, 12) };
  });

/** Whether the consent-management script the page configures was loaded and ran. */
export const consentScriptRan = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.consentScript === 'ran');
