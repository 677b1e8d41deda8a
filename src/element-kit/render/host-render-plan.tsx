/**
 * How a host is rendered, written once for the three places that render one: the browser's
 * element (`define-element.tsx`), `renderElement` and a React app's server (`src/server`). From
 * a registration and the host's attributes: the site and locale, their texts, the component's
 * props and the tree around the component. The sheets are `host-styles.ts`'.
 */
import type { ComponentType } from 'react';
import { loadCatalogue, type CatalogueLoad } from '../../i18n/catalogues';
import {
  DEFAULT_SITE,
  LOCALES,
  SITES,
  SITE_CODES,
  isLocale,
  isSiteCode,
  languageOfLocale,
  type Language,
  type Locale,
  type SiteCode,
} from '../../sites/sites';
import { defaultValue, parseAttribute } from '../host/attribute-values';
import type { ElementRegistration } from '../host/define-element';
import { handlerName, propertyName } from '../definition/element-definition';
import { type RuntimeAttribute } from '../definition/runtime-definition';
import { HostedTree } from './hosted-tree';

/** `site` and `locale`, which every element takes (their docs are in `common-attributes.ts`). */
export const COMMON_RUNTIME_ATTRIBUTES: readonly RuntimeAttribute[] = [
  { name: 'site', type: 'enum', values: SITE_CODES, default: DEFAULT_SITE },
  { name: 'locale', type: 'enum', values: LOCALES },
];

/**
 * The site and locale a host renders with, from its parsed props or its attribute texts: an
 * unknown site renders as the default one (parsing the attribute has said so), an unknown
 * locale as none, which is the site's.
 */
export function hostSiteAndLocale({ site, locale }: { site?: unknown; locale?: unknown }): {
  site: SiteCode;
  locale: Locale | undefined;
} {
  return {
    site: isSiteCode(site) ? site : DEFAULT_SITE,
    locale: isLocale(locale) ? locale : undefined,
  };
}

/** The language of the texts a host shows: its locale's, else its site's. */
export function hostLanguage(host: { site?: unknown; locale?: unknown }): Language {
  const { site, locale } = hostSiteAndLocale(host);
  return languageOfLocale(locale ?? SITES[site].locale);
}

/** Loads the texts a host shows (once per language and page). */
export function hostCatalogue(host: { site?: unknown; locale?: unknown }): CatalogueLoad {
  return loadCatalogue(hostLanguage(host));
}

/** What a host is rendered from outside the browser: its attributes as the HTML carries them. */
export interface HostAttributeTexts {
  site?: SiteCode;
  locale?: Locale;
  /**
   * The element's other attributes, by HTML name, as their text (`true` for a present boolean
   * attribute); absent ones take the definition's default, as on the page.
   */
  attributes?: Readonly<Record<string, string | boolean | undefined>>;
}

function attributeTextOf(value: string | boolean | undefined): string | null {
  if (value === undefined || value === false) return null;
  return value === true ? '' : value;
}

/**
 * The props the element's component gets on the page, from attribute texts: parsed and
 * validated as the host does, defaults filled in, events going nowhere.
 */
export function componentProps(
  { definition }: ElementRegistration,
  attributes: HostAttributeTexts['attributes'] = {},
): Record<string, unknown> {
  const props = propsOfAttributes(definition.tag, definition.attributes, attributes);
  for (const event of definition.events) props[handlerName(event.name)] = () => true;
  return props;
}

/**
 * The props of these attributes, by property name: each text parsed and validated as the
 * attribute's type says (a bad one is a console error and the default), absent ones their
 * default. A browser host starts from no texts and parses each attribute as it changes.
 */
export function propsOfAttributes(
  tag: string,
  attributes: readonly RuntimeAttribute[],
  texts: HostAttributeTexts['attributes'] = {},
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const text = attributeTextOf(texts[attribute.name]);
    props[propertyName(attribute.name)] =
      text === null ? defaultValue(attribute) : parseAttribute(tag, attribute, text);
  }
  return props;
}

/**
 * The very tree the host renders in the browser for these attributes, so hydration finds the
 * same markup: the server renders it (src/server).
 */
export function hostedTreeOf(
  registration: ElementRegistration,
  Component: ComponentType<Record<string, unknown>>,
  {
    site,
    locale,
    attributes,
  }: { site: SiteCode; locale?: Locale; attributes: HostAttributeTexts['attributes'] },
) {
  return (
    <HostedTree
      tag={registration.definition.tag}
      Component={Component}
      props={componentProps(registration, attributes)}
      site={site}
      locale={locale}
      settlesOnFirstRender={!registration.definition.settlesWithData}
    />
  );
}
