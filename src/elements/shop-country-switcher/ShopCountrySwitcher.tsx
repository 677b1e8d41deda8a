import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { useShop } from '../../element-kit/shop-context';
import { Icon } from '../../primitives/icon/Icon';
import { readDeviceClass } from '../../services/browser/cookies';
import { browserNavigation, countryItems, type CountryItem } from './country-sites';
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

/** A click the browser should handle itself: a new tab or window, a download, the menu. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

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

/** The country switcher (newsletter-footer §2.2): an APG disclosure of links. */
export function ShopCountrySwitcher({ onCountrySelect, className }: ShopCountrySwitcherProps) {
  const { site, translator } = useShop();
  const styles = useStyles<HTMLElement>(countrySwitcherCss);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const labelId = useId();

  // The shop's apps bring their own country choice (spec: hidden on smartphone and tablet).
  if (readDeviceClass() !== undefined) return null;

  const items = countryItems(site.code, translator);
  const current = items.find((item) => item.selected) ?? items[0];
  if (!current) return null;

  const choose = (event: MouseEvent<HTMLAnchorElement>, item: CountryItem) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    const proceed = onCountrySelect?.({ site: item.code, href: item.href }) !== false;
    if (proceed) browserNavigation.assign(item.href);
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
        <span className="shop-country-switcher__name">{current.label}</span>
        <Icon name="chevron-down" size={16} className="shop-country-switcher__chevron" />
      </button>
      <ul part="list" id={listId} className="shop-country-switcher__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.code} className="shop-country-switcher__item">
            <a
              part="country"
              className="shop-country-switcher__country"
              href={item.href}
              hrefLang={item.locale}
              data-site={item.code}
              aria-current={item.selected ? 'true' : undefined}
              onClick={(event) => choose(event, item)}
            >
              <Flag item={item} />
              <span className="shop-country-switcher__name">{item.label}</span>
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
