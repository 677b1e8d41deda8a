import { useEffect, useState } from 'react';
import { flyoutStore } from '../../../page-runtime/flyout-store';
import { useStore } from '../../../page-runtime/use-store';
import { createLegalTextCollapse } from '../state/legal-text-collapse';

/**
 * The expanded state of a promotion's legal text bound to the page: while it is expanded, the
 * page's scrolling and its flyout store (every flyout of the navigation, its drawer on phones and
 * the icon flyouts opens through it) may collapse it.
 */
export function useCollapsingLegalText(): readonly [boolean, (expanded: boolean) => void] {
  const [collapse] = useState(() => createLegalTextCollapse({ scrollY: () => window.scrollY }));
  const { expanded } = useStore(collapse);

  useEffect(() => {
    if (!expanded) return;
    const flyouts = flyoutStore();
    const onScroll = () => collapse.scrolled();
    const onFlyoutChange = () => {
      if (flyouts.getSnapshot().openId !== undefined) collapse.flyoutOpened();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const unsubscribe = flyouts.subscribe(onFlyoutChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      unsubscribe();
      collapse.dispose();
    };
  }, [collapse, expanded]);

  return [expanded, collapse.setExpanded] as const;
}
