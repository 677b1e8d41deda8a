/**
 * The footer's country switcher is a `<shop-country-switcher>` of its own, whose
 * `country-select` the footer passes on as its own (the footer's definition has the event; a
 * React app gets it as `onCountrySelect`). The switcher's event stops at the switcher, so a page
 * hears one event, from `<shop-footer>`, as it always has; cancelling that one cancels the
 * switcher's, which then stays on the page.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { ElementEventDetails } from '../../../element-kit/definition/element-definition';

type CountrySelectDetail = ElementEventDetails['shop-footer']['country-select'];

/** A ref for the inner `<shop-country-switcher>` that relays its `country-select`. */
export function useCountrySelectRelay(
  onCountrySelect: ((detail: CountrySelectDetail) => boolean | void) | undefined,
) {
  const latest = useRef(onCountrySelect);
  useEffect(() => {
    latest.current = onCountrySelect;
  });
  return useCallback((switcher: HTMLElement | null) => {
    if (!switcher) return;
    const relay = (event: Event) => {
      event.stopPropagation();
      const { detail } = event as CustomEvent<CountrySelectDetail>;
      if (latest.current?.(detail) === false) event.preventDefault();
    };
    switcher.addEventListener('country-select', relay);
    return () => switcher.removeEventListener('country-select', relay);
  }, []);
}
