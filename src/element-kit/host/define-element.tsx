import r2wcCore from '@r2wc/core';
import type { ComponentType } from 'react';
import type { Locale, SiteCode } from '../../sites/sites';
import { hostStyles } from '../styles/host-styles';
import { reflectAttributes, takeOverEarlyProperties } from './attribute-properties';
import { parseAttribute } from './attribute-values';
import { componentLoader } from './component-loader';
import type { ElementDeclaration } from '../definition/declare-element';
import {
  handlerName,
  propertyName,
  type ElementDefinition,
  type ElementProperties,
} from '../definition/element-definition';
import type { RuntimeAttribute, RuntimeDefinition } from '../definition/runtime-definition';
import { followDeclaredLayout, forgetDeclaredLayout } from './declared-layout-host';
import { eventDispatcher } from './host-events';
import { markSettled, setRoomStates } from './host-states';
import { hostedElementOf, type HostedProps } from '../render/hosted-element';
import {
  COMMON_RUNTIME_ATTRIBUTES,
  hostCatalogue,
  propsOfAttributes,
} from '../render/host-render-plan';
import { reservationStates } from '../room/reserved-room';
import {
  claimShadowRoot,
  prepareShadowRoot,
  shadowRootRenderer,
  type MountedHost,
} from '../render/shadow-root-renderer';
import { serverDataTaking, type ServerDataTaker } from '../server/server-rendered-host';
import { anchorSizesOnBrowserFontSize } from '../../page-runtime/root-font-size';

/**
 * What the factory builds an element from: the run-time part of its definition (generated, no
 * docs text) and its declaration (component loader, styles, dependencies).
 */
export interface ElementRegistration {
  readonly definition: RuntimeDefinition;
  readonly declaration: ElementDeclaration;
  /** Seeds the page's stores with the data the element's server HTML was rendered from. */
  readonly takeServerData?: ServerDataTaker;
  /** Starts loading the answers the element shows (its declaration's `dataNeeds`). */
  readonly loadData?: DataLoader;
}

/** Starts loading the page-level answers an element with these props shows. */
export type DataLoader = (tag: string, props: Readonly<Record<string, unknown>>) => void;

/** The properties every element has, whatever its definition. */
export interface CommonElementProperties {
  site: SiteCode;
  locale: Locale | undefined;
}

export type ShopElement<D extends ElementDefinition> = HTMLElement &
  CommonElementProperties &
  ElementProperties<D>;

/** What one element instance keeps: its parsed props and its internals (custom states). */
interface HostState {
  readonly props: Record<string, unknown>;
  readonly internals: ElementInternals | undefined;
  readonly settle: () => void;
}

/** The lifecycle callbacks of the class r2wc builds (its return type names none of them). */
type R2wcElementClass = new () => HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
};

/**
 * Starts the calls an element makes as it connects; a failure to start is a console error. An
 * element that took its server HTML's data has its answers already (and their renewal past the
 * fragment's lifetime is the taking's): its loader, a chunk of its own, is not needed.
 */
function startElementData(
  { definition: { tag }, declaration, loadData }: ElementRegistration,
  props: Record<string, unknown>,
  { tookServerData }: { tookServerData: boolean },
): void {
  try {
    if (!tookServerData) loadData?.(tag, props);
    declaration.preloadData?.(props as never);
  } catch (error) {
    console.error(`<${tag}>: its data could not start loading.`, error);
  }
}

/**
 * Builds the custom element class of a registration with `@r2wc/core`, which mounts the
 * component when the element connects and unmounts it when it disconnects, through the
 * project's renderer (`shadow-root-renderer.ts`). The class adds what r2wc does not do: HTML
 * boolean semantics, defaults restored on attribute removal, validated values, property
 * reflection, adopted style sheets, bubbling composed events, the settled state, and an unmount
 * deferred to a microtask (React 19 warns on a synchronous unmount during render, and a moved
 * element keeps its state).
 */
