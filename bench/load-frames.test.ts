import { describe, expect, it } from 'vitest';
import { type LongFrame, loadCost, medianCost } from './load-frames.ts';

const frame = (blocking: number, render: number, scripts: LongFrame['scripts']): LongFrame => ({ blocking, render, scripts });

describe('loadCost', () => {
  it("sums the frames' blocking and rendering, and each script's time by its file; inline scripts are the page's", () => {
    const cost = loadCost([
      frame(40, 30, [
        { source: 'http://store.test/catalog/bolty/', invoker: 'http://store.test/catalog/bolty/', duration: 12 },
        { source: 'http://store.test/assets/entry.client-X9.js', invoker: 'http://store.test/assets/entry.client-X9.js', duration: 80 },
      ]),
      frame(0, 5, [{ source: 'http://store.test/assets/entry.client-X9.js', invoker: 'MessagePort.onmessage', duration: 20 }]),
      frame(15, 0, [{ source: '', invoker: 'TimerHandler:setTimeout', duration: 60 }]),
    ]);
    expect(cost).toEqual({ blocking: 55, render: 35, bySource: { page: 12, 'entry.client-X9.js': 100, 'TimerHandler:setTimeout': 60 } });
  });

  it('is nothing for a load without long frames', () => {
    expect(loadCost([])).toEqual({ blocking: 0, render: 0, bySource: {} });
  });
});

describe('medianCost', () => {
  it('takes the median of each figure over loads, a file missing from a load counting 0 there', () => {
    const median = medianCost([
      { blocking: 100, render: 50, bySource: { 'entry.js': 90, page: 10 } },
      { blocking: 300, render: 70, bySource: { 'entry.js': 110 } },
      { blocking: 200, render: 60, bySource: { 'entry.js': 100, page: 30 } },
    ]);
    expect(median).toEqual({ blocking: 200, render: 60, bySource: { 'entry.js': 100, page: 10 } });
  });
});
