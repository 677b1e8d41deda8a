/**
 * `renderElement(tag, options)`: an element's HTML with its declarative shadow root, rendered on
 * a server from the same components, readers and allow-list as the browser, so the browser
 * hydrates it in place. The output is public and cacheable: nothing of a shopper (personal data,
 * the cart, stored state) goes into it; the browser fills that in after hydrating.
 */
import { LIBRARY_VERSION } from '../element-kit/definition/library-version';
import { componentProps, hostCatalogue } from '../element-kit/render/host-render-plan';
import { SERVER_RENDERED_ATTRIBUTE } from '../element-kit/server/server-rendered-host';
import { elementDataNeeds } from '../elements/element-data-needs';
import { RUNTIME_DEFINITIONS, type ElementTag } from '../elements/generated/runtime-definitions';
import type { RuntimeDefinition } from '../element-kit/definition/runtime-definition';
import type { LayoutMode } from '../page-runtime/layout-mode';
import { inServerPage, type ServerPage } from '../page-runtime/page-singleton';
import { setPageConfig } from '../page-runtime/page-config';
import type { MobileOs } from '../services/app-banner-rules';
import { appBannerEarlyScript } from '../services/app-banner-early';
import { loadServerData, type ServerDataSource } from '../services/server-data/load-server-data';
import {
  readServerData,
  type DataNeed,
  type ServerData,
} from '../services/server-data/server-data';
import type { ServerDataScript } from '../services/server-data/take-server-data';
import { DEFAULT_SITE, isLocale, isSiteCode, type Locale, type SiteCode } from '../sites/sites';
import { fragmentLifetime, type FragmentLifetime } from './fragment-lifetime';
import { prepareServerSanitizer } from './server-sanitizer';
import {
  attributesHtml,
  dataScriptHtml,
  inlineScriptHtml,
  pageContentHtml,
  wholeRootRuleHtml,
  isSafeAttributeName,
} from './server-html';
import { loadComponentsFor, registrationOf, shadowRootMarkup } from './shadow-root-markup';

type Definitions = typeof RUNTIME_DEFINITIONS;

/** The tags whose definition says a server renders them (`serverRendered`). */
export type ServerRenderedTag = {
  [Tag in ElementTag]: Definitions[Tag] extends { readonly serverRendered: true } ? Tag : never;
}[ElementTag];

/** The elements a server renders: the header, the footer and the parts they are made of. */
export const SERVER_RENDERED_TAGS: readonly ServerRenderedTag[] = (
  Object.values(RUNTIME_DEFINITIONS) as readonly RuntimeDefinition[]
)
  .filter((definition) => definition.serverRendered)
  .map((definition) => definition.tag as ServerRenderedTag);

export interface RenderElementOptions extends Partial<ServerDataSource> {
  site?: SiteCode;
  locale?: Locale;
  /** The element's other attributes by HTML name: text, or `true` for a boolean one. */
  attributes?: Readonly<Record<string, string | boolean | undefined>>;
  /**
   * The service answers to render from (navigation, theme worlds, promotions by id, the
   * footer's content). Without it, and with an `origin`, the server asks the shop for them.
   */
  data?: ServerData;
  /**
   * The page configuration, as the page's `#shop-elements-config` block holds it (country
   * addresses, apps, the benefits promotion): the server renders with it as the page would.
   */
  pageConfig?: unknown;
  /**
   * The element's light DOM: the page's own content for the layout's slots. It is the page's
   * HTML, written after the shadow root as given (not escaped), so it must be the page's own.
   */
  content?: string;
  /** The CSP nonce of the page, for the inline styles. */
  nonce?: string;
  /**
   * No longer needed, and accepted as before: the HTML is the same for every layout mode, and
   * CSS shows each window its layout.
   */
  layoutMode?: LayoutMode | { header?: LayoutMode; footer?: LayoutMode };
  /**
   * No longer needed, and accepted as before: the HTML is the same for every device, and the
   * app banner shows on the devices that get it before the first paint.
   */
  mobileOs?: MobileOs;
}

const isServerRenderedTag = (tag: string): tag is ServerRenderedTag =>
  (SERVER_RENDERED_TAGS as readonly string[]).includes(tag);

