import { useEffect, useRef } from 'react';
import { navDrawerFlyoutId } from '../../../page-runtime/flyout-store';
import { useFlyoutLayer } from '../../../page-runtime/use-flyout';

/**
 * The navigation on narrow screens: a menu button that opens the drawer. The drawer opens as
 * one of the page's flyouts, so it does to the page what the bar's flyouts do (the legal text
 * collapses, among others); `useMainNav` closes it as the window widens to the bar.
 */
export function useNavMenu(navId: string) {
  const drawer = useFlyoutLayer(navDrawerFlyoutId(navId));
  const { open, show, close } = drawer;

  // The drawer goes away with its dialog, which so cannot give focus back: the menu button
  // takes it once the drawer has closed.
  const menuButton = useRef<HTMLButtonElement | null>(null);
  const drawerWasOpen = useRef(false);
  useEffect(() => {
    if (drawerWasOpen.current && !open) menuButton.current?.focus();
    drawerWasOpen.current = open;
  }, [open]);

  return {
    drawerOpen: open,
    closeDrawer: close,
    getMenuButtonProps: () => ({
      ref: menuButton,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: show,
    }),
  };
}
