import { useLayoutEffect, useState } from 'react';

/**
 * Whether a slot has elements assigned (the page's light DOM, or what a slot of an outer root
 * forwards to it), so the box around it shows only then. Read before the first paint and again
 * on every `slotchange`; a slot that is not rendered (`slotRef` gets `null`) is empty.
 */
export function useSlotFilled(): {
  filled: boolean;
  slotRef: (slot: HTMLSlotElement | null) => void;
} {
  const [slot, setSlot] = useState<HTMLSlotElement | null>(null);
  const [assigned, setAssigned] = useState(false);
  useLayoutEffect(() => {
    if (!slot) return undefined;
    const update = () => setAssigned(slot.assignedElements({ flatten: true }).length > 0);
    update();
    slot.addEventListener('slotchange', update);
    return () => slot.removeEventListener('slotchange', update);
  }, [slot]);
  return { filled: slot !== null && assigned, slotRef: setSlot };
}
