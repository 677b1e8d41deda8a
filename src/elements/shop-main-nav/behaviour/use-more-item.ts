import { useEffect } from 'react';
import { moreFlyoutId } from '../../../page-runtime/flyout-store';
import { useFlyout } from '../../../page-runtime/use-flyout';
import type { MoreEntry } from '../state/navigation-model';
import { disclosureProps } from './disclosure-props';
import { navLinkProps } from './nav-link-props';

/**
 * The bar's "more" item, for the items that do not fit into its one row: a disclosure button
 * whose flyout lists them as links. Mouse, touch and keyboard open it like every other item,
 * through the page's flyout store.
 */
export function useMoreItem(navId: string, entries: readonly MoreEntry[], sticky: boolean) {
  const binding = useFlyout(moreFlyoutId(navId), { sticky });
  const { open, close } = binding;
  const { toggleProps, panelProps } = disclosureProps(binding);

  // The bar grew until every item fits: nothing is left to list, and a hidden flyout stays shut.
  const empty = entries.length === 0;
  useEffect(() => {
    if (empty && open) close();
  }, [empty, open, close]);

  return {
    getItemProps: () => ({
      ref: binding.hoverRef,
      'data-overflowed': empty ? '' : undefined,
      'data-open': open ? '' : undefined,
      // The page is among the items it holds: the bar marks it as it marks their own items.
      'data-current': entries.some((entry) => entry.holdsCurrent) ? '' : undefined,
    }),
    getToggleProps: () => toggleProps,
    getFlyoutProps: () => panelProps,
    getEntryLinkProps: (entry: MoreEntry) => ({
      ...navLinkProps(entry, 'navigationLinkClicked', {
        target: entry.target,
        current: entry.current,
      }),
      'data-current': entry.holdsCurrent ? '' : undefined,
    }),
  };
}
