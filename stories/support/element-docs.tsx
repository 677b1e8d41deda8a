import type { ArgTypes, Args, Decorator, Parameters, StoryContext } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { emitTransformCode } from 'storybook/preview-api';
import type { Attribute, CustomElementDeclaration } from 'custom-elements-manifest/schema';
import type { ElementDefinition } from '../../src/element-kit/definition/element-definition';
import { ElementDocsPage } from './ElementDocsPage';
import { literalValues, manifestEntry } from './manifest';
import { STORY_PAGE_CONFIG } from './page-config';
import { PAGE_HEAD_SNIPPET } from './published-paths';

/** Attributes the toolbar sets for every story, so they have no control of their own. */
const TOOLBAR_ATTRIBUTES = new Set(['site', 'locale']);

function controlOf(attribute: Attribute) {
  const values = literalValues(attribute);
  if (values) return { type: 'select' as const, options: values };
  switch (attribute.type?.text) {
    case 'boolean':
      return { type: 'boolean' as const };
    case 'number':
      return { type: 'number' as const };
    case 'string':
      return { type: 'text' as const };
    default:
      return { type: 'object' as const };
  }
}

/**
 * Storybook controls of an element, from its manifest entry. Args are named as attributes; the
 * events are in the docs page's own table, and the docs page shows only these controls (not the
 * story-only arguments such as `onCountrySelect`).
 */
export function elementArgTypes(tag: string): ArgTypes {
  const entry = manifestEntry(tag);
  const argTypes: ArgTypes = {};
  for (const attribute of entry.attributes ?? []) {
    if (TOOLBAR_ATTRIBUTES.has(attribute.name)) continue;
    argTypes[attribute.name] = {
      name: attribute.name,
      description: attribute.description,
      control: controlOf(attribute),
      options: literalValues(attribute),
      table: {
        category: 'attributes',
        type: { summary: attribute.type?.text ?? 'string' },
        defaultValue: attribute.default ? { summary: attribute.default } : undefined,
      },
    };
  }
  return argTypes;
}

/** Default args of an element: each attribute's documented default. */
export function elementArgs(tag: string): Args {
  const args: Args = {};
  for (const attribute of manifestEntry(tag).attributes ?? []) {
    if (TOOLBAR_ATTRIBUTES.has(attribute.name) || attribute.default === undefined) continue;
    try {
      args[attribute.name] = JSON.parse(attribute.default) as unknown;
    } catch {
      // A default described in words (such as the page default site) has no control value.
    }
  }
  return args;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The HTML an editor copies into a CMS page: the tag with the attributes the controls set (those
 * that differ from their defaults) and the site from the toolbar.
 */
export function editorSnippet(
  entry: CustomElementDeclaration,
  args: Args,
  globals: Record<string, unknown>,
  content = '',
): string {
  const defaults = elementArgs(entry.tagName ?? '');
  const attributes: string[] = [];
  if (typeof globals.site === 'string' && globals.site) attributes.push(`site="${globals.site}"`);
  if (typeof globals.locale === 'string' && globals.locale)
    attributes.push(`locale="${globals.locale}"`);
  for (const attribute of entry.attributes ?? []) {
    if (TOOLBAR_ATTRIBUTES.has(attribute.name)) continue;
    const value: unknown = args[attribute.name];
    if (value === undefined || value === null || value === defaults[attribute.name]) continue;
    // An empty text where the attribute has no default means "not set": it is left out.
    if (value === '' && defaults[attribute.name] === undefined) continue;
    if (value === false) continue;
    if (value === true) attributes.push(attribute.name);
    else if (typeof value === 'object')
      attributes.push(`${attribute.name}='${JSON.stringify(value)}'`);
    else
      attributes.push(`${attribute.name}="${escapeAttribute(String(value as string | number))}"`);
  }
  const open = [entry.tagName, ...attributes].join(' ');
  const body = content ? `\n  ${content}\n` : '';
  return `<${open}>${body}</${entry.tagName}>`;
}

/** A part of the page configuration block (README, "Page configuration"). */
export type PageConfigKey = keyof typeof STORY_PAGE_CONFIG;

/**
 * The page configuration block with the parts an element reads, with the placeholder shop's
 * values Storybook runs on: without it a copied header has no app banner and a copied footer's
 * country switcher goes nowhere.
 */
export function pageConfigSnippet(keys: readonly PageConfigKey[]): string {
  if (keys.length === 0) return '';
  const config = Object.fromEntries(keys.map((key) => [key, STORY_PAGE_CONFIG[key]]));
  const json = JSON.stringify(config, null, 2).replace(/\n/g, '\n  ');
  return [
    "<!-- once per page: the shop's addresses and app ids (these are Storybook's placeholder shop: give your own) -->",
    '<script type="application/json" id="shop-elements-config">',
    `  ${json}`,
    '</script>',
  ].join('\n');
}

/**
 * The shared parameters of an element's stories: the docs description from the manifest, and
 * a code panel that shows the editor's HTML, following the controls and the toolbar.
 */
export interface ElementParameterOptions {
  /**
   * What the story really renders, so the copied HTML matches the example: sample values for
   * empty args and the sample content, both in the site's language.
   */
  snippet?: (args: Args, globals: Record<string, unknown>) => { args: Args; content: string };
  /**
   * The parts of the page configuration the element (or an element inside it) reads: the copied
   * HTML carries them, so it works as it stands.
   */
  pageConfig?: readonly PageConfigKey[];
}

export function elementParameters(
  definition: ElementDefinition,
  options: ElementParameterOptions = {},
): Parameters {
  const entry = manifestEntry(definition.tag);
  const snippetOf = (args: Args, globals: Record<string, unknown>) =>
    options.snippet?.(args, globals) ?? { args, content: definition.exampleContent ?? '' };
  const configBlock = pageConfigSnippet(options.pageConfig ?? []);
  return {
    docs: {
      page: () => <ElementDocsPage definition={definition} />,
      description: { component: entry.description },
      // The editors' HTML is what the docs page is for: shown, not behind "Show code".
      canvas: { sourceState: 'shown' },
      source: {
        language: 'html',
        type: 'code',
        transform: (_code: string, context: StoryContext) => {
          const { args, content } = snippetOf(context.args, context.globals);
          const tag = editorSnippet(entry, args, context.globals, content);
          return [PAGE_HEAD_SNIPPET, configBlock, tag].filter(Boolean).join('\n\n');
        },
      },
    },
  };
}

/**
 * Sends a story's transformed source (the editors' HTML) whenever the story renders, as the
 * React renderer does for its JSX snippets but not for `type: 'code'` sources. The docs page's
 * snippet then follows every control (it was computed only when the whole page re-rendered,
 * that is on a change of the toolbar), and the Code tab shows that HTML instead of the story's
 * render code.
 */
function EditorSnippet({ context, children }: { context: StoryContext; children: ReactNode }) {
  const source = context.parameters.docs?.source as
    { type?: string; transform?: unknown; originalSource?: string } | undefined;
  const follows = source?.type === 'code' && typeof source.transform === 'function';
  const key = follows ? JSON.stringify([context.id, context.unmappedArgs, context.globals]) : '';
  useEffect(() => {
    if (follows) void emitTransformCode(source.originalSource ?? '', context);
    // The snippet changes with the story, its args and the toolbar: `key` holds all three.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return children;
}

export const withEditorSnippet: Decorator = (Story, context) => (
  <EditorSnippet context={context}>
    <Story />
  </EditorSnippet>
);
