/**
 * Reads the shop's cookies. Cookie values are untrusted: nothing here throws. A malformed value
 * reads as absent, or for the token cookies as unreadable with the reason, so the caller can
 * tell developers once.
 */
import { isRecord, readNumber } from '../decoding/json-decoding';

export const COOKIE_NAMES = {
  loginToken: 'LoginToken',
  longtermToken: 'LongtermToken',
  deviceClass: 'Hunter-Platform',
  content: 'Hunter-Content',
  staffToken: 'StaffToken',
  cobraToken: 'CobraToken',
  previewToken: 'PreviewToken',
} as const;

/** The page's cookies; a frame that may not read them (a sandbox) reads as one without any. */
function documentCookieText(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

export function readCookies(cookieText: string = documentCookieText()): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of cookieText.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    const raw = pair.slice(separator + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A value that is not valid percent-encoding is taken as written.
    }
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export function readCookie(name: string, cookieText?: string): string | undefined {
  return readCookies(cookieText).get(name);
}

export function hasCookie(name: string, cookieText?: string): boolean {
  return readCookies(cookieText).has(name);
}

/** The cookies that mark a staff member of the shop (spec newsletter-footer §1, §6). */
export const STAFF_COOKIE_NAMES = [COOKIE_NAMES.staffToken, COOKIE_NAMES.cobraToken] as const;

/**
 * Whether a staff cookie (StaffToken or CobraToken) with a value is there: the one check the
 * preview panel makes for every visitor. Only its presence counts; whether it is valid is the
 * check-auth call's business.
 */
export function hasStaffCookie(cookieText?: string): boolean {
  const cookies = readCookies(cookieText);
  return STAFF_COOKIE_NAMES.some((name) => Boolean(cookies.get(name)?.trim()));
}

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
