import { useShop } from '../../../element-kit/render/shop-context';
import { Icon } from '../../../primitives/icon/Icon';
import type { ListboxOptionProps } from '../../../primitives/listbox/use-listbox';
import type { SearchOption } from '../state/search-options';
import { describeTarget } from '../state/search-submit';
import { MatchedText } from './MatchedText';

export interface SearchOptionViewProps {
  option: SearchOption;
  /** What the shopper typed, emphasised where it matches. */
  typed: string;
  /** From `getOptionProps(option)`: the option's id, role, state and handlers. */
  optionProps: ListboxOptionProps;
}

function ProductThumbnail({ option }: { option: Extract<SearchOption, { kind: 'product' }> }) {
  const { thumbnail } = option.product;
  if (!thumbnail) return <span className="shop-search__thumbnail" aria-hidden="true" />;
  return (
    <img
      className="shop-search__thumbnail"
      src={thumbnail.src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * One option of the suggestion list. The search page and the product tiles are links, so a
 * middle click or Ctrl+click opens them in a new tab; the go-to and term options are not.
 */
export function SearchOptionView({ option, typed, optionProps }: SearchOptionViewProps) {
  const { locale, translator } = useShop();
  const t = translator.t;
  const common = { ...optionProps, 'data-kind': option.kind };
  if (option.kind === 'page') {
    return (
      <a
        {...common}
        part="all-results"
        className="shop-search__option shop-search__all-results"
        href={option.href}
        tabIndex={-1}
      >
        <Icon name="search" size={16} className="shop-search__option-icon" />
        <span>{t('search.allResults', { term: option.term })}</span>
      </a>
    );
  }
  if (option.kind === 'product') {
    return (
      <a
        {...common}
        part="product"
        className="shop-search__option shop-search__product"
        href={option.href}
        tabIndex={-1}
      >
        <ProductThumbnail option={option} />
        <span className="shop-search__product-title">
          <MatchedText text={option.product.title} query={typed} locale={locale} />
        </span>
      </a>
    );
  }
  return (
    <div
      {...common}
      part={option.kind === 'redirect' ? 'redirect' : 'term'}
      className={`shop-search__option shop-search__${option.kind}`}
    >
      {option.kind === 'redirect' ? (
        <>
          <Icon name="arrow-right" size={16} className="shop-search__option-icon" />
          <span className="shop-search__redirect-text">
            <span>{t('search.goTo', { term: option.term })}</span>
            <span className="shop-search__redirect-target" dir="ltr">
              {describeTarget(option.href)}
            </span>
          </span>
        </>
      ) : (
        <>
          <Icon name="search" size={16} className="shop-search__option-icon" />
          <span>
            <MatchedText text={option.term} query={typed} locale={locale} />
          </span>
        </>
      )}
    </div>
  );
}
