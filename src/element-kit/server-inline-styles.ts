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
 * it rendered. In the browser React sets styles through the CSSOM anyway.
 */
import { INLINE_STYLE_ATTRIBUTE, INLINE_STYLE_SHEET_ATTRIBUTE } from './server-markers';

/**
 * A declaration the server may move into a sheet: a property name, then a value of plain tokens
 * (colours, numbers, lengths, keywords, `3 / 2`). Nothing that could end the rule or the sheet
 * (`{`, `}`, `;`, `<`), open a string, comment or escape, or raise its importance. Every value
 * the components write is checked before it gets there (CMS colours, cutout positions); this is
 * the server's own line of defence.
 */
const MOVABLE_DECLARATION = /^\s*(--[\w-]+|-?[a-zA-Z][\w-]*)\s*:\s*([#\w\s.,%()/+-]+?)\s*$/;

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

const decodeAttribute = (value: string) =>
  value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** The declarations of a `style` attribute, or undefined when one of them may not move. */
function movableDeclarations(styleAttribute: string): string[] | undefined {
  const declarations = decodeAttribute(styleAttribute)
    .split(';')
    .filter((declaration) => declaration.trim() !== '');
  const moved: string[] = [];
  for (const declaration of declarations) {
    const match = MOVABLE_DECLARATION.exec(declaration);
    if (!match) return undefined;
    // Important, as an inline style outranks every rule of the element's own sheets.
    moved.push(`${match[1]}:${match[2]} !important`);
  }
  return moved;
}

/** An opening tag as React writes it: attribute values escape `<`, `>` and quotes. */
const OPENING_TAG = /<[a-zA-Z][^\s/>]*(?:\s[^>]*)?>/g;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/;

export interface MovedInlineStyles {
  /** React's markup with each movable `style` attribute replaced by its rule's number. */
  markup: string;
  /** The rules, one per moved attribute; empty when there was none. */
  cssText: string;
}

/**
 * Moves the `style` attributes of one shadow root's markup (React's, before any nested root is
 * put in) into rules. An attribute with a declaration that may not move stays as it was.
 */
export function moveInlineStyles(markup: string): MovedInlineStyles {
  // Elements with the same declarations share a rule (the footer's logos, say).
  const numbers = new Map<string, number>();
  const moved = markup.replace(OPENING_TAG, (tag) => {
    const style = STYLE_ATTRIBUTE.exec(tag);
    if (!style) return tag;
    const declarations = movableDeclarations(style[1]!);
    if (!declarations || declarations.length === 0) return tag;
    const block = declarations.join(';');
    const number = numbers.get(block) ?? numbers.size;
    numbers.set(block, number);
    return tag.replace(STYLE_ATTRIBUTE, ` ${INLINE_STYLE_ATTRIBUTE}="${number}"`);
  });
  const rules = [...numbers].map(
    ([block, number]) => `[${INLINE_STYLE_ATTRIBUTE}="${number}"]{${block}}`,
  );
  return { markup: moved, cssText: rules.join('\n') };
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
      declarationsByNumber.set(number!, declarations!.replaceAll(' !important', ''));
    }
  }
  for (const element of root.querySelectorAll<HTMLElement>(`[${INLINE_STYLE_ATTRIBUTE}]`)) {
    const declarations = declarationsByNumber.get(element.getAttribute(INLINE_STYLE_ATTRIBUTE)!);
    if (declarations !== undefined) element.style.cssText = declarations;
    element.removeAttribute(INLINE_STYLE_ATTRIBUTE);
  }
  for (const sheet of sheets) sheet.remove();
}
