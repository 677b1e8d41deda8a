/**
 * The page's navigation and theme worlds, one entry per site (header-and-cart §7): the main
 * navigation and the header read the same stores, so each call is made once per page and a
 * remount shows the answer at once. A failed call is only logged (§8): its entry becomes empty
 * and the bar shows what the other call gave.
 */
import { pageSingleton } from '../../page-runtime/page-singleton';
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
import type { AnswerKind } from '../server-data/answer-kinds/answer-kind';
import { createPageEntries, type PageEntries } from './page-entries';

export type LoadState<T> = { status: 'loading' } | { status: 'loaded'; value: T };

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

/** A store of one answer per site: its entry's state says whether it is there yet. */
export type SiteDataStore<T> = PageEntries<SiteCode, LoadState<T>, T>;

/** One of the bar's two answers: its call, how it reads, what a failure leaves. */
interface BarAnswer<T> {
  path: string;
  name: string;
  read: (data: unknown) => T;
  /** What a failed call gives: the bar shows what the other answer gave (`shows`). */
  fallback: T;
  shows: string;
  /** The answer the page wrote into itself, if any: then no call is made. */
  inline?: (site: SiteCode) => unknown;
}

/** A store of one of the bar's answers: one call per site and page; `load` never rejects. */
function createBarAnswerStore<T>(api: () => ApiClient, answer: BarAnswer<T>): SiteDataStore<T> {
  return createPageEntries<SiteCode, LoadState<T>, T>({
    keyOf: (site) => site,
    initial: { status: 'loading' },
    stateOf: (value) => ({ status: 'loaded', value }),
    async fetch(site) {
      const inline = answer.inline?.(site);
      if (inline !== undefined) return answer.read(inline);
      const outcome = await api().request<unknown>({ path: answer.path, site, oncePerPage: true });
      if (outcome.ok) return answer.read(outcome.data);
      console.warn(
        `shop-main-nav: the ${answer.name} could not be loaded (${describeFailure(outcome)}); the bar shows the ${answer.shows} only.`,
      );
      return answer.fallback;
    },
  });
}

export function createNavigationStore(api: () => ApiClient = shopApi) {
  return createBarAnswerStore<NavigationItem[]>(api, {
    path: SHOP_PATHS.navigation,
    name: 'navigation',
    read: readNavigationAnswer,
    fallback: [],
    shows: 'theme worlds',
    inline: inlineNavigation,
  });
}

export function createThemeWorldStore(api: () => ApiClient = shopApi) {
  return createBarAnswerStore<ThemeWorldNavigation>(api, {
    path: SHOP_PATHS.themeWorlds,
    name: 'theme worlds',
    read: readThemeWorldAnswer,
    fallback: NO_THEME_WORLDS,
    shows: 'navigation',
  });
}

/** The page's one navigation store. */
export function navigationStore(): SiteDataStore<NavigationItem[]> {
  return pageSingleton('navigation', () => createNavigationStore());
}

/** The page's one theme-world store. */
export function themeWorldStore(): SiteDataStore<ThemeWorldNavigation> {
  return pageSingleton('theme-worlds', () => createThemeWorldStore());
}

/**
 * What the page does with one of the bar's answers (`answer-kinds/answer-kind.ts`): the server's
 * data under `field` goes to the store through the answer's reader.
 */
function barAnswerKind<Kind extends 'navigation' | 'themeWorlds', T>(
  store: () => SiteDataStore<T>,
  field: Kind,
  read: (data: unknown) => T,
): AnswerKind<Kind> {
  return {
    load: (site) => store().load(site),
    refresh: (site) => void store().refresh(site),
    provide(data, site) {
      if (field in data) store().provide(site, read(data[field]));
    },
  };
}

/** What the page does with the navigation's nodes. */
export const navigationAnswers = barAnswerKind(navigationStore, 'navigation', readNavigationAnswer);

/** What the page does with the theme worlds. */
export const themeWorldAnswers = barAnswerKind(
  themeWorldStore,
  'themeWorlds',
  readThemeWorldAnswer,
);
