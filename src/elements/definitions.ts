import type { ElementDefinition } from '../platform/element-definition';
import { shopCartLinkDefinition } from './shop-cart-link/shop-cart-link.definition';
import { shopModalDefinition } from './shop-modal/shop-modal.definition';

/**
 * Every element's registry entry, as plain data: the manifest generator, the page sheet and
 * the docs read this list.
 */
export const ELEMENT_DEFINITIONS: readonly ElementDefinition[] = [
  shopCartLinkDefinition,
  shopModalDefinition,
];
