import type { RuntimeEvent } from '../definition/runtime-definition';

/**
 * The `on<Event>` callback a component calls: it dispatches the event from the host, bubbling
 * and composed, and tells the component whether it went through (false when cancelled). An
 * event that goes through may remove an attribute (`removesAttribute`, e.g. the modal's `open`).
 */
export function eventDispatcher(host: HTMLElement, event: RuntimeEvent) {
  return (detail?: unknown): boolean => {
    const notCancelled = host.dispatchEvent(
      new CustomEvent(event.name, {
        bubbles: true,
        composed: true,
        cancelable: event.cancelable ?? false,
        detail,
      }),
    );
    if (notCancelled && event.removesAttribute) host.removeAttribute(event.removesAttribute);
    return notCancelled;
  };
}
