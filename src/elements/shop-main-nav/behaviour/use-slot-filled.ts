import { useLayoutEffect, useState } from 'react';

/**
 * Whether a slot has elements assigned (the page's or the header's light DOM), so the box around
 * it shows only then. It is read before the first paint and again on every `slotchange`.
 */
export function useSlotFilled(): {
  filled: boolean;
  slotRef: (slot: HTMLSlotElement | null) => void;
} {
  const [slot, setSlot] = useState<HTMLSlotElement | null>(null);
  const [filled, setFilled] = useState(false);
  useLayoutEffect(() => {
    if (!slot) return;
    const update = () => setFilled(slot.assignedElements().length > 0);
    update();
    slot.addEventListener('slotchange', update);
    return () => slot.removeEventListener('slotchange', update);
  }, [slot]);
  return { filled, slotRef: setSlot };
}
