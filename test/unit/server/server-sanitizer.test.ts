// @vitest-environment node
/**
 * The server's CMS sanitizer where servers run it: in plain Node, with no DOM at all. It must give
 * what DOMPurify gives in Chromium (test/browser/services/cms-html-on-server.test.ts compares the
 * two input by input); here, the results the browser's own tests pin, and the hostile corpus
 * holding only allowed markup, read back with parse5.
 */
import { parseFragment } from 'parse5';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_SANITIZER, prepareServerSanitizer } from '../../../src/server/server-sanitizer';
import { ALLOWED_HTML_TAGS, isAllowedAttribute } from '../../../src/services/cms/allowed-markup';
import { sanitizeCmsHtml, sanitizeCmsHtmlWith } from '../../../src/services/cms/sanitize-html';
import { elementsOf } from '../../../src/server/purify-rules';
import { HTML_PAYLOADS } from '../../support/xss-payloads';

const onServer = (html: unknown) => sanitizeCmsHtmlWith(SERVER_SANITIZER, html);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given no DOM (Node)', () => {
  it('there is none, and sanitizeCmsHtml gives nothing until the server gives its sanitizer', () => {
    expect(typeof document).toBe('undefined');
    prepareServerSanitizer();
    expect(sanitizeCmsHtml('<p><b>fett</b></p>')).toBe('<p><b>fett</b></p>');
  });

  it('keeps the allowed formatting and safe links exactly', () => {
    const html =
      '<p><strong>Gültig</strong> bis <em>30.11.</em><br><b>fett</b> <i>kursiv</i> <span title="Hinweis">Hinweis</span></p>' +
      '<ul><li>eins</li></ul><ol><li>zwei</li></ol>' +
      '<a href="/c/agb" title="AGB">AGB</a> <a href="https://shop.example/agb">extern</a> ' +
      '<a href="mailto:service@shop.example">Mail</a> <a href="tel:+4940123">Telefon</a>';
    expect(onServer(html)).toBe(html);
  });

  it('keeps a safe link but drops its handlers, target and rel', () => {
    expect(
      onServer('<a href="/c/agb" onmouseover="alert(1)" target="_blank" rel="opener">AGB</a>'),
    ).toBe('<a href="/c/agb">AGB</a>');
  });

  it('turns a link with a script address into text and drops style with its content', () => {
    expect(onServer('<style>p{color:red}</style><a href="javascript:alert(1)">Alle</a>')).toBe(
      '<a>Alle</a>',
    );
  });

  it('keeps the text of elements that are not allowed, and writes an attribute’s quotes safely', () => {
    expect(onServer('<div><h1>Titel</h1></div>')).toBe('Titel');
    expect(onServer('<span title="&quot;><img src=x onerror=alert(1)>">T</span>')).toBe(
      '<span title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">T</span>',
    );
  });

  it('gives nothing for what is not text, and text without markup as it came', () => {
    expect([undefined, 42, { html: '<p>x</p>' }, '', '   '].map(onServer)).toEqual([
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(onServer('Tom & Jerry > 3')).toBe('Tom & Jerry > 3');
  });

  it.each(HTML_PAYLOADS)(
    'given %s, leaves only allowed elements, attributes and addresses',
    (payload) => {
      const clean = onServer(`<p>Vorher</p>${payload}<p>Nachher</p>`);
      expect(clean.startsWith('<p>Vorher</p>')).toBe(true);
      for (const element of elementsOf(parseFragment(clean))) {
        expect(ALLOWED_HTML_TAGS).toContain(element.tagName);
        for (const { name, value } of element.attrs) {
          expect(isAllowedAttribute(element.tagName, name, value)).toBe(true);
        }
      }
    },
  );

  it('where DOMPurify’s result breaks the allow-list (an `is` it empties), falls back to text, as the browser does', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(onServer('<p is="x-p">a &amp; b</p>')).toBe('a &amp; b');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('walks any depth of nesting without running out of stack', () => {
    const deep = `${'<span>'.repeat(20_000)}tief`;
    expect(onServer(deep).endsWith(`tief${'</span>'.repeat(20_000)}`)).toBe(true);
  });
});
