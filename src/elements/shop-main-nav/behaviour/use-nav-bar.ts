import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { flyoutStore, mainNavFlyoutId } from '../../../page-runtime/flyout-store';
import type { NavigationItem } from '../../../services/navigation/navigation-answer';
import { overflowedCount } from '../state/bar-overflow';
import { moreEntries, type BarEntry } from '../state/navigation-model';
import { isHeadingInto, type Point } from '../state/safe-triangle';
import { useBarOverflow } from './use-bar-overflow';

export interface NavBarOptions {
  navId: string;
  items: readonly NavigationItem[];
  entries: readonly BarEntry[];
  /** The theme worlds' item leads the bar (it always stays in the row). */
  hasThemeWorlds: boolean;
}

/**
 * The bar's one row: which items fit (the rest move into the "more" item, and a flyout of theirs
 * open as the bar narrows closes), and the safe triangle that lets the pointer cross other items
 * on its way into the open flyout.
 */
export function useNavBar({ navId, items, entries, hasThemeWorlds }: NavBarOptions) {
  // Where the pointer last moved over the bar while a flyout was open: the safe triangle's apex.
  const apex = useRef<Point | undefined>(undefined);
  const barRef = useRef<HTMLUListElement | null>(null);
  const [bar, setBar] = useState<HTMLUListElement | null>(null);
  const setBarRef = useCallback((node: HTMLUListElement | null) => {
    barRef.current = node;
    setBar(node);
  }, []);

  // The items that do not fit into the bar's one row move into its "more" item.
  const fitting = useBarOverflow(bar, hasThemeWorlds ? 1 : 0, items);
  const overflowed = overflowedCount(fitting, items.length);
  const more = useMemo(() => moreEntries(entries, fitting), [entries, fitting]);
  // An item's flyout open as the bar narrows past it would stay open out of sight.
  useEffect(() => {
    if (overflowed === 0) return;
    const store = flyoutStore();
    const { openId } = store.getSnapshot();
    for (let index = items.length - overflowed; index < items.length; index += 1) {
      if (openId === mainNavFlyoutId(navId, index)) store.close(openId);
    }
  }, [overflowed, items.length, navId]);

  const onPointerMove = (event: ReactPointerEvent<HTMLUListElement>) => {
    const openItem = (event.target as Element).closest('[data-open]');
    apex.current = openItem ? { x: event.clientX, y: event.clientY } : undefined;
  };
  const isPassingThrough = (event: PointerEvent) => {
    const flyout = barRef.current?.querySelector('.shop-main-nav__flyout:not([hidden])');
    const item = event.currentTarget;
    if (!apex.current || !flyout || (item instanceof Node && item.contains(flyout))) return false;
    return isHeadingInto(
      { x: event.clientX, y: event.clientY },
      apex.current,
      flyout.getBoundingClientRect(),
    );
  };

  return {
    fitting,
    moreEntries: more,
    isPassingThrough,
    getBarProps: () => ({ ref: setBarRef, onPointerMove }),
  };
}
