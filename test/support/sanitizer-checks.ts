import { expect } from 'vitest';
import { ALLOWED_HTML_ATTRIBUTES, ALLOWED_HTML_TAGS } from '../../src/services/cms/sanitize-html';
import { safeUrl } from '../../src/services/safe-url';

/** The sanitised HTML parsed inertly (a template runs and loads nothing), element by element. */
export function elementsOf(html: string): Element[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')];
}

/**
 * Only allowed elements (so no script, style, SVG, image or frame) and attributes (so no `on…`
 * handler and no `style`), and only safe addresses, checked on the parsed result.
 */
export function expectOnlyAllowedMarkup(html: string): void {
  for (const element of elementsOf(html)) {
    expect(ALLOWED_HTML_TAGS).toContain(element.localName);
    for (const attribute of element.attributes) {
      expect(ALLOWED_HTML_ATTRIBUTES).toContain(attribute.name);
      if (attribute.name === 'href') {
        expect(element.localName).toBe('a');
        expect(safeUrl(attribute.value)).toBe(attribute.value);
      }
    }
  }
}
