/**
 * The one gate for untrusted CMS text that becomes markup, a link or a style: HTML goes through
 * DOMPurify with a small allow-list, URLs through `safeUrl`, colours through `safeColour`.
 * Nothing from the CMS reaches `innerHTML`, an `href` or CSS without passing here first.
 *
 * - HTML: only `p br strong b em i ul ol li a span`, and only `href` and `title` attributes
 *   (`href` on links only). Everything else is dropped; the text of unknown elements stays,
 *   the content of `script`, `style`, `svg`, `math`, `iframe`, `template` and the like goes.
 * - URLs: http, https, mailto, tel and relative addresses. A link to anything else (`javascript:`,
 *   `data:`, `vbscript:`, `blob:` …) keeps its text but loses its address, so it is plain text.
 * - Colours: `#rgb`, `#rrggbb`, `rgb(r, g, b)` (or `rgb(r g b)`) with whole numbers 0–255, or
 *   one of a few plain colour names. Anything else is ignored with a console warning.
 */
import { safeUrl } from '../safe-url';
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { isBrowser } from '../../page-runtime/environment';
import { shopElementsPolicy, type ShopElementsPolicy } from '../browser/trusted-types-policy';

/** CMS HTML that went through `sanitizeCmsHtml`; the only HTML the elements render as markup. */
export type SanitizedHtml = string & { readonly __sanitized: unique symbol };

/** Sanitised HTML as a page enforcing Trusted Types accepts it for `innerHTML`. */
export type TrustedSanitizedHtml = ReturnType<ShopElementsPolicy['createHTML']>;

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

let purifier: Purifier | undefined;

/** The window DOMPurify parses in where there is no page: a server's DOM implementation. */
let windowOnServer: (Window & typeof globalThis) | undefined;

/**
 * Gives the sanitizer a DOM to parse in on a server (the server renderer passes jsdom's
 * window), so CMS text rendered there goes through the same allow-list as in the browser.
 */
export function parseCmsHtmlIn(domWindow: Window & typeof globalThis): void {
  windowOnServer = domWindow;
  purifier = undefined;
}

function parsingWindow(): (Window & typeof globalThis) | undefined {
  return isBrowser() ? window : windowOnServer;
}

function sanitizer(domWindow: Window & typeof globalThis): Purifier {
  if (purifier) return purifier;
  // An own instance, so these hooks never touch another library's use of DOMPurify.
  const instance = DOMPurify(domWindow);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (!element.hasAttribute('href')) return;
    // Only links carry an address, and only a safe one; the text stays as plain text.
    const href = element.localName === 'a' ? safeUrl(element.getAttribute('href')) : undefined;
    if (href === undefined) element.removeAttribute('href');
    else element.setAttribute('href', href);
  });
  purifier = instance;
  return instance;
}

/**
 * The allow-list for DOMPurify. On a page with Trusted Types, DOMPurify parses with the
 * library's `shop-elements` policy and signs its result with it, so it creates no policy of its
 * own (which a second copy of the library on the page could not); should the page refuse
 * `shop-elements`, DOMPurify falls back to its own `dompurify`. Without Trusted Types, strings.
 */
function purifyConfig(): Config & { RETURN_TRUSTED_TYPE: true } {
  return {
    ALLOWED_TAGS: [...ALLOWED_HTML_TAGS],
    ALLOWED_ATTR: [...ALLOWED_HTML_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    KEEP_CONTENT: true,
    RETURN_DOM: false,
    RETURN_DOM_FRAGMENT: false,
    RETURN_TRUSTED_TYPE: true,
    TRUSTED_TYPES_POLICY: shopElementsPolicy() ?? undefined,
  };
}

/**
 * CMS HTML reduced to the allow-list above. Not a string (or no DOM to parse in): empty.
 * The result is the only HTML `dangerouslySetInnerHTML` may show in this library, through
 * `trustedCmsHtml`.
 */
export function sanitizeCmsHtml(html: unknown): SanitizedHtml {
  const domWindow = parsingWindow();
  if (typeof html !== 'string' || html.trim() === '' || !domWindow) {
    return '' as SanitizedHtml;
  }
  const clean = sanitizer(domWindow).sanitize(html, purifyConfig());
  if (conformsToAllowList(clean, domWindow)) return String(clean) as SanitizedHtml;
  // Fail closed: a DOM that lets DOMPurify miss something (as some test DOMs do) gets text.
  console.warn(
    'shop-elements: CMS HTML could not be reduced to the allowed markup; it is shown as plain text.',
  );
  const dirty = shopElementsPolicy()?.createHTML(html) ?? html;
  return escapeText(inertFragment(dirty, domWindow).textContent ?? '') as SanitizedHtml;
}

/**
 * Sanitised HTML for `dangerouslySetInnerHTML`: in a browser with Trusted Types, DOMPurify's
 * TrustedHTML (sanitised once more, so a string cast to `SanitizedHtml` gains nothing); a string
 * elsewhere, and on a server.
 */
export function trustedCmsHtml(html: SanitizedHtml): TrustedSanitizedHtml | SanitizedHtml {
  if (!isBrowser()) return html;
  return sanitizer(window).sanitize(html, purifyConfig());
}

/** Parses HTML into an inert template: nothing in it runs or loads. */
function inertFragment(html: string | TrustedSanitizedHtml, domWindow: Window): DocumentFragment {
  const template = domWindow.document.createElement('template');
  // A TrustedHTML is what a page enforcing Trusted Types lets through.
  template.innerHTML = html as string;
  return template.content;
}

/**
 * A second, independent check of DOMPurify's result: every element and attribute on the
 * allow-list and every address safe.
 */
function conformsToAllowList(html: string | TrustedSanitizedHtml, domWindow: Window): boolean {
  for (const element of inertFragment(html, domWindow).querySelectorAll('*')) {
    if (!ALLOWED_HTML_TAGS.includes(element.localName)) return false;
    for (const attribute of element.attributes) {
      if (!ALLOWED_HTML_ATTRIBUTES.includes(attribute.name)) return false;
      if (
        attribute.name === 'href' &&
        (element.localName !== 'a' || safeUrl(attribute.value) !== attribute.value)
      ) {
        return false;
      }
    }
  }
  return true;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Colour names an editor may write: plain ones, nothing that could carry more than a colour. */
export const NAMED_COLOURS: ReadonlySet<string> = new Set([
  'black',
  'white',
  'transparent',
  'red',
  'green',
  'blue',
  'navy',
  'yellow',
  'orange',
  'purple',
  'brown',
  'beige',
  'gray',
  'grey',
]);

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_COLOUR = /^rgb\(\s*(\d{1,3})(?:\s*,\s*|\s+)(\d{1,3})(?:\s*,\s*|\s+)(\d{1,3})\s*\)$/i;

/** True for a colour `safeColour` lets through. */
export function isSafeColour(value: string): boolean {
  const colour = value.trim();
  if (HEX_COLOUR.test(colour)) return true;
  if (NAMED_COLOURS.has(colour.toLowerCase())) return true;
  const rgb = RGB_COLOUR.exec(colour);
  return rgb !== null && rgb.slice(1).every((channel) => Number(channel) <= 255);
}

/**
 * A CMS colour that may reach CSS, or `undefined`. A missing or empty value is simply absent;
 * anything else that fails the check is ignored with a console warning naming `field`.
 */
export function safeColour(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && isSafeColour(value)) return value.trim();
  console.warn(
    `shop-elements: ${field} ${JSON.stringify(value)} is not a colour this library accepts (#rgb, #rrggbb, rgb(r, g, b) or a plain colour name); it is ignored.`,
  );
  return undefined;
}
