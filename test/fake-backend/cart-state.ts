/**
 * The fake cart service's state: one cart per site, changed by the five modify forms like the
 * real service, with its limits. Reset between stories and tests with `resetCarts`.
 */
import type { SiteCode } from '../../src/sites/sites';
import type { Cart, CartChange, CartError, CartVoucherRemoval } from '../../src/services/wire/cart';
import * as fixtures from './fixtures';

/** Most pieces of one article per purchase (ITEM_LIMIT). */
export const FAKE_ITEM_LIMIT = 10;
/** Most products per purchase (CART_LIMIT). */
export const FAKE_CART_LIMIT = 50;

export type CartChangeResult =
  | { kind: 'changed'; cart: Cart; addedProduct?: { productId: string; quantity: number } }
  | { kind: 'not-modified' }
  | { kind: 'error'; status: number; error: CartError };

const carts = new Map<SiteCode, Cart>();

export type CartScenario = fixtures.InitialCartScenario;

export const CART_SCENARIOS: readonly CartScenario[] = fixtures.INITIAL_CART_SCENARIOS;

export const isCartScenario = (value: unknown): value is CartScenario =>
  (CART_SCENARIOS as readonly unknown[]).includes(value);

let scenario: CartScenario = 'filled';

/** Chooses which cart every site starts with (Storybook stories and tests). */
export function resetCarts(next: CartScenario = 'filled'): void {
  scenario = next;
  carts.clear();
}

export function cartOf(site: SiteCode): Cart {
  let cart = carts.get(site);
  if (!cart) {
    cart = structuredClone(fixtures.initialCart(site, scenario));
    carts.set(site, cart);
  }
  return cart;
}

function recount(cart: Cart): Cart {
  return { ...cart, ...fixtures.cartTotals(cart) };
}

/** The cart write that removes a voucher code (see CartVoucherRemoval). */
export function removeVoucher(site: SiteCode, body: unknown): CartChangeResult {
  const code = (body as Partial<CartVoucherRemoval> | undefined)?.removeVoucher?.code;
  if (typeof code !== 'string') return unknown;
  const cart = structuredClone(cartOf(site));
  const vouchers = cart.vouchers ?? [];
  if (!vouchers.some((voucher) => voucher.code === code)) return { kind: 'not-modified' };
  const next = recount({ ...cart, vouchers: vouchers.filter((voucher) => voucher.code !== code) });
  carts.set(site, next);
  return { kind: 'changed', cart: next };
}

const unknown: CartChangeResult = { kind: 'error', status: 400, error: { error: 'UNKNOWN' } };

