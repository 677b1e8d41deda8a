/**
 * A serial queue: tasks run one at a time, in the order they came, so their answers can never
 * arrive out of order. A task that comes while another with the same key still waits merges
 * into it (five quick "+" become one call for the final quantity), and everyone who queued
 * either task hears the one run's result. The running task never merges: it is already sent.
 */
export interface ChangeQueueOptions<Task, Result> {
  /** Waiting tasks with the same key merge. */
  keyOf(task: Task): string;
  /** The one task that runs for a waiting task and a newer one with the same key. */
  merge(waiting: Task, next: Task): Task;
  run(task: Task): Promise<Result>;
  /** A task is about to run. */
  onStart?(task: Task): void;
  /** A task ran; called before its callers hear the result. */
  onSettled?(task: Task, result: Result): void;
}

export interface ChangeQueue<Task, Result> {
  /** Resolves with the result of the run that carried the task; rejects when that run threw. */
  enqueue(task: Task): Promise<Result>;
  /** The running task first, then the waiting ones in order. */
  pending(): Task[];
}

interface Caller<Result> {
  resolve(result: Result): void;
  reject(reason: unknown): void;
}

interface Entry<Task, Result> {
  task: Task;
  key: string;
  callers: Caller<Result>[];
}

export function createChangeQueue<Task, Result>(
  options: ChangeQueueOptions<Task, Result>,
): ChangeQueue<Task, Result> {
  const waiting: Entry<Task, Result>[] = [];
  let running: Entry<Task, Result> | undefined;
  /** Set for the whole loop, so a task queued from `onSettled` waits for this loop to take it. */
  let draining = false;

  async function drain() {
    if (draining) return;
    draining = true;
    for (let entry = waiting.shift(); entry; entry = waiting.shift()) {
      running = entry;
      let settle: (caller: Caller<Result>) => void;
      try {
        options.onStart?.(entry.task);
        const result = await options.run(entry.task);
        running = undefined;
        options.onSettled?.(entry.task, result);
        settle = (caller) => caller.resolve(result);
      } catch (reason) {
        running = undefined;
        settle = (caller) => caller.reject(reason);
      }
      for (const caller of entry.callers) settle(caller);
    }
    draining = false;
  }

  return {
    enqueue(task) {
      return new Promise<Result>((resolve, reject) => {
        const key = options.keyOf(task);
        const match = waiting.find((entry) => entry.key === key);
        if (match) {
          match.task = options.merge(match.task, task);
          match.callers.push({ resolve, reject });
        } else {
          waiting.push({ task, key, callers: [{ resolve, reject }] });
        }
        void drain();
      });
    },
    pending() {
      return [running, ...waiting].flatMap((entry) => (entry ? [entry.task] : []));
    },
  };
}
