import { useStyles } from '../../element-kit/styles/adopted-styles';
import type { ElementComponentProps } from '../../element-kit/definition/element-definition';
import { Announcer, useAnnouncer } from '../../primitives/announcer/Announcer';
import { Icon } from '../../primitives/icon/Icon';
import { IconButton } from '../../primitives/icon-button/IconButton';
import { useShop } from '../../element-kit/render/shop-context';
import { useSearchCombobox } from './behaviour/use-search-combobox';
import { SuggestionPanel } from './components/SuggestionPanel';
import type { shopSearchDefinition } from './shop-search.definition';
import searchCss from './shop-search.css?inline';

export type ShopSearchProps = ElementComponentProps<typeof shopSearchDefinition>;

/**
 * The search field with suggestions and keyword redirects (header-and-cart §2, §4, §5): an APG
 * combobox whose list shows the keyword redirect the term would take, popular search terms and
 * product tiles, the typed letters emphasised. `placement="overlay"` lays the list over the page
 * (full width on phones), `placement="flyout"` keeps it in the flow of an icon flyout.
 */
export function ShopSearch({ placement = 'overlay', onSearchSubmit }: ShopSearchProps) {
  const { translator } = useShop();
  const styles = useStyles<HTMLDivElement>(searchCss);
  const [announcement, announce] = useAnnouncer();
  const combobox = useSearchCombobox({
    onSearchSubmit,
    closeWithFlyouts: placement !== 'flyout',
    announce,
  });

  return (
    <div className="shop-search" data-placement={placement} {...combobox.getRootProps(styles)}>
      <form part="form" className="shop-search__form" {...combobox.getFormProps()}>
        <input part="input" className="shop-search__input" {...combobox.getInputProps()} />
        {combobox.state.inputValue && (
          <IconButton
            part="clear"
            className="shop-search__clear"
            icon="close"
            {...combobox.getClearButtonProps()}
          />
        )}
        <button part="submit" className="shop-search__submit" type="submit">
          <Icon name="search" size={24} />
          <span className="shop-visually-hidden">{translator.t('search.submit')}</span>
        </button>
      </form>
      <SuggestionPanel combobox={combobox} />
      <Announcer announcement={announcement} />
    </div>
  );
}
