import type { ReservedHeight } from '../room/reserved-room';
/**
 * The typed registry entry of one element: the single source of truth for its r2wc
 * configuration, custom-elements.json, the Storybook controls and docs, and the consumer typings.
 * Definitions are plain data (no React, no CSS) so the manifest generator can read them cheaply.
 */

interface AttributeBase<Name extends string> {
  /** The HTML attribute, kebab-case. The JS property is its camelCase form. */
  readonly name: Name;
  readonly description: string;
}

export interface StringAttribute<Name extends string = string> extends AttributeBase<Name> {
  readonly type: 'string';
  readonly default?: string;
  /** Required attributes are flagged in the docs; the element still renders without them. */
  readonly required?: boolean;
}

export interface BooleanAttribute<Name extends string = string> extends AttributeBase<Name> {
  /** HTML semantics: present (any value, "" included) is true, absent is false. */
  readonly type: 'boolean';
}

export interface NumberAttribute<Name extends string = string> extends AttributeBase<Name> {
  readonly type: 'number';
  readonly default?: number;
}

export interface EnumAttribute<
  Name extends string = string,
  Value extends string = string,
> extends AttributeBase<Name> {
  readonly type: 'enum';
  readonly values: readonly Value[];
  readonly default?: Value;
}

export interface JsonAttribute<Name extends string = string> extends AttributeBase<Name> {
  readonly type: 'json';
  /** The TypeScript type of the parsed value, for the docs and the manifest. */
  readonly valueType: string;
  readonly default?: unknown;
}

export type AttributeDefinition =
  StringAttribute | BooleanAttribute | NumberAttribute | EnumAttribute | JsonAttribute;

export interface EventDefinition<Name extends string = string> {
  readonly name: Name;
  readonly description: string;
  /**
   * The TypeScript type of `event.detail`, written once here: `npm run manifest` turns it into
   * the typings (`ElementEventDetails`, the React handler props, `GlobalEventHandlersEventMap`)
   * and the manifest. It may name the types listed in `scripts/manifest/detail-type-imports.ts`.
   */
  readonly detailType: string;
  /** Cancelling a cancelable event stops the element's default action. */
  readonly cancelable?: boolean;
  /** The element removes this attribute after the event unless it was cancelled. */
  readonly removesAttribute?: string;
}

export interface SlotDefinition {
  /** `''` is the default slot. */
  readonly name: string;
  readonly description: string;
}

export interface PartDefinition {
  readonly name: string;
  readonly description: string;
}

export interface CssPropertyDefinition {
  readonly name: `--shop-${string}`;
  readonly description: string;
  readonly default?: string;
}

/**
 * How far a page can rely on an element, shown in the docs' element gallery and written into
 * custom-elements.json. What each one promises is on the docs page "Overview/Elements"
 * (docs/overview/Elements.mdx); `test/unit/docs/element-status.test.ts` holds the contract to it.
 */
export const ELEMENT_STATUSES = ['stable', 'staff-only', 'beta'] as const;
export type ElementStatus = (typeof ELEMENT_STATUSES)[number];

export interface ElementDefinition {
  readonly tag: `shop-${string}`;
  /** The React component's export name, for the docs' React usage. */
  readonly componentName: string;
  readonly summary: string;
  /** Written here only: the gallery, the docs page and the manifest read it from here. */
  readonly status: ElementStatus;
  readonly description: string;
  /** Attributes beyond `site` and `locale`, which every element takes. */
  readonly attributes: readonly AttributeDefinition[];
  readonly events: readonly EventDefinition[];
  readonly slots: readonly SlotDefinition[];
  readonly parts: readonly PartDefinition[];
  readonly cssProperties: readonly CssPropertyDefinition[];
  /**
   * The room the element keeps free until it has rendered its settled content (before its code,
   * its texts and, for elements that wait for data, its data have arrived), so nothing below it
   * moves: one height or one per layout mode. `'0'` for elements that take no room until opened.
   */
  readonly reservedHeight: ReservedHeight;
  /**
   * A part (a selector in the shadow root) that keeps the room once settled, its content centred
   * in it and bounded to fit: what the answers say, short or long, never moves the page. For an
   * element whose height would come from data no page can know before it arrives (the top
   * banner). Without the part (nothing shown) no room is kept.
   */
  readonly roomKeptBy?: string;
  /**
   * The element shows its slotted content (the page's own) while its code loads, with this room
   * kept above it for what it renders there: the layout keeps the header's room above the
   * page's main content, so nothing is hidden before the script and nothing moves after it.
   */
  readonly contentWhileLoading?: { readonly roomAboveOf: `shop-${string}` };
  /**
   * The element's height comes from data (a promotion, the footer content): it keeps its room
   * until its component calls `useSettled(true)`. Otherwise it lets go with its first render.
   */
  readonly settlesWithData?: boolean;
  /**
   * `shop-elements/server` renders the element to HTML with a declarative shadow root (the
   * header, the footer and the parts they are made of); the docs say so.
   */
  readonly serverRendered?: boolean;
  /** The HTML an editor copies, shown in the docs; attributes come from the controls. */
  readonly exampleContent?: string;
  /** Tags this element renders: defining it defines them too. */
  readonly dependencies?: readonly `shop-${string}`[];
}

