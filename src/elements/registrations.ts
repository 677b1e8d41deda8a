import type { ElementRegistration } from '../platform/define-element';
import { shopCartLinkRegistration } from './shop-cart-link/registration';
import { shopModalRegistration } from './shop-modal/registration';

/** Every element of the library, in the order the standalone bundle defines them. */
export const ELEMENT_REGISTRATIONS: readonly ElementRegistration[] = [
  shopCartLinkRegistration,
  shopModalRegistration,
];
