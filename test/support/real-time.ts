/**
 * Waiting on real time in tests that fake timers: taken when this module loads, before any test
 * fakes them, so these waits never move a faked clock.
 */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

export const pause = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/** Polls `check` on real timers (vi.waitFor would advance fake ones) until it passes. */
export async function until(check: () => void, timeout = 10_000): Promise<void> {
  const start = performance.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() - start > timeout) throw error;
    }
    await pause(10);
  }
}
