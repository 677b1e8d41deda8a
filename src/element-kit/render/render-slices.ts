/**
 * When the roots of a page's elements first render or hydrate: in tasks of their own, a few
 * roots to a task, so that a page with twenty elements does not hydrate them all in one long
 * task. React's concurrent renderer yields every few milliseconds by itself; Preact, which the
 * bundles run on (decision 53), renders a root in one go: without slices, the server-rendered
 * header page's total blocking time in Lighthouse's mobile run was about 600 ms. A tap or a key
 * that comes meanwhile is handled between two slices.
 */
import { inNextTask } from '../../page-runtime/main-thread-turns';

/** How long one slice may run before the page gets the main thread back (React's own 5 ms). */
const SLICE_MS = 5;

const waiting: (() => void)[] = [];
let sliceScheduled = false;

function runSlice(): void {
  sliceScheduled = false;
  const deadline = performance.now() + SLICE_MS;
  while (waiting.length > 0) {
    const work = waiting.shift();
    try {
      work?.();
    } catch (error) {
      // One root's failure must not keep the roots behind it from rendering.
      console.error('shop-elements: an element could not render.', error);
    }
    if (performance.now() >= deadline) break;
  }
  if (waiting.length > 0) scheduleSlice();
}

function scheduleSlice(): void {
  if (sliceScheduled) return;
  sliceScheduled = true;
  inNextTask(runSlice);
}

/**
 * Runs `work` in a coming slice, after the work queued before it (so roots render in the order
 * their hosts mounted: outer before inner, the page's order). Returns a function that takes it
 * back if it has not run yet.
 */
export function inRenderSlice(work: () => void): () => void {
  waiting.push(work);
  scheduleSlice();
  return () => {
    const index = waiting.indexOf(work);
    if (index !== -1) waiting.splice(index, 1);
  };
}

/**
 * Runs `work` once at the end of the current task, however often it is asked for before: a
 * host whose attributes change three times in one task renders once, with the last values.
 */
export function coalescedPerTask(work: () => void): () => void {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      work();
    });
  };
}
