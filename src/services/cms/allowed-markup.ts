/**
 * The markup CMS HTML may keep, written once for both sanitizers: DOMPurify on the page's DOM
 * in a browser (`sanitize-html.ts`) and the server's walk over parse5's tree
 * (`src/server/server-sanitizer.ts`). The server's HTML is hydrated against the browser's, so
 * the two must reduce the same input to the same markup, and each checks its own result here.
 */
import { safeUrl } from '../safe-url';

export const ALLOWED_HTML_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'a',
  'span',
];

export const ALLOWED_HTML_ATTRIBUTES: readonly string[] = ['href', 'title'];

/**
 * The address an element may keep: only links carry one, and only a safe one; any other gives
 * `undefined`, and the link keeps its text as plain text.
 */
export function linkAddress(tagName: string, href: string | null | undefined): string | undefined {
  return tagName === 'a' ? safeUrl(href) : undefined;
}

/** Whether a sanitised element may carry this attribute with this value. */
export function isAllowedAttribute(tagName: string, name: string, value: string): boolean {
  if (!ALLOWED_HTML_ATTRIBUTES.includes(name)) return false;
  return name !== 'href' || linkAddress(tagName, value) === value;
}
