import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { finishedRun } from './finished-run.ts';

/** A page to score; `headers` go with every request (a guest's session cookie for the basket page). */
export interface ScoredPage {
  url: string;
  headers?: Record<string, string>;
}

/** The median run's metrics (ms; CLS unitless) and the host's CPU benchmark index, which Lighthouse's simulated 4× slower CPU scales. */
export interface MedianRun {
  benchmarkIndex: number;
  metrics: Record<'FCP' | 'LCP' | 'TBT' | 'SI' | 'CLS', number>;
}

const metricIds = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;

/** Lighthouse mobile performance score (0–100) of each page: the median of `runs` runs in Debian's Chromium. */
export async function lighthouseScores(pages: ScoredPage[], runs = 3): Promise<{ url: string; scores: number[]; median: number; medianRun: MedianRun }[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results = [];
    for (const { url, headers } of pages) {
      const scores: number[] = [];
      const details: MedianRun[] = [];
      for (let run = 0; run < runs; run++) {
        const answer = await finishedRun(url, () =>
          lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', extraHeaders: headers }),
        );
        scores.push(Math.round((answer?.lhr.categories.performance?.score ?? 0) * 100));
        // Milliseconds to the unit; CLS to three places.
        const metric = (name: keyof typeof metricIds) => {
          const scale = name === 'CLS' ? 1000 : 1;
          return Math.round((answer?.lhr.audits[metricIds[name]]?.numericValue ?? Number.NaN) * scale) / scale;
        };
        details.push({
          benchmarkIndex: Math.round(answer?.lhr.environment.benchmarkIndex ?? 0),
          metrics: { FCP: metric('FCP'), LCP: metric('LCP'), TBT: metric('TBT'), SI: metric('SI'), CLS: metric('CLS') },
        });
      }
      const medianAt = scores.indexOf([...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)]!);
      results.push({ url, scores, median: scores[medianAt]!, medianRun: details[medianAt]! });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
