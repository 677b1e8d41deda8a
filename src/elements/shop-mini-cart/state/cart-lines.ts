/**
 * The mini cart's lines as plain data: which lines a cart shows, in which order, and the change
 * that removes each. Pure functions, so the order rules are easy to follow and to test.
 */
import type { RecentlyDeleted } from '../../../cart/cart-store';
import { changeTarget, restoreChange, type RemovedItem } from '../../../cart/optimistic-change';
import type { Translator } from '../../../i18n/translator';
import type {
  Cart,
  CartArticle,
  CartChange,
  CartFreeArticle,
  CartGiftCard,
  CartPartnerProduct,
  CartSubscription,
} from '../../../services/wire/cart';

export type LineKind = 'article' | 'freeArticle' | 'giftCard' | 'partnerProduct' | 'subscription';

interface LineBase {
  /** React key, unique in its list. */
  key: string;
  /** What the line's changes target (`changeTarget`): a deleted line shares it with its item. */
  target: string;
}

/** An item of the cart with its kind. */
export type LineItem =
  | { kind: 'article'; item: CartArticle }
  | { kind: 'freeArticle'; item: CartFreeArticle }
  | { kind: 'giftCard'; item: CartGiftCard }
  | { kind: 'partnerProduct'; item: CartPartnerProduct }
  | { kind: 'subscription'; item: CartSubscription };

export type LiveLine = LineBase & LineItem;

export type DeletedLine = LineBase & { kind: 'deleted'; group: LineKind; entry: RecentlyDeleted };

export type CartLineModel = LiveLine | DeletedLine;

/** The lines of one kind keep together, in this order. */
const GROUP_RANK: Readonly<Record<LineKind, number>> = {
  article: 0,
  freeArticle: 1,
  giftCard: 2,
  partnerProduct: 3,
  subscription: 4,
};

/** The change that removes a line's item from the cart. */
export function removeChange(line: LineItem): CartChange {
  switch (line.kind) {
    case 'article':
      return {
        setArticle: { productId: line.item.productId, tcm: line.item.tcm, quantity: 0 },
      };
    case 'freeArticle':
      return {
        setFreeArticle: {
          productId: line.item.productId,
          campaignId: line.item.campaignId,
          remove: true,
        },
      };
    case 'giftCard':
      return {
        setGiftCard: {
          productId: line.item.article.productId,
          tcm: line.item.article.tcm,
          set: false,
        },
      };
    case 'partnerProduct':
      return {
        setPartnerProduct: { partnerProductId: line.item.partnerProductId, set: false },
      };
    case 'subscription':
      return { deleteSubscription: { subscriptionId: line.item.subscriptionConfigurationId } };
  }
}

/** The name and number of an item, whatever its kind. */
function itemNaming(line: LineItem | RemovedItem): { name?: string; id: string } {
  switch (line.kind) {
    case 'giftCard':
      return { name: line.item.article.name, id: line.item.article.productId };
    case 'partnerProduct':
      return { name: line.item.name, id: line.item.partnerProductId };
    case 'subscription':
      return { name: line.item.name, id: line.item.subscriptionConfigurationId };
    default:
      return { name: line.item.name, id: line.item.productId };
  }
}

/**
 * What a line is called: the product's name, or, for an answer without one (the spec shows no
 * names, decision 38), its number, so every line and its buttons can still be told apart.
 */
export function lineName(line: CartLineModel, translator: Translator): string {
  const { name, id } = itemNaming(line.kind === 'deleted' ? line.entry.removed : line);
  return name ?? translator.t('cart.productNumber', { id });
}

function liveLine(line: LineItem, keyPrefix: string): LiveLine {
  const target = changeTarget(removeChange(line));
  return { ...line, key: `${keyPrefix}${target}`, target };
}

/**
 * The lines of the cart's buyable items: articles (an article without pieces is not shown),
 * free articles, gift cards, partner products and subscriptions.
 */
export function liveLines(cart: Cart): LiveLine[] {
  return [
    ...cart.articles
      .filter((item) => item.quantity.quantity > 0)
      .map((item) => liveLine({ kind: 'article' as const, item }, '')),
    ...cart.freeArticles.map((item) => liveLine({ kind: 'freeArticle' as const, item }, '')),
    ...cart.giftCards.map((item) => liveLine({ kind: 'giftCard' as const, item }, '')),
    ...cart.partnerProducts.map((item) => liveLine({ kind: 'partnerProduct' as const, item }, '')),
    ...cart.subscriptions.map((item) => liveLine({ kind: 'subscription' as const, item }, '')),
  ];
}

/** The lines of the cart's defective items, which can only be removed. */
export function defectiveLines(cart: Cart): LiveLine[] {
  const prefix = 'defective:';
  return [
    ...cart.defectiveArticles.map((item) => liveLine({ kind: 'article' as const, item }, prefix)),
    ...cart.defectiveGiftCards.map((item) => liveLine({ kind: 'giftCard' as const, item }, prefix)),
    ...cart.defectivePartnerProducts.map((item) =>
      liveLine({ kind: 'partnerProduct' as const, item }, prefix),
    ),
    ...cart.defectiveSubscriptions.map((item) =>
      liveLine({ kind: 'subscription' as const, item }, prefix),
    ),
  ];
}

export function deletedLines(recentlyDeleted: readonly RecentlyDeleted[]): DeletedLine[] {
  return recentlyDeleted.map((entry) => ({
    kind: 'deleted',
    key: `deleted:${entry.key}`,
    target: changeTarget(restoreChange(entry.removed)),
    group: entry.removed.kind,
    entry,
  }));
}

const groupOf = (line: CartLineModel): LineKind =>
  line.kind === 'deleted' ? line.group : line.kind;

/**
 * The lines in a stable order: grouped by kind, and within a group in the order the panel showed
 * them before (`previous`, the targets of the last order), new lines after those it knew. So a
 * deleted line takes the place of its item, a restored item comes back to that place, and no
 * line jumps when the service answers with its own order.
 */
export function orderLines(
  lines: readonly CartLineModel[],
  previous: readonly string[],
): CartLineModel[] {
  const rank = new Map<string, number>();
  previous.forEach((target, index) => {
    if (!rank.has(target)) rank.set(target, index);
  });
  const unknown = previous.length;
  return lines
    .map((line, index) => ({ line, index }))
    .sort(
      (a, b) =>
        GROUP_RANK[groupOf(a.line)] - GROUP_RANK[groupOf(b.line)] ||
        (rank.get(a.line.target) ?? unknown) - (rank.get(b.line.target) ?? unknown) ||
        a.index - b.index,
    )
    .map(({ line }) => line);
}

export function sameTargets(lines: readonly CartLineModel[], targets: readonly string[]): boolean {
  return lines.length === targets.length && lines.every((line, i) => line.target === targets[i]);
}
