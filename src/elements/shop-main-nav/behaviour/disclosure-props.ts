import type { FlyoutBinding } from '../../../page-runtime/use-flyout';

/**
 * A bar item's part of the disclosure navigation pattern (APG), from its flyout's binding: the
 * button that opens the flyout, the flyout's panel, and the hover handlers, which the item holds
 * for both (resting on the item, its link included, opens the flyout; leaving item and panel
 * closes it).
 */
export function disclosureProps(binding: FlyoutBinding) {
  const { ref, onClick, onPointerEnter, onPointerLeave, ...toggleRest } = binding.triggerProps;
  // Only the panel's place in the page: the item holds the pointer handlers for both.
  const { ref: panelRef, id, hidden } = binding.panelProps;
  return {
    toggleProps: { ref, type: 'button' as const, ...toggleRest, onClick },
    panelProps: { ref: panelRef, id, hidden },
    hoverProps: { onPointerEnter, onPointerLeave },
  };
}
