/**
 * Keeps the staff login alive (newsletter-footer §4.3, §9; CONTRACT.md): it is renewed at start
 * and then every 5 minutes, until stopped (logout). Renewal failures are silent: the next one
 * comes 5 minutes later all the same.
 *
 * Framework-free, with the clock injected, so tests drive it with fake time.
 */

/** Spec §9: "login renewal on start and every 5 minutes (300000 ms)". */
export const STAFF_LOGIN_RENEWAL_INTERVAL_MS = 300_000;

export interface RenewalClock {
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

export const BROWSER_CLOCK: RenewalClock = {
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export interface StaffLoginRenewal {
  /** Renews now and every 5 minutes; calling it again while running does nothing. */
  start(): void;
  stop(): void;
  readonly running: boolean;
}

export function createStaffLoginRenewal(
  renew: () => Promise<void>,
  clock: RenewalClock = BROWSER_CLOCK,
): StaffLoginRenewal {
  let timer: unknown;
  let running = false;

  function renewAndSchedule() {
    // Counted from each renewal's start, so a slow answer does not stretch the 5 minutes.
    timer = clock.setTimer(renewAndSchedule, STAFF_LOGIN_RENEWAL_INTERVAL_MS);
    void renew().catch(() => undefined);
  }

  return {
    start() {
      if (running) return;
      running = true;
      renewAndSchedule();
    },
    stop() {
      running = false;
      if (timer !== undefined) clock.clearTimer(timer);
      timer = undefined;
    },
    get running() {
      return running;
    },
  };
}
