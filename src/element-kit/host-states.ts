import { SETTLED_STATE } from './reserved-room';

/**
 * The element has rendered its settled content (`:state(settled)`): its reserved room goes, in
 * this frame.
 */
export function markSettled(internals: ElementInternals | undefined): void {
  try {
    internals?.states.add(SETTLED_STATE);
  } catch {
    // Browsers before custom states keep the reserved room as a minimum height only.
  }
}

/**
 * Sets the custom states that choose the reserved room: those in `holding` on, the other
 * `names` off.
 */
export function setRoomStates(
  internals: ElementInternals | undefined,
  names: readonly string[],
  holding: readonly string[],
): void {
  const states = internals?.states;
  if (!states) return;
  try {
    for (const state of names) {
      if (holding.includes(state)) states.add(state);
      else states.delete(state);
    }
  } catch {
    // Browsers before custom states keep the room of the state-less case.
  }
}
