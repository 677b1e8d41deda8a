import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import { flyoutStore, isFlyoutOfNav, navDrawerFlyoutId } from '../../../page-runtime/flyout-store';
import type { NavigationItem } from '../../../services/navigation/navigation-answer';
import { lightDomLinksHost, writeLightDomLinks } from './light-dom-links';

export interface MainNavOptions {
  navId: string;
  /** The window shows the menu button and its drawer (layout mode MATCH), not the bar. */
  narrow: boolean;
  /** An answer is still on its way. */
  loading: boolean;
  items: readonly NavigationItem[];
  /** Adopts the element's styles in the shadow root the landmark is rendered into. */
  adoptStyles: (node: HTMLElement | null) => void;
}

/**
 * The navigation landmark: its name, its links written into the host's light DOM for crawlers;
 * focus leaving it closes its open flyout, and so does a change of layout to the one that does
 * not show it (the drawer on a widened window, a bar's flyout on a narrowed one).
 */
export function useMainNav({ navId, narrow, loading, items, adoptStyles }: MainNavOptions) {
  const { translator } = useShop();

  // The element's host, or the element holding it in the page: the light-DOM links go there.
  const [host, setHost] = useState<Element | null>(null);
  const setRoot = useCallback(
    (node: HTMLElement | null) => {
      adoptStyles(node);
      const root = node?.getRootNode();
      if (root instanceof ShadowRoot) setHost(lightDomLinksHost(root.host) ?? null);
    },
    [adoptStyles],
  );
  useEffect(() => {
    if (host) writeLightDomLinks(host, items);
  }, [host, items]);

  useEffect(() => {
    const store = flyoutStore();
    const { openId } = store.getSnapshot();
    if (openId === navDrawerFlyoutId(navId) ? !narrow : narrow && isFlyoutOfNav(openId, navId)) {
      store.close(openId);
    }
  }, [narrow, navId]);

  /**
   * Focus moving to something outside the navigation closes its open flyout. Focus going
   * nowhere (a click on the flyout where nothing takes focus, the window losing focus) does not:
   * a click outside closes it by itself.
   */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || event.currentTarget.contains(next)) return;
    const store = flyoutStore();
    const openId = store.getSnapshot().openId;
    if (isFlyoutOfNav(openId, navId)) store.close(openId);
  };

  const label = translator.t('header.mainNavigation');
  return {
    getNavProps: () => ({
      ref: setRoot,
      'aria-label': label,
      'data-loading': loading ? '' : undefined,
      onBlur,
    }),
  };
}