/** The host's attributes as the HTML carries them; unsafe names are left out with an error. */
function hostAttributes(
  tag: string,
  site: SiteCode,
  locale: Locale | undefined,
  given: RenderElementOptions['attributes'] = {},
): Record<string, string | true> {
  const attributes: Record<string, string | true> = { site };
  if (locale) attributes.locale = locale;
  const own = new Set(registrationOf(tag)!.definition.attributes.map(({ name }) => name));
  for (const [name, value] of Object.entries(given)) {
    if (name === 'site' || name === 'locale' || value === undefined || value === false) continue;
    if (!isSafeAttributeName(name, own)) {
      console.error(
        `shop-elements/server: <${tag}> has no attribute ${JSON.stringify(name)} a server may write (its own, id, class, slot, lang, dir, hidden, title, exportparts, data-…, aria-…; never on…); it is left out.`,
      );
      continue;
    }
    attributes[name] = value === true ? true : String(value);
  }
  return attributes;
}

function validSite(tag: string, site: unknown): SiteCode {
  if (site === undefined || isSiteCode(site)) return site ?? DEFAULT_SITE;
  console.error(
    `shop-elements/server: <${tag}> site ${JSON.stringify(site)} is not a site; ${DEFAULT_SITE} is rendered.`,
  );
  return DEFAULT_SITE;
}

/** The answers to render from: those given as `data`, else the shop's at `origin`, else none. */
export async function dataFor(
  site: SiteCode,
  needs: readonly DataNeed[],
  { data, origin, fetch }: Partial<ServerDataSource> & { data?: ServerData },
): Promise<ServerData> {
  if (data !== undefined) return readServerData(data);
  if (origin !== undefined && needs.length > 0)
    return loadServerData(site, needs, { origin, fetch });
  return {};
}

/** An element's HTML and until when what it shows is right. */
export interface RenderedFragment {
  html: string;
  lifetime: FragmentLifetime;
}

/**
 * Renders a library element to HTML: `<tag …><template shadowrootmode="open">…</template>
 * <script type="application/json" …>…</script></tag>`; the layout also gets the rule and the
 * marker that keep its footer below the page's content at first paint (`pageContentHtml`). Rejects only for a tag it does not
 * render; bad attributes, a bad site and failed calls are console messages, as on the page.
 * With the HTML comes its lifetime (`fragment-lifetime.ts`), which its data script carries too.
 */
export async function renderFragment(
  tag: string,
  options: RenderElementOptions = {},
): Promise<RenderedFragment> {
  if (!isServerRenderedTag(tag)) {
    throw new TypeError(
      `shop-elements/server renders ${SERVER_RENDERED_TAGS.join(', ')}; not ${JSON.stringify(tag)}.`,
    );
  }
  const site = validSite(tag, options.site);
  const locale = isLocale(options.locale) ? options.locale : undefined;
  const attributes = hostAttributes(tag, site, locale, options.attributes);
  const page: ServerPage = {};
  const needs = inServerPage(page, () => {
    if (options.pageConfig !== undefined) setPageConfig(options.pageConfig);
    const props = componentProps(registrationOf(tag)!, attributes);
    return elementDataNeeds(tag, { ...props, site }).all;
  });
  const [data, components] = await Promise.all([
    dataFor(site, needs, options),
    loadComponentsFor([tag]),
    hostCatalogue({ site, locale }),
  ]);
  prepareServerSanitizer();
  const shadowRoot = shadowRootMarkup({
    tag,
    attributes,
    site,
    data,
    needs,
    components,
    nonce: options.nonce,
    page,
  });
  const lifetime = fragmentLifetime(data, needs);
  const script: ServerDataScript = { answers: data, expiresAt: lifetime.expiresAt };
  const host = attributesHtml({ ...attributes, [SERVER_RENDERED_ATTRIBUTE]: LIBRARY_VERSION });
  const content = options.content ?? '';
  // Before the shadow root: the banner shows (or not) from the first paint, and the host
  // appears once its root is whole.
  const early =
    (shadowRoot.includes('<shop-app-banner')
      ? inlineScriptHtml(appBannerEarlyScript(), options.nonce)
      : '') + wholeRootRuleHtml(tag, options.nonce);
  if (!registrationOf(tag)!.definition.contentWhileLoading) {
    return {
      html: `<${tag}${host}>${early}${shadowRoot}${dataScriptHtml(script)}${content}</${tag}>`,
      lifetime,
    };
  }
  const { beforeShadowRoot, afterShadowRoot } = pageContentHtml(tag, content, options.nonce);
  return {
    html: `<${tag}${host}>${early}${beforeShadowRoot}${shadowRoot}${dataScriptHtml(script)}${afterShadowRoot}</${tag}>`,
    lifetime,
  };
}

/** The element's HTML alone, as `renderFragment` renders it. */
export async function renderElement(
  tag: string,
  options: RenderElementOptions = {},
): Promise<string> {
  return (await renderFragment(tag, options)).html;
}
