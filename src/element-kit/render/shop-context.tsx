import { createContext, use, useContext, useMemo, type ReactNode, type Usable } from 'react';
import type { Messages } from '../../i18n/messages';
import { loadCatalogue } from '../../i18n/catalogues';
import { translatorFor, type Translator } from '../../i18n/translator';
import {
  SITES,
  isLocale,
  siteCodeOf,
  languageOfLocale,
  type Locale,
  type Site,
  type SiteCode,
} from '../../sites/sites';
import { pageDefaultSite } from '../../sites/page-default-site';
import type { ShopData } from '../react-host/shop-data';

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

/** What the element components of a React app take from `ShopProvider`: no texts needed. */
export interface ShopHostSettings {
  site: SiteCode;
  locale: Locale | undefined;
  data: ShopData | undefined;
  nonce: string | undefined;
}

export const ShopHostSettingsContext = createContext<ShopHostSettings | null>(null);

export interface ShopProviderProps {
  /** Defaults to the page default (`<html data-shop-site>`), else DE. */
  site?: SiteCode;
  /** Defaults to the site's locale. */
  locale?: Locale;
  /**
   * On a React app's server: what `loadShopData` loaded. The element components below then
   * render their whole HTML on the server, and the browser takes it over without asking again.
   */
  data?: ShopData;
  /**
   * The page's Content Security Policy nonce, where its policy allows inline styles and scripts
   * by nonce: the styles and scripts the components write into the HTML carry it.
   */
  nonce?: string;
  children?: ReactNode;
}

/**
 * Tells the components below it which site and locale they serve. Custom elements provide it
 * from their `site` and `locale` attributes; React apps wrap their tree in it. A language other
 * than German loads on first use: the provider suspends meanwhile, so place it inside a
 * `<Suspense>` boundary (custom elements have one).
 */
export function ShopProvider({ site, locale, data, nonce, children }: ShopProviderProps) {
  const siteCode = siteCodeOf(site) ?? pageDefaultSite();
  const validLocale = isLocale(locale) ? locale : undefined;
  const settings = useMemo(
    () => ({ site: siteCode, locale: validLocale, data, nonce }),
    [siteCode, validLocale, data, nonce],
  );
  return (
    <ShopHostSettingsContext value={settings}>
      <ShopTexts site={siteCode} locale={validLocale}>
        {children}
      </ShopTexts>
    </ShopHostSettingsContext>
  );
}

/** The site's texts for the components rendered into the page (not as elements). */
function ShopTexts({
  site,
  locale,
  children,
}: {
  site: SiteCode;
  locale: Locale | undefined;
  children?: ReactNode;
}) {
  use(catalogueOf(locale ?? SITES[site].locale));
  const value = useMemo(() => contextFor(site, locale), [site, locale]);
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
