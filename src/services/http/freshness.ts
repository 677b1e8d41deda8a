/**
 * Until when an HTTP answer is fresh, as its headers say (RFC 9111, for a shared cache: a server
 * renders for every shopper). A service tells until when an answer is right this way, such as
 * a promotion that ends at noon. Headers that are malformed are ignored, as caches ignore them.
 */

/** Delta seconds, RFC 9111 §1.2.2: digits only. */
const DELTA_SECONDS = /^\d+$/;

/** Commas that separate directives: those outside quoted values. */
const SEPARATOR = /,(?=(?:[^"]*"[^"]*")*[^"]*$)/;

/** The directives of a Cache-Control header by lower-case name, with their unquoted values. */
function directivesOf(header: string): Map<string, string | undefined> {
  const directives = new Map<string, string | undefined>();
  for (const part of header.split(SEPARATOR)) {
    const at = part.indexOf('=');
    const name = (at === -1 ? part : part.slice(0, at)).trim().toLowerCase();
    const value =
      at === -1
        ? undefined
        : part
            .slice(at + 1)
            .trim()
            .replace(/^"(.*)"$/, '$1');
    // A directive given twice counts with its first value.
    if (name !== '' && !directives.has(name)) directives.set(name, value);
  }
  return directives;
}

const secondsOf = (value: string | null | undefined): number | undefined =>
  value !== null && value !== undefined && DELTA_SECONDS.test(value.trim())
    ? Number(value.trim())
    : undefined;

/** An HTTP date as servers write it (IMF-fixdate, RFC 9110 §5.6.7): `Sun, 29 Nov 2026 10:00:00 GMT`. */
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** A date that is not one (`Expires: 0`, the obsolete forms) says nothing. */
function dateOf(value: string | null): number | undefined {
  if (value === null || !HTTP_DATE.test(value.trim())) return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

/**
 * The moment (ms since the epoch) an answer received at `receivedAt` stops being fresh:
 * `no-store` or `no-cache` at once; else `s-maxage`, else `max-age`, less the `Age` a cache on
 * the way has kept it; else `Expires`, measured against the answer's own `Date` when it has one
 * (so the two clocks need not agree). Undefined when the headers say nothing usable.
 */
export function freshUntil(headers: Headers | undefined, receivedAt: number): number | undefined {
  if (!headers) return undefined;
  const age = secondsOf(headers.get('age')) ?? 0;
  const cacheControl = directivesOf(headers.get('cache-control') ?? '');
  if (cacheControl.has('no-store') || cacheControl.has('no-cache')) return receivedAt;
  const maxAge = secondsOf(cacheControl.get('s-maxage')) ?? secondsOf(cacheControl.get('max-age'));
  if (maxAge !== undefined) return receivedAt + Math.max(0, maxAge - age) * 1000;
  const expires = dateOf(headers.get('expires'));
  if (expires === undefined) return undefined;
  const date = dateOf(headers.get('date'));
  return date === undefined ? expires : receivedAt - age * 1000 + (expires - date);
}
