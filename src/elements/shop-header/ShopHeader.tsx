import { useEffect, useMemo, useState } from 'react';
import { useStyles } from '../../element-kit/adopted-styles';
import {
  ElementSettledContext,
  useReadyWithin,
  useSettled,
} from '../../element-kit/element-settled';
import { useShop } from '../../element-kit/shop-context';
import type { ElementComponentProps } from '../../element-kit/element-definition';
import { headerLayoutMode } from '../../page-runtime/layout-mode';
import { useStore } from '../../page-runtime/use-store';
import { Icon } from '../../primitives/icon/Icon';
import { promotions } from '../../services/stores/promotions';
import { usePromotion } from '../../services/stores/use-promotion';
import { IconButton } from '../../primitives/icon-button/IconButton';
import { ShopAppBanner } from '../shop-app-banner/ShopAppBanner';
import { ShopBenefitsStrip } from '../shop-benefits-strip/ShopBenefitsStrip';
import { ShopMainNav } from '../shop-main-nav/ShopMainNav';
import { ShopPromotion } from '../shop-promotion/ShopPromotion';
import { ShopSearch } from '../shop-search/ShopSearch';
import { goBack } from './behaviour/back-action';
import {
  headerBenefitsPromotionId,
  startHeaderData,
  TOP_PROMOTION_ID,
} from './behaviour/header-start';
import { skipToMainContent } from './behaviour/skip-link';
import { useStickyHeader } from './behaviour/use-sticky-header';
import { HeaderGreeting } from './components/HeaderAccount';
import { HeaderIcons } from './components/HeaderIcons';
import { HeaderLogo } from './components/HeaderLogo';
import type { shopHeaderDefinition } from './shop-header.definition';
import headerBaseCss from './shop-header.css?inline';
import headerLayoutsCss from './shop-header-layouts.css?inline';
import { isStickyPageType } from './state/sticky-header';

const headerCss = `${headerBaseCss}\n${headerLayoutsCss}`;

export type ShopHeaderProps = ElementComponentProps<typeof shopHeaderDefinition>;

/** The whole shop header (header-and-cart §1–§2, §4); `reduced` is the checkout variant. */
export function ShopHeader({
  reduced = false,
  pageType,
  currentPath,
  benefitsPromotionId,
}: ShopHeaderProps) {
  const { site, translator } = useShop();
  const styles = useStyles<HTMLElement>(headerCss);
  const layoutMode = useStore(headerLayoutMode);
  const [header, setHeader] = useState<HTMLElement | null>(null);
  const sticky = useMemo(() => !reduced && isStickyPageType(pageType), [reduced, pageType]);
  const hidden = useStickyHeader(sticky, header);

  const benefitsId = headerBenefitsPromotionId(benefitsPromotionId);

  useEffect(() => {
    startHeaderData({ site: site.code, reduced, benefitsPromotionId });
  }, [site.code, reduced, benefitsPromotionId]);

  // The header's height comes from its top promotion and benefits strip: it keeps its reserved
  // room until both have settled, and its parts' own reports do not let go of it early. A
  // promotion call that hangs holds the whole header back no longer than the wait limit.
  const top = useStore(promotions().entry({ promotionId: TOP_PROMOTION_ID, site: site.code }));
  // Without a benefits promotion the strip shows the site's defaults at once: nothing to wait for.
  const benefits = usePromotion({ promotionId: reduced ? '' : benefitsId, site: site.code });
  const settled = useReadyWithin(
    reduced || (top.status !== 'loading' && benefits.status !== 'loading'),
  );
  useSettled(settled);

  const setRoot = (node: HTMLElement | null) => {
    styles(node);
    setHeader(node);
  };

  // On phones the navigation is a menu button beside the logo; elsewhere a bar of its own.
  const narrow = layoutMode === 'MATCH';
  // On phones the greeting has no room in the header's row: the menu's drawer shows it.
  const navigation = (
    <ShopMainNav
      currentPath={currentPath ?? ''}
      sticky={sticky}
      drawerStart={narrow ? <HeaderGreeting memberLinks /> : undefined}
    />
  );

  if (reduced) {
    return (
      <header ref={setRoot} part="header" className="shop-header shop-header--reduced">
        <div className="shop-header__row">
          <HeaderLogo />
          <p className="shop-header__secure">
            <Icon name="check" size={16} />
            {translator.t('header.securePurchase')}
          </p>
        </div>
      </header>
    );
  }

  // Until then the header shows its reserved room only: everything appears in one frame, so
  // nothing inside it moves as the promotion and the strip arrive (the data started with the
  // element, beside its code, so this is short).
  if (!settled) {
    return <header ref={setRoot} part="header" className="shop-header" data-pending="" />;
  }

  return (
    <ElementSettledContext.Provider value={undefined}>
      <header
        ref={setRoot}
        part="header"
        className="shop-header"
        data-layout-mode={layoutMode}
        data-sticky={sticky ? '' : undefined}
        data-hidden={hidden ? '' : undefined}
      >
        <a className="shop-header__skip-link" href="#main" onClick={skipToMainContent}>
          {translator.t('header.skipToContent')}
        </a>
        <ShopPromotion promotionId={TOP_PROMOTION_ID} allOfTags="" anyOfTags="" noneOfTags="" />
        <ShopAppBanner storeUrl="" androidAppId="" iosAppId="" reduced={false} platform="auto" />
        <div className="shop-header__row shop-header__row--top">
          {narrow && (
            <IconButton
              icon="arrow-left"
              iconSize={24}
              label={translator.t('header.back')}
              className="shop-header__back"
              onClick={() => goBack()}
            />
          )}
          {narrow && navigation}
          <HeaderLogo />
          <div className="shop-header__search">
            <ShopSearch placement="overlay" />
          </div>
          <HeaderIcons sticky={sticky} />
        </div>
        {!narrow && (
          <div className="shop-header__row shop-header__row--nav">
            {navigation}
            <HeaderGreeting />
          </div>
        )}
        <ShopBenefitsStrip promotionId={benefitsId} />
      </header>
    </ElementSettledContext.Provider>
  );
}
