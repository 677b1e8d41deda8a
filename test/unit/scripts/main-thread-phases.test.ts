// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mainThreadPhases, type TraceEvent } from '../../../scripts/bench/main-thread-phases';

const MAIN = { pid: 1, tid: 7 };
const threadName: TraceEvent = {
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...MAIN,
  args: { name: 'CrRendererMain' },
};
/** A complete event on the main thread, in milliseconds. */
const span = (name: string, startMs: number, durationMs: number, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ts: startMs * 1000,
  dur: durationMs * 1000,
  ...thread,
});

describe("a page's main-thread time by phase", () => {
  it('given a task that parses, compiles, evaluates and lays out › each part counts once, in the phase of the innermost event', () => {
    const phases = mainThreadPhases([
      threadName,
      span('RunTask', 0, 100),
      span('ParseHTML', 0, 30),
      span('v8.compileModule', 30, 10),
      span('v8.evaluateModule', 40, 40),
      // A call with no phase of its own counts to the module evaluation it runs in.
      span('v8.callFunction', 50, 10),
      span('Layout', 60, 5),
      span('Layout', 80, 10),
    ]);
    expect(phases).toMatchObject({
      parseHtml: 30,
      compile: 10,
      evaluateModules: 35,
      styleAndLayout: 15,
      other: 10,
      renderAndHydrate: 0,
    });
  });

  it('given work of other threads and events outside any task › none of it counts', () => {
    const phases = mainThreadPhases([
      threadName,
      span('v8.compile', 0, 50, { pid: 1, tid: 9 }),
      span('Layout', 0, 20),
      span('RunTask', 100, 10),
      span('FunctionCall', 100, 10),
    ]);
    expect(Object.values(phases).reduce((sum, ms) => sum + ms, 0)).toBe(10);
    expect(phases.renderAndHydrate).toBe(10);
  });

  it("given the scheduler's task name, a GC step and a microtask checkpoint › each counts in its phase", () => {
    const phases = mainThreadPhases([
      threadName,
      span('ThreadControllerImpl::RunTask', 0, 50),
      span('V8.GC_SCAVENGER_SCAVENGE', 0, 5),
      span('BlinkScheduler_PerformMicrotaskCheckpoint', 10, 20),
    ]);
    expect(phases).toMatchObject({ garbageCollection: 5, renderAndHydrate: 20, other: 25 });
  });

  it('given a trace without the renderer main thread › it says so', () => {
    expect(() => mainThreadPhases([span('RunTask', 0, 1)])).toThrow(/CrRendererMain/);
  });
});
