import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  shopElementsPolicy,
  TRUSTED_TYPES_POLICY_NAME,
} from '../../../src/services/browser/trusted-types-policy';
import {
  sanitizeCmsHtml,
  trustedCmsHtml,
  type SanitizedHtml,
} from '../../../src/services/cms/sanitize-html';
import { expectOnlyAllowedMarkup } from '../../support/sanitizer-checks';
import { HTML_PAYLOADS, resetXssFlag, xssRan } from '../../support/xss-payloads';

/** Long enough for an image error, a focus or a toggle event to have fired. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

afterEach(() => {
  document.body.innerHTML = '';
  resetXssFlag();
  vi.restoreAllMocks();
});

describe('sanitizeCmsHtml in Chromium (DOMPurify itself)', () => {
  it('keeps the allowed formatting and safe links exactly', () => {
    const html =
      '<p><strong>Gültig</strong> bis <em>30.11.</em><br><b>fett</b> <i>kursiv</i> <span title="Hinweis">Hinweis</span></p>' +
      '<ul><li>eins</li></ul><ol><li>zwei</li></ol>' +
      '<a href="/c/agb" title="AGB">AGB</a> <a href="https://shop.example/agb">extern</a> ' +
      '<a href="mailto:service@shop.example">Mail</a> <a href="tel:+4940123">Telefon</a>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it.each(HTML_PAYLOADS)(
    'given %s, keeps the text around, only allowed markup, and nothing runs on the page',
    async (payload) => {
      const warn = vi.spyOn(console, 'warn');
      const clean = sanitizeCmsHtml(`<p>Vorher</p>${payload}<p>Nachher</p>`);
      expectOnlyAllowedMarkup(clean);
      expect(clean.startsWith('<p>Vorher</p>')).toBe(true);
      // DOMPurify did the work: the fail-closed fallback to plain text was not needed.
      expect(warn).not.toHaveBeenCalled();
      const host = document.createElement('div');
      host.innerHTML = clean;
      document.body.append(host);
      host.querySelector('a')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      await settle();
      expect(xssRan()).toBe(false);
    },
  );

  it('keeps a safe link but drops its handlers, target and rel', () => {
    expect(
      sanitizeCmsHtml(
        '<a href="/c/agb" onmouseover="alert(1)" target="_blank" rel="opener">AGB</a>',
      ),
    ).toBe('<a href="/c/agb">AGB</a>');
  });

  it('turns a link with a script address into text and drops style with its content', () => {
    expect(
      sanitizeCmsHtml('<style>p{color:red}</style><a href="javascript:alert(1)">Alle</a>'),
    ).toBe('<a>Alle</a>');
  });

  it('defuses an attribute that tries to break out into markup', () => {
    const clean = sanitizeCmsHtml('<span title="&quot;><img src=x onerror=alert(1)>">T</span>');
    const template = document.createElement('template');
    template.innerHTML = clean;
    expect(template.content.querySelectorAll('img')).toHaveLength(0);
    expect(template.content.querySelector('span')?.title).toBe('"><img src=x onerror=alert(1)>');
  });
});

interface TrustedTypesFactory {
  isHTML(value: unknown): boolean;
  createPolicy(name: string, rules: object): unknown;
}
const trustedTypes = () =>
  (window as unknown as { trustedTypes: TrustedTypesFactory }).trustedTypes;

describe('given Chromium, which has Trusted Types › trustedCmsHtml', () => {
  it('gives the sanitised text as TrustedHTML, made by the page’s one shop-elements policy', () => {
    const html = sanitizeCmsHtml('<p>Gültig bis <a href="/c/agb">AGB</a></p>');
    const trusted = trustedCmsHtml(html);
    expect(trustedTypes().isHTML(trusted)).toBe(true);
    expect(String(trusted)).toBe('<p>Gültig bis <a href="/c/agb">AGB</a></p>');
    expect(shopElementsPolicy()?.name).toBe(TRUSTED_TYPES_POLICY_NAME);
  });

  it('sanitises once more, so a string only cast to SanitizedHtml gains nothing', () => {
    const cast = '<img src=x onerror="window.xss=1"><b>fett</b>' as SanitizedHtml;
    expect(String(trustedCmsHtml(cast))).toBe('<b>fett</b>');
  });

  it('when a second copy of the library loads › it uses the page’s policy, creating none', async () => {
    const policy = shopElementsPolicy();
    const createPolicy = vi.spyOn(trustedTypes(), 'createPolicy');
    vi.resetModules();
    const secondCopy = await import('../../../src/services/browser/trusted-types-policy');
    expect(secondCopy.shopElementsPolicy()).toBe(policy);
    expect(createPolicy).not.toHaveBeenCalled();
  });
});
