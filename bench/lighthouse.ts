import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** A page to score; `headers` go with every request (a guest's session cookie for the basket page). */
export interface ScoredPage {
  url: string;
  headers?: Record<string, string>;
}

/** Lighthouse mobile performance score (0–100) of each page: the median of `runs` runs in Debian's Chromium. */
export async function lighthouseScores(pages: ScoredPage[], runs = 3): Promise<{ url: string; scores: number[]; median: number }[]> {
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
      for (let run = 0; run < runs; run++) {
        const answer = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', extraHeaders: headers });
        // A run Lighthouse could not finish (e.g. NO_FCP on a busy machine) scores 0: say why next to it.
        const failure = answer?.lhr.runtimeError?.code;
        scores.push(Math.round((answer?.lhr.categories.performance?.score ?? 0) * 100));
        if (failure) console.log(`(${url}: run ${run + 1} failed: ${failure})`);
      }
      const sorted = [...scores].sort((a, b) => a - b);
      results.push({ url, scores, median: sorted[Math.floor(sorted.length / 2)]! });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
