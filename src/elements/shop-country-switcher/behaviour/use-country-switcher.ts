/**
 * The behaviour of the country switcher (newsletter-footer §2.2, WAI-ARIA APG "disclosure
 * navigation"): the button opens and closes the list, Tab walks its links, Escape closes it and
 * returns focus to the button. Choosing a country sends the cancelable `country-select`, then
 * the browser goes there; a country without an address only sends the event. The list's entries
 * come from the shared `useLinkList`; the views get everything as prop getters.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ElementEventDetails } from '../../../element-kit/definition/element-definition';
import { useShop } from '../../../element-kit/render/shop-context';
import { useLinkList } from '../../../primitives/listbox/use-link-list';
import { trackGa } from '../../../services/ga-events';
import { browserNavigation, type CountryItem } from '../country-sites';

export interface UseCountrySwitcherOptions {
  items: readonly CountryItem[];
  /** The country the button shows. */
  current: CountryItem | undefined;
  /** Cancelable: `false` keeps the page where it is. */
  onCountrySelect?: (
    detail: ElementEventDetails['shop-country-switcher']['country-select'],
  ) => boolean | void;
}

export function useCountrySwitcher({ items, current, onCountrySelect }: UseCountrySwitcherOptions) {
  const { translator } = useShop();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const labelId = useId();

  const select = (item: CountryItem) => {
    const href = item.href ?? '';
    trackGa('countryChosen', item.code);
    const proceed = onCountrySelect?.({ site: item.code, href }) !== false;
    if (proceed && item.href !== undefined) browserNavigation.assign(item.href);
  };
  const list = useLinkList<CountryItem>({
    items,
    keyOf: (item) => item.code,
    hrefOf: (item) => item.href,
    isCurrent: (item) => item.selected,
    onAction: select,
  });

  return {
    open,
    getNavProps: () => ({
      'aria-labelledby': labelId,
      'data-open': open || undefined,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        setOpen(false);
        toggleRef.current?.focus();
      },
    }),
    getLabelProps: () => ({ id: labelId }),
    getToggleProps: () => ({
      ref: toggleRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-label': current
        ? translator.t('footer.currentCountry', { country: current.label })
        : undefined,
      onClick: () => setOpen((wasOpen) => !wasOpen),
    }),
    getListProps: () => ({ ...list.getListProps(), id: listId, hidden: !open }),
    getCountryProps: (item: CountryItem) => ({
      ...list.getItemProps(item),
      hrefLang: item.locale,
      'data-site': item.code,
    }),
  };
}
