/**
 * What the bar, its "more" item and the drawer show, built from the two answers (navigation and
 * theme worlds) and the current page's trail. Framework-free: the hooks memoise these results,
 * so every part of the element reads the same objects.
 */
import type { NavigationItem } from '../../../services/navigation/navigation-answer';
import type { ThemeWorldNavigation } from '../../../services/navigation/theme-world-answer';
import type { LoadState } from '../../../services/stores/navigation';
import { ALL_FIT } from './bar-overflow';
import type { Trail } from './trail';

export type ThemeWorldSections = ThemeWorldNavigation['sections'];

const NO_ITEMS: readonly NavigationItem[] = [];
const NO_SECTIONS: ThemeWorldSections = [];

/** How many pictures of a flyout are fetched ahead: the first row. */
export const PRELOADED_PICTURES = 4;

export interface ShownNavigation {
  items: readonly NavigationItem[];
  sections: ThemeWorldSections;
  /** An answer is still on its way. */
  loading: boolean;
  /** The drawer has nothing to offer yet, and something is still on its way. */
  drawerLoading: boolean;
}

/**
 * What the navigation shows of its answers. Nothing until `ready` (both answers in, or the wait
 * limit passed), so the theme worlds never push the other items aside after they appeared.
 */
export function shownNavigation(
  navigation: LoadState<readonly NavigationItem[]>,
  themeWorlds: LoadState<ThemeWorldNavigation>,
  ready: boolean,
): ShownNavigation {
  const items = ready && navigation.status === 'loaded' ? navigation.value : NO_ITEMS;
  const sections =
    ready && themeWorlds.status === 'loaded' ? themeWorlds.value.sections : NO_SECTIONS;
  const loading = navigation.status === 'loading' || themeWorlds.status === 'loading';
  return {
    items,
    sections,
    loading,
    drawerLoading: !ready || (items.length === 0 && sections.length === 0 && loading),
  };
}

/** A picture a flyout shows first, fetched ahead while its item waits for the hover delay. */
export interface PreloadPicture {
  src?: string;
  /** The wide screens' picture (the theme worlds' `<source>` from 1024 px), if another. */
  wideSrc?: string;
}

/** The addresses to fetch ahead, for a wide screen or not. */
export function picturesToPreload(pictures: readonly PreloadPicture[], wide: boolean): string[] {
  return pictures.map((picture) => (wide ? picture.wideSrc : undefined) ?? picture.src ?? '');
}

/** The theme worlds' flyout's first pictures. */
export function themeWorldPictures(sections: ThemeWorldSections): PreloadPicture[] {
  return sections
    .flatMap(({ worlds }) => worlds)
    .slice(0, PRELOADED_PICTURES)
    .map((world) => ({ src: world.image, wideSrc: world.desktopImage }));
}

/** One of the navigation's items as the bar shows it. */
export interface BarEntry {
  key: string;
  /** Its position among the navigation's items (its flyout's id). */
  index: number;
  item: NavigationItem;
  /** The page is this item's node. */
  current: boolean;
  /** The page is below this item. */
  holdsCurrent: boolean;
  /** It has children or a teaser to show; otherwise the item is its link alone. */
  hasFlyout: boolean;
  firstPictures: readonly PreloadPicture[];
  /** The drill-down level its flyout opens on: the one that lists the current page's node. */
  openingTrail: Trail;
  /** The current page's node below this item, if it is there. */
  currentTrail: Trail | undefined;
}

export function barEntries(
  items: readonly NavigationItem[],
  currentTrail: Trail | undefined,
): BarEntry[] {
  return items.map((item, index) => {
    const holdsCurrent = currentTrail?.[0] === index;
    return {
      key: `${index}:${item.href}`,
      index,
      item,
      current: holdsCurrent && currentTrail?.length === 1,
      holdsCurrent,
      hasFlyout: item.children.length > 0 || Boolean(item.teaser),
      firstPictures: (item.teaser?.entries ?? [])
        .slice(0, PRELOADED_PICTURES)
        .map((entry) => ({ src: entry.imageSrc })),
      openingTrail: holdsCurrent && currentTrail ? currentTrail.slice(1, -1) : [],
      currentTrail: holdsCurrent && currentTrail ? currentTrail.slice(1) : undefined,
    };
  });
}

/** An item of the bar that did not fit, as the "more" item lists it. */
export interface MoreEntry {
  key: string;
  title: string;
  href: string;
  target?: '_self' | '_blank';
  /** The page is this item's node. */
  current: boolean;
  /** The page is below this item. */
  holdsCurrent: boolean;
}

/** The entries the "more" item lists when `fitting` of the bar's entries fit. */
export function moreEntries(entries: readonly BarEntry[], fitting: number): MoreEntry[] {
  if (fitting === ALL_FIT) return [];
  return entries.slice(fitting).map(({ key, item, current, holdsCurrent }) => ({
    key,
    title: item.title,
    href: item.href,
    target: item.target,
    current,
    holdsCurrent,
  }));
}
