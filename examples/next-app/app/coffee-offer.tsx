'use client';
import { ShopModal, cart } from 'shop-elements';
import { useState } from 'react';
import { offeredArticle } from './shop';

/**
 * A product offer on the app's page: it puts the article into the shop's cart with the page's
 * cart API (the header's cart link and mini cart follow at once) and shows its details in the
 * shop's modal dialog.
 */
export function CoffeeOffer() {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [outcome, setOutcome] = useState<string>();

  async function addToCart() {
    // `setArticle` sets the article's quantity: one more than the cart holds now.
    await cart.load();
    const inCart = cart
      .getSnapshot()
      .cart?.articles.find((article) => article.productId === offeredArticle.productId);
    const quantity = (inCart?.quantity.quantity ?? 0) + 1;
    const result = await cart.modify({ setArticle: { ...offeredArticle, quantity } });
    // The cart API's message is in the site's language; the header shows the new count.
    setOutcome(result.error ?? (result.addedProduct ? 'Im Warenkorb.' : undefined));
  }

  return (
    <section aria-labelledby="offer-heading">
      <h2 id="offer-heading">Espresso-Bohnen, 500 g</h2>
      <button type="button" onClick={() => void addToCart()}>
        In den Warenkorb
      </button>{' '}
      <button type="button" onClick={() => setDetailsOpen(true)}>
        Details
      </button>
      <p role="status">{outcome}</p>
      <ShopModal
        open={detailsOpen}
        heading="Espresso-Bohnen"
        onModalClose={() => setDetailsOpen(false)}
      >
        <p>Kräftig geröstet, mit Noten von Kakao und Nuss.</p>
      </ShopModal>
    </section>
  );
}
