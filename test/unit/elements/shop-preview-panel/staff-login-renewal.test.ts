import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  STAFF_LOGIN_RENEWAL_INTERVAL_MS,
  createStaffLoginRenewal,
  type RenewalClock,
} from '../../../../src/elements/shop-preview-panel/state/staff-login-renewal';

const MINUTE = 60_000;

/** The clock of the tests: Vitest's fake timers, handed in as the renewal's clock. */
const fakeClock: RenewalClock = {
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

function startedRenewal(renew = vi.fn(() => Promise.resolve())) {
  vi.useFakeTimers();
  const renewal = createStaffLoginRenewal(renew, fakeClock);
  renewal.start();
  return { renewal, renew };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the staff login renewal', () => {
  it('says the spec’s interval: 5 minutes, 300000 ms', () => {
    expect(STAFF_LOGIN_RENEWAL_INTERVAL_MS).toBe(300_000);
  });

  it('when it starts, it renews at once', () => {
    const { renew } = startedRenewal();
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('given it runs, it renews again every 5 minutes, and not in between', async () => {
    const { renew } = startedRenewal();
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(renew).toHaveBeenCalledTimes(4);
  });

  it('given a renewal fails or never answers, the next one still comes 5 minutes after it started', async () => {
    const renew = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValue(undefined);
    startedRenewal(renew);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(renew).toHaveBeenCalledTimes(3);
  });

  it('when it is started twice, it keeps one schedule', async () => {
    const { renewal, renew } = startedRenewal();
    renewal.start();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('when it stops, no renewal follows; started again, it renews at once', async () => {
    const { renewal, renew } = startedRenewal();
    renewal.stop();
    expect(renewal.running).toBe(false);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(renew).toHaveBeenCalledTimes(1);
    renewal.start();
    expect(renew).toHaveBeenCalledTimes(2);
  });
});
