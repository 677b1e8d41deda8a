/**
 * The contract's `cart.modify` answer (header-and-cart §7) from a change's outcome: the added
 * product (200), nothing (304), or the shopper's message in the page's language, with the limit
 * when there is one. It never rejects.
 */
import { loadTranslator, type Translator } from '../i18n/translator';
import { pageDefaultSite } from '../sites/page-default-site';
import { SITES } from '../sites/sites';
import type { CartChange } from '../services/wire/cart';
import { cartErrorMessage } from './cart-messages';
import { failedRemovalOf, type ChangeOutcome } from './cart-snapshot';

/** The contract's answer of `cart.modify`. */
export type ModifyResult =
  | { addedProduct: { productId: string; quantity: number }; error?: never }
  | { addedProduct?: never; error?: never }
  | { error: string; addedProduct?: never };

/** The translator of the page's default site, whose language the message is in. */
function pageTranslator(): Promise<Translator> {
  return loadTranslator(SITES[pageDefaultSite()].locale);
}

export async function modifyResultOf(
  change: CartChange,
  outcome: ChangeOutcome,
  translator: () => Promise<Translator> = pageTranslator,
): Promise<ModifyResult> {
  if (outcome.ok) return outcome.addedProduct ? { addedProduct: outcome.addedProduct } : {};
  return {
    error: cartErrorMessage(await translator(), 'set', {
      ...outcome.error,
      failedRemoval: failedRemovalOf(change),
    }),
  };
}
