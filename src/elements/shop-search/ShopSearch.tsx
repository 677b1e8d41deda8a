import { useState, type MouseEvent } from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import { isModifiedClick } from '../../page-runtime/browser-navigation';
import { useShop } from '../../element-kit/shop-context';
import type { ElementComponentProps } from '../../element-kit/element-definition';
import { Announcer, useAnnouncer } from '../../primitives/announcer/Announcer';
import { Icon } from '../../primitives/icon/Icon';
import { IconButton } from '../../primitives/icon-button/IconButton';
import type { Locale } from '../../sites/sites';
import { matchedParts, type SearchOption } from './search-options';
import { SEARCH_MAX_LENGTH, describeTarget } from './search-submit';
import type { shopSearchDefinition } from './shop-search.definition';
import searchCss from './shop-search.css?inline';
import { useSearchCombobox } from './use-search-combobox';

export type ShopSearchProps = ElementComponentProps<typeof shopSearchDefinition>;

function Matched({ text, query, locale }: { text: string; query: string; locale: Locale }) {
  return (
    <>
      {matchedParts(text, query, locale).map((part, index) =>
        part.matched ? (
          <mark key={index} className="shop-search__match">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * The search field with suggestions and keyword redirects (header-and-cart §2, §4, §5): an APG
 * combobox whose list shows the keyword redirect the term would take, popular search terms and
 * product tiles, the typed letters emphasised. `placement="overlay"` lays the list over the page
 * (full width on phones), `placement="flyout"` keeps it in the flow of an icon flyout.
 */
export function ShopSearch({ placement = 'overlay', onSearchSubmit }: ShopSearchProps) {
  const { locale, translator } = useShop();
  const styles = useStyles<HTMLDivElement>(searchCss);
  const [announcement, announce] = useAnnouncer();
  const {
    setRoot,
    setInput,
    listboxId,
    optionId,
    typed,
    inputValue,
    options,
    activeIndex,
    expanded,
    showsEmptyMessage,
    loading,
    onChange,
    onKeyDown,
    onSubmit,
    onFocus,
    onBlur,
    clear,
    choose,
    keepFocus,
    setActiveIndex,
  } = useSearchCombobox({
    onSearchSubmit,
    closeWithFlyouts: placement !== 'flyout',
    announce,
  });
  const t = translator.t;
  // A word fits the 170 px field at rest; the longer hint waits for the focused field's room.
  // The accessible name stays `search.label` throughout.
  const [inputFocused, setInputFocused] = useState(false);

  const groups: { label?: string; kind: SearchOption['kind'] }[] = [
    { kind: 'redirect' },
    { kind: 'term', label: t('search.suggestions') },
    { kind: 'product', label: t('search.products') },
    // Last and without a heading: the search page is no suggestion but the way past them.
    { kind: 'page' },
  ];

  const renderOption = (option: SearchOption, index: number) => {
    const common = {
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === activeIndex,
      'data-active': index === activeIndex ? '' : undefined,
      'data-kind': option.kind,
      onMouseDown: keepFocus,
      onMouseMove: () => {
        if (index !== activeIndex) setActiveIndex(index);
      },
    };
    // A middle click or Ctrl+click leaves the link to the browser (a new tab).
    const chooseUnlessModified = (event: MouseEvent<HTMLAnchorElement>) => {
      if (isModifiedClick(event)) return;
      event.preventDefault();
      choose(option);
    };
    if (option.kind === 'page') {
      // A link, so a middle click or Ctrl+click opens the search page in a new tab.
      return (
        <a
          {...common}
          key={option.key}
          part="all-results"
          className="shop-search__option shop-search__all-results"
          href={option.href}
          tabIndex={-1}
          onClick={chooseUnlessModified}
        >
          <Icon name="search" size={16} className="shop-search__option-icon" />
          <span>{t('search.allResults', { term: option.term })}</span>
        </a>
      );
    }
    if (option.kind === 'product') {
      const { product } = option;
      return (
        <a
          {...common}
          key={option.key}
          part="product"
          className="shop-search__option shop-search__product"
          href={option.href}
          tabIndex={-1}
          onClick={chooseUnlessModified}
        >
          {product.thumbnail ? (
            <img
              className="shop-search__thumbnail"
              src={product.thumbnail.src}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="shop-search__thumbnail" aria-hidden="true" />
          )}
          <span className="shop-search__product-title">
            <Matched text={product.title} query={typed} locale={locale} />
          </span>
        </a>
      );
    }
    return (
      <div
        {...common}
        key={option.key}
        part={option.kind === 'redirect' ? 'redirect' : 'term'}
        className={`shop-search__option shop-search__${option.kind}`}
        onClick={() => choose(option)}
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
              <Matched text={option.term} query={typed} locale={locale} />
            </span>
          </>
        )}
      </div>
    );
  };

  return (
    <div
      ref={(node) => {
        styles(node);
        setRoot(node);
      }}
      className="shop-search"
      data-placement={placement}
      data-expanded={expanded ? '' : undefined}
      onBlur={onBlur}
    >
      <form
        role="search"
        part="form"
        className="shop-search__form"
        action="/search"
        noValidate
        onSubmit={onSubmit}
      >
        <input
          ref={setInput}
          part="input"
          className="shop-search__input"
          type="text"
          name="query"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX_LENGTH}
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-busy={loading || undefined}
          placeholder={t(inputFocused ? 'search.placeholderFocused' : 'search.placeholder')}
          value={inputValue}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setInputFocused(true);
            onFocus();
          }}
          onBlur={() => setInputFocused(false)}
        />
        {inputValue && (
          <IconButton
            part="clear"
            className="shop-search__clear"
            icon="close"
            label={t('search.clear')}
            onClick={clear}
          />
        )}
        <button part="submit" className="shop-search__submit" type="submit">
          <Icon name="search" size={24} />
          <span className="shop-visually-hidden">{t('search.submit')}</span>
        </button>
      </form>
      <div part="panel" className="shop-search__panel" hidden={!expanded}>
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className="shop-search__listbox"
        >
          {groups.map(({ kind, label }) => {
            const entries = options
              .map((option, index) => ({ option, index }))
              .filter(({ option }) => option.kind === kind);
            if (entries.length === 0) return null;
            const content = entries.map(({ option, index }) => renderOption(option, index));
            if (!label) return content;
            const headingId = `${listboxId}-${kind}`;
            return (
              <div
                key={kind}
                role="group"
                aria-labelledby={headingId}
                className={`shop-search__group shop-search__group--${kind}`}
              >
                <div id={headingId} role="presentation" className="shop-search__group-label">
                  {label}
                </div>
                {content}
              </div>
            );
          })}
        </div>
        {showsEmptyMessage && (
          <p part="empty" className="shop-search__empty">
            {t('search.noSuggestions')}
          </p>
        )}
      </div>
      <Announcer announcement={announcement} />
    </div>
  );
}
