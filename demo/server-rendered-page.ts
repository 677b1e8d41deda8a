/**
 * The demo's server-rendered pages (`/ssr/header.html?site=PL`, `/ssr/bare.html`,
 * `/ssr/layout.html`): the same demo page, with each element that renders on a server replaced by
 * its server HTML from the built `shop-elements/server`, rendered from the fake backend's
 * answers as a shop's page server would: one HTML per site for every window and device. Other
 * elements stay as they are. The page is right as long as its shortest-lived fragment.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FragmentLifetime, RenderElementOptions } from '../src/server';
import type { SiteCode } from '../src/sites/sites';

export type ServerModule = typeof import('../src/server');

let serverModule: Promise<ServerModule> | undefined;

/** dist/server.js, the built renderer a page server would install. */
function builtRenderer(): Promise<ServerModule> {
  serverModule ??= import(
    /* @vite-ignore */ pathToFileURL(path.resolve('dist/server.js')).href
  ) as Promise<ServerModule>;
  return serverModule;
}

/** An element a server renders, with its attributes and its light DOM (the layout's content). */
const RENDERED_TAG =
  /<(shop-header|shop-footer|shop-layout|shop-promotion|shop-benefits-strip|shop-main-nav|shop-search|shop-cart-link|shop-country-switcher)((?:\s[^>]*)?)>([\s\S]*?)<\/\1>/g;

function attributesOf(source: string): Record<string, string | true> {
  const attributes: Record<string, string | true> = {};
  for (const [, name, value] of source.matchAll(/([a-z][a-z0-9-]*)(?:="([^"]*)")?/g)) {
    attributes[name!] = value ?? true;
  }
  return attributes;
}

/** The page's configuration block, which the server renders with as the page does. */
function pageConfigIn(html: string): unknown {
  const block =
    /<script type="application\/json" id="shop-elements-config">([\s\S]*?)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]!) as unknown) : undefined;
}

/** A page with its fragments rendered, and until when the earliest of them is right. */
export interface RenderedPage {
  html: string;
  /** None when the page holds no element a server renders. */
  lifetime?: FragmentLifetime;
}

export async function serverRenderedPage(
  html: string,
  options: {
    site: SiteCode;
    origin: string;
    /** dist/server.js imported by the caller (the benchmark's module loader cannot later). */
    renderer?: ServerModule;
  },
): Promise<RenderedPage> {
  const { renderFragment } = options.renderer ?? (await builtRenderer());
  const rendered = new Map<string, string>();
  let lifetime: FragmentLifetime | undefined;
  for (const [element, tag, source, content] of html.matchAll(RENDERED_TAG)) {
    const { site: _site, ...attributes } = attributesOf(source ?? '');
    const renderOptions: RenderElementOptions = {
      site: options.site,
      origin: options.origin,
      attributes,
      pageConfig: pageConfigIn(html),
      content,
    };
    const fragment = await renderFragment(tag!, renderOptions);
    rendered.set(element, fragment.html);
    const expires = (of: FragmentLifetime) => Date.parse(of.expiresAt);
    if (!lifetime || expires(fragment.lifetime) < expires(lifetime)) lifetime = fragment.lifetime;
  }
  return {
    html: html.replace(RENDERED_TAG, (element) => rendered.get(element) ?? element),
    lifetime,
  };
}
