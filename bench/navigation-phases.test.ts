import { describe, expect, it } from 'vitest';
import { type TraceEvent, navigationPhases } from './navigation-phases.ts';

/** A complete event on the page's main thread (pid 1, tid 1), times in ms. */
const complete = (name: string, at: number, ms: number, data?: TraceEvent['args']): TraceEvent => ({
  name,
  ph: 'X',
  ts: at * 1000,
  dur: ms * 1000,
  pid: 1,
  tid: 1,
  args: data,
});
const instant = (name: string, at: number, data: NonNullable<TraceEvent['args']>['data']): TraceEvent => ({
  name,
  ph: 'I',
  ts: at * 1000,
  pid: 1,
  tid: 1,
  args: { data },
});

// The click's task began 2 ms before the click; a script in it forces a layout. The frame's task runs an animation
// frame callback, then style, layout and paint, and goes on past the painted frame. Another thread is busy throughout.
const trace: TraceEvent[] = [
  complete('RunTask', 0, 10),
  complete('EventDispatch', 2, 6, { data: { type: 'click' } }),
  complete('FunctionCall', 2.5, 5),
  complete('Layout', 3, 1),
  instant('ResourceSendRequest', 9, { url: 'http://store.test/catalog/bolty/_.data', requestId: 'r1' }),
  instant('ResourceFinish', 15, { requestId: 'r1' }),
  complete('RunTask', 20, 30),
  complete('FireAnimationFrame', 20, 2),
  complete('UpdateLayoutTree', 22, 5),
  complete('Layout', 27, 10),
  complete('Layout', 30, 2),
  complete('Paint', 37, 3),
  { ...complete('FunctionCall', 5, 50), tid: 2 },
];

describe('navigationPhases', () => {
  it('counts each event once, under its outermost script or rendering ancestor, within the click → paint window', () => {
    expect(navigationPhases(trace, '/catalog/bolty/_.data', 40)).toEqual({
      dataWait: 6,
      // The click's 6 ms and the animation frame's 2, less the 1 ms of layout the click's script forced.
      script: 7,
      forced: 1,
      style: 5,
      // The nested layout is part of the outer one.
      layout: 10,
      paint: 3,
      // Busy 30 ms inside the window (8 of the click's task after the click, 22 of the frame's) less the above.
      other: 4,
      idle: 10,
    });
  });

  it('says so when the trace holds no click', () => {
    expect(() => navigationPhases(trace.slice(2), '/catalog/bolty/_.data', 40)).toThrow('no click');
  });
});
