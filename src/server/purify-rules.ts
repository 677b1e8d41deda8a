/**
 * DOMPurify's own rules, as they apply with the library's configuration (`purifyConfig` in
 * `src/services/cms/sanitize-html.ts`), for the server's walk (`server-sanitizer.ts`), which has
 * no DOM to run DOMPurify on. They follow DOMPurify 3.4 (`dist/purify.es.mjs`: its default
 * FORBID_CONTENTS, URI and whitespace expressions, `_isUnsafeNode`, `_isClobbered` and
 * `_isValidAttribute`). `test/browser/services/cms-html-on-server.test.ts` runs both sanitizers
 * over the same inputs in Chromium and fails when the two part, as when DOMPurify changes a rule.
 */
import { html as parse5Html, serializeOuter, type DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

export const HTML_NAMESPACE = parse5Html.NS.HTML;

/** Elements removed with their content (DOMPurify's default FORBID_CONTENTS). */
export const FORBIDDEN_CONTENTS: ReadonlySet<string> = new Set([
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'selectedcontent',
  'style',
  'svg',
  'template',
  'thead',
  'title',
  'video',
  'xmp',
]);

/** Elements whose text is never parsed as markup: one holding an element or a tag goes. */
const LITERAL_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  'style',
  'script',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'noscript',
]);

/** Attributes DOMPurify does not check as addresses. */
const URI_SAFE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'alt',
  'class',
  'for',
  'id',
  'label',
  'name',
  'pattern',
  'placeholder',
  'role',
  'summary',
  'title',
  'value',
  'style',
  'xmlns',
]);

/**
 * A form control's id or name that shadows a member DOMPurify reads from its form: DOMPurify
 * then removes the form with all it holds, where another unknown element leaves its text.
 */
const CLOBBERING_NAMES: ReadonlySet<string> = new Set([
  'nodeName',
  'textContent',
  'removeChild',
  'attributes',
  'removeAttribute',
  'removeAttributeNode',
  'getAttributeNode',
  'setAttribute',
  'namespaceURI',
  'insertBefore',
  'hasChildNodes',
  'nodeType',
  'childNodes',
]);

/** The controls that become named properties of their form (HTML's listed elements). */
const LISTED_ELEMENTS: ReadonlySet<string> = new Set([
  'button',
  'fieldset',
  'input',
  'object',
  'output',
  'select',
  'textarea',
]);

export const LEADING_WHITESPACE = /^[\r\n\t ]+/;
const MARKUP = /<[/\w!]/;
const ATTRIBUTE_BREAKOUT =
  /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
const ALLOWED_URI =
  /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// eslint-disable-next-line no-control-regex
const ATTRIBUTE_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

export const isElement = (node: ChildNode): node is Element => 'tagName' in node;

export const isText = (node: ChildNode): node is DefaultTreeAdapterTypes.TextNode =>
  node.nodeName === '#text';

