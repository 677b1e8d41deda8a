/**
 * The options of the suggestion list, in the order the arrow keys walk them: the keyword
 * redirect ("go to …") first when the typed term is in the site's table, then the search terms,
 * then the product tiles, and last, whenever anything is suggested, the search page of the typed
 * term with only what is available (the address the spec's search field carries). Framework-free,
 * so the order is tested without a browser.
 */
import type { Locale, SiteCode } from '../../../sites/sites';
import { keywordRedirectTarget } from '../../../sites/content/keyword-redirects';
import { SITE_LINKS } from '../../../sites/content/links';
import { submittedTerm } from './search-submit';
import {
  productTileHref,
  type SuggestedProductView,
  type SuggestionList,
} from '../suggestion-answer';

export type SearchOption =
  | { kind: 'redirect'; key: string; term: string; href: string }
  | { kind: 'term'; key: string; term: string }
  | { kind: 'product'; key: string; product: SuggestedProductView; href: string }
  | { kind: 'page'; key: string; term: string; href: string };

export function searchOptions(
  site: SiteCode,
  locale: Locale,
  typed: string,
  list: SuggestionList | undefined,
): SearchOption[] {
  const term = typed.trim();
  const options: SearchOption[] = [];
  const redirect = term ? keywordRedirectTarget(site, term) : undefined;
  if (redirect) options.push({ kind: 'redirect', key: 'redirect', term, href: redirect });
  const typedKey = term.toLocaleLowerCase(locale);
  for (const searchTerm of list?.searchTerms ?? []) {
    // The redirect already offers the typed term itself.
    if (redirect && searchTerm.toLocaleLowerCase(locale) === typedKey) continue;
    options.push({ kind: 'term', key: `term:${searchTerm}`, term: searchTerm });
  }
  for (const product of list?.products ?? []) {
    options.push({
      kind: 'product',
      key: `product:${product.id}`,
      product,
      href: productTileHref(product, term),
    });
  }
  // The way past the few suggestions to everything in stock: it comes with them, never alone,
  // so an empty list still says "no suggestions".
  if (options.length > 0) {
    const submitted = submittedTerm(term);
    options.push({
      kind: 'page',
      key: 'page',
      term: submitted,
      href: SITE_LINKS[site].searchPage(submitted),
    });
  }
  return options;
}

/** The options that are suggestions (the search page is not one): the number announced. */
export const suggestionCount = (options: readonly SearchOption[]): number =>
  options.filter((option) => option.kind !== 'page').length;

/** What the input shows while an option is active. */
export function optionText(option: SearchOption): string {
  return option.kind === 'product' ? option.product.title : option.term;
}

/** The parts of `text` that match `query`, for emphasis; case is ignored in the locale's way. */
export function matchedParts(
  text: string,
  query: string,
  locale: Locale,
): { text: string; matched: boolean }[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  const haystack = text.toLocaleLowerCase(locale);
  // Lower-casing that changes the length (Turkish "İ") would shift the positions: no emphasis.
  if (!needle || haystack.length !== text.length) return [{ text, matched: false }];
  const parts: { text: string; matched: boolean }[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), matched: false });
    parts.push({ text: text.slice(at, at + needle.length), matched: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), matched: false });
  return parts;
}
