import r2wc from '@r2wc/react-to-web-component';
import { Suspense, type ComponentType } from 'react';
import { loadCatalogue } from '../i18n/catalogues';
import { trackPending } from '../page-runtime/pending-work';
import type { Locale, SiteCode } from '../sites/sites';
import { adoptStyles } from './adopted-styles';
import { attributeText, defaultValue, parseAttribute } from './attribute-values';
import {
  DEFAULT_SITE,
  LOCALES,
  SITES,
  SITE_CODES,
  isLocale,
  isSiteCode,
  languageOfLocale,
} from '../sites/sites';
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
import { ElementSettledContext, useSettled } from './element-settled';
import { SETTLED_STATE, reservationStates, reservedRoomCss, reservesRoom } from './reserved-room';
import { InLocale } from './in-locale';
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
const MARK_SETTLED = Symbol('shop-elements.markSettled');
const SET_ROOM_STATES = Symbol('shop-elements.setRoomStates');

/** Each element's internals, for its custom states (`:state(settled)`). */
const INTERNALS = new WeakMap<HTMLElement, ElementInternals>();

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONNECTED]: boolean;
  [MARK_SETTLED](): void;
  [SET_ROOM_STATES](): void;
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
  const { tag } = definition;
  const styles = [
    ...(declaration.styles ?? []),
    ...(reservesRoom(definition.reservedHeight)
      ? [
          reservedRoomCss(
            (condition) => `:host(${condition}:not(:state(${SETTLED_STATE})))`,
            definition.reservedHeight,
          ),
        ]
      : []),
  ];

  /**
   * The element's code, loaded once for every instance. Rendering waits for it (and for the
   * texts), so no loading placeholder is ever committed: React would hold back revealing
   * suspended content for up to 300 ms after any fallback on the page.
   */
  let LoadedComponent: ComponentType<Record<string, unknown>> | undefined;
  let componentLoad: Promise<boolean> | undefined;
  const loadComponent = () =>
    (componentLoad ??= trackPending(
      (declaration.loadComponent as () => Promise<ComponentType<Record<string, unknown>>>)().then(
        (component) => {
          LoadedComponent = component;
          return true;
        },
        (error: unknown) => {
          console.error(`<${tag}>: its code could not be loaded; it shows nothing.`, error);
          return false;
        },
      ),
    ));

  const textsFor = (props: Record<string, unknown>) => {
    const site = isSiteCode(props.site) ? props.site : DEFAULT_SITE;
    const locale = isLocale(props.locale) ? props.locale : SITES[site].locale;
    return loadCatalogue(languageOfLocale(locale));
  };

  /** Lets go of the reserved room the moment a component without data-driven height renders. */
  function SettleOnFirstRender() {
    useSettled(true);
    return null;
  }
  const attributes: readonly RuntimeAttribute[] = [
    ...COMMON_RUNTIME_ATTRIBUTES,
    ...definition.attributes,
  ];
  const roomStateNames = reservationStates(definition.reservedHeight);
  const attributesByName = new Map(attributes.map((attribute) => [attribute.name, attribute]));

  function HostedComponent({
    container,
    site,
    locale,
    ...props
  }: Record<string, unknown> & { container?: unknown }) {
    const Component = LoadedComponent;
    const host = (container as ShadowRoot | undefined)?.host as ShopElementBase | undefined;
    if (!Component) return null;
    // The Suspense boundary only matters when a later site or locale change needs texts that
    // are not there yet; the element waits for them before it renders, so it rarely shows.
    return (
      <ElementErrorBoundary tag={tag} onError={() => host?.[MARK_SETTLED]()}>
        <ElementSettledContext value={host ? () => host[MARK_SETTLED]() : undefined}>
          <Suspense fallback={null}>
            <ShopProvider site={site as SiteCode} locale={locale as Locale | undefined}>
              {!definition.settlesWithData && <SettleOnFirstRender />}
              <InLocale>
                <Component {...props} />
              </InLocale>
            </ShopProvider>
          </Suspense>
        </ElementSettledContext>
      </ElementErrorBoundary>
    );
  }
  HostedComponent.displayName = `<${definition.tag}>`;

  const Base = r2wc(HostedComponent, { shadow: 'open', props: {} }) as unknown as R2wcConstructor;

  class ShopElementBase extends Base {
    static get observedAttributes(): string[] {
      return attributes.map((attribute) => attribute.name);
    }

    /**
     * Starts loading the element's code and that of the elements it renders (the layout's
     * footer, the footer's newsletter form): they load with it, not one after the other.
     */
    static preloadCode(): void {
      void loadComponent();
      for (const dependency of definition.dependencies ?? []) {
        (
          customElements.get(dependency) as { preloadCode?: () => void } | undefined
        )?.preloadCode?.();
      }
    }

    constructor() {
      super();
      if (typeof this.attachInternals === 'function') INTERNALS.set(this, this.attachInternals());
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
      this[SET_ROOM_STATES]();
      try {
        declaration.preloadData?.(this[PROPS] as never);
      } catch (error) {
        console.error(`<${tag}>: its data could not start loading.`, error);
      }
      ShopElementBase.preloadCode();
      const texts = textsFor(this[PROPS]);
      if (LoadedComponent && texts.status === 'fulfilled') {
        super.connectedCallback();
        return;
      }
      void Promise.all([loadComponent(), texts]).then(([loaded]) => {
        // Code that cannot load: the element lets go of its room and stays empty.
        if (!loaded) this[MARK_SETTLED]();
        else if (this.isConnected && !this[CONNECTED]) super.connectedCallback();
      });
    }

    /** The element has rendered its settled content: its reserved room goes, in this frame. */
    override [MARK_SETTLED](): void {
      try {
        INTERNALS.get(this)?.states.add(SETTLED_STATE);
      } catch {
        // Browsers before custom states keep the reserved room as a minimum height only.
      }
    }

    /** The states that choose the reserved room, decided anew from the element's props. */
    override [SET_ROOM_STATES](): void {
      if (!declaration.roomStates) return;
      const states = INTERNALS.get(this)?.states;
      if (!states) return;
      let holding: readonly string[] = [];
      try {
        holding = declaration.roomStates(this[PROPS] as never);
      } catch (error) {
        console.error(`<${tag}>: its reserved room could not be chosen.`, error);
      }
      try {
        for (const state of roomStateNames) {
          if (holding.includes(state)) states.add(state);
          else states.delete(state);
        }
      } catch {
        // Browsers before custom states keep the room of the state-less case.
      }
    }

    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null) {
      const attribute = attributesByName.get(name);
      if (!attribute || oldValue === newValue) return;
      this[PROPS][propertyName(name)] = parseAttribute(tag, attribute, newValue);
      if (this.isConnected) this[SET_ROOM_STATES]();
      const texts = textsFor(this[PROPS]);
      // A new site or locale renders once its texts are there, without a blank in between.
      if (texts.status === 'fulfilled') this[RENDER]();
      else void texts.then(() => this[RENDER]());
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
