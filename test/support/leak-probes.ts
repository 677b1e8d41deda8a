/**
 * What an element can leave behind on a page once it is gone, made observable: timers
 * (setTimeout and setInterval that neither ran nor were cleared), listeners on window and
 * document that were never removed, and requests that never settled. Each probe records from
 * when it starts, with where the leftover came from, until it is stopped.
 */

interface Leftover {
  what: string;
  /** Where it was made: the first lines of the stack that are the library's own. */
  where: string;
}

/** The library's own frames of the current stack (the elements' code, not the test's). */
function whereFrom(): string {
  return (new Error().stack ?? '')
    .split('\n')
    .filter((line) => line.includes('/src/'))
    .slice(0, 3)
    .map((line) => line.trim())
    .join(' ← ');
}

export interface Probe {
  /** What is still pending, made by the library's code while the probe ran. */
  leftovers(): Leftover[];
  stop(): void;
}

/** Timers set while probing that have neither run nor been cleared. */
export function probeTimers(): Probe {
  const live = new Map<unknown, Leftover>();
  const { setTimeout, clearTimeout, setInterval, clearInterval } = window;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const where = whereFrom();
    const id = setTimeout(
      (...runArgs: unknown[]) => {
        live.delete(id);
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...runArgs);
      },
      ms,
      ...args,
    );
    if (where) live.set(id, { what: `setTimeout(…, ${ms})`, where });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    live.delete(id);
    clearTimeout(id);
  }) as typeof window.clearTimeout;
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = setInterval(handler, ms, ...args);
    const where = whereFrom();
    if (where) live.set(id, { what: `setInterval(…, ${ms})`, where });
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    live.delete(id);
    clearInterval(id);
  }) as typeof window.clearInterval;
  return {
    leftovers: () => [...live.values()],
    stop() {
      Object.assign(window, { setTimeout, clearTimeout, setInterval, clearInterval });
    },
  };
}

/** Listeners added to window or document while probing that are still there. */
export function probeWindowListeners(): Probe {
  const live = new Map<string, Leftover>();
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (listener: object) => {
    if (!ids.has(listener)) ids.set(listener, (nextId += 1));
    return ids.get(listener);
  };
  const targetName = (target: EventTarget) =>
    target === window ? 'window' : target === document ? 'document' : undefined;
  const capture = (options: boolean | AddEventListenerOptions | undefined) =>
    typeof options === 'boolean' ? options : (options?.capture ?? false);
  const { addEventListener, removeEventListener } = EventTarget.prototype;
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    const target = targetName(this);
    const where = target && listener ? whereFrom() : '';
    if (target && listener && where && !(typeof options === 'object' && options.once)) {
      live.set(`${target} ${type} ${idOf(listener)} ${capture(options)}`, {
        what: `${target}.addEventListener('${type}')`,
        where,
      });
    }
    addEventListener.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    const target = targetName(this);
    if (target && listener) live.delete(`${target} ${type} ${idOf(listener)} ${capture(options)}`);
    removeEventListener.call(this, type, listener, options);
  };
  return {
    leftovers: () => [...live.values()],
    stop() {
      EventTarget.prototype.addEventListener = addEventListener;
      EventTarget.prototype.removeEventListener = removeEventListener;
    },
  };
}

/** Requests started while probing that have not settled. */
export function probeRequests(): Probe & { started(): number } {
  const live = new Map<number, Leftover>();
  let started = 0;
  const { fetch } = window;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    started += 1;
    const id = started;
    const url = input instanceof Request ? input.url : String(input);
    live.set(id, { what: `fetch ${new URL(url, location.href).pathname}`, where: whereFrom() });
    const answer = fetch(input, init);
    void answer.then(
      () => live.delete(id),
      () => live.delete(id),
    );
    return answer;
  };
  return {
    leftovers: () => [...live.values()],
    started: () => started,
    stop() {
      window.fetch = fetch;
    },
  };
}
