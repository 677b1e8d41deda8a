import { SETTLED_STATE } from '../room/reserved-room';

/**
 * The event an element gets (not bubbling, not composed) when it first settles. An element that
 * holds others by tag waits for it to show them all in one frame (the header); it crosses bundle
 * copies, and browsers without custom states send it too.
 */
export const SETTLED_EVENT = 'shop-element-settled';

const settledHosts = new WeakSet<HTMLElement>();

/**
 * The element has rendered its settled content (`:state(settled)`): its reserved room goes, in
 * this frame, and the element gets `SETTLED_EVENT` the first time.
 */
export function markSettled(host: HTMLElement, internals: ElementInternals | undefined): void {
  try {
    internals?.states.add(SETTLED_STATE);
  } catch {
    // Browsers before custom states keep the reserved room as a minimum height only.
  }
  if (settledHosts.has(host)) return;
  settledHosts.add(host);
  host.dispatchEvent(new Event(SETTLED_EVENT));
}

/**
 * The element no longer shows settled content (its server HTML went, as it showed what has
 * ended): its reserved room holds again until it settles anew. It gets no second event.
 */
export function markUnsettled(internals: ElementInternals | undefined): void {
  try {
    internals?.states.delete(SETTLED_STATE);
  } catch {
    // Browsers before custom states have no settled state to take back.
  }
}

/**
 * Whether an element has settled: the event came (`settledHosts`, this copy of the library) or
 * it carries the state (any copy, where the browser has custom states).
 */
export function hasSettled(element: Element): boolean {
  if (settledHosts.has(element as HTMLElement)) return true;
  try {
    return element.matches(`:state(${SETTLED_STATE})`);
  } catch {
    return false;
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
