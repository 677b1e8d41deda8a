/**
 * Compressed answers for the demo server, as a shop's CDN sends them: brotli or gzip by the
 * request's Accept-Encoding, for text (HTML, JavaScript, CSS, JSON, SVG) only. Lighthouse's
 * byte-based estimates and the page benchmark's timings are only realistic with compression.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Weights of the codings a request accepts (`br;q=0.9, gzip, *;q=0`). */
function acceptedWeights(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!coding) continue;
    const quality = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = quality ? Number(quality.slice(2)) : 1;
    weights.set(coding.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/** The coding to answer with: brotli where accepted at least as much as gzip, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = acceptedWeights(acceptEncoding);
  const weightOf = (coding: ContentEncoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const brotli = weightOf('br');
  const gzip = weightOf('gzip');
  if (brotli > 0 && brotli >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/** Text compresses; fonts and pictures are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^text\/|^application\/(?:json|javascript|problem\+json)|\+json\b|^image\/svg\+xml/i.test(
    contentType,
  );
}

/**
 * How hard to compress: `fast`, the level servers use on the fly (brotli 5, gzip 6); `max`, what
 * a deploy step precompresses files with (brotli 11, gzip 9; about 10 % smaller for script, but
 * seconds per bundle on a loaded machine, so only the benchmarks ask for it).
 */
export type CompressionLevel = 'fast' | 'max';

/** `body` in `encoding`, at `level`. */
export function compressBody(
  body: Uint8Array,
  encoding: ContentEncoding,
  level: CompressionLevel,
): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: level === 'max' ? 9 : 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: level === 'max' ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

const compressedFiles = new Map<string, Buffer>();

/**
 * Answers `request` with `body`, compressed when the request accepts it and the type is text.
 * A `file` (its version: path and modification time) is compressed once at `level` and kept;
 * anything else is compressed per request, fast.
 */
export function sendBody(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Uint8Array,
  file?: { version: string; level: CompressionLevel },
): void {
  const contentType = String(headers['content-type'] ?? headers['Content-Type'] ?? '');
  const encoding =
    body.byteLength > 0 && isCompressible(contentType)
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) {
    response.writeHead(status, { ...headers, 'Content-Length': body.byteLength });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  const key = file && `${encoding} ${file.level} ${file.version}`;
  let compressed = key ? compressedFiles.get(key) : undefined;
  if (!compressed) {
    compressed = compressBody(body, encoding, file?.level ?? 'fast');
    if (key) compressedFiles.set(key, compressed);
  }
  response.writeHead(status, {
    ...headers,
    'Content-Encoding': encoding,
    'Content-Length': compressed.byteLength,
    Vary: ['Accept-Encoding', headers.Vary].filter(Boolean).join(', '),
  });
  response.end(request.method === 'HEAD' ? undefined : compressed);
}
