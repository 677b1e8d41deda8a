/**
 * The run-time part of an element's definition: what the element factory, the server and the
 * page sheet read, which `npm run manifest` writes into the bundles without the docs text.
 */
import type { AttributeDefinition, ElementDefinition } from './element-definition';
import type { ReservedHeight } from '../room/reserved-room';

/**
 * The part of a definition the element factory needs at run time: no descriptions, summaries or
 * examples, which stay in the definitions for the manifest, the docs and the typings.
 */
export interface RuntimeAttribute {
  readonly name: string;
  readonly type: AttributeDefinition['type'];
  readonly default?: unknown;
  readonly values?: readonly string[];
}

export interface RuntimeEvent {
  readonly name: string;
  readonly cancelable?: boolean;
  readonly removesAttribute?: string;
}

/** At run time: the room itself, of the element the definition names (`roomAboveOf`). */
export interface ContentWhileLoading {
  readonly roomAbove: ReservedHeight;
}

export interface RuntimeDefinition {
  readonly tag: `shop-${string}`;
  readonly reservedHeight: ReservedHeight;
  readonly roomKeptBy?: string;
  readonly contentWhileLoading?: ContentWhileLoading;
  readonly settlesWithData?: boolean;
  readonly serverRendered?: boolean;
  readonly attributes: readonly RuntimeAttribute[];
  readonly events: readonly RuntimeEvent[];
  readonly dependencies?: readonly `shop-${string}`[];
}

/** The room of the element a definition names, looked up among every definition. */
export function contentWhileLoadingOf(
  { roomAboveOf }: { readonly roomAboveOf: string },
  all: readonly { readonly tag: string; readonly reservedHeight: ReservedHeight }[],
): ContentWhileLoading {
  const above = all.find(({ tag }) => tag === roomAboveOf);
  if (!above) throw new Error(`contentWhileLoading: no element ${roomAboveOf} to keep room for.`);
  return { roomAbove: above.reservedHeight };
}

/** The run-time part of a definition: what `npm run manifest` writes into the bundles. */
export function runtimeDefinitionOf(
  definition: ElementDefinition,
  /** Every element's definition, for what one definition borrows from another. */
  all: readonly ElementDefinition[] = [],
): RuntimeDefinition {
  return {
    tag: definition.tag,
    reservedHeight: definition.reservedHeight,
    ...(definition.roomKeptBy ? { roomKeptBy: definition.roomKeptBy } : {}),
    ...(definition.contentWhileLoading
      ? { contentWhileLoading: contentWhileLoadingOf(definition.contentWhileLoading, all) }
      : {}),
    ...(definition.settlesWithData ? { settlesWithData: true } : {}),
    ...(definition.serverRendered ? { serverRendered: true } : {}),
    attributes: definition.attributes.map((attribute) => {
      const runtime: { -readonly [K in keyof RuntimeAttribute]: RuntimeAttribute[K] } = {
        name: attribute.name,
        type: attribute.type,
      };
      if ('default' in attribute && attribute.default !== undefined)
        runtime.default = attribute.default;
      if (attribute.type === 'enum') runtime.values = attribute.values;
      return runtime;
    }),
    events: definition.events.map(({ name, cancelable, removesAttribute }) => ({
      name,
      ...(cancelable ? { cancelable } : {}),
      ...(removesAttribute ? { removesAttribute } : {}),
    })),
    ...(definition.dependencies?.length ? { dependencies: definition.dependencies } : {}),
  };
}
