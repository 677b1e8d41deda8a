/**
 * What a cart change does to the cart on screen before the server answers. All five change
 * forms are absolute (a quantity, set or not set, delete), so applying one twice changes
 * nothing more: the optimistic cart can be rebuilt from the server's cart at any time.
 */
import type {
  Cart,
  CartArticle,
  CartChange,
  CartFreeArticle,
  CartGiftCard,
  CartVoucherRemoval,
} from '../services/wire/cart';

/** An item a change removed, kept so it can be shown as deleted and restored. */
export type RemovedItem =
  | { kind: 'article'; item: CartArticle }
  | { kind: 'giftCard'; item: CartGiftCard }
  | { kind: 'freeArticle'; item: CartFreeArticle };

/** Every write to the cart: the five change forms and the removal of a voucher code. */
export type CartWrite = CartChange | CartVoucherRemoval;

/** Identifies what a change targets: two changes with one target replace each other. */
export function changeTarget(change: CartWrite): string {
  if ('removeVoucher' in change) return `voucher:${change.removeVoucher.code}`;
  if ('setArticle' in change) return `article:${change.setArticle.productId}`;
  if ('setFreeArticle' in change) {
    return `free:${change.setFreeArticle.productId}:${change.setFreeArticle.campaignId}`;
  }
  if ('setGiftCard' in change) return `gift-card:${change.setGiftCard.productId}`;
  if ('setPartnerProduct' in change) return `partner:${change.setPartnerProduct.partnerProductId}`;
  return `subscription:${change.deleteSubscription.subscriptionId}`;
}

const round = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The total after `count` pieces at `price` come (or, negative, go): unknown when the total or
 * the price is, as a total the page cannot work out is better shown as none than as a wrong one.
 */
function totalWith(
  total: number | undefined,
  price: number | undefined,
  count: number,
): number | undefined {
  if (count === 0) return total;
  return total === undefined || price === undefined ? undefined : round(total + price * count);
}

type ChangeResult = { cart: Cart; removed?: RemovedItem };
type Form<K extends string> =
  Extract<CartWrite, Record<K, unknown>> extends Record<K, infer F> ? F : never;

function applyVoucherRemoval(cart: Cart, { code }: Form<'removeVoucher'>): ChangeResult {
  const voucher = cart.vouchers?.find((item) => item.code === code);
  if (!voucher) return { cart };
  return {
    cart: {
      ...cart,
      vouchers: cart.vouchers?.filter((item) => item !== voucher),
      totalPrice: totalWith(cart.totalPrice, voucher.discount, 1),
    },
  };
}

function applyArticle(
  cart: Cart,
  { productId, quantity }: Form<'setArticle'>,
  restore: RemovedItem | undefined,
): ChangeResult {
  const index = cart.articles.findIndex((article) => article.productId === productId);
  const current = cart.articles[index];
  const defective = cart.defectiveArticles.find((article) => article.productId === productId);
  if (!current && defective && quantity <= 0) {
    return {
      cart: {
        ...cart,
        defectiveArticles: cart.defectiveArticles.filter((article) => article !== defective),
        numberOfArticles: Math.max(0, cart.numberOfArticles - defective.quantity.quantity),
      },
    };
  }
  if (!current) {
    if (restore?.kind !== 'article' || quantity <= 0) return { cart };
    const item = { ...restore.item, quantity: { quantity } };
    return {
      cart: {
        ...cart,
        articles: [...cart.articles, item],
        numberOfArticles: cart.numberOfArticles + quantity,
        totalPrice: totalWith(cart.totalPrice, item.price, quantity),
      },
    };
  }
  const delta = quantity - current.quantity.quantity;
  const articles =
    quantity <= 0
      ? cart.articles.filter((_, position) => position !== index)
      : cart.articles.map((article, position) =>
          position === index ? { ...article, quantity: { quantity } } : article,
        );
  return {
    cart: {
      ...cart,
      articles,
      numberOfArticles: Math.max(0, cart.numberOfArticles + delta),
      totalPrice: totalWith(cart.totalPrice, current.price, delta),
    },
    removed: quantity <= 0 ? { kind: 'article', item: current } : undefined,
  };
}

function applyFreeArticle(
  cart: Cart,
  { productId, campaignId, remove }: Form<'setFreeArticle'>,
  restore: RemovedItem | undefined,
): ChangeResult {
  const matches = (article: CartFreeArticle) =>
    article.productId === productId && article.campaignId === campaignId;
  const current = cart.freeArticles.find(matches);
  if (remove) {
    if (!current) return { cart };
    return {
      cart: { ...cart, freeArticles: cart.freeArticles.filter((article) => !matches(article)) },
      removed: { kind: 'freeArticle', item: current },
    };
  }
  if (current || restore?.kind !== 'freeArticle') return { cart };
  return { cart: { ...cart, freeArticles: [...cart.freeArticles, restore.item] } };
}

