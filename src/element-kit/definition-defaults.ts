import { createElement, type ComponentType } from 'react';
import {
  propertyName,
  type ElementDefinition,
  type ElementProperties,
  type RuntimeDefinition,
} from './element-definition';

/**
 * What a React app passes to an exported component: its own props, where every attribute of the
 * definition may be left out.
 */
export type WithOptionalAttributes<D extends ElementDefinition, P> = Omit<
  P,
  keyof ElementProperties<D>
> &
  Partial<Pick<P, Extract<keyof P, keyof ElementProperties<D>>>>;

/**
 * The component with the definition's defaults filled in for attributes a React app leaves out,
 * as the element factory does for custom elements: the defaults live in the definition only.
 */
export function withDefinitionDefaults<D extends ElementDefinition, P extends object>(
  definition: RuntimeDefinition,
  Component: ComponentType<P>,
): ComponentType<WithOptionalAttributes<D, P>> {
  const defaults: Record<string, unknown> = {};
  for (const attribute of definition.attributes) {
    const property = propertyName(attribute.name);
    if (attribute.type === 'boolean') defaults[property] = false;
    else if (attribute.default !== undefined) defaults[property] = attribute.default;
  }
  function WithDefaults(props: WithOptionalAttributes<D, P>) {
    const merged: Record<string, unknown> = { ...defaults };
    for (const [key, value] of Object.entries(props)) if (value !== undefined) merged[key] = value;
    return createElement(Component, merged as P);
  }
  WithDefaults.displayName = Component.displayName ?? Component.name;
  return WithDefaults;
}
