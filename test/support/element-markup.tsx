/**
 * An element's markup rendered in Node with no DOM, as a server renders it, for any element
 * (`renderElement` renders only the server-rendered ones): from the host render plan, as the
 * browser's host and the server render it.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { ElementRegistration } from '../../src/element-kit/host/define-element';
import {
  hostCatalogue,
  hostSiteAndLocale,
  hostedTreeOf,
  type HostAttributeTexts,
} from '../../src/element-kit/render/host-render-plan';

export type ElementMarkupOptions = HostAttributeTexts;

/**
 * The HTML the element's component renders for the site, locale and attributes, inside the
 * providers the element gives it on the page; waits for its code and texts, then renders once.
 */
export async function renderElementMarkup(
  registration: ElementRegistration,
  { site, locale, attributes }: ElementMarkupOptions = {},
): Promise<string> {
  const host = hostSiteAndLocale({ site, locale });
  const [Component] = await Promise.all([
    registration.declaration.loadComponent() as Promise<ComponentType<Record<string, unknown>>>,
    hostCatalogue(host),
  ]);
  return renderToString(hostedTreeOf(registration, Component, { ...host, attributes }));
}
