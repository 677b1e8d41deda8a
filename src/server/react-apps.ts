/**
 * Server rendering for React apps (Next.js, Remix): `loadShopData` loads, once per request, the
 * public answers of the elements a server renders, and readies the renderer the element
 * components use on the app's server. The components then render the same declarative shadow
 * roots as `renderElement`, inside the app's own HTML; the browser takes them over as it does a
 * fragment's, and asks for nothing the HTML was rendered from.
 */
import {
  componentProps,
  hostCatalogue,
  hostLanguage,
  hostSiteAndLocale,
} from '../element-kit/render/host-render-plan';
import { registerServerRootRenderer } from '../element-kit/react-host/server-root-renderer';
import type { ShopData, ServerRootRenderer } from '../element-kit/react-host/shop-data';
import { elementDataNeeds } from '../elements/element-data-needs';
import { loadedCatalogue } from '../i18n/catalogues';
import { inServerPage, type ServerPage } from '../page-runtime/page-singleton';
import { setPageConfig } from '../page-runtime/page-config';
import type { ServerDataSource } from '../services/server-data/load-server-data';
import {
  readServerData,
  type DataNeed,
  type ServerData,
} from '../services/server-data/server-data';
import { DEFAULT_SITE, isLocale, isSiteCode, type Locale, type SiteCode } from '../sites/sites';
import { fragmentLifetime } from './fragment-lifetime';
import { SERVER_RENDERED_TAGS, dataFor, type ServerRenderedTag } from './render-element';
import { dataScriptHtml, inlineScriptHtml } from './server-html';
import { appBannerEarlyScript } from '../services/app-banner-early';
import { prepareServerSanitizer } from './server-sanitizer';
import {
  loadComponentsFor,
  registrationOf,
  shadowRootMarkup,
  type LoadedComponents,
} from './shadow-root-markup';

export type { ShopData };

export interface LoadShopDataOptions extends Partial<ServerDataSource> {
  site?: SiteCode;
  locale?: Locale;
  /** The elements the app renders on its server; by default all that a server renders. */
  tags?: readonly ServerRenderedTag[];
  /** Answers the app has already (as `renderElement`'s `data`): then nothing is asked. */
  data?: ServerData;
  /** The page configuration block's object, as the app's pages carry it. */
  pageConfig?: unknown;
}

/** The answers the elements show with their default attributes, each once. */
function needsOf(
  tags: readonly string[],
  site: SiteCode,
  locale: Locale | undefined,
  page: ServerPage,
  pageConfig: unknown,
  attributes: (tag: string) => Readonly<Record<string, string | true>> = () => ({}),
): DataNeed[] {
  return inServerPage(page, () => {
    if (pageConfig !== undefined) setPageConfig(pageConfig);
    const needs = new Map<string, DataNeed>();
    for (const tag of tags) {
      const props = componentProps(registrationOf(tag)!, {
        site,
        ...(locale ? { locale } : {}),
        ...attributes(tag),
      });
      for (const need of elementDataNeeds(tag, { ...props, site }).all)
        needs.set(JSON.stringify(need), need);
    }
    return [...needs.values()];
  });
}

let components: LoadedComponents | undefined;

/** Renders a host's root from the loaded data, or leaves the host to the browser. */
const renderRoot: ServerRootRenderer = ({ tag, attributes, data, nonce }) => {
  if (!components?.has(tag) || !(SERVER_RENDERED_TAGS as readonly string[]).includes(tag))
    return undefined;
  const { site, locale } = hostSiteAndLocale({ site: data.site, locale: attributes.locale });
  // The texts load with the data; a language the data was not loaded for renders in the browser.
  if (!loadedCatalogue(hostLanguage({ site, locale }))) return undefined;
  const page: ServerPage = {};
  const needs = needsOf([tag], site, locale, page, data.pageConfig, () => attributes);
  const answers = readServerData(data.answers);
  const root = shadowRootMarkup({
    tag,
    attributes,
    site,
    data: answers,
    needs,
    components,
    nonce,
    page,
  });
  // The root's content: the component writes the template around it. The data goes first,
  // where React's hydration of the root passes over it, as over the server's styles.
  const script = dataScriptHtml({
    answers,
    expiresAt: fragmentLifetime(answers, needs).expiresAt,
  });
  const content = root.slice(TEMPLATE_OPENING.length, -TEMPLATE_CLOSING.length);
  // The app banner's check runs where the parser meets it, in a shadow root too: before the
  // banner is painted (`app-banner-early.ts`).
  const early = content.includes('<shop-app-banner')
    ? inlineScriptHtml(appBannerEarlyScript(), nonce)
    : '';
  return `${early}${script}${content}`;
};

const TEMPLATE_OPENING = '<template shadowrootmode="open">';
const TEMPLATE_CLOSING = '</template>';

/**
 * Loads what the app's server renders the elements from: call it once per request (a server
 * component, a loader) and pass the result to `ShopProvider`'s `data`. Nothing of a shopper is
 * in it; failed calls are console errors, and those elements load their data in the browser.
 */
export async function loadShopData(options: LoadShopDataOptions = {}): Promise<ShopData> {
  const site = options.site === undefined || isSiteCode(options.site) ? options.site : undefined;
  if (options.site !== undefined && site === undefined) {
    console.error(
      `shop-elements/server: loadShopData's site ${JSON.stringify(options.site)} is not a site; ${DEFAULT_SITE} is loaded.`,
    );
  }
  const siteCode = site ?? DEFAULT_SITE;
  const locale = isLocale(options.locale) ? options.locale : undefined;
  const tags = options.tags ?? SERVER_RENDERED_TAGS;
  const needs = needsOf(tags, siteCode, locale, {}, options.pageConfig);
  const [answers, loaded] = await Promise.all([
    dataFor(siteCode, needs, options),
    components ?? loadComponentsFor(SERVER_RENDERED_TAGS),
    hostCatalogue({ site: siteCode, locale }),
  ]);
  components = loaded;
  prepareServerSanitizer();
  registerServerRootRenderer(renderRoot);
  return {
    site: siteCode,
    ...(locale ? { locale } : {}),
    answers,
    ...(options.pageConfig === undefined ? {} : { pageConfig: options.pageConfig }),
    expiresAt: fragmentLifetime(answers, needs).expiresAt,
  };
}
