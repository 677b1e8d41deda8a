import { describe, expect, it, vi } from 'vitest';
import { createChangeQueue, type ChangeQueueOptions } from '../../../src/cart/change-queue';

interface Task {
  key: string;
  value: number;
}

/** A queue whose runs wait until the test answers them, in the order they started. */
function heldQueue(options: Partial<ChangeQueueOptions<Task, string>> = {}) {
  const started: Task[] = [];
  const answers: ((result: string) => void)[] = [];
  const failures: ((reason: unknown) => void)[] = [];
  const queue = createChangeQueue<Task, string>({
    keyOf: (task) => task.key,
    merge: (_waiting, next) => next,
    run: (task) =>
      new Promise<string>((resolve, reject) => {
        started.push(task);
        answers.push(resolve);
        failures.push(reject);
      }),
    ...options,
  });
  /** Answers the oldest running call and lets the queue move on. */
  const answerNext = async (result: string) => {
    answers.shift()?.(result);
    failures.shift();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const failNext = (reason: unknown) => {
    answers.shift();
    failures.shift()?.(reason);
  };
  return { queue, started, answerNext, failNext };
}

describe('the change queue', () => {
  it('given two tasks, runs the second only after the first has answered', async () => {
    const { queue, started, answerNext } = heldQueue();
    const first = queue.enqueue({ key: 'a', value: 1 });
    const second = queue.enqueue({ key: 'b', value: 2 });
    expect(started).toEqual([{ key: 'a', value: 1 }]);
    await answerNext('one');
    await expect(first).resolves.toBe('one');
    expect(started).toEqual([
      { key: 'a', value: 1 },
      { key: 'b', value: 2 },
    ]);
    await answerNext('two');
    await expect(second).resolves.toBe('two');
  });

  it('when tasks with the same key wait, runs one merged task and gives both callers its result', async () => {
    const merge = vi.fn((waiting: Task, next: Task) => ({
      ...next,
      value: waiting.value + next.value,
    }));
    const { queue, started, answerNext } = heldQueue({ merge });
    const running = queue.enqueue({ key: 'a', value: 1 });
    const waiting = queue.enqueue({ key: 'a', value: 2 });
    const merged = queue.enqueue({ key: 'a', value: 3 });
    expect(queue.pending()).toEqual([
      { key: 'a', value: 1 },
      { key: 'a', value: 5 },
    ]);
    await answerNext('first');
    await answerNext('merged');
    await expect(running).resolves.toBe('first');
    await expect(waiting).resolves.toBe('merged');
    await expect(merged).resolves.toBe('merged');
    expect(started.map((task) => task.value)).toEqual([1, 5]);
  });

  it('never merges into the running task: it has already been sent', () => {
    const { queue } = heldQueue();
    void queue.enqueue({ key: 'a', value: 1 });
    void queue.enqueue({ key: 'a', value: 2 });
    expect(queue.pending()).toEqual([
      { key: 'a', value: 1 },
      { key: 'a', value: 2 },
    ]);
  });

  it('tells when each task starts and settles, settling before its callers hear the result', async () => {
    const heard: string[] = [];
    const { queue, answerNext } = heldQueue({
      onStart: (task) => heard.push(`start ${task.key}`),
      onSettled: (task, result) => heard.push(`settled ${task.key}: ${result}`),
    });
    const done = queue
      .enqueue({ key: 'a', value: 1 })
      .then((result) => heard.push(`caller ${result}`));
    await answerNext('ok');
    await done;
    expect(heard).toEqual(['start a', 'settled a: ok', 'caller ok']);
  });

  it('given a task queued while another settles, runs it next instead of alongside', async () => {
    let queuedFollowUp = false;
    const { queue, started, answerNext } = heldQueue({
      onSettled(task) {
        if (task.key === 'a' && !queuedFollowUp) {
          queuedFollowUp = true;
          void queue.enqueue({ key: 'follow-up', value: 0 });
        }
      },
    });
    void queue.enqueue({ key: 'a', value: 1 });
    void queue.enqueue({ key: 'b', value: 2 });
    await answerNext('one');
    await vi.waitFor(() => expect(started).toHaveLength(2));
    expect(started.map((task) => task.key)).toEqual(['a', 'b']);
    expect(queue.pending().map((task) => task.key)).toEqual(['b', 'follow-up']);
  });

  it('when a run fails, its callers hear the failure and the next task still runs', async () => {
    const { queue, started, failNext } = heldQueue();
    const failing = queue.enqueue({ key: 'a', value: 1 });
    void queue.enqueue({ key: 'b', value: 2 });
    failNext(new Error('lost'));
    await expect(failing).rejects.toThrow('lost');
    await vi.waitFor(() => expect(started.map((task) => task.key)).toEqual(['a', 'b']));
  });

  it('is empty once every task has answered', async () => {
    const { queue, answerNext } = heldQueue();
    const last = queue.enqueue({ key: 'a', value: 1 });
    expect(queue.pending()).toHaveLength(1);
    await answerNext('done');
    await last;
    expect(queue.pending()).toEqual([]);
  });
});
