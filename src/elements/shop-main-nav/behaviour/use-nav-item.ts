import { useEffect, useRef } from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import {
  FLYOUT_HOVER_DELAY_MS,
  flyoutStore,
  type FlyoutId,
} from '../../../page-runtime/flyout-store';
import { useFlyout } from '../../../page-runtime/use-flyout';
import { usePointerHover } from '../../../page-runtime/use-pointer-hover';
import { trackGa } from '../../../services/ga-events';
import { picturesToPreload, type PreloadPicture } from '../state/navigation-model';
import { disclosureProps } from './disclosure-props';
import { navLinkProps } from './nav-link-props';
import { widthCondition } from '../../../tokens/breakpoints';
import { isBrowser } from '../../../page-runtime/environment';

export interface NavItemOptions {
  flyoutId: FlyoutId;
  title: string;
  /** Absent for an item that is its flyout's button alone (the theme worlds). */
  href?: string;
  target?: '_self' | '_blank';
  /** The page is this item's node. */
  current: boolean;
  /** The page is below this item. */
  holdsCurrent: boolean;
  /** False for a node with neither children nor teaser: the item is its link alone. */
  hasFlyout: boolean;
  /** It does not fit into the bar: the "more" item lists it instead. */
  overflowed: boolean;
  /** Pictures the flyout shows first: fetched while the item waits for its hover delay. */
  firstPictures: readonly PreloadPicture[];
  /** Loads the flyout's code (a chunk of its own). */
  loadFlyout: () => unknown;
  /** The pointer is on its way into another item's open flyout: do not take over yet. */
  isPassingThrough: (event: PointerEvent) => boolean;
  sticky: boolean;
}

/** The theme worlds show their desktop pictures from 1024 px (their flyout's `<source>`). */
const wideScreen = () => isBrowser() && matchMedia(widthCondition('after', 'xl')).matches;

/** The browser asks to save data (`Save-Data`, the data saver). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * The hover delay is spent loading the flyout's code and first pictures, so it opens with its
 * content; leaving before it opens stops the pictures. Not when the browser asks to save data.
 */
function usePreloadWhilePending(
  pending: boolean,
  flyoutId: FlyoutId,
  firstPictures: readonly PreloadPicture[],
  loadFlyout: () => unknown,
) {
  const picturesKey = JSON.stringify(firstPictures);
  useEffect(() => {
    if (!pending) return;
    void loadFlyout();
    if (savesData()) return;
    const wanted = JSON.parse(picturesKey) as PreloadPicture[];
    const pictures = picturesToPreload(wanted, wideScreen())
      .filter(Boolean)
      .map((src) => {
        const picture = new Image();
        picture.src = src;
        return picture;
      });
    return () => {
      if (flyoutStore().getSnapshot().openId === flyoutId) return;
      for (const picture of pictures) picture.src = '';
    };
  }, [pending, picturesKey, flyoutId, loadFlyout]);
}

/**
 * One item of the bar (APG disclosure navigation with top-level links): its link, the button
 * beside it that opens its flyout, and the flyout's panel, through the page's flyout store.
 */
export function useNavItem(options: NavItemOptions) {
  const { flyoutId, title, href, target, current, holdsCurrent, hasFlyout, overflowed } = options;
  const { translator } = useShop();
  const binding = useFlyout(flyoutId, { sticky: options.sticky });
  const { open, pending, linkProps, hover } = binding;
  const { toggleProps, panelProps } = disclosureProps(binding);

  useEffect(() => {
    if (open) trackGa('navigationFlyoutOpened', title);
  }, [open, title]);
  usePreloadWhilePending(pending, flyoutId, options.firstPictures, options.loadFlyout);

  // Crossing this item on the way into another item's open flyout does not start this one; a
  // pointer that stays on it does, one hover delay later.
  const passing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(passing.current), []);
  // An item without a flyout is its link alone: resting on it or clicking it opens nothing.
  const itemHoverRef = usePointerHover({
    onEnter: (event) => {
      if (!hasFlyout) return;
      clearTimeout(passing.current);
      if (!options.isPassingThrough(event)) {
        hover.onEnter(event);
        return;
      }
      passing.current = setTimeout(() => hover.onEnter(event), FLYOUT_HOVER_DELAY_MS);
    },
    onLeave: (event) => {
      if (!hasFlyout) return;
      clearTimeout(passing.current);
      hover.onLeave(event);
    },
  });

  return {
    open,
    getItemProps: () => ({
      ref: itemHoverRef,
      'data-open': open ? '' : undefined,
      'data-current': holdsCurrent ? '' : undefined,
      'data-overflowed': overflowed ? '' : undefined,
    }),
    // A tap opens the flyout first; a mouse, a pen or Enter follows the link (the flyout's hook).
    getLinkProps: () =>
      navLinkProps({ title, href: href ?? '' }, 'navigationLinkClicked', {
        target,
        current,
        onPointerDown: hasFlyout ? linkProps.onPointerDown : undefined,
        onClick: hasFlyout
          ? (event) => {
              // A click ends the wait of a pointer passing through, as it ends the hover's.
              clearTimeout(passing.current);
              linkProps.onClick(event);
            }
          : undefined,
      }),
    getToggleProps: () => ({
      ...toggleProps,
      'aria-label': href ? translator.t('header.subMenu', { title }) : undefined,
    }),
    getFlyoutProps: () => panelProps,
  };
}
