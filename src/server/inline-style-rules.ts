/**
 * The server's side of keeping `style` attributes within a page's Content Security Policy: each
 * one React wrote moves into a rule of a nonce'd sheet in the same shadow root. Why, and the
 * browser's side, in `src/element-kit/server/server-inline-styles.ts`.
 */
import { inlineStyleRule } from '../element-kit/server/server-inline-styles';
import { INLINE_STYLE_ATTRIBUTE } from '../element-kit/server/server-markers';
import { decodeAttributeValue } from './server-html';

/**
 * A declaration the server may move into a sheet: a property name, then a value of plain tokens
 * (colours, numbers, lengths, keywords, `3 / 2`). Nothing that could end the rule or the sheet
 * (`{`, `}`, `;`, `<`), open a string, comment or escape, or raise its importance. Every value
 * the components write is checked before it gets there (CMS colours, cutout positions); this is
 * the server's own line of defence.
 */
const MOVABLE_DECLARATION = /^\s*(--[\w-]+|-?[a-zA-Z][\w-]*)\s*:\s*([#\w\s.,%()/+-]+?)\s*$/;

/** The declarations of a `style` attribute, or undefined when one of them may not move. */
function movableDeclarations(styleAttribute: string): string[] | undefined {
  const declarations = decodeAttributeValue(styleAttribute)
    .split(';')
    .filter((declaration) => declaration.trim() !== '');
  const moved: string[] = [];
  for (const declaration of declarations) {
    const match = MOVABLE_DECLARATION.exec(declaration);
    if (!match) return undefined;
    moved.push(`${match[1]}:${match[2]}`);
  }
  return moved;
}

/** An opening tag as React writes it: attribute values escape `<`, `>` and quotes. */
const OPENING_TAG = /<[a-zA-Z][^\s/>]*(?:\s[^>]*)?>/g;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/;

export interface MovedInlineStyles {
  /** React's markup with each movable `style` attribute replaced by its rule's number. */
  markup: string;
  /** The rules, one per distinct set of moved declarations; empty when none moved. */
  cssText: string;
}

/**
 * Moves the `style` attributes of one shadow root's markup (React's, before any nested root is
 * put in) into rules. An attribute with a declaration that may not move stays as it was.
 */
export function moveInlineStyles(markup: string): MovedInlineStyles {
  // Elements with the same declarations share a rule (the footer's logos, say).
  const numbers = new Map<string, number>();
  const rules: string[] = [];
  const moved = markup.replace(OPENING_TAG, (tag) => {
    const style = STYLE_ATTRIBUTE.exec(tag);
    if (!style) return tag;
    const declarations = movableDeclarations(style[1]!);
    if (!declarations || declarations.length === 0) return tag;
    const key = declarations.join(';');
    let number = numbers.get(key);
    if (number === undefined) {
      number = rules.length;
      numbers.set(key, number);
      rules.push(inlineStyleRule(number, declarations));
    }
    return tag.replace(STYLE_ATTRIBUTE, ` ${INLINE_STYLE_ATTRIBUTE}="${number}"`);
  });
  return { markup: moved, cssText: rules.join('\n') };
}
