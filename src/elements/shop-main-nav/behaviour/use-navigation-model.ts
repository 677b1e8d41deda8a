import { useEffect, useMemo } from 'react';
import { useReadyWithin } from '../../../element-kit/host/element-settled';
import { useShop } from '../../../element-kit/render/shop-context';
import { useStore } from '../../../page-runtime/use-store';
import { navigationStore, themeWorldStore } from '../../../services/stores/navigation';
import { trailTo } from '../state/current-path';
import { barEntries, shownNavigation } from '../state/navigation-model';
import { isBrowser } from '../../../page-runtime/environment';

/** The page's path and origin, where there is a page (not on the server). */
const pagePath = () => (isBrowser() ? location.pathname : '');
const pageOrigin = () => (isBrowser() ? location.origin : undefined);

/**
 * The navigation and theme worlds of the shopper's site (loaded once per page, both asked as
 * the bar connects), what the bar shows of them, and the trail to the current page's node.
 */
export function useNavigationModel(currentPath: string | undefined) {
  const { site } = useShop();
  const navigation = useStore(navigationStore().entry(site.code));
  const themeWorlds = useStore(themeWorldStore().entry(site.code));

  useEffect(() => {
    void navigationStore().load(site.code);
    void themeWorldStore().load(site.code);
  }, [site.code]);

  // The bar fills once both answers are in, so the theme worlds never push the other items
  // aside after they appeared; a call that hangs holds it back no longer than the wait limit,
  // then the bar shows what the other gave.
  const ready = useReadyWithin(navigation.status === 'loaded' && themeWorlds.status === 'loaded');
  const shown = shownNavigation(navigation, themeWorlds, ready);
  const { items } = shown;
  const path = currentPath || pagePath();
  const trail = useMemo(() => trailTo(items, path, pageOrigin()), [items, path]);
  const entries = useMemo(() => barEntries(items, trail), [items, trail]);
  return { ...shown, trail, entries };
}

export type NavigationModel = ReturnType<typeof useNavigationModel>;
