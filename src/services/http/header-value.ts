/**
 * Header values from text the page does not control (the LongtermToken and LoginToken cookies).
 * fetch refuses the whole request when a header value holds CR, LF, NUL or a character above
 * U+00FF, so one malformed cookie would stop every call that carries it.
 */

/** Printable ASCII with tabs and spaces inside, none at either end. */
const SENDABLE = /^[\x21-\x7e](?:[\t\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * Whether `value` can travel as a header value exactly as read. Stricter than fetch, which also
 * sends U+0080–U+00FF: those would reach the service as Latin-1 bytes, not the cookie's text.
 */
export function isLegalHeaderValue(value: string): boolean {
  return SENDABLE.test(value);
}
