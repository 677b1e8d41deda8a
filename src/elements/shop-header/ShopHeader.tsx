import { createElement, useEffect, useMemo, useState } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import {
  ElementSettledContext,
  useInnerElementsSettled,
  useReadyWithin,
  useSettled,
} from '../../element-kit/host/element-settled';
import { useShop } from '../../element-kit/render/shop-context';
import type { ElementComponentProps } from '../../element-kit/definition/element-definition';
import { Icon } from '../../primitives/icon/Icon';
import { pageConfig } from '../../page-runtime/page-config';
import { IconButton } from '../../primitives/icon-button/IconButton';
import { useFlyoutClosedEvent } from '../../page-runtime/use-flyout';
import { goBack } from './behaviour/back-action';
import {
  headerBenefitsPromotionId,
  startHeaderData,
  TOP_PROMOTION_ID,
} from './behaviour/header-start';
import { skipToMainContent } from './behaviour/skip-link';
import { isIconFlyout } from './behaviour/use-icon-flyout';
import { useStickyHeader } from './behaviour/use-sticky-header';
import { HeaderGreeting } from './components/HeaderAccount';
import { HeaderIcons } from './components/HeaderIcons';
import { HeaderLogo } from './components/HeaderLogo';
import { HEADER_INNER_ELEMENTS } from './inner-elements';
import type { shopHeaderDefinition } from './shop-header.definition';
import headerBaseCss from './shop-header.css?inline';
import headerLayoutsCss from './shop-header-layouts.css?inline';
import { isStickyPageType } from './state/sticky-header';

const headerCss = `${headerBaseCss}\n${headerLayoutsCss}`;

const INNER_ELEMENTS = HEADER_INNER_ELEMENTS.join(', ');

export type ShopHeaderProps = ElementComponentProps<typeof shopHeaderDefinition>;

/** The whole shop header (header-and-cart §1–§2, §4); `reduced` is the checkout variant. */
export function ShopHeader({
  reduced = false,
  pageType,
  currentPath,
  benefitsPromotionId,
  onFlyoutClosed,
}: ShopHeaderProps) {
  const { site, locale, translator } = useShop();
  const styles = useStyles<HTMLElement>(headerCss);
  const [header, setHeader] = useState<HTMLElement | null>(null);
  const sticky = useMemo(() => !reduced && isStickyPageType(pageType), [reduced, pageType]);

  useEffect(() => {
    startHeaderData({ site: site.code, reduced });
  }, [site.code, reduced]);
  // Its navigation's flyouts send their own, from the <shop-main-nav> inside it.
  useFlyoutClosedEvent(isIconFlyout, onFlyoutClosed);

  // The header's height comes from the elements it holds (the top promotion and the benefits
  // strip wait for their data): it renders them at once, out of sight, and keeps its reserved
  // room until every one has settled, so all appear in one frame and nothing inside it moves.
  // One that hangs holds the header back no longer than the wait limit.
  const innerSettled = useInnerElementsSettled(reduced ? null : header, INNER_ELEMENTS);
  const settled = useReadyWithin(reduced || innerSettled);
  useSettled(settled);
  const hidden = useStickyHeader(sticky, settled ? header : null);

  const setRoot = (node: HTMLElement | null) => {
    styles(node);
    setHeader(node);
  };

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

  // The inner elements take the header's site and locale, as attributes only (the server
  // renders each one's own shadow root from them).
  const shared = { site: site.code, ...(locale !== site.locale ? { locale } : {}) };
  const benefitsId = headerBenefitsPromotionId(benefitsPromotionId, pageConfig());
  // The navigation's drawer shows the greeting on phones, where the header's row has no room.
  const navigation = createElement(
    'shop-main-nav',
    {
      ...shared,
      ...(currentPath ? { 'current-path': currentPath } : {}),
      ...(sticky ? { sticky: true } : {}),
    },
    <HeaderGreeting slot="drawer-start" memberLinks />,
  );

  // The mini cart in the cart's flyout settles on its own: not the header.
  return (
    <ElementSettledContext.Provider value={undefined}>
      <header
        ref={setRoot}
        part="header"
        className="shop-header"
        data-pending={settled ? undefined : ''}
        data-sticky={sticky ? '' : undefined}
        data-hidden={hidden ? '' : undefined}
      >
        <a className="shop-header__skip-link" href="#main" onClick={skipToMainContent}>
          {translator.t('header.skipToContent')}
        </a>
        {createElement('shop-promotion', { ...shared, 'promotion-id': TOP_PROMOTION_ID })}
        {createElement('shop-app-banner', shared)}
        {/*
          One markup for every window: on phones the sheet lays both rows out as one
          (back, menu, logo, icons, then the search below), elsewhere the navigation and the
          greeting take a row of their own (shop-header-layouts.css).
        */}
        <div className="shop-header__rows">
          <div className="shop-header__row shop-header__row--top">
            <IconButton
              icon="arrow-left"
              iconSize={24}
              label={translator.t('header.back')}
              className="shop-header__back"
              onClick={() => goBack()}
            />
            <HeaderLogo />
            <div className="shop-header__search">
              {createElement('shop-search', { ...shared, placement: 'overlay' })}
            </div>
            <HeaderIcons sticky={sticky} />
          </div>
          <div className="shop-header__row shop-header__row--nav">
            {navigation}
            <HeaderGreeting />
          </div>
        </div>
        {createElement('shop-benefits-strip', {
          ...shared,
          ...(benefitsId ? { 'promotion-id': benefitsId } : {}),
        })}
      </header>
    </ElementSettledContext.Provider>
  );
}
