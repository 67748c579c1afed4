/** One event of a Chromium trace (the Trace Event Format), as far as the phases below read it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; url?: string; requestId?: string } };
}

/** Where the main thread's time went between a click and the frame that painted the new page, in ms. */
export interface NavigationPhases {
  /** The data request's own wait: sent to its answer read (the prefetched answer comes through the network service). */
  dataWait: number;
  /** JavaScript: event handlers, timers, promise callbacks, animation-frame callbacks, modules evaluated. */
  script: number;
  /** Style and layout that a script forced (read a size, hit-tested) before the frame asked for them. */
  forced: number;
  /** The frame's style, layout and paint (pre-paint, paint, layerising, the commit to the compositor). */
  style: number;
  layout: number;
  paint: number;
  /** Busy in tasks with nothing above: input and message handling, compiling, garbage collection, the scheduler. */
  other: number;
  /** Nothing to do: waiting for the data, or for the next frame. */
  idle: number;
}

const scriptEvents = new Set([
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
  'EvaluateScript',
  'v8.evaluateModule',
  'FireIdleCallback',
]);
const renderingPhase: Record<string, 'style' | 'layout' | 'paint'> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
};

/**
 * The phases of one navigation from a trace recorded around its click (categories `devtools.timeline`,
 * `disabled-by-default-devtools.timeline` and `toplevel`), over `paintedAfterMs` from the click's dispatch. Each
 * event counts once, under its outermost script or rendering ancestor, so nested work is never counted twice.
 */
export function navigationPhases(events: TraceEvent[], dataPath: string, paintedAfterMs: number): NavigationPhases {
  const click = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click');
  if (!click) throw new Error('the trace holds no click');
  const { pid, tid } = click;
  const start = click.ts;
  const end = start + paintedAfterMs * 1000;
  const phases: NavigationPhases = { dataWait: 0, script: 0, forced: 0, style: 0, layout: 0, paint: 0, other: 0, idle: 0 };

  const onMain = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts < end && event.ts + (event.dur ?? 0) > start)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** Milliseconds of an event inside the window. */
  const within = (event: TraceEvent) => (Math.min(end, event.ts + (event.dur ?? 0)) - Math.max(start, event.ts)) / 1000;
  // The open ancestors of the current event: complete events on one thread nest.
  const open: TraceEvent[] = [];
  for (const event of onMain) {
    while (open.length && open.at(-1)!.ts + (open.at(-1)!.dur ?? 0) <= event.ts) open.pop();
    const inScript = open.some((ancestor) => scriptEvents.has(ancestor.name));
    const inRendering = open.some((ancestor) => ancestor.name in renderingPhase);
    // Whatever runs outside any other event is the thread's busy time (a task, almost always).
    if (open.length === 0) phases.other += within(event);
    if (scriptEvents.has(event.name) && !inScript && !inRendering) phases.script += within(event);
    else if (event.name in renderingPhase && !inRendering) phases[inScript ? 'forced' : renderingPhase[event.name]!] += within(event);
    open.push(event);
  }
  // A forced style or layout ran inside a script's time: take it out of the script's share.
  phases.script -= phases.forced;
  const accounted = phases.script + phases.forced + phases.style + phases.layout + phases.paint;
  phases.idle = paintedAfterMs - phases.other;
  phases.other -= accounted;

  const sent = events.find((event) => event.name === 'ResourceSendRequest' && event.ts >= start && event.args?.data?.url?.includes(dataPath));
  const finished = sent && events.find((event) => event.name === 'ResourceFinish' && event.args?.data?.requestId === sent.args?.data?.requestId);
  if (sent && finished) phases.dataWait = (finished.ts - sent.ts) / 1000;
  for (const key of Object.keys(phases) as (keyof NavigationPhases)[]) phases[key] = Math.round(phases[key] * 10) / 10;
  return phases;
}