export function createElementClass(registration: ElementRegistration): CustomElementConstructor {
  const { definition, declaration, takeServerData } = registration;
  const { tag } = definition;
  const styles = hostStyles({ definition, declaration });
  const component = componentLoader(
    tag,
    declaration.loadComponent as () => Promise<ComponentType<Record<string, unknown>>>,
  );
  const attributes: readonly RuntimeAttribute[] = [
    ...COMMON_RUNTIME_ATTRIBUTES,
    ...definition.attributes,
  ];
  const roomStateNames = reservationStates(definition.reservedHeight);
  const attributesByName = new Map(attributes.map((attribute) => [attribute.name, attribute]));
  const hosts = new WeakMap<HTMLElement, HostState>();
  const stateOf = (host: HTMLElement) => hosts.get(host) as HostState;

  const HostedElement = hostedElementOf(definition, component);
  const serverData = serverDataTaking(tag, takeServerData);
  const renderer = shadowRootRenderer<HostedProps>({
    tag,
    propsOf: (host) => ({ props: { ...stateOf(host).props }, settle: stateOf(host).settle }),
    isOutdated: serverData.isOutdated,
  });
  // No `props` for r2wc to parse and no `shadow`: the class below keeps the attributes, and the
  // renderer takes the shadow root.
  const Base = r2wcCore<HostedProps, MountedHost<HostedProps>>(
    HostedElement,
    { props: {}, events: {} },
    renderer,
  ) as unknown as R2wcElementClass;

  function setRoomStatesOf(host: HTMLElement) {
    const { props, internals } = stateOf(host);
    if (!declaration.roomStates || !internals?.states) return;
    let holding: readonly string[] = [];
    try {
      holding = declaration.roomStates(props as never);
    } catch (error) {
      console.error(`<${tag}>: its reserved room could not be chosen.`, error);
    }
    setRoomStates(internals, roomStateNames, holding);
  }

  class ShopElementBase extends Base {
    static get observedAttributes(): string[] {
      return attributes.map((attribute) => attribute.name);
    }

    /**
     * Starts loading the element's code and that of the elements it renders (the layout's
     * footer, the footer's newsletter form, the header's navigation): they load with it, not
     * one after the other. A tag defined after this one (the bundles define in name order, and
     * defining upgrades the page's elements at once) preloads as soon as it is defined.
     */
    static preloadCode(): void {
      void component.load();
      for (const dependency of definition.dependencies ?? []) {
        const preload = (elementClass: CustomElementConstructor | undefined) =>
          (elementClass as { preloadCode?: () => void } | undefined)?.preloadCode?.();
        const defined = customElements.get(dependency);
        if (defined) preload(defined);
        else void customElements.whenDefined(dependency).then(preload);
      }
    }

    /** Whether r2wc has been told the element is connected (and has mounted it). */
    #handedToR2wc = false;

    // An upgrade calls attributeChangedCallback per attribute first: room states wait for this.
    #connectedCalled = false;

    constructor() {
      super();
      const internals =
        typeof this.attachInternals === 'function' ? this.attachInternals() : undefined;
      const props = propsOfAttributes(tag, attributes);
      for (const event of definition.events)
        props[handlerName(event.name)] = eventDispatcher(this, event);
      hosts.set(this, { props, internals, settle: () => markSettled(this, internals) });
      prepareShadowRoot(this, claimShadowRoot(this, internals), { internals, definition, styles });
    }

    override connectedCallback(): void {
      this.#connectedCalled = true;
      followDeclaredLayout(this);
      takeOverEarlyProperties(this, attributes);
      setRoomStatesOf(this);
      const { props, settle, internals } = stateOf(this);
      // Before the calls start, so the stores already hold what the server rendered from.
      const root = claimShadowRoot(this, internals);
      const takingServerData = serverData.take(this, root, { props, internals });
      if (takingServerData)
        void takingServerData.then(() =>
          startElementData(registration, props, { tookServerData: true }),
        );
      else startElementData(registration, props, { tookServerData: false });
      ShopElementBase.preloadCode();
      const texts = hostCatalogue(props);
      // A moved element is still mounted: r2wc renders it again instead of mounting it anew.
      if (component.loaded && texts.status === 'fulfilled' && !takingServerData) {
        this.#handToR2wc();
        return;
      }
      void Promise.all([component.load(), texts, takingServerData]).then(([loaded]) => {
        // Code that cannot load: the element lets go of its room and stays empty.
        if (!loaded) settle();
        else if (this.isConnected && !this.#handedToR2wc) this.#handToR2wc();
      });
    }

    #handToR2wc(): void {
      this.#handedToR2wc = true;
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (this.isConnected) return;
        forgetDeclaredLayout(this);
        this.#connectedCalled = false;
        this.#handedToR2wc = false;
        super.disconnectedCallback();
      });
    }

    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      const attribute = attributesByName.get(name);
      if (!attribute || oldValue === newValue) return;
      const { props } = stateOf(this);
      props[propertyName(name)] = parseAttribute(tag, attribute, newValue);
      if (this.#connectedCalled) setRoomStatesOf(this);
      const texts = hostCatalogue(props);
      // A new site or locale renders once its texts are there, without a blank in between.
      if (texts.status === 'fulfilled') renderer.rerender(this);
      else void texts.then(() => renderer.rerender(this));
    }
  }

  reflectAttributes(ShopElementBase.prototype, attributes, (host) => stateOf(host).props);
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
  anchorSizesOnBrowserFontSize();
  const elementClass = createElementClass(registration);
  customElements.define(tag, elementClass);
  return elementClass;
}
