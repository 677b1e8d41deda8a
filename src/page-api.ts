/**
 * What a page script can use, from the standalone bundle and from the package alike: the
 * `define…` functions and the page's one `cart` (the contract's cart API).
 */
export { cart } from './cart/page-cart-api';
export type { CartStore, CartSnapshot, ModifyResult, ChangeOutcome } from './cart/cart-store';
export type { Cart, CartChange, CartError, CartErrorCode } from './services/wire/cart';
// defineAllElements() and one define… function per element, generated from the element folders.
export * from './elements/generated/registrations';
