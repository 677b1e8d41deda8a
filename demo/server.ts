/**
 * The demo server: the demo page, the built bundles and the fake shop backend on one origin,
 * the way a CMS page and the shop's services meet in production.
 *
 * - `/` and `/*.html`: pages from demo/, with `?site=XX` choosing the page's site; their
 *   `{{page-config}}` becomes the shared page configuration (demo/partials/page-config.html);
 * - `/ssr/*.html`: the same pages with the header and the footer rendered on the server
 *   (`demo/server-rendered-page.ts`), hydrated by the bundle;
 * - `/assets/shop-elements/*`: dist/ (run `npm run build` first);
 * - `/fake-backend/*`: fixture images from public/;
 * - `/service/*`: the fake backend's MSW handlers;
 * - text answers (pages, scripts, styles, JSON) compressed by the request's Accept-Encoding
 *   (brotli or gzip, `demo/compression.ts`), as a shop's CDN sends them;
 * - `POST /__fake-backend/faults` (JSON array of faults) and `POST /__fake-backend/reset`
 *   (optionally `{"cart": "empty"}`, a cart scenario): what the end-to-end tests and the page
 *   benchmark use to choose a fault scenario and the cart; `POST /__fake-backend/answers`
 *   (`{"set": "sparse"}`) answers as one of the answer sets (`test/fake-backend/answer-sets.ts`:
 *   `usual`, `sparse`, `crowded`, each with its cart) until the next reset;
 *   `POST /__fake-backend/promotion-ends`
 *   (`{"~header_top": {"endsAt": "…", "followedBy": "banner_cta"}}`) ends promotions
 *   (`test/fake-backend/promotion-ends.ts`), until the next reset.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getResponse } from 'msw';
import { SITES, siteCodeOf } from '../src/sites/sites';
import {
  ANSWER_SETS,
  clearAnswerSet,
  isAnswerSetName,
  setAnswerSet,
} from '../test/fake-backend/answer-sets';
import { CART_SCENARIOS, isCartScenario, resetCarts } from '../test/fake-backend/cart-state';
import { clearFaults, setFaults, type Fault } from '../test/fake-backend/faults';
import {
  clearPromotionEnds,
  setPromotionEnds,
  type PromotionEnd,
} from '../test/fake-backend/promotion-ends';
import { FAKE_SITE_COOKIE, fakeBackendHandlers } from '../test/fake-backend/handlers';
import { sendBody, type CompressionLevel } from './compression';
import { serverRenderedPage, type RenderedPage, type ServerModule } from './server-rendered-page';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

const STATIC_ROOTS: [prefix: string, folder: string][] = [
  ['/assets/shop-elements/', path.resolve('dist')],
  ['/', path.resolve('public')],
];

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  level: CompressionLevel,
): Promise<boolean> {
  const found = await stat(file).catch(() => undefined);
  if (!found?.isFile()) return false;
  sendBody(
    request,
    response,
    200,
    { 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' },
    await readFile(file),
    { version: `${file} ${found.mtimeMs}`, level },
  );
  return true;
}

/** A rendered page as a cache keeps it: with the moment it was rendered. */
interface CachedPage extends RenderedPage {
  renderedAt: number;
}

/**
 * A server-rendered page from `cache` when the demo keeps them (`cacheServerRendering`) and its
 * lifetime lasts, as a shop serves the cached public fragment of a site (one for every window
 * and device); else rendered anew (and kept for its lifetime).
 */
async function renderedOnce(
  cache: Map<string, CachedPage> | undefined,
  key: string[],
  render: () => Promise<RenderedPage>,
): Promise<CachedPage> {
  const cached = cache?.get(key.join(' '));
  const expiresAt = Date.parse(cached?.lifetime?.expiresAt ?? '');
  if (cached && Date.now() < expiresAt) return cached;
  const page = { ...(await render()), renderedAt: Date.now() };
  cache?.set(key.join(' '), page);
  return page;
}

/**
 * A server-rendered page's caching headers: its lifetime, less the seconds it was kept already
 * (`Age`, as a shared cache says it), so a browser or CDN keeps it no longer than it is right.
 */
function lifetimeHeaders({ lifetime, renderedAt }: CachedPage): Record<string, string> {
  if (!lifetime) return {};
  const age = Math.max(0, Math.floor((Date.now() - renderedAt) / 1000));
  return { 'Cache-Control': lifetime.cacheControl, ...(age > 0 ? { Age: String(age) } : {}) };
}

async function sendPage(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  renderer: ServerModule | undefined,
  cachedPages: Map<string, CachedPage> | undefined,
): Promise<boolean> {
  const name = url.pathname === '/' ? 'index.html' : path.basename(url.pathname);
  if (!name.endsWith('.html')) return false;
  const serverRendered = url.pathname.startsWith('/ssr/');
  const html = await readFile(path.resolve('demo', name), 'utf8').catch(() => undefined);
  if (html === undefined) return false;
  const site = siteCodeOf(url.searchParams.get('site')) ?? 'DE';
  const pageConfig = await readFile(path.resolve('demo/partials/page-config.html'), 'utf8');
  // The page speaks the site's language, as a shop page would.
  const page = html
    .replace('{{page-config}}', pageConfig.trim())
    .replaceAll('{{site}}', site)
    .replaceAll('{{lang}}', SITES[site].locale);
  const rendered = serverRendered
    ? await renderedOnce(cachedPages, [name, site], () =>
        serverRenderedPage(page, { site, origin: url.origin, renderer }),
      )
    : undefined;
  sendBody(
    request,
    response,
    200,
    {
      'Content-Type': CONTENT_TYPES['.html'],
      'Set-Cookie': `${FAKE_SITE_COOKIE}=${site}; Path=/; SameSite=Lax`,
      ...(rendered ? lifetimeHeaders(rendered) : {}),
    },
    Buffer.from(rendered?.html ?? page),
  );
  return true;
}

