/**
 * The demo's server-rendered pages (`/ssr/header.html?site=PL`, `/ssr/bare.html`,
 * `/ssr/layout.html`): the same demo page, with each element that renders on a server replaced by
 * its server HTML from the built `shop-elements/server`, rendered per request from the fake
 * backend's answers, as a shop's page server would. Other elements stay as they are. The page is
 * right as long as its shortest-lived fragment.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FragmentLifetime, RenderElementOptions } from '../src/server';
import { layoutModesForWidth } from '../src/server/layout-modes-for-width';
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

/** The client hint a browser sends with the window's width once a page asks for it. */
export const VIEWPORT_WIDTH_HINT = 'sec-ch-viewport-width';

/**
 * The device class a shop's page server (or its CDN) would tell: from the window's width when
 * the browser sends it (`Sec-CH-Viewport-Width`, which the demo asks for with `Accept-CH` and
 * `Critical-CH`, so the first visit is answered with it too), else from the user agent, where
 * phones get the MATCH layout and anything else CLASSIC. Android phones get the app banner too.
 * Without the width, a desktop browser in a 768 px window gets CLASSIC HTML that hydration then
 * changes to the window's layout, and the page moves.
 */
export function deviceOf(
  userAgent = '',
  viewportWidth?: string,
): Pick<RenderElementOptions, 'layoutMode' | 'mobileOs'> {
  const mobileOs = /Android/i.test(userAgent) ? 'android' : 'other';
  const width = Number(viewportWidth);
  if (viewportWidth !== undefined && Number.isFinite(width) && width > 0) {
    return { layoutMode: layoutModesForWidth(width), mobileOs };
  }
  const phone = /Android|iPhone|iPod|Mobile/i.test(userAgent);
  return { layoutMode: phone ? 'MATCH' : 'CLASSIC', mobileOs };
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
    userAgent: string | undefined;
    /** The window's width the browser sent (`Sec-CH-Viewport-Width`), if it did. */
    viewportWidth?: string;
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
      ...deviceOf(options.userAgent, options.viewportWidth),
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