export function applyCartChange(site: SiteCode, change: CartChange | undefined): CartChangeResult {
  const cart = structuredClone(cartOf(site));
  let addedProduct: { productId: string; quantity: number } | undefined;

  if (change && 'setArticle' in change) {
    const { productId, tcm, quantity } = change.setArticle;
    if (!Number.isInteger(quantity) || quantity < 0) return unknown;
    const index = cart.articles.findIndex((article) => article.productId === productId);
    const current = index >= 0 ? cart.articles[index] : undefined;
    // A defective article can only be removed, as the real service allows.
    const defective = cart.defectiveArticles.findIndex(
      (article) => article.productId === productId,
    );
    if (!current && defective >= 0 && quantity === 0) {
      cart.defectiveArticles.splice(defective, 1);
      const next = recount(cart);
      carts.set(site, next);
      return { kind: 'changed', cart: next };
    }
    if (current?.quantity.quantity === quantity) return { kind: 'not-modified' };
    if (quantity > FAKE_ITEM_LIMIT) {
      return { kind: 'error', status: 409, error: { error: 'ITEM_LIMIT', limit: FAKE_ITEM_LIMIT } };
    }
    const stock = fixtures.stockOf(site, productId);
    if (stock !== undefined && quantity > stock) {
      return { kind: 'error', status: 409, error: { error: 'AVAILABILITY_LIMIT', limit: stock } };
    }
    const growth = quantity - (current?.quantity.quantity ?? 0);
    if (growth > 0 && cart.numberOfArticles + growth > FAKE_CART_LIMIT) {
      return { kind: 'error', status: 409, error: { error: 'CART_LIMIT', limit: FAKE_CART_LIMIT } };
    }
    if (current && quantity === 0) cart.articles.splice(index, 1);
    else if (current) current.quantity.quantity = quantity;
    else {
      const article = fixtures.catalogueArticle(site, productId, tcm);
      if (!article)
        return { kind: 'error', status: 404, error: { error: 'PRODUCTDATA_UNAVAILABLE' } };
      cart.articles.push({ ...article, quantity: { quantity } });
    }
    if (growth > 0) addedProduct = { productId, quantity: growth };
  } else if (change && 'setFreeArticle' in change) {
    const { productId, campaignId, remove } = change.setFreeArticle;
    const index = cart.freeArticles.findIndex(
      (article) => article.productId === productId && article.campaignId === campaignId,
    );
    if (remove) {
      if (index < 0) return { kind: 'not-modified' };
      cart.freeArticles.splice(index, 1);
    } else {
      if (index >= 0) return { kind: 'not-modified' };
      const article = fixtures.catalogueFreeArticle(site, productId, campaignId);
      if (!article)
        return { kind: 'error', status: 404, error: { error: 'PRODUCTDATA_UNAVAILABLE' } };
      cart.freeArticles.push(article);
    }
  } else if (change && 'setGiftCard' in change) {
    const { productId, tcm, set } = change.setGiftCard;
    const index = cart.giftCards.findIndex((card) => card.article.productId === productId);
    const defective = cart.defectiveGiftCards.findIndex(
      (card) => card.article.productId === productId,
    );
    if (!set) {
      if (index < 0 && defective < 0) return { kind: 'not-modified' };
      if (index >= 0) cart.giftCards.splice(index, 1);
      else cart.defectiveGiftCards.splice(defective, 1);
    } else {
      if (index >= 0) return { kind: 'not-modified' };
      const card = fixtures.catalogueGiftCard(site, productId, tcm);
      if (!card) return { kind: 'error', status: 404, error: { error: 'PRODUCTDATA_UNAVAILABLE' } };
      cart.giftCards.push(card);
      addedProduct = { productId, quantity: 1 };
    }
  } else if (change && 'setPartnerProduct' in change) {
    const { partnerProductId, set } = change.setPartnerProduct;
    const index = cart.partnerProducts.findIndex(
      (product) => product.partnerProductId === partnerProductId,
    );
    const defective = cart.defectivePartnerProducts.findIndex(
      (product) => product.partnerProductId === partnerProductId,
    );
    if (!set) {
      if (index < 0 && defective < 0) return { kind: 'not-modified' };
      if (index >= 0) cart.partnerProducts.splice(index, 1);
      else cart.defectivePartnerProducts.splice(defective, 1);
    } else {
      if (index >= 0) return { kind: 'not-modified' };
      const product = fixtures.cataloguePartnerProduct(site, partnerProductId);
      if (!product)
        return { kind: 'error', status: 404, error: { error: 'PRODUCTDATA_UNAVAILABLE' } };
      cart.partnerProducts.push(product);
      addedProduct = { productId: partnerProductId, quantity: product.totalQuantity };
    }
  } else if (change && 'deleteSubscription' in change) {
    const { subscriptionId } = change.deleteSubscription;
    const before = cart.subscriptions.length + cart.defectiveSubscriptions.length;
    cart.subscriptions = cart.subscriptions.filter(
      (item) => item.subscriptionConfigurationId !== subscriptionId,
    );
    cart.defectiveSubscriptions = cart.defectiveSubscriptions.filter(
      (item) => item.subscriptionConfigurationId !== subscriptionId,
    );
    if (cart.subscriptions.length + cart.defectiveSubscriptions.length === before)
      return { kind: 'not-modified' };
  } else {
    return unknown;
  }

  const next = recount(cart);
  carts.set(site, next);
  return { kind: 'changed', cart: next, addedProduct };
}
