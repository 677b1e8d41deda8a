/**
 * Where a page's main-thread time goes, from a Chromium trace (`devtools.timeline` and `v8`
 * categories): each event's self time (its duration less its children's) goes to the phase of
 * its name, so nested events count once, in the phase of the innermost one.
 */

/** A complete trace event (`ph: 'X'`) as Chromium writes it; times in microseconds. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export const PHASES = [
  'parseHtml',
  'compile',
  'evaluateModules',
  'renderAndHydrate',
  'styleAndLayout',
  'paint',
  'garbageCollection',
  'other',
] as const;
export type Phase = (typeof PHASES)[number];

/**
 * The phase of each event name. Script that runs after the modules have been evaluated
 * (callbacks, microtasks, timers, event handlers) is the elements' rendering and hydration.
 */
const PHASE_OF: Readonly<Record<string, Phase>> = {
  ParseHTML: 'parseHtml',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.produceCache': 'compile',
  'v8.produceModuleCache': 'compile',
  'v8.deserializeOnBackground': 'compile',
  'v8.evaluateModule': 'evaluateModules',
  EvaluateScript: 'renderAndHydrate',
  FunctionCall: 'renderAndHydrate',
  RunMicrotasks: 'renderAndHydrate',
  TimerFire: 'renderAndHydrate',
  FireAnimationFrame: 'renderAndHydrate',
  EventDispatch: 'renderAndHydrate',
  FireIdleCallback: 'renderAndHydrate',
  'v8.run': 'renderAndHydrate',
  'V8.Execute': 'renderAndHydrate',
  UpdateLayoutTree: 'styleAndLayout',
  RecalculateStyles: 'styleAndLayout',
  Layout: 'styleAndLayout',
  ParseAuthorStyleSheet: 'styleAndLayout',
  InvalidateLayout: 'styleAndLayout',
  ScheduleStyleRecalculation: 'styleAndLayout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  'Decode Image': 'paint',
  MinorGC: 'garbageCollection',
  MajorGC: 'garbageCollection',
  'V8.GCScavenger': 'garbageCollection',
  'V8.GCFinalizeMC': 'garbageCollection',
  'BlinkGC.AtomicPhase': 'garbageCollection',
  BlinkScheduler_PerformMicrotaskCheckpoint: 'renderAndHydrate',
  'HTMLDocumentParser::MaybeFetchQueuedPreloads': 'parseHtml',
};

/** The phase of an event's name: from the table, or garbage collection for V8's GC steps. */
const phaseOf = (name: string): Phase | undefined =>
  PHASE_OF[name] ?? (name.startsWith('V8.GC') ? 'garbageCollection' : undefined);

/**
 * The top-level tasks every piece of main-thread work runs in (the scheduler's name, or the
 * older one). Their own time, outside any event within them, is `other`: the scheduler, the
 * messages between processes, and the pauses a CPU slowdown adds between events.
 */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer's main thread: the thread named `CrRendererMain` in the trace's metadata. */
export function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const named = events.find(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!named) throw new Error('the trace names no CrRendererMain thread');
  return { pid: named.pid, tid: named.tid };
}

/**
 * Milliseconds of main-thread work per phase: every top-level task's time, each part of it in
 * the phase of the innermost event it falls in (`other` for the task's own time).
 */
export function mainThreadPhases(events: readonly TraceEvent[]): Record<Phase, number> {
  const { pid, tid } = mainThreadOf(events);
  const complete = events
    .filter((event) => event.ph === 'X' && event.pid === pid && event.tid === tid)
    .filter((event) => event.dur !== undefined && event.dur > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = Object.fromEntries(PHASES.map((phase) => [phase, 0])) as Record<Phase, number>;
  /** The open events around the current one, outermost first, with their children's time. */
  const stack: { end: number; phase: Phase | undefined; childTime: number; dur: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!;
      const phase = done.phase ?? stack.findLast((open) => open.phase)?.phase ?? 'other';
      totals[phase] += (done.dur - done.childTime) / 1000;
    }
  };
  for (const event of complete) {
    close(event.ts);
    const dur = event.dur!;
    const parent = stack[stack.length - 1];
    // Only work inside a task counts: events outside one are the trace's own bookkeeping.
    if (!parent && !TASKS.has(event.name)) continue;
    if (parent) parent.childTime += Math.min(dur, parent.end - event.ts);
    stack.push({
      end: Math.min(event.ts + dur, parent?.end ?? Infinity),
      phase: phaseOf(event.name),
      childTime: 0,
      dur: Math.min(dur, (parent?.end ?? Infinity) - event.ts),
    });
  }
  close(Infinity);
  return Object.fromEntries(PHASES.map((phase) => [phase, Math.round(totals[phase])])) as Record<
    Phase,
    number
  >;
}
