/**
 * `style` attributes in server HTML, kept within a page's Content Security Policy.
 *
 * A policy that limits styles (`style-src` or `default-src` without `'unsafe-inline'`) refuses
 * every `style` attribute the HTML parser meets, nonce or not: the banner's CMS colours and an
 * image's aspect ratio would be lost on exactly the pages that care most. A `<style>` element
 * takes the page's nonce. So the server moves each `style` attribute React wrote into one rule of
 * a nonce'd sheet in the same shadow root, and marks the element with the rule's number. Before
 * hydrating, the browser puts each rule's declarations back on its element through the CSSOM
 * (which a policy does not limit) and drops the marks and the sheet, so React hydrates the DOM
 * it rendered. In the browser React sets styles through the CSSOM anyway. The server's side is
 * `src/server/inline-style-rules.ts`.
 */
import { INLINE_STYLE_ATTRIBUTE, INLINE_STYLE_SHEET_ATTRIBUTE } from './server-markers';

/** Important, as an inline style outranks every rule of the element's own sheets. */
const IMPORTANT = ' !important';

/** The rule of the elements marked `number`, as the server writes it (`inline-style-rules.ts`). */
export function inlineStyleRule(number: number, declarations: readonly string[]): string {
  const block = declarations.map((declaration) => `${declaration}${IMPORTANT}`).join(';');
  return `[${INLINE_STYLE_ATTRIBUTE}="${number}"]{${block}}`;
}

const RULE = new RegExp(String.raw`\[${INLINE_STYLE_ATTRIBUTE}="(\d+)"\]\{([^{}]*)\}`, 'g');

/**
 * Puts the server's moved `style` attributes of a shadow root back on their elements (through
 * the CSSOM) and drops the marks and the sheet. Runs right before hydration, in the same task,
 * so nothing paints in between. Nested roots keep theirs until their own hosts hydrate.
 */
export function restoreInlineStyles(root: ShadowRoot): void {
  const sheets = [...root.children].filter(
    (child): child is HTMLStyleElement =>
      child instanceof HTMLStyleElement && child.hasAttribute(INLINE_STYLE_SHEET_ATTRIBUTE),
  );
  const declarationsByNumber = new Map<string, string>();
  for (const sheet of sheets) {
    for (const [, number, declarations] of (sheet.textContent ?? '').matchAll(RULE)) {
      declarationsByNumber.set(number!, declarations!.replaceAll(IMPORTANT, ''));
    }
  }
  for (const element of root.querySelectorAll<HTMLElement>(`[${INLINE_STYLE_ATTRIBUTE}]`)) {
    const declarations = declarationsByNumber.get(element.getAttribute(INLINE_STYLE_ATTRIBUTE)!);
    if (declarations !== undefined) element.style.cssText = declarations;
    element.removeAttribute(INLINE_STYLE_ATTRIBUTE);
  }
  for (const sheet of sheets) sheet.remove();
}
