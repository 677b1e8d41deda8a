import type { ElementDefinition, ElementProperties } from './element-definition';

/**
 * What a React app passes to an exported component: its own props, where every attribute of the
 * definition may be left out.
 */
export type WithOptionalAttributes<D extends ElementDefinition, P> = Omit<
  P,
  keyof ElementProperties<D>
> &
  Partial<Pick<P, Extract<keyof P, keyof ElementProperties<D>>>>;
