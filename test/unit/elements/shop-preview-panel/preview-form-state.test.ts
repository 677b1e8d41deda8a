import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenRequest } from '../../../../src/elements/shop-preview-panel/preview-service';
import {
  createPreviewForm,
  groupRequired,
  groupsOf,
  type PreviewForm,
} from '../../../../src/elements/shop-preview-panel/state/preview-form-state';
import type { AbTest } from '../../../../src/services/wire/preview';

const CHECKOUT: AbTest = { name: 'checkout-button', groups: [{ name: 'A' }, { name: 'B' }] };
const SEARCH: AbTest = {
  name: 'search-ranking',
  groups: [{ name: 'control' }, { name: 'variant' }],
};
const NOW = new Date(2026, 10, 23, 14, 37);

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A form whose calls the test answers: each test list load waits for `answerLoad`. */
function formWith({
  restored = undefined as { test: string; group: string } | undefined,
  token = true,
} = {}) {
  const loads: {
    dateTime: string;
    signal?: AbortSignal;
    answer: Deferred<AbTest[] | undefined>;
  }[] = [];
  const calls = {
    loadTests: vi.fn((dateTime: string, signal?: AbortSignal) => {
      const answer = deferred<AbTest[] | undefined>();
      loads.push({ dateTime, signal, answer });
      return answer.promise;
    }),
    requestToken: vi.fn((_request: TokenRequest) => Promise.resolve(token)),
  };
  const session = {
    applied: vi.fn(),
    ended: vi.fn(),
    restoredSelection: vi.fn(() => restored),
  };
  const report = vi.fn();
  const onApplied = vi.fn();
  const onExited = vi.fn();
  const form = createPreviewForm(
    { date: '2026-12-10', time: '00:00' },
    { calls, session, moment: { now: () => NOW, report } },
  );
  form.configure({ onApplied, onExited });
  disconnects.push(form.connect());
  /** Answers the latest list load. */
  const answerLoad = async (tests: AbTest[] | undefined, index = loads.length - 1) => {
    loads[index]?.answer.resolve(tests);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { form, calls, session, report, onApplied, onExited, loads, answerLoad };
}

const disconnects: (() => void)[] = [];
afterEach(() => {
  for (const disconnect of disconnects.splice(0)) disconnect();
});

const local = (date: string, time: string) => new Date(`${date}T${time}:00`).toISOString();
const snapshotOf = (form: PreviewForm) => form.getSnapshot();

describe('the preview form: the test list', () => {
  it('given the dialog has not opened, it loads nothing', () => {
    const { calls } = formWith();
    expect(calls.loadTests).not.toHaveBeenCalled();
  });

  it('when the dialog first opens, it loads the tests active at the chosen moment', async () => {
    const { form, loads, answerLoad } = formWith();
    form.opened();
    form.opened();
    expect(loads.map((load) => load.dateTime)).toEqual([local('2026-12-10', '00:00')]);
    expect(snapshotOf(form).list).toEqual({ status: 'loading' });
    await answerLoad([CHECKOUT, SEARCH]);
    expect(snapshotOf(form).list).toEqual({ status: 'loaded', tests: [CHECKOUT, SEARCH] });
    expect(snapshotOf(form).choice).toEqual({ kind: 'placeholder' });
  });

  it('given no tests, the list is loaded and empty', async () => {
    const { form, answerLoad } = formWith();
    form.opened();
    await answerLoad([]);
    expect(snapshotOf(form).list).toEqual({ status: 'loaded', tests: [] });
  });

  it('given the list fails, only none is offered and chosen', async () => {
    const { form, answerLoad } = formWith();
    form.opened();
    await answerLoad(undefined);
    expect(snapshotOf(form).list).toEqual({ status: 'failed' });
    expect(snapshotOf(form).choice).toEqual({ kind: 'none' });
  });

  it('when the date or time changes, it reloads, resets the choice to the first entry and clears the group', async () => {
    const { form, loads, answerLoad } = formWith();
    form.opened();
    await answerLoad([CHECKOUT]);
    form.chooseTest({ kind: 'test', name: 'checkout-button' });
    form.chooseGroup('B');
    form.setDate('2027-01-20');
    expect(snapshotOf(form)).toMatchObject({
      date: '2027-01-20',
      list: { status: 'loading' },
      choice: { kind: 'placeholder' },
      group: '',
    });
    expect(loads.at(-1)?.dateTime).toBe(local('2027-01-20', '00:00'));
    await answerLoad([SEARCH]);
    form.chooseTest({ kind: 'none' });
    form.setTime('18:45');
    expect(snapshotOf(form).choice).toEqual({ kind: 'placeholder' });
    expect(loads.at(-1)?.dateTime).toBe(local('2027-01-20', '18:45'));
  });

  it('given the dialog never opened, a new date loads nothing yet; the first opening loads it', () => {
    const { form, loads } = formWith();
    form.setDate('2027-01-20');
    expect(loads).toHaveLength(0);
    form.opened();
    expect(loads.map((load) => load.dateTime)).toEqual([local('2027-01-20', '00:00')]);
  });

  it('given an answer for an earlier date comes last, it is dropped', async () => {
    const { form, loads, answerLoad } = formWith();
    form.opened();
    form.setDate('2027-01-20');
    expect(loads[0]?.signal?.aborted).toBe(true);
    await answerLoad([SEARCH], 1);
    await answerLoad([CHECKOUT], 0);
    expect(snapshotOf(form).list).toEqual({ status: 'loaded', tests: [SEARCH] });
  });

  it('given a date that is not YYYY-MM-DD, it logs an error and asks for the current time', () => {
    const { form, loads, report } = formWith();
    form.opened();
    form.setDate('');
    expect(report).toHaveBeenCalledWith(expect.stringContaining('YYYY-MM-DD'));
    expect(loads.at(-1)?.dateTime).toBe(NOW.toISOString());
  });

  it('when the panel leaves during a load, the load stops; back again, it loads anew', async () => {
    const { form, loads, answerLoad } = formWith();
    form.opened();
    disconnects.pop()?.();
    expect(loads[0]?.signal?.aborted).toBe(true);
    disconnects.push(form.connect());
    expect(loads).toHaveLength(2);
    await answerLoad([CHECKOUT]);
    expect(snapshotOf(form).list.status).toBe('loaded');
  });
});

describe('the preview form: test and group', () => {
  it('given a real test, its groups are offered and a group is required until chosen', async () => {
    const { form, answerLoad } = formWith();
    form.opened();
    await answerLoad([CHECKOUT, SEARCH]);
    form.chooseTest({ kind: 'test', name: 'search-ranking' });
    expect(groupsOf(snapshotOf(form))).toEqual(SEARCH.groups);
    expect(groupRequired(snapshotOf(form))).toBe(true);
    form.chooseGroup('variant');
    expect(groupRequired(snapshotOf(form))).toBe(false);
  });

  it.each([{ kind: 'placeholder' as const }, { kind: 'none' as const }])(
    'given $kind, the group is cleared and none is offered or required',
    async (choice) => {
      const { form, answerLoad } = formWith();
      form.opened();
      await answerLoad([CHECKOUT]);
      form.chooseTest({ kind: 'test', name: 'checkout-button' });
      form.chooseGroup('A');
      form.chooseTest(choice);
      expect(snapshotOf(form).group).toBe('');
      expect(groupsOf(snapshotOf(form))).toEqual([]);
      expect(groupRequired(snapshotOf(form))).toBe(false);
    },
  );

  it('given another test, the group is cleared', async () => {
    const { form, answerLoad } = formWith();
    form.opened();
    await answerLoad([CHECKOUT, SEARCH]);
    form.chooseTest({ kind: 'test', name: 'checkout-button' });
    form.chooseGroup('A');
    form.chooseTest({ kind: 'test', name: 'search-ranking' });
    expect(snapshotOf(form).group).toBe('');
  });

  it('given a stored selection whose test is active, the first list chooses it with its group', async () => {
    const { form, answerLoad } = formWith({
      restored: { test: 'search-ranking', group: 'variant' },
    });
    form.opened();
    await answerLoad([CHECKOUT, SEARCH]);
    expect(snapshotOf(form)).toMatchObject({
      choice: { kind: 'test', name: 'search-ranking' },
      group: 'variant',
    });
  });

  it('given a stored selection whose group is gone, the test is chosen and the group required', async () => {
    const { form, answerLoad } = formWith({ restored: { test: 'checkout-button', group: 'Z' } });
    form.opened();
    await answerLoad([CHECKOUT]);
    expect(snapshotOf(form).choice).toEqual({ kind: 'test', name: 'checkout-button' });
    expect(groupRequired(snapshotOf(form))).toBe(true);
  });

  it('given a stored selection whose test is not active, the choice stays at the first entry', async () => {
    const { form, answerLoad } = formWith({ restored: { test: 'old-test', group: 'A' } });
    form.opened();
    await answerLoad([CHECKOUT]);
    expect(snapshotOf(form).choice).toEqual({ kind: 'placeholder' });
  });

  it('given the staff member changed the date before the first list, nothing is restored', async () => {
    const { form, answerLoad } = formWith({ restored: { test: 'checkout-button', group: 'A' } });
    form.opened();
    form.setDate('2026-12-11');
    await answerLoad([CHECKOUT]);
    expect(snapshotOf(form).choice).toEqual({ kind: 'placeholder' });
  });
});

describe('the preview form: applying', () => {
  async function withTests(options?: Parameters<typeof formWith>[0]) {
    const made = formWith(options);
    made.form.opened();
    await made.answerLoad([CHECKOUT, SEARCH]);
    return made;
  }

  it('given a test without a group, it refuses, asks for the group and sends nothing', async () => {
    const { form, calls } = await withTests();
    form.chooseTest({ kind: 'test', name: 'checkout-button' });
    await form.apply();
    expect(calls.requestToken).not.toHaveBeenCalled();
    expect(snapshotOf(form).message).toEqual({ tone: 'error', text: 'groupMissing' });
    expect(snapshotOf(form).focusRequest).toEqual({ field: 'group' });
  });

  it('given a test and group, it sends them with the moment, keeps them and reports success', async () => {
    const { form, calls, session, onApplied } = await withTests();
    form.setTime('09:30');
    await Promise.resolve();
    form.chooseTest({ kind: 'test', name: 'checkout-button' });
    form.chooseGroup('B');
    const applying = form.apply();
    expect(snapshotOf(form).applying).toBe(true);
    await applying;
    const dateTime = local('2026-12-10', '09:30');
    expect(calls.requestToken).toHaveBeenCalledWith({
      dateTime,
      test: 'checkout-button',
      group: 'B',
    });
    expect(snapshotOf(form)).toMatchObject({
      applying: false,
      message: { tone: 'info', text: 'applied' },
    });
    expect(session.applied).toHaveBeenCalledWith({
      dateTime,
      date: '2026-12-10',
      time: '09:30',
      test: 'checkout-button',
      group: 'B',
    });
    expect(onApplied).toHaveBeenCalledWith({ dateTime, test: 'checkout-button', group: 'B' });
  });

  it.each([{ kind: 'placeholder' as const }, { kind: 'none' as const }])(
    'given $kind, it sends the moment without test or group',
    async (choice) => {
      const { form, calls } = await withTests();
      form.chooseTest(choice);
      await form.apply();
      expect(calls.requestToken).toHaveBeenCalledWith({ dateTime: local('2026-12-10', '00:00') });
    },
  );

  it('given the service does not confirm, it says applying failed and keeps nothing', async () => {
    const { form, session, onApplied } = await withTests({ token: false });
    await form.apply();
    expect(snapshotOf(form).message).toEqual({ tone: 'error', text: 'applyFailed' });
    expect(session.applied).not.toHaveBeenCalled();
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('given an invalid date, it logs an error and applies the current time', async () => {
    const { form, calls, report } = await withTests();
    form.setDate('2026-02-31');
    report.mockClear();
    await form.apply();
    expect(report).toHaveBeenCalledTimes(1);
    expect(calls.requestToken).toHaveBeenCalledWith({ dateTime: NOW.toISOString() });
  });

  it('while it applies, a second submit sends nothing more', async () => {
    const { form, calls } = await withTests();
    await Promise.all([form.apply(), form.apply()]);
    expect(calls.requestToken).toHaveBeenCalledTimes(1);
  });

  it('when the message is dismissed, it goes', async () => {
    const { form } = await withTests();
    await form.apply();
    form.dismissMessage();
    expect(snapshotOf(form).message).toBeUndefined();
  });
});

describe('the preview form: exit', () => {
  it('when the staff member exits, it sends the current time without a test and ends the settings', async () => {
    const { form, calls, session, onExited } = formWith();
    await form.exit();
    expect(calls.requestToken).toHaveBeenCalledWith({ dateTime: NOW.toISOString() });
    expect(session.ended).toHaveBeenCalledTimes(1);
    expect(onExited).toHaveBeenCalledTimes(1);
    expect(snapshotOf(form).exit).toBe('idle');
  });

  it('given the service does not confirm the exit, the settings stay and the exit failed', async () => {
    const { form, session, onExited } = formWith({ token: false });
    await form.exit();
    expect(session.ended).not.toHaveBeenCalled();
    expect(onExited).not.toHaveBeenCalled();
    expect(snapshotOf(form).exit).toBe('failed');
  });
});
