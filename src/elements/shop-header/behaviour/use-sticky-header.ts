import { useEffect, useState } from 'react';
import { flyoutStore } from '../../../page-runtime/flyout-store';
import { useStore } from '../../../page-runtime/use-store';
import { createStickyHeader } from '../state/sticky-header';

/** Spec §9: the header's sizing is measured again this long after the window stops resizing. */
export const RESIZE_SETTLE_MS = 500;

/**
 * The header's sticky behaviour bound to the page: the scroll position, whether something of
 * the header is open, and the page's `scroll-padding-top`, so a focused element is never under it.
 * Returns whether the header is scrolled out of view.
 */
export function useStickyHeader(sticky: boolean, header: HTMLElement | null): boolean {
  const [engine] = useState(() => createStickyHeader());
  const { hidden } = useStore(engine);
  const { openId } = useStore(flyoutStore());

  useEffect(() => {
    engine.hold(openId !== undefined);
  }, [engine, openId]);

  useEffect(() => {
    if (!sticky || !header) return;
    const root = document.documentElement;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const height = header.getBoundingClientRect().height;
      engine.measured(height);
      root.style.scrollPaddingTop = `${Math.ceil(height)}px`;
    };
    measure();
    const observer = new ResizeObserver(() => {
      clearTimeout(settle);
      settle = setTimeout(measure, RESIZE_SETTLE_MS);
    });
    observer.observe(header);
    const onScroll = () => engine.scrolled(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    const onFocusIn = () => engine.hold(true);
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!next || !header.contains(next))
        engine.hold(flyoutStore().getSnapshot().openId !== undefined);
    };
    header.addEventListener('focusin', onFocusIn);
    header.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(settle);
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', onFocusIn);
      header.removeEventListener('focusout', onFocusOut);
      root.style.scrollPaddingTop = '';
      engine.dispose();
    };
  }, [sticky, header, engine]);

  return sticky && hidden;
}
