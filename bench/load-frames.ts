import { chromium } from 'playwright-core';
import { percentile } from './percentile.ts';

/** What the page's Long Animation Frames API reported of one frame (times in ms). */
export interface LongFrame {
  /** The part of the frame past 50 ms that kept input waiting: the frame's share of Total Blocking Time. */
  blocking: number;
  /** Style, layout and paint at the frame's end (0 when the frame did not render). */
  render: number;
  scripts: { source: string; invoker: string; duration: number }[];
}

/** One load's long frames, summed: what blocked, what rendered, and each script's time by the file it came from. */
export interface LoadCost {
  blocking: number;
  render: number;
  bySource: Record<string, number>;
}

/**
 * Sums one load's long frames. A script is named by its file (the hash left on, as the build names it) or, for the
 * page's own inline scripts, 'page'; a callback without a source (a timer the browser attributes to no file) by
 * its invoker.
 */
export function loadCost(frames: readonly LongFrame[]): LoadCost {
  const bySource: Record<string, number> = {};
  for (const { scripts } of frames) {
    for (const { source, invoker, duration } of scripts) {
      const path = source ? new URL(source).pathname : '';
      const name = !source ? invoker || 'unattributed' : path.startsWith('/assets/') ? path.slice('/assets/'.length) : 'page';
      bySource[name] = (bySource[name] ?? 0) + duration;
    }
  }
  return {
    blocking: frames.reduce((sum, frame) => sum + frame.blocking, 0),
    render: frames.reduce((sum, frame) => sum + frame.render, 0),
    bySource,
  };
}

/** Medians over loads: blocking, render and each source's script time (a source missing from a load counts 0 there). */
export function medianCost(loads: readonly LoadCost[]): LoadCost {
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const sources = [...new Set(loads.flatMap((load) => Object.keys(load.bySource)))];
  return {
    blocking: median(loads.map((load) => load.blocking)),
    render: median(loads.map((load) => load.render)),
    bySource: Object.fromEntries(sources.map((source) => [source, median(loads.map((load) => load.bySource[source] ?? 0))])),
  };
}

/** In-page (a string: the bench compiles without the DOM's types): collects every long animation frame into `window.benchFrames`. */
const frameRecorder = `
  window.benchFrames = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      window.benchFrames.push({
        blocking: frame.blockingDuration,
        render: frame.renderStart ? frame.startTime + frame.duration - frame.renderStart : 0,
        scripts: frame.scripts.map((script) => ({ source: script.sourceURL, invoker: script.invoker, duration: script.duration })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

/** In-page: React has hydrated the page (its fiber sits on the main element). */
const hydrated = `Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber'))`;

/**
 * In-page: resolves at the first whole idle period the browser grants (50 ms with nothing queued), i.e. once the
 * modules loaded after the page is up have run and nothing else waits on the main thread.
 */
const quietMainThread = `new Promise((resolve) => {
  const check = (deadline) => (deadline.timeRemaining() >= 49 ? resolve() : requestIdleCallback(check));
  requestIdleCallback(check);
})`;

/**
 * Cold loads of each page (a new browser context each: no cache) on a 412 px phone with the CPU slowed
 * `cpuSlowdown` times, as Lighthouse's mobile run, untraced: tracing V8 makes it collect source positions and
 * lengthens the scripts' own tasks. Each load is read once it has hydrated, its network is quiet (the modules loaded
 * after the first paint have arrived) and the browser grants a whole idle period (they have run).
 */
export async function loadFrames(
  pages: { url: string; headers?: Record<string, string> }[],
  options: { loads: number; cpuSlowdown: number },
): Promise<{ url: string; loads: LoadCost[] }[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const results = [];
    for (const { url, headers } of pages) {
      const loads: LoadCost[] = [];
      for (let n = 0; n < options.loads; n++) {
        // The recorder is an init script, which the store's Content-Security-Policy (rightly) would refuse.
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ru-RU', bypassCSP: true, extraHTTPHeaders: headers });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
          await page.addInitScript(frameRecorder);
          await page.goto(url, { waitUntil: 'load' });
          await page.waitForFunction(hydrated);
          await page.waitForLoadState('networkidle');
          await page.evaluate(quietMainThread);
          loads.push(loadCost((await page.evaluate('window.benchFrames')) as LongFrame[]));
        } finally {
          await context.close();
        }
      }
      results.push({ url, loads });
    }
    return results;
  } finally {
    await browser.close();
  }
}
