import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Lighthouse mobile performance score (0–100) of each URL: the median of `runs` runs in Debian's Chromium. */
export async function lighthouseScores(urls: string[], runs = 3): Promise<{ url: string; scores: number[]; median: number }[]> {
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
    for (const url of urls) {
      const scores: number[] = [];
      for (let run = 0; run < runs; run++) {
        const answer = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
        scores.push(Math.round((answer?.lhr.categories.performance?.score ?? 0) * 100));
      }
      const sorted = [...scores].sort((a, b) => a - b);
      results.push({ url, scores, median: sorted[Math.floor(sorted.length / 2)]! });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