async function answerFromFakeBackend(request: IncomingMessage, response: ServerResponse, url: URL) {
  const body =
    request.method === 'GET' || request.method === 'HEAD'
      ? undefined
      : new Uint8Array(await bodyOf(request));
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const fetchRequest = new Request(url, { method: request.method, headers, body });
  const answer = await getResponse(fakeBackendHandlers, fetchRequest, { baseUrl: url.origin });
  if (!answer) {
    response
      .writeHead(404, { 'Content-Type': 'application/json' })
      .end('{"type":"urn:fake:no-handler"}');
    return;
  }
  const { 'content-length': _length, ...answerHeaders } = Object.fromEntries(answer.headers);
  const answerBody = Buffer.from(await answer.arrayBuffer());
  if (answerHeaders['content-encoding']) {
    response.writeHead(answer.status, answerHeaders).end(answerBody);
    return;
  }
  sendBody(request, response, answer.status, answerHeaders, answerBody);
}

/** The cart a reset's body names (`{"cart": "empty"}`); `null` for a body that is not JSON. */
function cartOfReset(body: string): unknown {
  if (!body) return undefined;
  try {
    return (JSON.parse(body) as { cart?: unknown } | null)?.cart;
  } catch {
    return null;
  }
}

/** The answer set a request's body names (`{"set": "sparse"}`); undefined when it names none. */
function setOfAnswers(body: string): unknown {
  try {
    return (JSON.parse(body || '{}') as { set?: unknown } | null)?.set;
  } catch {
    return undefined;
  }
}

async function control(request: IncomingMessage, response: ServerResponse, url: URL) {
  if (url.pathname === '/__fake-backend/faults') {
    setFaults(JSON.parse((await bodyOf(request)).toString() || '[]') as Fault[]);
  } else if (url.pathname === '/__fake-backend/answers') {
    const set = setOfAnswers((await bodyOf(request)).toString());
    if (!isAnswerSetName(set)) {
      response.writeHead(400).end(`answers name one set of ${ANSWER_SETS.join(', ')}`);
      return;
    }
    setAnswerSet(set);
  } else if (url.pathname === '/__fake-backend/promotion-ends') {
    setPromotionEnds(
      JSON.parse((await bodyOf(request)).toString() || '{}') as Record<string, PromotionEnd>,
    );
  } else {
    // An optional body `{"cart": "empty"}` chooses the cart every site starts with (a first
    // visit has an empty cart); without one, the demo's filled cart.
    const cart = cartOfReset((await bodyOf(request)).toString());
    if (cart !== undefined && !isCartScenario(cart)) {
      response
        .writeHead(400)
        .end(`a reset names one cart of ${CART_SCENARIOS.join(', ')}, or none`);
      return;
    }
    clearFaults();
    clearPromotionEnds();
    clearAnswerSet();
    resetCarts(cart);
  }
  response.writeHead(204).end();
}

export interface DemoServer {
  url: string;
  close(): Promise<void>;
}

export async function startDemoServer({
  port = 8080,
  host,
  renderer,
  cacheServerRendering = false,
  precompressedFiles = false,
}: {
  port?: number;
  host?: string;
  /** dist/server.js for the `/ssr/` pages, when the caller imports it (else the demo does). */
  renderer?: ServerModule;
  /**
   * Keep each `/ssr/` page once rendered, per page and site, for as long as its lifetime
   * lasts, as a shop caches the public fragments (the benchmarks, which measure the page and
   * not the demo's renderer). Off by default: the tests change the fake backend's answers
   * between loads.
   */
  cacheServerRendering?: boolean;
  /**
   * Files (bundles, styles) brotli 11 as a deploy step precompresses them, for the benchmarks;
   * else brotli 5. Either way each file is compressed once and kept.
   */
  precompressedFiles?: boolean;
} = {}): Promise<DemoServer> {
  const fileCompression: CompressionLevel = precompressedFiles ? 'max' : 'fast';
  const cachedPages = cacheServerRendering ? new Map<string, CachedPage>() : undefined;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
      try {
        if (url.pathname.startsWith('/__fake-backend/') && request.method === 'POST') {
          await control(request, response, url);
          return;
        }
        if (url.pathname.startsWith('/service/')) {
          await answerFromFakeBackend(request, response, url);
          return;
        }
        if (await sendPage(request, response, url, renderer, cachedPages)) return;
        for (const [prefix, folder] of STATIC_ROOTS) {
          if (!url.pathname.startsWith(prefix)) continue;
          const file = path.join(folder, path.normalize(url.pathname.slice(prefix.length)));
          if (file.startsWith(folder) && (await sendFile(request, response, file, fileCompression)))
            return;
        }
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      } catch (error) {
        console.error(error);
        if (!response.headersSent) response.writeHead(500).end('Demo server error');
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://${host ?? 'localhost'}:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
