import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { translatorFor, type Translator } from '../i18n/translator';
import { SITES, isLocale, isSiteCode, type Locale, type Site, type SiteCode } from '../sites/sites';
import { pageDefaultSite } from './common-attributes';

export interface ShopContextValue {
  site: Site;
  locale: Locale;
  translator: Translator;
}

function contextFor(siteCode: SiteCode, locale?: Locale): ShopContextValue {
  const site = SITES[siteCode];
  const effectiveLocale = locale ?? site.locale;
  return { site, locale: effectiveLocale, translator: translatorFor(effectiveLocale) };
}

const ShopContext = createContext<ShopContextValue | null>(null);

export interface ShopProviderProps {
  /** Defaults to the page default (`<html data-shop-site>`), else DE. */
  site?: SiteCode;
  /** Defaults to the site's locale. */
  locale?: Locale;
  children?: ReactNode;
}

/**
 * Tells the components below it which site and locale they serve. Custom elements provide it
 * from their `site` and `locale` attributes; React apps wrap their tree in it.
 */
export function ShopProvider({ site, locale, children }: ShopProviderProps) {
  const siteCode = isSiteCode(site) ? site : pageDefaultSite();
  const validLocale = isLocale(locale) ? locale : undefined;
  const value = useMemo(() => contextFor(siteCode, validLocale), [siteCode, validLocale]);
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

let pageDefaultContext: ShopContextValue | undefined;

/** The site, locale and texts of the nearest ShopProvider, else of the page default site. */
export function useShop(): ShopContextValue {
  const provided = useContext(ShopContext);
  if (provided) return provided;
  pageDefaultContext ??= contextFor(pageDefaultSite());
  return pageDefaultContext;
}
