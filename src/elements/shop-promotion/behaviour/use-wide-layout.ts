import { useCallback, useEffect, useState } from 'react';
import { usePageFact } from '../../../page-runtime/use-page-fact';
import { useStyles } from '../../../element-kit/adopted-styles';
import promotionCss from '../shop-promotion.css?inline';
import { widthAfter } from '../../../tokens/breakpoints';
import { renderedLayoutMode } from '../../../page-runtime/layout-mode';
import type { PromotionKind } from '../../../services/stores/promotions';

/**
 * Promotions switch to their wide layout (and the banner to its long headline and legal hint)
 * from this width of their own box: the spec's `m` range, 768 px, where tablets start.
 */
export const PROMOTION_WIDE_FROM_PX = widthAfter('m');

const viewportIsWide = () => window.innerWidth >= PROMOTION_WIDE_FROM_PX;
/**
 * A server renders wide where it rendered the footer's TABLET or CLASSIC: the footer's MATCH
 * ends at 768 px, where the wide layout begins. (The header's MATCH runs on to 980 px, so a
 * tablet's window of 768-979 px got the short headline from the server and the long one after
 * hydration, and the page moved.)
 */
const renderedWide = () => renderedLayoutMode('footer') !== 'MATCH';

/**
 * Whether the element is at least PROMOTION_WIDE_FROM_PX wide. Until it is measured the
 * viewport decides, which is the same for the full-width banners this is made for (and
 * hydration starts from the layout the server rendered).
 */
export function useWideLayout(element: Element | null): boolean {
  const guess = usePageFact(viewportIsWide, renderedWide);
  const [measured, setWide] = useState<boolean>();
  const wide = measured ?? guess;
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports once at once, then on every change of the width.
    const observer = new ResizeObserver(() => {
      setWide(element.getBoundingClientRect().width >= PROMOTION_WIDE_FROM_PX);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return wide;
}

/**
 * The root of a promotion kind: its props bring in the promotion styles, name the kind and its
 * layout, and measure the box; and whether the box is wide.
 */
export function usePromotionRoot(kind: PromotionKind) {
  const styles = useStyles<HTMLDivElement>(promotionCss);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      styles(node);
      setElement(node);
    },
    [styles],
  );
  const wide = useWideLayout(element);
  return {
    wide,
    getRootProps: () => ({
      ref,
      'data-kind': kind,
      'data-layout': wide ? ('wide' as const) : ('narrow' as const),
    }),
  };
}
