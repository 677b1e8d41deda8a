import { createElement, type ReactNode } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { useShop } from '../../element-kit/render/shop-context';
import { readContentFlags } from '../../services/browser/cookies';
import layoutCss from './shop-layout.css?inline';
import type { ElementComponentProps } from '../../element-kit/definition/element-definition';
import type { shopLayoutDefinition } from './shop-layout.definition';

export type ShopLayoutProps = ElementComponentProps<typeof shopLayoutDefinition> & {
  /** The main content. Inside `<shop-layout>` the default slot takes its place. */
  children?: ReactNode;
};

/**
 * The default page layout (newsletter-footer §2.4). Header and footer are the custom elements,
 * so a React app using this component defines them (`defineShopHeader()`, `defineShopFooter()`)
 * or gets them from the standalone bundle.
 */
export function ShopLayout({
  reduced,
  pageType,
  benefitsPromotionId,
  currentPath,
  children,
}: ShopLayoutProps) {
  const { site, locale } = useShop();
  const styles = useStyles<HTMLDivElement>(layoutCss);
  const { noHeader, noFooter } = readContentFlags();
  const shared = {
    site: site.code,
    ...(locale !== site.locale ? { locale } : {}),
    // `true` sets the property of a defined element and the attribute `reduced=""` otherwise.
    ...(reduced ? { reduced: true } : {}),
  };

  return (
    <div ref={styles} part="layout" className="shop-layout">
      {!noHeader &&
        createElement('shop-header', {
          ...shared,
          ...(pageType ? { 'page-type': pageType } : {}),
          ...(benefitsPromotionId ? { 'benefits-promotion-id': benefitsPromotionId } : {}),
          ...(currentPath ? { 'current-path': currentPath } : {}),
          className: 'shop-layout__header',
        })}
      <main part="main" className="shop-layout__main">
        {children ?? <slot />}
      </main>
      {!noFooter &&
        createElement('shop-footer', {
          ...shared,
          part: 'footer',
          className: 'shop-layout__footer',
        })}
    </div>
  );
}
