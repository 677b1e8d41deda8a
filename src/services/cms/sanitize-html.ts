/**
 * The one gate for untrusted CMS text that becomes markup, a link or a style: HTML goes through
 * an allow-list sanitizer, URLs through `safeUrl`, colours through `safeColour`.
 * Nothing from the CMS reaches `innerHTML`, an `href` or CSS without passing here first.
 *
 * - HTML: only `p br strong b em i ul ol li a span`, and only `href` and `title` attributes
 *   (`href` on links only; `allowed-markup.ts`). Everything else is dropped; the text of unknown
 *   elements stays, the content of `script`, `style`, `svg`, `math`, `iframe`, `template` and
 *   the like goes. In a browser, DOMPurify does it on the page's DOM; on a server, which has no
 *   DOM, the server's walk over parse5's tree does it the way DOMPurify would
 *   (`sanitizeCmsHtmlOnServerWith`), so the browser hydrates the very markup it would make.
 * - URLs: http, https, mailto, tel and relative addresses. A link to anything else (`javascript:`,
 *   `data:`, `vbscript:`, `blob:` …) keeps its text but loses its address, so it is plain text.
 * - Colours: `#rgb`, `#rrggbb`, `rgb(r, g, b)` (or `rgb(r g b)`) with whole numbers 0–255, or
 *   one of a few plain colour names. Anything else is ignored with a console warning.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { isBrowser } from '../../page-runtime/environment';
import { shopElementsPolicy, type ShopElementsPolicy } from '../browser/trusted-types-policy';
import {
  ALLOWED_HTML_ATTRIBUTES,
  ALLOWED_HTML_TAGS,
  isAllowedAttribute,
  linkAddress,
} from './allowed-markup';

export { ALLOWED_HTML_ATTRIBUTES, ALLOWED_HTML_TAGS } from './allowed-markup';

/** CMS HTML that went through `sanitizeCmsHtml`; the only HTML the elements render as markup. */
export type SanitizedHtml = string & { readonly __sanitized: unique symbol };

/** Sanitised HTML as a page enforcing Trusted Types accepts it for `innerHTML`. */
export type TrustedSanitizedHtml = ReturnType<ShopElementsPolicy['createHTML']>;

/** How CMS HTML is reduced where the code runs, and the second check of each result. */
export interface CmsHtmlSanitizer {
  /** The HTML reduced to the allow-list. */
  sanitize(html: string): string | TrustedSanitizedHtml;
  /** Whether every element, attribute and address of a result is on the allow-list. */
  conformsToAllowList(html: string | TrustedSanitizedHtml): boolean;
  /** The text of the HTML as given, for the plain-text fallback. */
  textOf(html: string): string;
}

let purifier: Purifier | undefined;

/** The sanitizer where there is no page: the server renderer gives its own. */
let sanitizerOnServer: CmsHtmlSanitizer | undefined;

/**
 * Gives CMS text rendered where there is no DOM (a server) its sanitizer, which must reduce
 * every input to what DOMPurify gives in a browser.
 */
export function sanitizeCmsHtmlOnServerWith(sanitizer: CmsHtmlSanitizer): void {
  sanitizerOnServer = sanitizer;
}

function purifierOnPage(): Purifier {
  if (purifier) return purifier;
  // An own instance, so these hooks never touch another library's use of DOMPurify.
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (!element.hasAttribute('href')) return;
    const href = linkAddress(element.localName, element.getAttribute('href'));
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

/** DOMPurify on the page's own DOM. */
const sanitizerOnPage: CmsHtmlSanitizer = {
  sanitize: (html) => purifierOnPage().sanitize(html, purifyConfig()),
  conformsToAllowList: (html) =>
    [...inertFragment(html).querySelectorAll('*')].every(
      (element) =>
        ALLOWED_HTML_TAGS.includes(element.localName) &&
        [...element.attributes].every((attribute) =>
          isAllowedAttribute(element.localName, attribute.name, attribute.value),
        ),
    ),
  // A TrustedHTML is what a page enforcing Trusted Types lets through.
  textOf: (html) => inertFragment(shopElementsPolicy()?.createHTML(html) ?? html).textContent,
};

/**
 * CMS HTML reduced to the allow-list above. Not a string (or no sanitizer where the code runs):
 * empty. The result is the only HTML `dangerouslySetInnerHTML` may show in this library, through
 * `trustedCmsHtml`.
 */
export function sanitizeCmsHtml(html: unknown): SanitizedHtml {
  return sanitizeCmsHtmlWith(isBrowser() ? sanitizerOnPage : sanitizerOnServer, html);
}

/** `sanitizeCmsHtml` with a given sanitizer (the server's, or a test's). */
export function sanitizeCmsHtmlWith(
  sanitizer: CmsHtmlSanitizer | undefined,
  html: unknown,
): SanitizedHtml {
  if (typeof html !== 'string' || html.trim() === '' || !sanitizer) return '' as SanitizedHtml;
  const clean = sanitizer.sanitize(html);
  if (sanitizer.conformsToAllowList(clean)) return String(clean) as SanitizedHtml;
  // Fail closed: a parser that lets the sanitizer miss something (as some test DOMs do) gets text.
  console.warn(
    'shop-elements: CMS HTML could not be reduced to the allowed markup; it is shown as plain text.',
  );
  return escapeText(sanitizer.textOf(html)) as SanitizedHtml;
}

/**
 * Sanitised HTML for `dangerouslySetInnerHTML`: in a browser with Trusted Types, DOMPurify's
 * TrustedHTML (sanitised once more, so a string cast to `SanitizedHtml` gains nothing); a string
 * elsewhere, and on a server.
 */
export function trustedCmsHtml(html: SanitizedHtml): TrustedSanitizedHtml | SanitizedHtml {
  if (!isBrowser()) return html;
  return purifierOnPage().sanitize(html, purifyConfig());
}

/** Parses HTML into an inert template of the page: nothing in it runs or loads. */
function inertFragment(html: string | TrustedSanitizedHtml): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html as string;
  return template.content;
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
