/**
 * CMS HTML rendered on a server goes through the browser's allow-list (`allowed-markup.ts`)
 * without a DOM, so the server runs wherever JavaScript does (Node, workerd). parse5, the
 * WHATWG parser jsdom itself parses with, builds the tree a browser's DOMParser would (as a whole
 * document, scripting off, as DOMPurify parses); the walk below then does to it what DOMPurify
 * does to the DOM, in DOMPurify's order and by its rules (`purify-rules.ts`), and parse5
 * serializes what is left as `innerHTML` would. The browser hydrates against DOMPurify's result,
 * so the two must agree (decision 36); `test/browser/services/cms-html-on-server.test.ts`
 * compares them in Chromium.
 */
import {
  defaultTreeAdapter,
  parse,
  parseFragment,
  serialize,
  type DefaultTreeAdapterTypes,
} from 'parse5';
import {
  ALLOWED_HTML_ATTRIBUTES,
  ALLOWED_HTML_TAGS,
  isAllowedAttribute,
  linkAddress,
} from '../services/cms/allowed-markup';
import { sanitizeCmsHtmlOnServerWith, type CmsHtmlSanitizer } from '../services/cms/sanitize-html';
import {
  FORBIDDEN_CONTENTS,
  HTML_NAMESPACE,
  LEADING_WHITESPACE,
  elementsOf,
  isClobberedForm,
  nodesOf,
  processingInstructionsIn,
  isElement,
  isText,
  isUnsafeElement,
  purifyKeepsAttribute,
} from './purify-rules';

type Document = DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** A DOMParser document has no browsing context, so `<noscript>` holds markup, not text. */
const AS_DOMPARSER = { scriptingEnabled: false } as const;

type Verdict = 'keep' | 'remove' | 'unwrap';

/** What DOMPurify does with a node when its walk reaches it. */
function verdictOn(node: ChildNode, instructions: ReadonlySet<ChildNode>): Verdict {
  if (node.nodeName === '#text') return 'keep';
  if (!isElement(node)) return 'remove';
  const tagName = node.tagName.toLowerCase();
  if (tagName === 'form' && isClobberedForm(node)) return 'remove';
  if (isUnsafeElement(node, tagName, instructions)) return 'remove';
  if (!ALLOWED_HTML_TAGS.includes(tagName)) {
    return FORBIDDEN_CONTENTS.has(tagName) ? 'remove' : 'unwrap';
  }
  // Foreign content (SVG, MathML) only starts at `svg` and `math`, which go with their content,
  // so an allowed element met here is HTML; anything else is removed all the same.
  return node.namespaceURI === HTML_NAMESPACE ? 'keep' : 'remove';
}

/**
 * DOMPurify's attribute pass: last to first, values trimmed; an `is` it removes comes back
 * empty at the end. Then the allow-list's own rule: an address only on a link, and only a safe
 * one (the hook `sanitize-html.ts` gives DOMPurify).
 */
function sanitizeAttributes(element: Element): void {
  const { attrs } = element;
  for (let index = attrs.length - 1; index >= 0; index -= 1) {
    const attribute = attrs[index]!;
    const value = attribute.name === 'value' ? attribute.value : attribute.value.trim();
    if (purifyKeepsAttribute(ALLOWED_HTML_ATTRIBUTES, attribute.name, value)) {
      attribute.value = value;
      continue;
    }
    attrs.splice(index, 1);
    if (attribute.name === 'is') attrs.push({ name: 'is', value: '' });
  }
  const at = attrs.findIndex((attribute) => attribute.name === 'href');
  if (at === -1) return;
  const href = linkAddress(element.tagName, attrs[at]!.value);
  if (href === undefined) attrs.splice(at, 1);
  else attrs[at]!.value = href;
}

/**
 * Visits every node under `root` in document order, as DOMPurify's node iterator does, while
 * the tree changes under it: a removed element's children, unless its content is forbidden,
 * take its place and are visited next. A stack of positions, not recursion, so no depth of
 * nesting overflows the call stack.
 */
function walk(root: ParentNode, instructions: ReadonlySet<ChildNode>): void {
  const positions: { parent: ParentNode; index: number }[] = [{ parent: root, index: 0 }];
  while (positions.length > 0) {
    const position = positions[positions.length - 1]!;
    const node = position.parent.childNodes[position.index];
    if (!node) {
      positions.pop();
      continue;
    }
    const verdict = verdictOn(node, instructions);
    if (verdict === 'keep') {
      position.index += 1;
      if (isElement(node)) {
        sanitizeAttributes(node);
        positions.push({ parent: node, index: 0 });
      }
      continue;
    }
    const hoisted = verdict === 'unwrap' && isElement(node) ? node.childNodes : [];
    for (const child of hoisted) child.parentNode = position.parent;
    position.parent.childNodes.splice(position.index, 1, ...hoisted);
    node.parentNode = null;
  }
}

/** The document's body, which DOMPurify walks; a frameset document has none. */
function bodyOf(document: Document): Element | undefined {
  const root = document.childNodes.find(isElement);
  return root?.childNodes.find(
    (child): child is Element => isElement(child) && child.tagName === 'body',
  );
}

/** DOMPurify's `sanitize(html, purifyConfig())` with the library's hook, without a DOM. */
export function purifyWithoutDom(html: string): string {
  // DOMPurify returns markup-free text as it came, unparsed.
  if (!html.includes('<')) return html;
  // Source locations only where an instruction may be, to tell it from a comment.
  const mayHoldInstructions = html.includes('<?');
  const document = parse(html, { ...AS_DOMPARSER, sourceCodeLocationInfo: mayHoldInstructions });
  const body = bodyOf(document);
  if (!body) return '';
  // The parser drops leading white space before the body; DOMPurify puts it back.
  const leading = LEADING_WHITESPACE.exec(html)?.[0];
  if (leading) {
    body.childNodes.unshift({ nodeName: '#text', value: leading, parentNode: body });
  }
  walk(body, mayHoldInstructions ? processingInstructionsIn(document, html) : new Set());
  return serialize(body, AS_DOMPARSER);
}

/** Parsed as `template.innerHTML` parses it: inert, in a template's context, scripting off. */
const inertFragment = (html: string) =>
  parseFragment(
    defaultTreeAdapter.createElement('template', HTML_NAMESPACE, []),
    html,
    AS_DOMPARSER,
  );

function conforms(fragment: ParentNode): boolean {
  for (const element of elementsOf(fragment)) {
    if (!ALLOWED_HTML_TAGS.includes(element.tagName)) return false;
    const { tagName, attrs } = element;
    if (!attrs.every(({ name, value }) => isAllowedAttribute(tagName, name, value))) return false;
  }
  return true;
}

/** The text of every node, as `textContent` gives it (a template's content is not its text). */
function textOf(fragment: ParentNode): string {
  let text = '';
  for (const node of nodesOf(fragment)) if (isText(node)) text += node.value;
  return text;
}

/** The server's sanitizer, checked by a second parse of its result as the browser's is. */
export const SERVER_SANITIZER: CmsHtmlSanitizer = {
  sanitize: purifyWithoutDom,
  conformsToAllowList: (html) => conforms(inertFragment(String(html))),
  textOf: (html) => textOf(inertFragment(html)),
};

/** Gives the sanitizer its server side; the render calls it each time, which costs nothing. */
export function prepareServerSanitizer(): void {
  sanitizeCmsHtmlOnServerWith(SERVER_SANITIZER);
}
