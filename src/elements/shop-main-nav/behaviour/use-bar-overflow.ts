import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { ALL_FIT, countFitting, type BarWidths } from '../state/bar-overflow';

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * What `bar` holds, measured: its children are `fixed` items, then `count` items that may
 * overflow, then the "more" item. An overflowing item keeps its width (it is taken out of the
 * row, not out of the layout), so every width is known whichever items show. Undefined while
 * the bar is not laid out (hidden) or does not hold what it should.
 */
function measure(bar: HTMLElement, fixed: number, count: number): BarWidths | undefined {
  const children = [...bar.children];
  if (children.length !== fixed + count + 1) return undefined;
  const style = getComputedStyle(bar);
  const available =
    bar.getBoundingClientRect().width -
    px(style.paddingInlineStart) -
    px(style.paddingInlineEnd) -
    px(style.borderInlineStartWidth) -
    px(style.borderInlineEndWidth);
  if (available <= 0) return undefined;
  const widths = children.map((child) => child.getBoundingClientRect().width);
  return {
    available,
    gap: px(style.columnGap),
    fixed: widths.slice(0, fixed),
    items: widths.slice(fixed, fixed + count),
    more: widths[fixed + count] ?? 0,
  };
}

/**
 * How many of a one-row bar's items show (header-and-cart §2: the bar's height is the same on
 * every site): the rest of `items` move into its "more" item, last in the bar. The bar and each of its
 * items are watched with a `ResizeObserver`, and the answer is rendered before the browser
 * paints (a layout effect, then `flushSync` from the observer), so no item is ever seen cut off
 * or moving. Nothing is read during render: on the server and before the first measurement
 * every item shows (`ALL_FIT`) and the bar clips what does not fit.
 */
export function useBarOverflow(
  bar: HTMLElement | null,
  fixed: number,
  items: readonly unknown[],
): number {
  const [fitting, setFitting] = useState(ALL_FIT);
  const count = items.length;

  useLayoutEffect(() => {
    if (!bar) return;
    const update = () => {
      const widths = measure(bar, fixed, count);
      if (widths) setFitting(countFitting(widths));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    // Called while the browser renders a frame: the new count is rendered before it paints.
    const observer = new ResizeObserver(() => flushSync(update));
    observer.observe(bar);
    for (const child of bar.children) observer.observe(child);
    return () => observer.disconnect();
    // New items are new elements to watch, even when there are as many.
  }, [bar, fixed, count, items]);

  return fitting;
}
