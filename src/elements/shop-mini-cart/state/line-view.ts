/**
 * What one line shows, whatever its kind: the product's display fields, its tags, its quantity
 * and prices. Plain data from the line and the texts, so the view renders every kind alike.
 */
import type { Translator } from '../../../i18n/translator';
import type { ProductDisplay } from '../../../services/wire/cart';
import { lineName, type LiveLine } from './cart-lines';
import type { NoticeTone } from '../../../primitives/notice/notice-tone';

/** A badge speaks in the notices' tones, or in none. */
export type BadgeTone = Exclude<NoticeTone, 'warning'> | 'neutral';

export interface LineBadge {
  tone: BadgeTone;
  text: string;
}

export interface LineView {
  /** `name` is the product's, or its number when the answer gave none (`lineName`). */
  display: Pick<ProductDisplay, 'variant' | 'imageUrl'> & { name: string; productUrl?: string };
  badges: LineBadge[];
  quantity: number;
  /** Undefined when the answer gave no price: the line shows none (decision 38). */
  unitPrice: number | undefined;
  originalUnitPrice?: number;
  /** Whether the unit price shows next to the line price. */
  showUnitPrice: boolean;
}

/** A price to the cent, so a quantity times a unit price shows no float dust. */
export const roundToCents = (amount: number) => Math.round(amount * 100) / 100;

export function lineViewOf(line: LiveLine, translator: Translator): LineView {
  const view = lineFacts(line, translator);
  return {
    ...view,
    display: { ...view.display, name: lineName(line, translator) },
    showUnitPrice: view.showUnitPrice && view.unitPrice !== undefined,
  };
}

/** What each kind tells of its line; the name comes from `lineName` for all alike. */
type LineFacts = Omit<LineView, 'display'> & { display: Omit<LineView['display'], 'name'> };

function lineFacts(line: LiveLine, translator: Translator): LineFacts {
  switch (line.kind) {
    case 'article': {
      const { item } = line;
      const badges: LineBadge[] = [];
      if (item.availability === 'SOLDOUT')
        badges.push({ tone: 'error', text: translator.t('cart.soldOut') });
      else if (item.availability === 'NOT_AVAILABLE')
        badges.push({ tone: 'error', text: translator.t('cart.unavailable') });
      return {
        display: item,
        badges,
        quantity: item.quantity.quantity,
        unitPrice: item.price,
        originalUnitPrice: item.originalPrice,
        showUnitPrice: item.quantity.quantity > 1,
      };
    }
    case 'freeArticle':
      return {
        display: line.item,
        badges: [{ tone: 'success', text: translator.t('cart.freeArticle') }],
        quantity: line.item.quantity.quantity,
        unitPrice: line.item.price,
        originalUnitPrice: line.item.originalPrice,
        showUnitPrice: false,
      };
    case 'giftCard':
      return {
        display: line.item.article,
        badges: [{ tone: 'info', text: translator.t('cart.giftCard') }],
        quantity: line.item.article.quantity.quantity,
        unitPrice: line.item.value,
        showUnitPrice: line.item.article.quantity.quantity > 1,
      };
    case 'partnerProduct':
      return {
        display: line.item,
        badges:
          line.item.partnerName === undefined
            ? []
            : [
                {
                  tone: 'neutral',
                  text: translator.t('cart.partnerProduct', { partner: line.item.partnerName }),
                },
              ],
        quantity: line.item.totalQuantity,
        unitPrice: line.item.price,
        originalUnitPrice: line.item.originalPrice,
        showUnitPrice: line.item.totalQuantity > 1,
      };
    case 'subscription':
      return {
        display: { imageUrl: line.item.imageUrl },
        badges: [{ tone: 'info', text: translator.t('cart.subscription') }],
        quantity: 1,
        unitPrice: line.item.price,
        showUnitPrice: false,
      };
  }
}
