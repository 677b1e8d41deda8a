import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { loadCatalogue } from '../i18n/catalogues';
import {
  DEFAULT_SITE,
  SITES,
  isLocale,
  isSiteCode,
  languageOfLocale,
  type Locale,
  type SiteCode,
} from '../sites/sites';
import { defaultValue, parseAttribute } from './attribute-values';
import type { ElementRegistration } from './define-element';
import { handlerName, propertyName } from './element-definition';
import { HostedTree } from './hosted-tree';

/** What an element is rendered from on a server: its attributes as the HTML would carry them. */
export interface ElementMarkupOptions {
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
  attributes: ElementMarkupOptions['attributes'] = {},
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of definition.attributes) {
    const text = attributeTextOf(attributes[attribute.name]);
    props[propertyName(attribute.name)] =
      text === null ? defaultValue(attribute) : parseAttribute(definition.tag, attribute, text);
  }
  for (const event of definition.events) props[handlerName(event.name)] = () => true;
  return props;
}

/**
 * The very tree the host renders in the browser for these attributes, so hydration finds the
 * same markup: the server renderer (src/server) and renderElementMarkup both render it.
 */
export function hostedTreeOf(
  registration: ElementRegistration,
  Component: ComponentType<Record<string, unknown>>,
  {
    site,
    locale,
    attributes,
  }: { site: SiteCode; locale?: Locale; attributes: ElementMarkupOptions['attributes'] },
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

/**
 * The HTML an element's component renders for the given site, locale and attributes, inside the
 * same providers the element gives it on the page (site, locale and texts; the content in the
 * element's language). Runs in Node without a DOM: the next step puts it into a declarative
 * shadow root. Waits for the element's code and the locale's texts, then renders in one pass.
 */
export async function renderElementMarkup(
  registration: ElementRegistration,
  { site, locale, attributes }: ElementMarkupOptions = {},
): Promise<string> {
  const siteCode = isSiteCode(site) ? site : DEFAULT_SITE;
  const validLocale = isLocale(locale) ? locale : undefined;
  const [Component] = await Promise.all([
    registration.declaration.loadComponent() as Promise<ComponentType<Record<string, unknown>>>,
    loadCatalogue(languageOfLocale(validLocale ?? SITES[siteCode].locale)),
  ]);
  return renderToString(
    hostedTreeOf(registration, Component, { site: siteCode, locale: validLocale, attributes }),
  );
}
