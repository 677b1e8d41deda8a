import { readFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/server';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer({ port: 0, host: '127.0.0.1' });
});
afterAll(() => demo.close());

interface RawAnswer {
  headers: IncomingHttpHeaders;
  /** The bytes as they crossed the wire, before any decoding. */
  body: Buffer;
}

/** A GET with node:http, which (unlike fetch) leaves the body as it was sent. */
function getRaw(address: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      address,
      { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const DECODERS = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('the demo server, given a browser that accepts compressed answers', () => {
  it.each([
    ['the standalone bundle', '/assets/shop-elements/shop-elements.js'],
    ['a client-rendered page', '/header.html?site=PL'],
    ['a fake-backend answer', '/service/header-backend/api/show'],
  ])('sends %s in brotli or gzip, decoding to the uncompressed bytes', async (_what, address) => {
    const plain = await getRaw(`${demo.url}${address}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await getRaw(`${demo.url}${address}`, acceptEncoding);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.length).toBeLessThan(plain.body.length);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(DECODERS[encoding](answer.body).equals(plain.body)).toBe(true);
    }
  });

  it('sends a server-rendered page compressed, decoding to the whole page', async () => {
    // Each request renders anew, with the answers' time inside: compare the markup, not bytes.
    const answer = await getRaw(`${demo.url}/ssr/header.html?site=TR`, 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(answer.body).toString('utf8');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<shop-header');
    expect(html).toContain('<template shadowrootmode="open">');
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  });

  it('sends a file compressed that decodes to the file on disk', async () => {
    const answer = await getRaw(`${demo.url}/assets/shop-elements/shop-elements.js`, 'br');
    const onDisk = await readFile(path.resolve('dist/shop-elements.js'));
    expect(brotliDecompressSync(answer.body).equals(onDisk)).toBe(true);
  });

  it('sends a font as it is: woff2 is compressed already', async () => {
    const answer = await getRaw(
      `${demo.url}/assets/shop-elements/fonts/inter-shop-latin.woff2`,
      'br, gzip',
    );
    expect(answer.headers['content-type']).toBe('font/woff2');
    expect(answer.headers['content-encoding']).toBeUndefined();
    const onDisk = await readFile(path.resolve('dist/fonts/inter-shop-latin.woff2'));
    expect(answer.body.equals(onDisk)).toBe(true);
  });
});
