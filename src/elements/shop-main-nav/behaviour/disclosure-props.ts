import type { FlyoutBinding } from '../../../page-runtime/use-flyout';

/**
 * A bar item's part of the disclosure navigation pattern (APG), from its flyout's binding: the
 * button that opens the flyout and the flyout's panel. The item holds the hover for both
 * (resting on the item, its link included, opens the flyout; leaving item and panel closes it).
 */
export function disclosureProps(binding: FlyoutBinding) {
  const { ref, onClick, ...toggleRest } = binding.triggerProps;
  return {
    toggleProps: { ref, type: 'button' as const, ...toggleRest, onClick },
    panelProps: binding.panelProps,
  };
}
