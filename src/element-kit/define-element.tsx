import r2wc from '@r2wc/react-to-web-component';
import { Suspense, type ComponentType } from 'react';
import type { Locale, SiteCode } from '../sites/sites';
import { adoptStyles } from './adopted-styles';
import { attributeText, defaultValue, parseAttribute } from './attribute-values';
import { LOCALES, SITE_CODES, DEFAULT_SITE } from '../sites/sites';
import type { ElementDeclaration } from './declare-element';
import {
  handlerName,
  propertyName,
  type ElementDefinition,
  type ElementProperties,
  type RuntimeAttribute,
  type RuntimeDefinition,
  type RuntimeEvent,
} from './element-definition';
import { ElementErrorBoundary } from './element-error-boundary';
import { lazyComponent } from './lazy-component';
import { ShopProvider } from './shop-context';

/**
 * What the factory builds an element from: the run-time part of its definition (generated, no
 * docs text) and its declaration (component loader, styles, dependencies).
 */
export interface ElementRegistration {
  readonly definition: RuntimeDefinition;
  readonly declaration: ElementDeclaration;
}

/** `site` and `locale`, which every element takes (their docs are in `common-attributes.ts`). */
const COMMON_RUNTIME_ATTRIBUTES: readonly RuntimeAttribute[] = [
  { name: 'site', type: 'enum', values: SITE_CODES, default: DEFAULT_SITE },
  { name: 'locale', type: 'enum', values: LOCALES },
];

/** The properties every element has, whatever its definition. */
export interface CommonElementProperties {
  site: SiteCode;
  locale: Locale | undefined;
}

export type ShopElement<D extends ElementDefinition> = HTMLElement &
  CommonElementProperties &
  ElementProperties<D>;

// r2wc keeps its state under registered symbols; the factory reads and writes the same keys.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONNECTED]: boolean;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

type R2wcConstructor = new () => HTMLElement & R2wcInternals;

function eventDispatcher(host: HTMLElement, event: RuntimeEvent) {
  return (detail?: unknown): boolean => {
    const notCancelled = host.dispatchEvent(
      new CustomEvent(event.name, {
        bubbles: true,
        composed: true,
        cancelable: event.cancelable ?? false,
        detail,
      }),
    );
    if (notCancelled && event.removesAttribute) host.removeAttribute(event.removesAttribute);
    return notCancelled;
  };
}

/**
 * Builds the custom element class of a registration on top of r2wc, adding what r2wc alone
 * does not do: HTML boolean semantics, defaults restored on attribute removal, validated values,
 * property reflection, adopted style sheets, bubbling composed events and an unmount deferred
 * to a microtask (React 19 warns on a synchronous unmount during render, and a moved element
 * keeps its state).
 */
export function createElementClass({ definition, declaration }: ElementRegistration) {
  const { styles } = declaration;
  const Component = lazyComponent(
    declaration.loadComponent as () => Promise<ComponentType<Record<string, unknown>>>,
  );
  const attributes: readonly RuntimeAttribute[] = [
    ...COMMON_RUNTIME_ATTRIBUTES,
    ...definition.attributes,
  ];
  const attributesByName = new Map(attributes.map((attribute) => [attribute.name, attribute]));

  function HostedComponent({
    container: _container,
    site,
    locale,
    ...props
  }: Record<string, unknown> & { container?: unknown }) {
    // While its code or its language's texts load, the element shows nothing; the page sheet
    // keeps its room.
    return (
      <ElementErrorBoundary tag={definition.tag}>
        <Suspense fallback={null}>
          <ShopProvider site={site as SiteCode} locale={locale as Locale | undefined}>
            <Component {...props} />
          </ShopProvider>
        </Suspense>
      </ElementErrorBoundary>
    );
  }
  HostedComponent.displayName = `<${definition.tag}>`;

  const Base = r2wc(HostedComponent, { shadow: 'open', props: {} }) as unknown as R2wcConstructor;

  class ShopElementBase extends Base {
    static get observedAttributes(): string[] {
      return attributes.map((attribute) => attribute.name);
    }

    constructor() {
      super();
      // r2wc starts out "connected"; rendering waits for connectedCallback instead.
      this[CONNECTED] = false;
      const props = this[PROPS];
      for (const attribute of attributes)
        props[propertyName(attribute.name)] = defaultValue(attribute);
      for (const event of definition.events)
        props[handlerName(event.name)] = eventDispatcher(this, event);
      if (this.shadowRoot) adoptStyles(this.shadowRoot, styles);
    }

    override connectedCallback(): void {
      // A property set on the element before its definition loaded shadows the accessor.
      for (const attribute of attributes) {
        const property = propertyName(attribute.name);
        if (Object.prototype.hasOwnProperty.call(this, property)) {
          const value: unknown = (this as unknown as Record<string, unknown>)[property];
          delete (this as unknown as Record<string, unknown>)[property];
          (this as unknown as Record<string, unknown>)[property] = value;
        }
      }
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null) {
      const attribute = attributesByName.get(name);
      if (!attribute || oldValue === newValue) return;
      this[PROPS][propertyName(name)] = parseAttribute(definition.tag, attribute, newValue);
      this[RENDER]();
    }
  }

  for (const attribute of attributes) {
    const property = propertyName(attribute.name);
    Object.defineProperty(ShopElementBase.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: ShopElementBase) {
        return this[PROPS][property];
      },
      set(this: ShopElementBase, value: unknown) {
        const text = attributeText(attribute, value);
        if (text === null) this.removeAttribute(attribute.name);
        else this.setAttribute(attribute.name, text);
      },
    });
  }

  return ShopElementBase;
}

/**
 * Defines the element's tag unless it is defined already, so loading a bundle twice, or a
 * per-element module next to the standalone bundle, never throws. Returns the tag's class.
 */
export function defineElement(registration: ElementRegistration): CustomElementConstructor {
  const { tag } = registration.definition;
  const existing = customElements.get(tag);
  if (existing) return existing;
  const elementClass = createElementClass(registration);
  customElements.define(tag, elementClass);
  return elementClass;
}
