/**
 * `shop-elements/server` on an edge runtime: the files `npm pack` ships for it (dist/server.js and
 * its dist/server/ chunks, the languages among them) run as ES modules in workerd, Cloudflare's
 * runtime, through miniflare, with no Node compatibility switched on, behind a small worker that
 * calls `renderElement`. What workerd renders must equal, byte for byte, what Node renders from
 * the same answers: the header, the footer and the layout in German and Turkish, and the hostile
 * corpus. Needs `npm run build` first; one workerd serves the whole file.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RenderElementOptions } from '../../src/server';
import { FRAGMENT_MAX_AGE_SECONDS } from '../../src/server/fragment-lifetime';
import { serverAnswersOf } from '../support/server-answers';
import { HTML_PAYLOADS, SCRIPT_URL_PAYLOADS } from '../support/xss-payloads';

type Render = readonly [tag: string, options: RenderElementOptions];

/** The worker: renders each tag and options it is sent, in order, and answers their HTML. */
const WORKER = `import { renderElement } from './dist/server.js';
export default {
  async fetch(request) {
    const renders = await request.json();
    const html = [];
    for (const [tag, options] of renders) html.push(await renderElement(tag, options));
    return Response.json(html);
  },
};
`;

/** What `npm pack` would put in the package for the server build (not the command, Node's). */
function packedServerFiles(): string[] {
  const [pack] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as [{ files: { path: string }[] }];
  return pack.files
    .map((file) => file.path)
    .filter((file) => /^dist\/(server\.js|server\/[^/]+\.js)$/.test(file));
}

let workerd: Miniflare;
let files: string[];

beforeAll(async () => {
  files = packedServerFiles();
  const root = path.resolve('.');
  workerd = new Miniflare({
    modulesRoot: root,
    modules: [
      { type: 'ESModule', path: path.join(root, 'worker.js'), contents: WORKER },
      ...(await Promise.all(
        files.map(async (file) => ({
          type: 'ESModule' as const,
          path: path.join(root, file),
          contents: await readFile(file, 'utf8'),
        })),
      )),
    ],
    // No nodejs_compat: the server build may use nothing of Node's.
    compatibilityDate: '2026-07-01',
  });
  await workerd.ready;
}, 120_000);

afterAll(async () => {
  await workerd?.dispose();
});

/** Renders in workerd and in Node, from the same JSON (so from equal answers), in that order. */
async function renderBoth(renders: readonly Render[]): Promise<{ edge: string[]; node: string[] }> {
  const body = JSON.stringify(renders);
  const response = await workerd.dispatchFetch('http://shop.example/', { method: 'POST', body });
  expect(response.status, await response.clone().text()).toBe(200);
  const edge = (await response.json()) as string[];
  const { renderElement } = (await import(
    /* @vite-ignore */ pathToFileURL(path.resolve('dist/server.js')).href
  )) as typeof import('../../src/server');
  const node: string[] = [];
  // Hostile answers make both runtimes warn; workerd's messages are on the worker's console.
  const quiet = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
  for (const spy of quiet) spy.mockImplementation(() => undefined);
  try {
    for (const [tag, options] of JSON.parse(body) as Render[]) {
      node.push(await renderElement(tag, options));
    }
  } finally {
    for (const spy of quiet) spy.mockRestore();
  }
  return { edge: edge.map(withoutRenderTime), node: node.map(withoutRenderTime) };
}

const EXPIRES_AT = /"expiresAt":"(\d{4}-\d\d-\d\dT[\d:.]+Z)"/g;

/**
 * The HTML without the one thing that depends on when it was rendered: the data script's
 * `expiresAt`, five minutes after the render. The two renders are moments apart; each must
 * still say a time in its next five minutes.
 */
function withoutRenderTime(html: string): string {
  return html.replace(EXPIRES_AT, (_whole, time: string) => {
    const fromNow = Date.parse(time) - Date.now();
    expect(fromNow).toBeGreaterThan(0);
    expect(fromNow).toBeLessThanOrEqual(FRAGMENT_MAX_AGE_SECONDS * 1000);
    return '"expiresAt":"(five minutes after the render)"';
  });
}

describe('given the packed server build in workerd', () => {
  it('the package ships the server module and each language it loads later', () => {
    expect(files).toContain('dist/server.js');
    expect(files.filter((file) => file.startsWith('dist/server/')).length).toBeGreaterThanOrEqual(
      6,
    );
  });

  it.each(['DE', 'TR'] as const)(
    'when the header, the footer and the layout render for %s, the HTML is Node’s to the byte',
    async (site) => {
      const data = serverAnswersOf(site);
      const renders: Render[] = ['shop-header', 'shop-footer', 'shop-layout'].map((tag) => [
        tag,
        { site, data, nonce: 'n0nce' },
      ]);
      const { edge, node } = await renderBoth(renders);
      expect(edge).toHaveLength(3);
      // The Turkish catalogue is a chunk of its own: it loaded in workerd too.
      expect(edge[0]).toContain(site === 'TR' ? 'lang="tr-TR"' : 'lang="de-DE"');
      edge.forEach((html, index) => expect(html).toBe(node[index]));
    },
  );

  it('when every CMS text and link is an XSS payload, workerd’s HTML is Node’s to the byte', async () => {
    const renders: Render[] = [
      ...HTML_PAYLOADS,
      '</template></shop-header><script>window.__xss=1</script>',
    ].flatMap((payload): Render[] => {
      const banner = {
        headline: payload,
        headlineShort: payload,
        legalText: payload,
        legalTextHint: payload,
        links: [{ url: 'javascript:window.__xss=1', text: payload }],
      };
      return [
        [
          'shop-header',
          {
            site: 'DE',
            data: {
              promotions: {
                '~header_top': {
                  type: 'ApiTopBannerPromotion',
                  contentJSON: JSON.stringify(banner),
                },
              },
              navigation: [{ title: payload, href: 'javascript:window.__xss=1', children: [] }],
              themeWorlds: { sections: {} },
            },
          },
        ],
        [
          'shop-footer',
          {
            site: 'TR',
            data: {
              footerContent: { contentJSON: JSON.stringify({ salesTax: { text: payload } }) },
            },
          },
        ],
      ];
    });
    const navigation: Render[] = SCRIPT_URL_PAYLOADS.map((url) => [
      'shop-main-nav',
      { site: 'PL', data: { navigation: [{ title: 'Kawa', href: url, children: [] }] } },
    ]);
    const { edge, node } = await renderBoth([...renders, ...navigation]);
    expect(edge).toHaveLength(renders.length + navigation.length);
    expect(edge).toEqual(node);
  });
});
