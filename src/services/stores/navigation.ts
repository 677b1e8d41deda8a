/**
 * The page's navigation and theme worlds, one entry per site (header-and-cart §7): the main
 * navigation and the header read the same stores, so each call is made once per page and a
 * remount shows the answer at once. A failed call is only logged (§8): its entry becomes empty
 * and the bar shows what the other call gave.
 */
import { pageSingleton } from '../../page-runtime/page-singleton';
import type { Store } from '../../page-runtime/store';
import type { SiteCode } from '../../sites/sites';
import { parseJsonText } from '../decoding/json-decoding';
import { describeFailure, type ApiClient } from '../http/api-client';
import { SHOP_PATHS, shopApi } from '../http/shop-api';
import { readNavigationAnswer, type NavigationItem } from '../navigation/navigation-answer';
import {
  NO_THEME_WORLDS,
  readThemeWorldAnswer,
  type ThemeWorldNavigation,
} from '../navigation/theme-world-answer';
import { isBrowser } from '../../page-runtime/environment';
import { createPageEntries } from './page-entries';

export type LoadState<T> = { status: 'loading' } | { status: 'loaded'; value: T };

export interface SiteDataStore<T> {
  /** A site's entry; loading starts with `load` (or `provide`). */
  entry(site: SiteCode): Store<LoadState<T>>;
  /** Loads a site's data once per page. Never rejects. */
  load(site: SiteCode): Promise<T>;
  /** Data the page gave inline: no call is made for this site. */
  provide(site: SiteCode, value: T): void;
  /** Asks again for a site's data that came from a server (past its lifetime), once per page. */
  refresh(site: SiteCode): Promise<T>;
}

type Loaded<T> = Extract<LoadState<T>, { status: 'loaded' }>;

function createSiteDataStore<T>(fetchFor: (site: SiteCode) => Promise<T>): SiteDataStore<T> {
  const entries = createPageEntries<SiteCode, LoadState<T>, Loaded<T>>({
    keyOf: (site) => site,
    initial: { status: 'loading' },
    fetch: (site) => fetchFor(site).then((value) => ({ status: 'loaded', value })),
  });
  return {
    entry: entries.entry,
    load: (site) => entries.load(site).then(({ value }) => value),
    provide: (site, value) => entries.provide(site, { status: 'loaded', value }),
    refresh: (site) => entries.refresh(site).then(({ value }) => value),
  };
}

/** The id of the navigation a page may give inline (then no navigation call is made). */
export const INLINE_NAVIGATION_ID = 'shop-navigation';

/**
 * The navigation the page wrote into itself, as the service would answer it:
 * `<script type="application/json" id="shop-navigation" data-site="DE">[…]</script>`
 * (`data-site` optional; when given, only that site's elements use it). Unreadable JSON is a
 * console error and the call is made as usual.
 */
export function inlineNavigation(site: SiteCode): unknown {
  if (!isBrowser()) return undefined;
  const script = document.getElementById(INLINE_NAVIGATION_ID);
  if (!(script instanceof HTMLScriptElement) || script.type !== 'application/json')
    return undefined;
  const forSite = script.dataset.site?.trim().toUpperCase();
  if (forSite && forSite !== site) return undefined;
  const parsed = parseJsonText(script.textContent);
  if (parsed.ok) return parsed.value;
  console.error(
    `shop-main-nav: the inline navigation (#${INLINE_NAVIGATION_ID}) is not JSON (${String(parsed.error)}); the navigation is loaded from the service instead.`,
  );
  return undefined;
}

async function fetchNavigation(api: ApiClient, site: SiteCode): Promise<NavigationItem[]> {
  const inline = inlineNavigation(site);
  if (inline !== undefined) return readNavigationAnswer(inline);
  const outcome = await api.request<unknown>({
    path: SHOP_PATHS.navigation,
    site,
    oncePerPage: true,
  });
  if (outcome.ok) return readNavigationAnswer(outcome.data);
  console.warn(
    `shop-main-nav: the navigation could not be loaded (${describeFailure(outcome)}); the bar shows the theme worlds only.`,
  );
  return [];
}

async function fetchThemeWorlds(api: ApiClient, site: SiteCode): Promise<ThemeWorldNavigation> {
  const outcome = await api.request<unknown>({
    path: SHOP_PATHS.themeWorlds,
    site,
    oncePerPage: true,
  });
  if (outcome.ok) return readThemeWorldAnswer(outcome.data);
  console.warn(
    `shop-main-nav: the theme worlds could not be loaded (${describeFailure(outcome)}); the bar shows the navigation only.`,
  );
  return NO_THEME_WORLDS;
}

export function createNavigationStore(api: () => ApiClient = shopApi) {
  return createSiteDataStore((site) => fetchNavigation(api(), site));
}

export function createThemeWorldStore(api: () => ApiClient = shopApi) {
  return createSiteDataStore((site) => fetchThemeWorlds(api(), site));
}

/** The page's one navigation store. */
export function navigationStore(): SiteDataStore<NavigationItem[]> {
  return pageSingleton('navigation', () => createNavigationStore());
}

/** The page's one theme-world store. */
export function themeWorldStore(): SiteDataStore<ThemeWorldNavigation> {
  return pageSingleton('theme-worlds', () => createThemeWorldStore());
}
