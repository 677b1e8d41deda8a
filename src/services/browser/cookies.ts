/**
 * Reads the shop's cookies. Cookie values are untrusted: anything malformed reads as absent,
 * with a console warning for developers, never an exception.
 */

export const COOKIE_NAMES = {
  loginToken: 'LoginToken',
  longtermToken: 'LongtermToken',
  deviceClass: 'Hunter-Platform',
  content: 'Hunter-Content',
  staffToken: 'StaffToken',
  cobraToken: 'CobraToken',
  previewToken: 'PreviewToken',
} as const;

export function readCookies(
  cookieText: string = typeof document === 'undefined' ? '' : document.cookie,
): Map<string, string> {
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

/** The login token's times, all in seconds since the epoch (spec newsletter-footer §3.4). */
export interface LoginToken {
  /** Expiry. */
  exp: number;
  /** When it should be renewed. */
  ren: number;
  /** Whether the shopper logged in (rather than being remembered). */
  lid: boolean;
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The LoginToken cookie's claims. The token is a JWT (header.payload.signature) whose payload
 * carries exp, ren and lid; a plain JSON value is accepted too. The signature is the server's
 * business: the page only reads the times.
 */
export function parseLoginToken(value: string | undefined): LoginToken | undefined {
  if (!value) return undefined;
  try {
    const parts = value.split('.');
    const json = parts.length === 3 && parts[1] ? decodeBase64Url(parts[1]) : value;
    const claims = JSON.parse(json) as Record<string, unknown>;
    const exp = Number(claims.exp);
    const ren = Number(claims.ren);
    if (!Number.isFinite(exp) || !Number.isFinite(ren)) throw new Error('exp or ren missing');
    return { exp, ren, lid: claims.lid === true || claims.lid === 1 || claims.lid === 'true' };
  } catch (error) {
    console.warn(
      `shop-elements: the ${COOKIE_NAMES.loginToken} cookie cannot be read (${String(error)}).`,
    );
    return undefined;
  }
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