/** `promotion-id` → `promotionId`. */
export function propertyName(attributeName: string): string {
  return attributeName.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** `modal-close` → `onModalClose`, the React callback prop behind an element event. */
export function handlerName(eventName: string): string {
  const camel = propertyName(eventName);
  return `on${camel.charAt(0).toUpperCase()}${camel.slice(1)}`;
}

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

type AttributeValue<A> = A extends BooleanAttribute
  ? boolean
  : A extends NumberAttribute
    ? number
    : A extends EnumAttribute<string, infer Value>
      ? Value
      : A extends JsonAttribute
        ? unknown
        : string;

/** The JS properties an element definition gives its element, typed from the definition. */
export type ElementProperties<D extends ElementDefinition> = {
  -readonly [A in D['attributes'][number] as Camel<A['name']>]: AttributeValue<A>;
};

/** The HTML attributes of an element, as strings, for JSX typings of the tag. */
export type ElementAttributes<D extends ElementDefinition> = {
  [A in D['attributes'][number] as A['name']]?: A extends BooleanAttribute
    ? boolean | ''
    : A extends EnumAttribute<string, infer Value>
      ? Value
      : string;
};

/**
 * Each element's events and the type of their `detail`, by tag and event name. Empty here: the
 * generated typings (`src/elements/generated/element-typings.ts`) fill it from the definitions'
 * `detailType`, so a detail type is written once.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ElementEventDetails {}

type EventDetailOf<
  Tag extends string,
  EventName extends string,
> = Tag extends keyof ElementEventDetails
  ? EventName extends keyof ElementEventDetails[Tag]
    ? ElementEventDetails[Tag][EventName]
    : unknown
  : unknown;

type HandlerName<EventName extends string> = `on${Capitalize<Camel<EventName>>}`;

/** The `on…` callbacks behind an element's events; returning `false` cancels a cancelable one. */
export type ElementEventHandlers<D extends ElementDefinition> = {
  [E in D['events'][number] as HandlerName<E['name']>]?: (
    detail: EventDetailOf<D['tag'], E['name']>,
  ) => boolean | void;
};

type HasDefault<A> = A extends BooleanAttribute
  ? true
  : A extends { readonly default: unknown }
    ? true
    : false;

/**
 * The props the element factory gives an element's component: every attribute (those with a
 * default always arrive, filled in from the definition) and the event callbacks. The component
 * is typed against these, so a prop that does not match the definition fails the typecheck.
 */
export type ElementComponentProps<D extends ElementDefinition> = {
  -readonly [
    A in D['attributes'][number] as HasDefault<A> extends true ? Camel<A['name']> : never
  ]: AttributeValue<A>;
} & {
  -readonly [
    A in D['attributes'][number] as HasDefault<A> extends true ? never : Camel<A['name']>
  ]?: AttributeValue<A>;
} & ElementEventHandlers<D>;

/**
 * What React apps pass to an exported component: like the element's attributes, every one may
 * be left out, and the definition's default applies.
 */
export type ElementReactProps<D extends ElementDefinition> = Partial<ElementProperties<D>> &
  ElementEventHandlers<D>;
