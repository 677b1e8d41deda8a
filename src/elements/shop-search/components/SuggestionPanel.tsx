import { useShop } from '../../../element-kit/render/shop-context';
import type { TextKey } from '../../../i18n/messages';
import type { useSearchCombobox } from '../behaviour/use-search-combobox';
import type { SearchOption } from '../state/search-options';
import { SearchOptionView } from './SearchOptionView';

/** The list's groups in the order the arrow keys walk them; a heading names some of them. */
const GROUPS: readonly { kind: SearchOption['kind']; labelKey?: TextKey }[] = [
  { kind: 'redirect' },
  { kind: 'term', labelKey: 'search.suggestions' },
  { kind: 'product', labelKey: 'search.products' },
  // Last and without a heading: the search page is no suggestion but the way past them.
  { kind: 'page' },
];

/** The suggestion list's box: the options by group, or the "no suggestions" message. */
export function SuggestionPanel({ combobox }: { combobox: ReturnType<typeof useSearchCombobox> }) {
  const { translator } = useShop();
  const { state, getOptionProps, getGroupProps, getGroupLabelProps } = combobox;
  return (
    <div part="panel" className="shop-search__panel" {...combobox.getPanelProps()}>
      <div className="shop-search__listbox" {...combobox.getListboxProps()}>
        {GROUPS.map(({ kind, labelKey }) => {
          const entries = state.options.filter((option) => option.kind === kind);
          if (entries.length === 0) return null;
          const content = entries.map((option) => (
            <SearchOptionView
              key={option.key}
              option={option}
              typed={state.typed}
              optionProps={getOptionProps(option)}
            />
          ));
          if (!labelKey) return content;
          return (
            <div
              key={kind}
              className={`shop-search__group shop-search__group--${kind}`}
              {...getGroupProps(kind)}
            >
              <div className="shop-search__group-label" {...getGroupLabelProps(kind)}>
                {translator.t(labelKey)}
              </div>
              {content}
            </div>
          );
        })}
      </div>
      {state.showsEmptyMessage && (
        <p part="empty" className="shop-search__empty">
          {translator.t('search.noSuggestions')}
        </p>
      )}
    </div>
  );
}
