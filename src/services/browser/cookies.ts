/**
 * Reads the shop's cookies. Cookie values are untrusted: nothing here throws. A malformed value
 * reads as absent, or for the token cookies as unreadable with the reason, so the caller can
 * tell developers once.
 */
import { isRecord, readNumber } from '../decoding/json-decoding';
import { COOKIE_NAMES, readCookie } from './cookie-values';

export {
  COOKIE_NAMES,
  STAFF_COOKIE_NAMES,
  hasCookie,
  hasStaffCookie,
  readCookie,
  readCookies,
} from './cookie-values';

/**
 * A token cookie's claims (LoginToken, and LongtermToken's renewal time), all times in seconds
 * since the epoch (spec newsletter-footer §3.4).
 */
export interface TokenClaims {
  /** Expiry. */
  exp: number;
  /** When it should be renewed. */
  ren: number;
  /**
   * Whether the shopper logged in (rather than being remembered). The token carries it as the
   * login's time in seconds; `true` and `1` are read as set too.
   */
  lid: boolean;
}

/** The LoginToken cookie's claims. */
export type LoginToken = TokenClaims;

/** What a token cookie holds: nothing, something that is not a token, or a token's claims. */
export type TokenCookie =
  | { kind: 'absent' }
  | { kind: 'unreadable'; problem: string }
  | { kind: 'token'; claims: TokenClaims };

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const isLoggedInFlag = (value: unknown) =>
  value === true || value === 'true' || (readNumber(value) ?? 0) > 0;

/**
 * Reads a token cookie's value. The token is a JWT (header.payload.signature) whose payload
 * carries exp, ren and lid; a plain JSON value is accepted too. The signature is the server's
 * business: the page only reads the times. Never throws: a value that is no such token (bad
 * base64url, not JSON, exp or ren missing or not numbers) is `unreadable`, with the reason.
 */
export function decodeTokenCookie(value: string | undefined): TokenCookie {
  if (!value) return { kind: 'absent' };
  const parts = value.split('.');
  let payload: unknown;
  try {
    payload = JSON.parse(parts.length === 3 && parts[1] ? decodeBase64Url(parts[1]) : value);
  } catch {
    // The parser's message would quote the value: a token does not belong in the console.
    return { kind: 'unreadable', problem: 'not a JWT with a JSON payload' };
  }
  const claims = isRecord(payload) ? payload : {};
  const exp = readNumber(claims.exp);
  const ren = readNumber(claims.ren);
  if (exp === undefined || ren === undefined) {
    return { kind: 'unreadable', problem: 'its payload lacks exp or ren in seconds' };
  }
  return { kind: 'token', claims: { exp, ren, lid: isLoggedInFlag(claims.lid) } };
}

/** A token cookie by name (`COOKIE_NAMES.loginToken`, `COOKIE_NAMES.longtermToken`). */
export function readTokenCookie(name: string, cookieText?: string): TokenCookie {
  return decodeTokenCookie(readCookie(name, cookieText));
}

/** The LoginToken claims of a cookie value; anything else is `undefined`, with a console warning. */
export function parseLoginToken(value: string | undefined): LoginToken | undefined {
  const read = decodeTokenCookie(value);
  if (read.kind === 'unreadable') {
    console.warn(
      `shop-elements: the ${COOKIE_NAMES.loginToken} cookie cannot be read: ${read.problem}.`,
    );
  }
  return read.kind === 'token' ? read.claims : undefined;
}

export function readLoginToken(cookieText?: string): LoginToken | undefined {
  return parseLoginToken(readCookie(COOKIE_NAMES.loginToken, cookieText));
}

export type DeviceClass = 'smartphone' | 'tablet';

/** Hunter-Platform: smartphone or tablet mean the shop's app; anything else is a browser. */
export function readDeviceClass(cookieText?: string): DeviceClass | undefined {
  const value = readCookie(COOKIE_NAMES.deviceClass, cookieText)?.toLowerCase();
  return value === 'smartphone' || value === 'tablet' ? value : undefined;
}

export interface ContentFlags {
  noHeader: boolean;
  noFooter: boolean;
}

/** Hunter-Content: comma-separated flags such as `no_header,no_footer`. */
export function readContentFlags(cookieText?: string): ContentFlags {
  const flags = new Set(
    (readCookie(COOKIE_NAMES.content, cookieText) ?? '')
      .split(',')
      .map((flag) => flag.trim().toLowerCase()),
  );
  return { noHeader: flags.has('no_header'), noFooter: flags.has('no_footer') };
}
