/**
 * Where a submitted search goes (header-and-cart §5): the term is cut to SEARCH_MAX_LENGTH
 * characters; a term of only digits and spaces (an article number) loses its spaces; an empty
 * term goes nowhere (the field takes focus); a term in the site's keyword table goes to its
 * address; any other to the search results.
 */
import { keywordRedirectTarget } from '../../../sites/content/keyword-redirects';
import { searchResults } from '../../../sites/content/links';
import type { SiteCode } from '../../../sites/sites';

/** Spec §9: the input's maxlength, and where a longer submitted term is cut. */
export const SEARCH_MAX_LENGTH = 200;

export type SearchDestination =
  | { kind: 'empty' }
  | { kind: 'redirect'; term: string; href: string }
  | { kind: 'results'; term: string; href: string };

/** The term as it is submitted. */
export function submittedTerm(typed: string): string {
  // Trimmed before the cut too: spaces before a term do not cost it its last characters.
  const cut = typed.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return /^[\d\s]+$/.test(cut) ? cut.replace(/\s+/g, '') : cut;
}

export function searchDestination(site: SiteCode, typed: string): SearchDestination {
  const term = submittedTerm(typed);
  if (!term) return { kind: 'empty' };
  const redirect = keywordRedirectTarget(site, term);
  return redirect
    ? { kind: 'redirect', term, href: redirect }
    : { kind: 'results', term, href: searchResults(term) };
}

/**
 * How a redirect target reads in the list's "go to" suggestion: a path as it is, an address on
 * another site as its host and path, so the shopper sees where Enter leads.
 */
export function describeTarget(href: string): string {
  if (href.startsWith('/')) return href;
  const url = new URL(href);
  return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}
