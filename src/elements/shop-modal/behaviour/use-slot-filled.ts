import { useEffect, useRef, useState } from 'react';

/**
 * Whether a slot has nodes assigned, followed as they change; `shown` says whether the view
 * renders the slot now (a React app's prop takes its place).
 */
export function useSlotFilled(shown: boolean) {
  const ref = useRef<HTMLSlotElement>(null);
  const [filled, setFilled] = useState(false);

  useEffect(() => {
    const slot = ref.current;
    if (!shown || !slot) return;
    const update = () => setFilled(slot.assignedNodes({ flatten: true }).length > 0);
    update();
    slot.addEventListener('slotchange', update);
    return () => slot.removeEventListener('slotchange', update);
  }, [shown]);

  return { ref, filled };
}
