/**
 * What play functions look for, in the language and currency of the story's site: texts from
 * the message catalogues, product names and prices from the fake backend's catalogue. A play
 * function never writes a shopper text as a literal, so it passes on every site.
 */
import { within } from 'storybook/test';
import { formatPrice } from '../../src/i18n/format';
import type { Translator } from '../../src/i18n/translator';
import { isLocale, type SiteCode } from '../../src/sites/sites';
import {
  catalogue,
  PRODUCT_IDS,
  type CatalogueProduct,
} from '../../test/fake-backend/fixtures/products';
import { componentTexts, siteOf } from './story-globals';

type Globals = Record<string, unknown>;

export interface StoryTexts extends Translator {
  readonly site: SiteCode;
  /** A price as the elements show it ("15,98 EUR" on DE, "69,98 zł" on PL), plain spaces. */
  price(amount: number): string;
  /** A fake catalogue product as the story's site sells it (name, price, partner). */
  product(key: keyof typeof PRODUCT_IDS): CatalogueProduct;
}

/** The texts of the story's site and locale (the toolbar's, or the story's own globals). */
export function storyTexts(globals: Globals): StoryTexts {
  const translator = componentTexts(globals);
  const site = siteOf(globals).code;
  const locale = isLocale(globals.locale) ? globals.locale : undefined;
  return {
    ...translator,
    site,
    // toHaveTextContent collapses the page's (no-break) spaces into plain ones; so does this.
    price: (amount) => formatPrice(amount, site, { locale }).text.replace(/\s+/g, ' '),
    product: (key) => {
      const product = catalogue(site).find((candidate) => candidate.id === PRODUCT_IDS[key]);
      if (!product) throw new Error(`fake catalogue: no ${key} on ${site}`);
      return product;
    },
  };
}

/** Testing Library queries inside an element's shadow root. */
export function shadowQueries(root: ShadowRoot) {
  return within(root as unknown as HTMLElement);
}
