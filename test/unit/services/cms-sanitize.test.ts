import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSafeColour, safeColour, sanitizeCmsHtml } from '../../../src/services/cms/sanitize-html';
import { safeUrl } from '../../../src/services/safe-url';
import { elementsOf, expectOnlyAllowedMarkup } from '../../support/sanitizer-checks';
import { COLOUR_PAYLOADS, HTML_PAYLOADS, URL_PAYLOADS } from '../../support/xss-payloads';

// happy-dom lets DOMPurify miss markup (it parses differently from browsers), so here the
// sanitizer's own second check has to catch that and fall back to text: the result holds only
// allowed markup whatever the DOM. test/browser/services/sanitize-html.test.ts runs DOMPurify
// itself in Chromium against the same payloads and checks the exact output.

describe('sanitizeCmsHtml', () => {
  describe('given hostile markup', () => {
    beforeEach(() => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it.each(HTML_PAYLOADS)(
      'given %s, leaves only allowed elements, attributes and addresses',
      (payload) => {
        const clean = sanitizeCmsHtml(`<p>Vorher</p>${payload}<p>Nachher</p>`);
        expectOnlyAllowedMarkup(clean);
        expect(clean).toContain('Vorher');
      },
    );

    it('turns a link with a script address into plain text, keeping its words', () => {
      const clean = sanitizeCmsHtml('<a href="javascript:alert(1)">Alle Bedingungen</a>');
      expect(elementsOf(clean).some((element) => element.hasAttribute('href'))).toBe(false);
      expect(clean).toContain('Alle Bedingungen');
    });

    it('keeps the text of elements that are not allowed', () => {
      expect(sanitizeCmsHtml('<div><h1>Titel</h1></div>')).toBe('Titel');
    });
  });

  it('gives an empty string for anything that is not text', () => {
    expect(sanitizeCmsHtml(undefined)).toBe('');
    expect(sanitizeCmsHtml(42)).toBe('');
    expect(sanitizeCmsHtml({ html: '<p>x</p>' })).toBe('');
  });
});

describe('safeUrl', () => {
  it.each([
    '/c/agb',
    'agb.html',
    '#top',
    '?page=2',
    '//cdn.shop.example/a',
    'https://shop.example/x',
    'http://shop.example',
    'mailto:a@b.example',
    'tel:+4940123',
  ])('lets %s become a link', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each(URL_PAYLOADS)('refuses %j', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it('refuses what is not text', () => {
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl(['/c/agb'])).toBeUndefined();
    expect(safeUrl('   ')).toBeUndefined();
  });
});

describe('safeColour', () => {
  it.each(['#fff', '#0B2A5B', 'rgb(11, 42, 91)', 'rgb(11 42 91)', 'white', 'Navy', 'transparent'])(
    'accepts %s',
    (colour) => {
      expect(isSafeColour(colour)).toBe(true);
      expect(safeColour(colour, 'textColor')).toBe(colour);
    },
  );

  it.each(COLOUR_PAYLOADS)('ignores %j with a console warning', (colour) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(safeColour(colour, 'backgroundColorCode')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('backgroundColorCode'));
    warn.mockRestore();
  });

  it('treats a missing colour as absent, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(safeColour(undefined, 'textColor')).toBeUndefined();
    expect(safeColour('', 'textColor')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
