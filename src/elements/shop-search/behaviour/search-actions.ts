/**
 * Where a submitted search or a chosen option leads (header-and-cart §2, §5): the cancelable
 * `search-submit` first, the tracking, then the browser goes where it says. A product tile
 * follows its link instead.
 */
import { browserNavigation } from '../../../page-runtime/browser-navigation';
import { trackGa } from '../../../services/ga-events';
import { trackSearchProduct } from '../../../services/tracking';
import type { SiteCode } from '../../../sites/sites';
import type { SearchCombobox } from '../state/search-combobox-state';
import type { SearchOption } from '../state/search-options';
import { searchDestination } from '../state/search-submit';
import type { SearchSubmitDetail } from '../shop-search.definition';

export interface SearchActionsSetup {
  site: SiteCode;
  combobox: SearchCombobox;
  /** Cancelable: `false` keeps the page where it is. */
  onSearchSubmit?: (detail: SearchSubmitDetail) => boolean | void;
}

export function searchActions({ site, combobox, onSearchSubmit }: SearchActionsSetup) {
  const go = (href: string) => browserNavigation.assign(href);

  function submitTo(detail: SearchSubmitDetail): void {
    combobox.close();
    if (detail.redirect) trackGa('searchKeywordRedirected', detail);
    else trackGa('searchSubmitted', detail.term);
    if (onSearchSubmit?.(detail) !== false) go(detail.href);
  }

  /** Submits what the field holds; false when it is empty (the field should take focus). */
  function submit(value: string): boolean {
    const destination = searchDestination(site, value);
    if (destination.kind === 'empty') return false;
    submitTo({
      term: destination.term,
      href: destination.href,
      redirect: destination.kind === 'redirect',
    });
    return true;
  }

  /** Chooses an option; false when it submitted an empty term (the field should take focus). */
  function choose(option: SearchOption): boolean {
    if (option.kind === 'product') {
      trackSearchProduct(option.product.id);
      trackGa('searchProductSelected', option.product.id);
      combobox.close();
      go(option.href);
      return true;
    }
    if (option.kind === 'term') trackGa('searchSuggestionSelected', option.term);
    combobox.fill(option.term);
    // The search page is a search of the typed term, past the keyword table.
    if (option.kind !== 'page') return submit(option.term);
    submitTo({ term: option.term, href: option.href, redirect: false });
    return true;
  }

  return { submit, choose };
}
