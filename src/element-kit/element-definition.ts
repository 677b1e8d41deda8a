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
  /** The TypeScript type of `event.detail`, for the docs and the manifest. */
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

export interface ElementDefinition {
  readonly tag: `shop-${string}`;
  /** The React component's export name, for the docs' React usage. */
  readonly componentName: string;
  readonly summary: string;
  readonly description: string;
  /** Attributes beyond `site` and `locale`, which every element takes. */
  readonly attributes: readonly AttributeDefinition[];
  readonly events: readonly EventDefinition[];
  readonly slots: readonly SlotDefinition[];
  readonly parts: readonly PartDefinition[];
  readonly cssProperties: readonly CssPropertyDefinition[];
  /**
   * Height the page sheet reserves while the element is not yet defined, so nothing below it
   * jumps when it upgrades. `0` for elements that take no room until opened.
   */
  readonly reservedHeight: string;
  /** The HTML an editor copies, shown in the docs; attributes come from the controls. */
  readonly exampleContent?: string;
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