const attributeOf = (element: Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

const textOfChildren = (element: Element) =>
  element.childNodes.map((child) => (isText(child) ? child.value : '')).join('');

/**
 * `<?target data>`, which Chromium parses as a processing instruction (Chrome 150, as HTML
 * now specifies) where parse5 8 still makes a comment of it: a target of ASCII letters, digits,
 * `_` and `-` that starts with a letter, other than `xml` and `xml-stylesheet`.
 */
const PROCESSING_INSTRUCTION =
  /^<\?(?!xml(?:-stylesheet)?(?:[\t\n\f\r ?>]|$))[a-z][\w-]*(?:[\t\n\f\r ?>]|$)/i;

/**
 * The comments of a document that Chromium's DOM holds as processing instructions. Both go,
 * but DOMPurify reads an instruction differently (`isUnsafeElement`). Needs a document parsed
 * with source locations.
 */
export function processingInstructionsIn(
  document: DefaultTreeAdapterTypes.Document,
  html: string,
): ReadonlySet<ChildNode> {
  const found = new Set<ChildNode>();
  for (const node of nodesOf(document)) {
    const at = node.nodeName === '#comment' ? node.sourceCodeLocation : undefined;
    if (at && PROCESSING_INSTRUCTION.test(html.slice(at.startOffset, at.endOffset)))
      found.add(node);
  }
  return found;
}

/** `innerHTML` of an element holding no element, an instruction written as Chromium writes it. */
function markupOf(element: Element, instructions: ReadonlySet<ChildNode>): string {
  return element.childNodes
    .map((child) =>
      instructions.has(child) && 'data' in child
        ? `<${child.data}>`
        : serializeOuter(child as Element, { scriptingEnabled: false }),
    )
    .join('');
}

/**
 * DOMPurify's mutation-XSS checks, which remove an element with its content whatever the
 * allow-list says: markup in the text of an element holding no element (seen through a comment
 * beside it), and an element or a tag inside a raw-text element.
 */
export function isUnsafeElement(
  element: Element,
  tagName: string,
  instructions: ReadonlySet<ChildNode>,
): boolean {
  const holdsElement = element.childNodes.some(isElement);
  if (
    element.childNodes.length > 0 &&
    !holdsElement &&
    MARKUP.test(textOfChildren(element)) &&
    MARKUP.test(markupOf(element, instructions))
  ) {
    return true;
  }
  return (
    LITERAL_TEXT_ELEMENTS.has(tagName) &&
    element.namespaceURI === HTML_NAMESPACE &&
    (holdsElement || MARKUP.test(textOfChildren(element)))
  );
}

/**
 * Every node under `parent` in document order (a template's content is not under it, as in the
 * DOM); a stack, so no depth of nesting overflows it.
 */
export function* nodesOf(parent: DefaultTreeAdapterTypes.ParentNode): Generator<ChildNode> {
  const stack: ChildNode[] = [...parent.childNodes].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    yield node;
    if (!isElement(node)) continue;
    for (let index = node.childNodes.length - 1; index >= 0; index -= 1) {
      stack.push(node.childNodes[index]!);
    }
  }
}

export function* elementsOf(parent: DefaultTreeAdapterTypes.ParentNode): Generator<Element> {
  for (const node of nodesOf(parent)) if (isElement(node)) yield node;
}

function nearestForm(element: Element): Element | undefined {
  for (let at = element.parentNode; at && 'tagName' in at; at = at.parentNode) {
    if (at.tagName === 'form' && at.namespaceURI === HTML_NAMESPACE) return at;
  }
  return undefined;
}

/** Whether an element is a named property of the form around it, as a control or a picture. */
function isNamedOfForm(element: Element, form: Element): boolean {
  if (element.namespaceURI !== HTML_NAMESPACE) return false;
  const isImageButton =
    element.tagName === 'input' && attributeOf(element, 'type')?.toLowerCase() === 'image';
  const named =
    element.tagName === 'img' || (LISTED_ELEMENTS.has(element.tagName) && !isImageButton);
  return named && nearestForm(element) === form;
}

/**
 * Whether a form is clobbered for DOMPurify: a control or picture in it has an id or name that
 * shadows one of the form's members. DOMPurify walks a body it has taken out of its document, so
 * every control belongs to the form around it; a `form` attribute names no form there.
 */
export function isClobberedForm(form: Element): boolean {
  for (const element of elementsOf(form)) {
    const names = [attributeOf(element, 'id'), attributeOf(element, 'name')];
    if (!names.some((name) => name !== undefined && CLOBBERING_NAMES.has(name))) continue;
    if (isNamedOfForm(element, form)) return true;
  }
  return false;
}

/**
 * Whether DOMPurify keeps an attribute of an element it keeps: `value` is the trimmed value, as
 * DOMPurify checks it. The allow-list's own rule for addresses (`linkAddress`) comes after.
 */
export function purifyKeepsAttribute(
  allowedAttributes: readonly string[],
  name: string,
  value: string,
): boolean {
  if (ATTRIBUTE_BREAKOUT.test(value)) return false;
  if (!allowedAttributes.includes(name)) return false;
  if (URI_SAFE_ATTRIBUTES.has(name)) return true;
  if (ALLOWED_URI.test(value.replace(ATTRIBUTE_WHITESPACE, ''))) return true;
  // The allow-list has none of the elements DOMPurify lets keep a data: address.
  return !value;
}
