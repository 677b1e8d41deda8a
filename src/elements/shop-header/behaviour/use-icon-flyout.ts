import { useEffect } from 'react';
import { flyoutStore, type FlyoutId } from '../../../page-runtime/flyout-store';
import { useFlyout } from '../../../page-runtime/use-flyout';
import { useStore } from '../../../page-runtime/use-store';

/** The page class while an icon flyout is open (header-and-cart §4 "Icon flyout"). */
export const ICON_FLYOUT_PAGE_CLASS = 'shop-icon-flyout-open';

/** The header's icon flyouts: the mini cart, and the account area of logged-in customers. */
const ICON_FLYOUTS: readonly FlyoutId[] = ['mini-cart', 'account'];

/**
 * Whether `id` is one of the header's icon flyouts, whose `flyout-closed` the header sends. Their
 * ids are the page's, not one header's: on a page with two headers both send it.
 */
export const isIconFlyout = (id: FlyoutId): boolean => ICON_FLYOUTS.includes(id);

/** Sets the page class while any icon flyout is open, whichever header opened it. */
export function useIconFlyoutPageClass(): void {
  const { openId } = useStore(flyoutStore());
  const open = openId !== undefined && ICON_FLYOUTS.includes(openId);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(ICON_FLYOUT_PAGE_CLASS, open);
    return () => root.classList.remove(ICON_FLYOUT_PAGE_CLASS);
  }, [open]);
}

export interface IconFlyoutOptions {
  sticky: boolean;
  /** Fetches the content's code while the flyout waits for its hover delay. */
  preload?: () => unknown;
}

/**
 * An icon link with a flyout (header-and-cart §4 "Icon flyout"), as one of the page's flyouts:
 * a resting mouse over the item opens it after the hover delay, the toggle button beside the
 * link opens it from the keyboard or a tap. The getters carry its state and ARIA wiring.
 */
export function useIconFlyout(id: FlyoutId, { sticky, preload }: IconFlyoutOptions) {
  const flyout = useFlyout(id, { sticky });
  useEffect(() => {
    if (flyout.pending || flyout.open) void preload?.();
  }, [flyout.pending, flyout.open, preload]);
  const { ref, onClick, ...toggleState } = flyout.triggerProps;
  const { ref: panelRef, id: panelId, hidden: panelHidden } = flyout.panelProps;
  return {
    open: flyout.open,
    /** The list item that holds the link, the toggle and the panel: hovering it opens. */
    getItemProps: () => ({
      ref: flyout.hoverRef,
      'data-open': flyout.open ? '' : undefined,
    }),
    /** The button beside the link, named `label`. */
    getToggleProps: (label: string) => ({
      ref,
      type: 'button' as const,
      ...toggleState,
      'aria-label': label,
      onClick,
    }),
    getPanelProps: () => ({ ref: panelRef, id: panelId, hidden: panelHidden }),
  };
}
