/**
 * Reads the page's cookies by name: the small part of `cookies.ts` that a page's first script
 * runs (the preview panel's staff check comes with every bundle), kept apart from the token
 * decoding so that stays in the chunks that need it. Cookie values are untrusted: nothing here
 * throws; a value that is not valid percent-encoding is taken as written.
 */
import { isBrowser } from '../../page-runtime/environment';

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
    return isBrowser() ? document.cookie : '';
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
