import { useEffect, useState } from 'react';
import { flyoutStore } from '../../page-runtime/flyout-store';

/** Spec header-and-cart §9: scroll handlers wait 50 ms for the scrolling to pause. */
export const SCROLL_DEBOUNCE_MS = 50;

/**
 * The expanded state of a promotion's legal text (header-and-cart §2, §4): a click toggles it;
 * it collapses when the page has scrolled down (checked 50 ms after scrolling pauses) and when
 * any flyout opens (the main navigation's flyouts, its drawer on phones and the icon flyouts
 * all open through the page's flyout store). Scrolling up leaves it open.
 */
export function useCollapsingLegalText(): readonly [boolean, (expanded: boolean) => void] {
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    if (!expanded) return;
    const flyouts = flyoutStore();
    let lastScrollY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const settle = () => {
      timer = undefined;
      const scrollY = window.scrollY;
      if (scrollY > lastScrollY) setExpanded(false);
      lastScrollY = scrollY;
    };
    const onScroll = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(settle, SCROLL_DEBOUNCE_MS);
    };
    const onFlyoutChange = () => {
      if (flyouts.getSnapshot().openId !== undefined) setExpanded(false);
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    const unsubscribe = flyouts.subscribe(onFlyoutChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [expanded]);

  return [expanded, setExpanded] as const;
}
