import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeCmsHtml } from '../../../src/services/cms/sanitize-html';
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
