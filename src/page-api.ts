/**
 * What a page script can use, from the standalone bundle and from the package alike: the
 * `define…` functions (and, as the contract grows, the page's shared stores such as `cart`).
 */
import { ELEMENT_REGISTRATIONS } from './elements/registrations';
import { defineElement } from './platform/define-element';

export { defineShopModal } from './elements/shop-modal/registration';

/** Defines every tag of the library that is not defined yet. */
export function defineAllElements(): void {
  for (const registration of ELEMENT_REGISTRATIONS) defineElement(registration);
}
