/**
 * An element's declarative shadow root as HTML, nested roots included: the one render that
 * `renderElement` and React apps' servers (`react-apps.ts`) share. The components load before
 * (`loadComponentsFor`); the render itself is one synchronous pass.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { HOST_SHEETS, ServerStylesContext } from '../element-kit/styles/adopted-styles';
import type { ElementRegistration } from '../element-kit/host/define-element';
import { hostSiteAndLocale, hostedTreeOf } from '../element-kit/render/host-render-plan';
import { elementSheets } from '../element-kit/styles/host-styles';
import { ELEMENT_REGISTRATIONS } from '../elements/generated/element-registrations';
import { inServerPage, type ServerPage } from '../page-runtime/page-singleton';
import { provideServerData } from '../services/server-data/answer-kinds/provide-server-data';
import type { DataNeed, ServerData } from '../services/server-data/server-data';
import type { SiteCode } from '../sites/sites';
import { moveInlineStyles } from './inline-style-rules';
import { SERVER_HOST_CSS, attributesOfOpeningTag, declarativeShadowRootHtml } from './server-html';

export const registrationOf = (tag: string): ElementRegistration | undefined =>
  (ELEMENT_REGISTRATIONS as Readonly<Record<string, ElementRegistration>>)[tag];

/** The tag and every library tag it renders, each once. */
export function tagsRenderedBy(tag: string, found = new Set<string>()): Set<string> {
  if (found.has(tag) || !registrationOf(tag)) return found;
  found.add(tag);
  for (const dependency of registrationOf(tag)!.definition.dependencies ?? []) {
    tagsRenderedBy(dependency, found);
  }
  return found;
}

/** The components, loaded before the render, which then runs in one synchronous pass. */
export type LoadedComponents = ReadonlyMap<string, ComponentType<Record<string, unknown>>>;

/** Loads the components of `tags` and of every tag they render. */
export async function loadComponentsFor(tags: Iterable<string>): Promise<LoadedComponents> {
  const all = new Set<string>();
  for (const tag of tags) tagsRenderedBy(tag, all);
  const loaded = await Promise.all(
    [...all].map(async (each) => {
      const component = await registrationOf(each)!.declaration.loadComponent();
      return [each, component as ComponentType<Record<string, unknown>>] as const;
    }),
  );
  return new Map(loaded);
}

interface RenderContext {
  components: LoadedComponents;
  nonce: string | undefined;
}

const OPENING_LIBRARY_TAG = /<(shop-[a-z-]+)((?:\s[^>]*)?)>/g;

/**
 * One element's markup inside its declarative shadow root. Library tags it renders get roots
 * of their own (their hosts hydrate them), so the element's own markup stays what React renders.
 */
function shadowRootOf(
  tag: string,
  attributes: Readonly<Record<string, string | true>>,
  context: RenderContext,
): string {
  const registration = registrationOf(tag)!;
  const Component = context.components.get(tag)!;
  const { site, locale } = hostSiteAndLocale(attributes);
  const styles = new Set<string>([...HOST_SHEETS, ...elementSheets(registration)]);
  const markup = renderToString(
    <ServerStylesContext value={styles}>
      {hostedTreeOf(registration, Component, { site, locale, attributes })}
    </ServerStylesContext>,
  );
  styles.add(SERVER_HOST_CSS);
  // Before the nested roots go in: each root's `style` attributes become rules of its own sheet.
  const { markup: ownMarkup, cssText } = moveInlineStyles(markup);
  const nested = ownMarkup.replace(
    OPENING_LIBRARY_TAG,
    (opening, innerTag: string, source: string) =>
      context.components.has(innerTag)
        ? `${opening}${shadowRootOf(innerTag, attributesOfOpeningTag(source), context)}`
        : opening,
  );
  return declarativeShadowRootHtml(styles, { markup: nested, cssText }, context.nonce);
}

export interface ShadowRootRender {
  tag: string;
  /** The host's attributes by HTML name, `site` included. */
  attributes: Readonly<Record<string, string | true>>;
  site: SiteCode;
  data: ServerData;
  /** The answers the element and the elements inside it show (its `dataNeeds`). */
  needs: readonly DataNeed[];
  components: LoadedComponents;
  nonce: string | undefined;
  /** The render's own page scope (stores, page facts), apart from every other render. */
  page?: ServerPage;
}

/** The `<template shadowrootmode="open">` of one element, rendered from `data` alone. */
export function shadowRootMarkup(render: ShadowRootRender): string {
  return inServerPage(render.page ?? {}, () => {
    provideServerData(render.data, render.site, render.needs);
    return shadowRootOf(render.tag, render.attributes, {
      components: render.components,
      nonce: render.nonce,
    });
  });
}