function applyGiftCard(
  cart: Cart,
  { productId, set }: Form<'setGiftCard'>,
  restore: RemovedItem | undefined,
): ChangeResult {
  const current = cart.giftCards.find((card) => card.article.productId === productId);
  const defective = cart.defectiveGiftCards.find((card) => card.article.productId === productId);
  if (!set && !current && defective) {
    return {
      cart: {
        ...cart,
        defectiveGiftCards: cart.defectiveGiftCards.filter((card) => card !== defective),
        numberOfArticles: Math.max(0, cart.numberOfArticles - defective.article.quantity.quantity),
      },
    };
  }
  if (!set) {
    if (!current) return { cart };
    const pieces = current.article.quantity.quantity;
    return {
      cart: {
        ...cart,
        giftCards: cart.giftCards.filter((card) => card !== current),
        numberOfArticles: Math.max(0, cart.numberOfArticles - pieces),
        totalPrice: totalWith(cart.totalPrice, current.value, -pieces),
      },
      removed: { kind: 'giftCard', item: current },
    };
  }
  if (current || restore?.kind !== 'giftCard') return { cart };
  const pieces = restore.item.article.quantity.quantity;
  return {
    cart: {
      ...cart,
      giftCards: [...cart.giftCards, restore.item],
      numberOfArticles: cart.numberOfArticles + pieces,
      totalPrice: totalWith(cart.totalPrice, restore.item.value, pieces),
    },
  };
}

function applyPartnerProduct(
  cart: Cart,
  { partnerProductId, set }: Form<'setPartnerProduct'>,
): ChangeResult {
  const current = cart.partnerProducts.find(
    (product) => product.partnerProductId === partnerProductId,
  );
  const defective = cart.defectivePartnerProducts.find(
    (product) => product.partnerProductId === partnerProductId,
  );
  if (!set && !current && defective) {
    return {
      cart: {
        ...cart,
        defectivePartnerProducts: cart.defectivePartnerProducts.filter(
          (product) => product !== defective,
        ),
        numberOfArticles: Math.max(0, cart.numberOfArticles - defective.totalQuantity),
      },
    };
  }
  if (set || !current) return { cart };
  return {
    cart: {
      ...cart,
      partnerProducts: cart.partnerProducts.filter((product) => product !== current),
      numberOfArticles: Math.max(0, cart.numberOfArticles - current.totalQuantity),
      totalPrice: totalWith(cart.totalPrice, current.price, -current.totalQuantity),
    },
  };
}

function applySubscriptionDeletion(
  cart: Cart,
  { subscriptionId }: Form<'deleteSubscription'>,
): ChangeResult {
  const isTarget = (item: { subscriptionConfigurationId: string }) =>
    item.subscriptionConfigurationId === subscriptionId;
  const live = cart.subscriptions.find(isTarget);
  const defective = cart.defectiveSubscriptions.find(isTarget);
  if (!live && !defective) return { cart };
  return {
    cart: {
      ...cart,
      subscriptions: cart.subscriptions.filter((item) => !isTarget(item)),
      defectiveSubscriptions: cart.defectiveSubscriptions.filter((item) => !isTarget(item)),
      // Spec §4: deleting a subscription lowers the count by 1.
      numberOfArticles: Math.max(0, cart.numberOfArticles - 1),
      totalPrice: live ? totalWith(cart.totalPrice, live.price, -1) : cart.totalPrice,
    },
  };
}

/**
 * The cart after `change`, as far as the page can tell without the server, plus the item it
 * removed. `restore` puts a recently deleted item back, whose data the page still has.
 */
export function applyChange(cart: Cart, change: CartWrite, restore?: RemovedItem): ChangeResult {
  if ('removeVoucher' in change) return applyVoucherRemoval(cart, change.removeVoucher);
  if ('setArticle' in change) return applyArticle(cart, change.setArticle, restore);
  if ('setFreeArticle' in change) return applyFreeArticle(cart, change.setFreeArticle, restore);
  if ('setGiftCard' in change) return applyGiftCard(cart, change.setGiftCard, restore);
  if ('setPartnerProduct' in change) return applyPartnerProduct(cart, change.setPartnerProduct);
  return applySubscriptionDeletion(cart, change.deleteSubscription);
}

/** The change that puts a removed item back as it was. */
export function restoreChange(removed: RemovedItem): CartChange {
  switch (removed.kind) {
    case 'article':
      return {
        setArticle: {
          productId: removed.item.productId,
          tcm: removed.item.tcm,
          quantity: removed.item.quantity.quantity,
        },
      };
    case 'giftCard':
      return {
        setGiftCard: {
          productId: removed.item.article.productId,
          tcm: removed.item.article.tcm,
          set: true,
        },
      };
    case 'freeArticle':
      return {
        setFreeArticle: {
          productId: removed.item.productId,
          campaignId: removed.item.campaignId,
          remove: false,
        },
      };
  }
}
