import { useEffect, useMemo } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useShop } from '../../element-kit/render/shop-context';
import { PAGE_CONFIG_ID, reportOnce } from '../../page-runtime/page-config';
import { Icon } from '../../primitives/icon/Icon';
import { useCountrySwitcher } from './behaviour/use-country-switcher';
import { useInShopApp } from './behaviour/use-in-shop-app';
import { countryItems, countryUrlsFrom, type CountryItem } from './country-sites';
import countrySwitcherCss from './shop-country-switcher.css?inline';
import type {
  ElementComponentProps,
  ElementEventDetails,
} from '../../element-kit/definition/element-definition';
import type { shopCountrySwitcherDefinition } from './shop-country-switcher.definition';

export type CountrySelectDetail = ElementEventDetails['shop-country-switcher']['country-select'];

export type ShopCountrySwitcherProps = ElementComponentProps<
  typeof shopCountrySwitcherDefinition
> & {
  className?: string;
};

/** A country's flag; decorative, as the country's name stands beside it. */
export function CountryFlag({ item }: { item: CountryItem }) {
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

  const hidden = useInShopApp();
  const items = countryItems(site.code, urls);
  const current = items.find((item) => item.selected) ?? items[0];
  const switcher = useCountrySwitcher({ items, current, onCountrySelect });
  const missing = items.filter((item) => item.href === undefined).map((item) => item.code);
  const missingText = missing.join(', ');

  useEffect(() => {
    if (hidden || !missingText) return;
    reportOnce(
      `<shop-country-switcher> has no address for ${missingText}: give them in the page configuration (<script type="application/json" id="${PAGE_CONFIG_ID}">{"countryUrls": {…}}</script>) or the country-urls attribute. Choosing such a country only sends country-select.`,
    );
  }, [hidden, missingText]);

  // The shop's apps bring their own country choice (spec: hidden on smartphone and tablet).
  if (hidden || !current) return null;

  return (
    <nav
      ref={styles}
      className={['shop-country-switcher', className].filter(Boolean).join(' ')}
      {...switcher.getNavProps()}
    >
      <span part="label" className="shop-country-switcher__label" {...switcher.getLabelProps()}>
        {translator.t('footer.chooseCountry')}
      </span>
      <button
        part="toggle"
        className="shop-country-switcher__toggle"
        {...switcher.getToggleProps()}
      >
        <CountryFlag item={current} />
        <span className="shop-country-switcher__name" lang={current.locale}>
          {current.label}
        </span>
        <Icon name="chevron-down" size={16} className="shop-country-switcher__chevron" />
      </button>
      <ul part="list" className="shop-country-switcher__list" {...switcher.getListProps()}>
        {items.map((item) => (
          <li key={item.code} className="shop-country-switcher__item">
            <a
              part="country"
              className="shop-country-switcher__country"
              {...switcher.getCountryProps(item)}
            >
              <CountryFlag item={item} />
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
