/**
 * How long a visible page waits for frames before it goes on without them. A visible page that
 * runs no frame at all is rare (an iframe the browser throttles off screen); a page under load
 * still runs its first frame, only later. A limit of one second defined the elements before the
 * first paint on a loaded two-core machine, so the server-rendered footer was painted again, late.
 */
const FRAME_WAIT_LIMIT_MS = 5000;

interface PaintWait {
  recorded: Promise<void>;
  stop(): void;
}

/** For a page that waits for frames alone. */
const NO_PAINT_WAIT: PaintWait = { recorded: Promise.resolve(), stop() {} };

/**
 * Resolves once the browser has recorded the page's first contentful paint: the frame was
 * presented and the paint timed. Resolves at once where the browser does not time paints.
 */
function firstContentfulPaintRecorded(): PaintWait {
  const observable =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!observable) return NO_PAINT_WAIT;
  let observer: PerformanceObserver | undefined;
  const recorded = new Promise<void>((resolve) => {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer?.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return { recorded, stop: () => observer?.disconnect() };
}

/**
 * Resolves once the browser has painted the document as parsed so far and presented that frame;
 * in a tab in the background, which runs no frame, at once, or as soon as the tab goes to the
 * background while waiting; and after `FRAME_WAIT_LIMIT_MS` when a visible page runs no frame.
 *
 * A deferred module script runs in the same task as the parser's last chunk: defining the
 * elements there upgrades a server-rendered footer before it was ever painted. Waiting for one
 * frame is not enough either: Chromium times a text's first paint when the frame is presented,
 * and an element upgraded before that gets its texts timed again at the next paint, which made
 * the footer's headline the page's late largest contentful paint (measured with
 * PerformanceObserver on /ssr/header.html: after one frame, 4 of 6 loads timed it after the
 * upgrade; after two, none). Two frames are still not enough on a loaded machine, where the
 * frame's presentation comes later than the next frames: with `afterContentfulPaint` (a page
 * with server-rendered elements) it waits until the first contentful paint is recorded, then two
 * frames. A page without them may have nothing contentful to paint before its elements render,
 * so it waits for frames alone.
 */
export function afterNextPaint({ afterContentfulPaint = false } = {}): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    const contentfulPaint = afterContentfulPaint ? firstContentfulPaintRecorded() : NO_PAINT_WAIT;
    const finish = () => {
      clearTimeout(limit);
      contentfulPaint.stop();
      document.removeEventListener('visibilitychange', finishWhenHidden);
      resolve();
    };
    const finishWhenHidden = () => {
      if (document.visibilityState === 'hidden') finish();
    };
    // A frame's callbacks run before its paint: the second frame's starts after the first was
    // presented, and the task queued there runs after the second paint.
    void contentfulPaint.recorded.then(() =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(finish, 0))),
    );
    document.addEventListener('visibilitychange', finishWhenHidden);
    const limit = setTimeout(finish, FRAME_WAIT_LIMIT_MS);
  });
}

interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so that the browser can handle input and paint in between: with
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place in the
 * queue), else a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const nextTaskQueue: (() => void)[] = [];
let nextTaskChannel: MessageChannel | undefined;

/**
 * Runs `run` in a task of its own, right after the tasks already queued: a message channel's
 * task, which browsers neither clamp nor throttle in a background tab, as timers are (React's
 * scheduler uses one too). A timer where there is no `MessageChannel`.
 */
export function inNextTask(run: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(run, 0);
    return;
  }
  if (!nextTaskChannel) {
    nextTaskChannel = new MessageChannel();
    nextTaskChannel.port1.onmessage = () => nextTaskQueue.shift()?.();
  }
  nextTaskQueue.push(run);
  nextTaskChannel.port2.postMessage(undefined);
}
