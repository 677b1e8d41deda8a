/**
 * The cart's rules (header-and-cart §4, §5), as pure functions of a cart.
 */
import type { Cart, CartArticle } from '../services/wire/cart';

/** Spec §4: an article is unavailable when NOT_AVAILABLE or SOLDOUT. */
export function isUnavailable(article: Pick<CartArticle, 'availability'>): boolean {
  return article.availability === 'NOT_AVAILABLE' || article.availability === 'SOLDOUT';
}

/** Spec §4: subscriptions or defective subscriptions. */
export function hasSubscriptions(cart: Cart): boolean {
  return cart.subscriptions.length > 0 || cart.defectiveSubscriptions.length > 0;
}

export function hasDefectiveItems(cart: Cart): boolean {
  return (
    cart.defectiveArticles.length > 0 ||
    cart.defectiveGiftCards.length > 0 ||
    cart.defectivePartnerProducts.length > 0 ||
    cart.defectiveSubscriptions.length > 0
  );
}

/**
 * Spec §5: a cart is valid for display when it holds articles (or partner products) and has no
 * defective article, gift card, partner product or subscription lists.
 */
export function isValidForDisplay(cart: Cart | undefined): cart is Cart {
  if (!cart) return false;
  return (cart.numberOfArticles > 0 || cart.partnerProducts.length > 0) && !hasDefectiveItems(cart);
}

export interface CheckoutGateInput {
  cart: Cart | undefined;
  /** A change or load is under way: the cart on screen may not be the server's yet. */
  busy: boolean;
  /** A change failed and its message is still shown. */
  hasSetError: boolean;
}

/**
 * Spec §4 leaves the blocking rule open; this library's rule: checkout may proceed when the
 * cart is valid for display, nothing is still being saved, no change just failed, and no
 * article in it is unavailable (sold out or not available).
 */
export function canCheckout({ cart, busy, hasSetError }: CheckoutGateInput): boolean {
  return isValidForDisplay(cart) && !busy && !hasSetError && !cart.articles.some(isUnavailable);
}
