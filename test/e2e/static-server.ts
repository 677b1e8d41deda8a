import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves files from the given folders (first match wins) on a free loopback port. */
export async function serveStatic(roots: readonly string[]): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      for (const root of roots) {
        // A folder's address serves its index.html, as any web server does (Storybook's
        // manager lives at the root).
        const file = path.join(
          root,
          path.normalize(pathname),
          pathname.endsWith('/') ? 'index.html' : '',
        );
        if (!file.startsWith(path.resolve(root))) continue;
        const found = await stat(file).catch(() => undefined);
        if (found?.isFile()) {
          response.writeHead(200, {
            'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
            // A built folder does not change while it is served: its scripts and styles load
            // once per browser context, not once per page (HTML stays fresh).
            ...(path.extname(file) === '.html' ? {} : { 'cache-control': 'max-age=3600' }),
          });
          createReadStream(file).pipe(response);
          return;
        }
      }
      response.writeHead(404).end('not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
