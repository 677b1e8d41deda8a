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

/** A translator whose texts are written as the page reads them (plain spaces), and more. */
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
    // Testing Library and toHaveTextContent read the page's text with its (no-break) spaces
    // collapsed into plain ones; the texts to look for are written the same way.
    t: (key, params) => plainSpaces(translator.t(key, params)),
    plural: (key, count, params) => plainSpaces(translator.plural(key, count, params)),
    site,
    price: (amount) => plainSpaces(formatPrice(amount, site, { locale }).text),
    product: (key) => {
      const product = catalogue(site).find((candidate) => candidate.id === PRODUCT_IDS[key]);
      if (!product) throw new Error(`fake catalogue: no ${key} on ${site}`);
      return product;
    },
  };
}

/** A text with each run of whitespace (no-break spaces too) as one plain space. */
export function plainSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Testing Library queries inside an element's shadow root. */
export function shadowQueries(root: ShadowRoot) {
  return within(root as unknown as HTMLElement);
}

/**
 * What an element shows in its shadow root: everything but the wrapper that carries its
 * content's `lang` (elements wrap their content in one when it is not in the page's language).
 */
export function shownElements(root: ShadowRoot | null | undefined): Element[] {
  return root ? [...root.querySelectorAll('*:not(div[lang])')] : [];
}
