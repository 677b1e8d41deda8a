/**
 * The library's components as a React app uses them: each renders its element's host, and the
 * element renders itself into its shadow root, as on a CMS page. There is one composition (the
 * header holds its navigation, search and promotion as elements, in React apps too), one set of
 * styles (in shadow roots, untouched by the app's CSS) and one renderer, shared with
 * `renderElement`: on the app's server, the host gets the same declarative shadow root, and in
 * the browser the element takes it over without a mismatch. Decision 40 says why.
 */
import {
  createElement,
  useContext,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { attributeText } from '../host/attribute-values';
import {
  handlerName,
  propertyName,
  type ElementDefinition,
} from '../definition/element-definition';
import { type RuntimeDefinition } from '../definition/runtime-definition';
import type { WithOptionalAttributes } from '../definition/definition-defaults';
import { LIBRARY_VERSION } from '../definition/library-version';
import {
  CONTENT_END_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
  contentFirstRule,
} from '../server/server-markers';
import { ShopHostSettingsContext, type ShopHostSettings } from '../render/shop-context';
import { pageDefaultSite } from '../../sites/page-default-site';
import { serverRootRenderer } from './server-root-renderer';

type Props = Record<string, unknown> & { children?: ReactNode };

/**
 * The host's attributes: the props' texts, the provider's site and locale unless given. React
 * sets each of them as the element's property once it is defined: a boolean one is `true` (an
 * empty text would read as false), and a JSON one's text is what its property takes as text.
 */
function hostAttributes(
  definition: RuntimeDefinition,
  props: Props,
  settings: ShopHostSettings | null,
): Record<string, string | true> {
  const attributes: Record<string, string | true> = {
    site: settings?.site ?? pageDefaultSite(),
    ...(settings?.locale ? { locale: settings.locale } : {}),
  };
  for (const attribute of definition.attributes) {
    const text = attributeText(attribute, props[propertyName(attribute.name)]);
    if (text !== null) attributes[attribute.name] = attribute.type === 'boolean' ? true : text;
  }
  return attributes;
}

/** The host's shadow root as HTML, on a React app's server that loaded the shop's data. */
function serverRootOf(
  tag: string,
  attributes: Record<string, string | true>,
  settings: ShopHostSettings | null,
): string | undefined {
  if (typeof document !== 'undefined' || !settings?.data) return undefined;
  if (settings.data.site !== attributes.site) return undefined;
  return serverRootRenderer()?.({ tag, attributes, data: settings.data, nonce: settings.nonce });
}

/**
 * The React component of an element: `define` registers its tag (and the tags it renders) in
 * the browser, once the component has mounted; props become attributes, `on<Event>` props
 * listen to its events (returning `false` cancels a cancelable one), children go into its slots.
 */
export function elementComponent<D extends ElementDefinition, P extends object>(
  definition: RuntimeDefinition,
  define: () => unknown,
): ComponentType<WithOptionalAttributes<D, P> & { children?: ReactNode }> {
  function ElementComponent(props: Props) {
    const settings = useContext(ShopHostSettingsContext);
    const host = useRef<HTMLElement>(null);
    const latestProps = useRef(props);
    useEffect(() => {
      latestProps.current = props;
    });
    useEffect(() => {
      define();
    }, []);
    useEffect(() => {
      const element = host.current;
      if (!element) return undefined;
      const stops = definition.events.map((event) => {
        const listener = (dispatched: Event) => {
          const handler = latestProps.current[handlerName(event.name)];
          if (typeof handler !== 'function') return;
          const result: unknown = handler((dispatched as CustomEvent).detail);
          if (result === false && event.cancelable) dispatched.preventDefault();
        };
        element.addEventListener(event.name, listener);
        return () => element.removeEventListener(event.name, listener);
      });
      return () => stops.forEach((stop) => stop());
    }, []);

    const attributes = hostAttributes(definition, props, settings);
    const serverRoot = serverRootOf(definition.tag, attributes, settings);
    // An element that shows the page's content keeps its footer out until the content has
    // been parsed, as in `renderElement`'s HTML (`contentFirstRule`). Server and browser render
    // the rule and the marker alike, so hydration matches.
    const holdsPageContent = definition.contentWhileLoading !== undefined;
    // The server's root is a `<template>` the HTML parser turns into the shadow root: the
    // browser's DOM has no node for it, so hydration matches a host without it. The host's
    // server mark stays as the server wrote it (its attributes are not hydrated).
    return createElement(
      definition.tag,
      {
        ref: host,
        ...attributes,
        ...(serverRoot === undefined ? {} : { [SERVER_RENDERED_ATTRIBUTE]: LIBRARY_VERSION }),
        suppressHydrationWarning: true,
      },
      holdsPageContent
        ? createElement('style', { nonce: settings?.nonce }, contentFirstRule(definition.tag))
        : null,
      serverRoot === undefined
        ? null
        : createElement('template', {
            shadowrootmode: 'open',
            dangerouslySetInnerHTML: { __html: serverRoot },
          }),
      props.children,
      holdsPageContent
        ? createElement('span', { [CONTENT_END_ATTRIBUTE]: '', hidden: true })
        : null,
    );
  }
  ElementComponent.displayName = propertyName(definition.tag).replace(/^./, (first) =>
    first.toUpperCase(),
  );
  return ElementComponent as unknown as ComponentType<
    WithOptionalAttributes<D, P> & { children?: ReactNode }
  >;
}
