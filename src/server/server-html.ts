/**
 * The HTML the server writes around React's markup: attributes, the declarative shadow root,
 * its styles and the data script. Every value from outside (attributes, CMS data, a nonce) is
 * escaped here, so nothing can close the element, the template or the script it is in.
 */
import {
  CONTENT_END_ATTRIBUTE,
  INLINE_STYLE_SHEET_ATTRIBUTE,
  SERVER_DATA_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STYLE_ATTRIBUTE,
  contentFirstRule,
} from '../element-kit/server/server-markers';
import type { MovedInlineStyles } from './inline-style-rules';

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

export function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character]!);
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** An attribute's value as React escaped it, unescaped. */
export const decodeAttributeValue = (value: string): string =>
  value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** The attributes of an opening tag React wrote (values quoted and escaped by React). */
export function attributesOfOpeningTag(source: string): Record<string, string | true> {
  const attributes: Record<string, string | true> = {};
  for (const [, name, value] of source.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
    attributes[name!] = value === undefined ? true : decodeAttributeValue(value);
  }
  return attributes;
}

/** Global attributes a page may give an element besides its own. */
const GLOBAL_ATTRIBUTES = new Set([
  'id',
  'class',
  'slot',
  'lang',
  'dir',
  'hidden',
  'title',
  'exportparts',
]);

/**
 * An attribute the server writes on an element: one of the element's own, a global one, or a
 * `data-`/`aria-` one; never an event handler (`on…`), and only letters, digits and dashes.
 */
export function isSafeAttributeName(name: string, ownAttributes: ReadonlySet<string>): boolean {
  if (!/^[a-z][a-z0-9-]*$/.test(name) || name.startsWith('on')) return false;
  return (
    ownAttributes.has(name) ||
    GLOBAL_ATTRIBUTES.has(name) ||
    name.startsWith('data-') ||
    name.startsWith('aria-')
  );
}

export function attributesHtml(attributes: Readonly<Record<string, string | true>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
}

/**
 * JSON that stays inside its `<script>`: `<`, `>` and `&` are written as escapes (so no
 * `</script>` or `<!--` can appear), as are the two line separators JavaScript once refused.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function dataScriptHtml(data: unknown): string {
  return `<script type="application/json" ${SERVER_DATA_ATTRIBUTE}>${scriptSafeJson(data)}</script>`;
}

/** A server-rendered host never keeps the room reserved for a client render: it has content. */
export const SERVER_HOST_CSS = ':host { min-height: auto !important; }';

function styleHtml(
  cssText: string,
  nonce: string | undefined,
  marker: string = SERVER_STYLE_ATTRIBUTE,
): string {
  // The library's own CSS; refuse rather than write a sheet that would end the element early.
  if (/<\/style/i.test(cssText)) throw new Error('A style sheet contains "</style".');
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`;
  return `<style ${marker}${nonceAttribute}>${cssText}</style>`;
}

/**
 * An inline script of the library's own (`app-banner-early.ts`), with the page's nonce: it
 * runs before what follows it is painted.
 */
export function inlineScriptHtml(script: string, nonce: string | undefined): string {
  if (/<\/script|<!--/i.test(script)) throw new Error('An inline script contains "</script".');
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`;
  return `<script${nonceAttribute}>${script}</script>`;
}

/**
 * A rule ahead of a host's shadow root that leaves the host out until the browser has parsed the
 * whole root (its data script, written right after it, is there). A browser paints while it
 * parses: a long root arriving in two chunks showed the header's row without its icons first,
 * and its search moved aside as they came. Nothing after the host is parsed before it is whole,
 * so its coming moves nothing; it appears whole. (`visibility` would not do: the nested hosts'
 * reset makes their roots visible again.) Browsers without `:has()` ignore the rule.
 */
export function wholeRootRuleHtml(tag: string, nonce: string | undefined): string {
  const rule = `${tag}[${SERVER_RENDERED_ATTRIBUTE}]:not(:has(> [${SERVER_DATA_ATTRIBUTE}])) { display: none; }`;
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`;
  return `<style${nonceAttribute}>${rule}</style>`;
}

/**
 * What a host that holds the page's content (the layout's main) adds to keep its first paint
 * still. The content comes after the declarative shadow root, so a browser that paints while it
 * parses could show the shadow's footer right below an empty main, then push it down by the
 * content's height once the content arrives. A rule ahead of the shadow root keeps the footer
 * part out of the layout until the marker after the content is parsed; the footer then appears
 * below the content, and nothing that was painted moves. A `<style>` in the host's light DOM
 * applies to the page like any other; the declarative shadow root after it attaches as usual.
 */
export function pageContentHtml(
  tag: string,
  content: string,
  nonce: string | undefined,
): { beforeShadowRoot: string; afterShadowRoot: string } {
  const rule = contentFirstRule(tag);
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`;
  return {
    beforeShadowRoot: `<style${nonceAttribute}>${rule}</style>`,
    afterShadowRoot: `${content}<span ${CONTENT_END_ATTRIBUTE} hidden></span>`,
  };
}

/**
 * The declarative shadow root: its styles first, then the rules that stand in for the markup's
 * `style` attributes (`inline-style-rules.ts`), then React's markup.
 */
export function declarativeShadowRootHtml(
  cssTexts: Iterable<string>,
  { markup, cssText: inlineStyles }: MovedInlineStyles,
  nonce: string | undefined,
): string {
  const styles = [...cssTexts].map((css) => styleHtml(css, nonce)).join('');
  const inlineSheet =
    inlineStyles === '' ? '' : styleHtml(inlineStyles, nonce, INLINE_STYLE_SHEET_ATTRIBUTE);
  return `<template shadowrootmode="open">${styles}${inlineSheet}${markup}</template>`;
}
