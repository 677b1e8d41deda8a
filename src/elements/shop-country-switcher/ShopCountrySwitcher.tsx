import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { useShop } from '../../element-kit/shop-context';
import { isModifiedClick } from '../../page-runtime/browser-navigation';
import { PAGE_CONFIG_ID, reportOnce } from '../../page-runtime/page-config';
import { Icon } from '../../primitives/icon/Icon';
import { readDeviceClass } from '../../services/browser/cookies';
import { trackGa } from '../../services/ga-events';
import {
  browserNavigation,
  countryItems,
  countryUrlsFrom,
  type CountryItem,
} from './country-sites';
import countrySwitcherCss from './shop-country-switcher.css?inline';
import type {
  ElementComponentProps,
  ElementEventDetails,
} from '../../element-kit/element-definition';
import type { shopCountrySwitcherDefinition } from './shop-country-switcher.definition';

export type CountrySelectDetail = ElementEventDetails['shop-country-switcher']['country-select'];

export type ShopCountrySwitcherProps = ElementComponentProps<
  typeof shopCountrySwitcherDefinition
> & {
  className?: string;
};

function Flag({ item }: { item: CountryItem }) {
  // Decorative: the country's name stands beside it.
  return (
    <img
      className="shop-country-switcher__flag"
      src={item.flag}
      alt=""
      width={24}
      height={16}
      loading="lazy"
      decoding="async"
      data-flag={item.flagName}
    />
  );
}

/**
 * The country switcher (newsletter-footer §2.2): an APG disclosure of links. The addresses come
 * from `country-urls`, else the page configuration; a country with neither keeps its entry, but
 * choosing it only sends `country-select` (with an empty `href`): no made-up address is ever
 * linked or visited, and the console says once which addresses the page lacks.
 */
export function ShopCountrySwitcher({
  countryUrls,
  onCountrySelect,
  className,
}: ShopCountrySwitcherProps) {
  const { site, translator } = useShop();
  const urls = useMemo(
    () => countryUrlsFrom(countryUrls, '<shop-country-switcher> country-urls'),
    [countryUrls],
  );
  const styles = useStyles<HTMLElement>(countrySwitcherCss);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const labelId = useId();

  const hidden = readDeviceClass() !== undefined;
  const items = countryItems(site.code, urls);
  const missing = items.filter((item) => item.href === undefined).map((item) => item.code);
  const missingText = missing.join(', ');

  useEffect(() => {
    if (hidden || !missingText) return;
    reportOnce(
      `<shop-country-switcher> has no address for ${missingText}: give them in the page configuration (<script type="application/json" id="${PAGE_CONFIG_ID}">{"countryUrls": {…}}</script>) or the country-urls attribute. Choosing such a country only sends country-select.`,
    );
  }, [hidden, missingText]);

  // The shop's apps bring their own country choice (spec: hidden on smartphone and tablet).
  if (hidden) return null;

  const current = items.find((item) => item.selected) ?? items[0];
  if (!current) return null;

  const select = (item: CountryItem) => {
    const href = item.href ?? '';
    trackGa('countryChosen', item.code);
    const proceed = onCountrySelect?.({ site: item.code, href }) !== false;
    if (proceed && item.href !== undefined) browserNavigation.assign(item.href);
  };

  const choose = (event: MouseEvent<HTMLAnchorElement>, item: CountryItem) => {
    if (item.href !== undefined && isModifiedClick(event)) return;
    event.preventDefault();
    select(item);
  };

  /** An entry without an address is no native link: Enter chooses it as a click would. */
  const chooseByKey = (event: KeyboardEvent<HTMLAnchorElement>, item: CountryItem) => {
    if (item.href !== undefined || event.key !== 'Enter') return;
    event.preventDefault();
    select(item);
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <nav
      ref={styles}
      className={['shop-country-switcher', className].filter(Boolean).join(' ')}
      aria-labelledby={labelId}
      data-open={open || undefined}
      onKeyDown={closeOnEscape}
    >
      <span part="label" id={labelId} className="shop-country-switcher__label">
        {translator.t('footer.chooseCountry')}
      </span>
      <button
        ref={toggleRef}
        part="toggle"
        type="button"
        className="shop-country-switcher__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={translator.t('footer.currentCountry', { country: current.label })}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Flag item={current} />
        <span className="shop-country-switcher__name" lang={current.locale}>
          {current.label}
        </span>
        <Icon name="chevron-down" size={16} className="shop-country-switcher__chevron" />
      </button>
      <ul part="list" id={listId} className="shop-country-switcher__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.code} className="shop-country-switcher__item">
            <a
              part="country"
              className="shop-country-switcher__country"
              href={item.href}
              // Without an address the entry stays a focusable link that only sends the event.
              role={item.href === undefined ? 'link' : undefined}
              tabIndex={item.href === undefined ? 0 : undefined}
              hrefLang={item.locale}
              data-site={item.code}
              aria-current={item.selected ? 'true' : undefined}
              onClick={(event) => choose(event, item)}
              onKeyDown={(event) => chooseByKey(event, item)}
            >
              <Flag item={item} />
              <span className="shop-country-switcher__name" lang={item.locale}>
                {item.label}
              </span>
              {item.selected && (
                <Icon name="check" size={16} className="shop-country-switcher__check" />
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
