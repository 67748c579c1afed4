/** The p-th percentile of ascending `sorted` (the nearest-rank method); 0 for no samples. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
