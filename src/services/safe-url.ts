/**
 * The one check every address from outside (CMS content, service answers, attributes) passes
 * before it becomes a link or an image source.
 */

const SAFE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Resolves relative addresses only for the check; the address itself stays relative. */
const CHECK_BASE = 'https://relative.invalid/';

/**
 * Control characters (tab and newline included) are refused outright: browsers skip some of
 * them inside a scheme, so `java\tscript:` must never get as far as an attribute.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * The address when it may become a link: http, https, mailto, tel or relative (`/c/agb`,
 * `agb.html`, `#top`, `?page=2`, `//host/path`). Anything else gives `undefined`.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (!url || CONTROL_CHARACTERS.test(url)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, CHECK_BASE);
  } catch {
    return undefined;
  }
  return SAFE_PROTOCOLS.has(parsed.protocol) ? url : undefined;
}

/**
 * The address when it may be a page to visit from the shop's navigation or search: a path
 * (`/c/kaffee`, `p/123`, `?page=2`) or an http(s) address. mailto, tel and every other scheme
 * give `undefined`.
 */
export function safePageUrl(value: unknown): string | undefined {
  const url = safeUrl(value);
  if (!url) return undefined;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' ? url : undefined;
}

/**
 * `safePageUrl` for an optional picture of a service answer: its address when safe; when one
 * was given (anything but undefined or null) and refused, `onRefused` hears of it, so the reader
 * can say how many pictures it left out.
 */
export function safePictureUrl(value: unknown, onRefused: () => void): string | undefined {
  const url = safePageUrl(value);
  if (!url && value !== undefined && value !== null) onRefused();
  return url;
}
