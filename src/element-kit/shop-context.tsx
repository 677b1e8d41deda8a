import { createContext, use, useContext, useMemo, type ReactNode, type Usable } from 'react';
import type { Messages } from '../i18n/messages';
import { loadCatalogue } from '../i18n/catalogues';
import { translatorFor, type Translator } from '../i18n/translator';
import {
  SITES,
  isLocale,
  siteCodeOf,
  languageOfLocale,
  type Locale,
  type Site,
  type SiteCode,
} from '../sites/sites';
import { pageDefaultSite } from '../sites/page-default-site';

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

/**
 * The locale's texts for React's `use`, which suspends until they have loaded (never for German,
 * which is bundled): settled loads carry React's status fields, so `use` reads them at once.
 */
function catalogueOf(locale: Locale): Usable<Messages> {
  return loadCatalogue(languageOfLocale(locale)) as Usable<Messages>;
}

const pageDefaultContexts = new Map<SiteCode, ShopContextValue>();

function pageDefaultContext(site: SiteCode): ShopContextValue {
  let context = pageDefaultContexts.get(site);
  if (!context) {
    context = contextFor(site);
    pageDefaultContexts.set(site, context);
  }
  return context;
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
 * from their `site` and `locale` attributes; React apps wrap their tree in it. A language other
 * than German loads on first use: the provider suspends meanwhile, so place it inside a
 * `<Suspense>` boundary (custom elements have one).
 */
export function ShopProvider({ site, locale, children }: ShopProviderProps) {
  const siteCode = siteCodeOf(site) ?? pageDefaultSite();
  const validLocale = isLocale(locale) ? locale : undefined;
  use(catalogueOf(validLocale ?? SITES[siteCode].locale));
  const value = useMemo(() => contextFor(siteCode, validLocale), [siteCode, validLocale]);
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

/** The site, locale and texts of the nearest ShopProvider, else of the page default site. */
export function useShop(): ShopContextValue {
  const provided = useContext(ShopContext);
  if (provided) return provided;
  const fallbackSite = pageDefaultSite();
  // `use` may be called conditionally, unlike other hooks.
  use(catalogueOf(SITES[fallbackSite].locale));
  return pageDefaultContext(fallbackSite);
}
