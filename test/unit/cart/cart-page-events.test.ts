import { describe, expect, it, vi } from 'vitest';
import {
  CART_DATA_CHANGED_EVENT,
  CART_TRIGGER_UPDATE_EVENT,
  itemCountAnnouncer,
  onCartTriggerUpdate,
} from '../../../src/cart/cart-page-events';

function countsSentOn(events: EventTarget): number[] {
  const counts: number[] = [];
  events.addEventListener(CART_DATA_CHANGED_EVENT, (event) =>
    counts.push((event as CustomEvent<{ itemCount: number }>).detail.itemCount),
  );
  return counts;
}

describe('the cart’s page events', () => {
  it('given a saved count, sends cart-data-changed only when the count differs from the last one', () => {
    const events = new EventTarget();
    const counts = countsSentOn(events);
    const announce = itemCountAnnouncer(events, 3);
    for (const count of [3, 3, 4, 4, 0, 0, 3]) announce(count);
    expect(counts).toEqual([4, 0, 3]);
  });

  it('given no saved count, sends the first count, zero included', () => {
    const events = new EventTarget();
    const counts = countsSentOn(events);
    itemCountAnnouncer(events, undefined)(0);
    expect(counts).toEqual([0]);
  });

  it('given a count not known yet, sends nothing until one is', () => {
    const events = new EventTarget();
    const counts = countsSentOn(events);
    const announce = itemCountAnnouncer(events, undefined);
    for (const count of [undefined, undefined, 2, undefined, 2]) announce(count);
    expect(counts).toEqual([2]);
  });

  it('when the page sends cart-trigger-update, calls back until unsubscribed', () => {
    const events = new EventTarget();
    const onTrigger = vi.fn();
    const stop = onCartTriggerUpdate(events, onTrigger);
    events.dispatchEvent(new Event(CART_TRIGGER_UPDATE_EVENT));
    stop();
    events.dispatchEvent(new Event(CART_TRIGGER_UPDATE_EVENT));
    expect(onTrigger).toHaveBeenCalledOnce();
  });
});
