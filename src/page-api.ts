/**
 * What a page script can use, from the standalone bundle and from the package alike: the
 * `define…` functions, the page's one `cart` (the contract's cart API) and `login`.
 */
export { cart } from './cart/page-cart-api';
export type { CartStore, CartSnapshot, ModifyResult, ChangeOutcome } from './cart/cart-store';
export type { Cart, CartChange, CartError, CartErrorCode } from './services/wire/cart';
export { login, type LoginCredentials, type LoginResult } from './services/login/login';
// defineAllElements() and one define… function per element, generated from the element folders.
export * from './elements/generated/registrations';
