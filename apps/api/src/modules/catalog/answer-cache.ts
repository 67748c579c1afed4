import { LRUCache } from 'lru-cache';
import type { ListingIndex } from './listing-index.ts';

/**
 * Answers computed from the listing index, memoised per index: a catalogue change brings a new index and
 * so an empty cache. Answers that show stock (cards' figures, in-stock counts) are also dropped when an order
 * patches the index's stock (`showsStock`); they are recomputed lazily, by the next asker. Buyers ask the same
 * few questions over and over; concurrent askers of one question share a single computation, and a failed one
 * is forgotten.
 */
export function answerCache<T>(max: number, { showsStock }: { showsStock: boolean }) {
  const caches = new WeakMap<ListingIndex, { stockVersion: number; answers: LRUCache<string, Promise<T>> }>();
  return (index: ListingIndex, key: string, compute: () => Promise<T>): Promise<T> => {
    let cache = caches.get(index);
    if (!cache || (showsStock && cache.stockVersion !== index.stockVersion)) {
      cache = { stockVersion: index.stockVersion, answers: new LRUCache({ max }) };
      caches.set(index, cache);
    }
    const { answers } = cache;
    let answer = answers.get(key);
    if (!answer) {
      answer = compute();
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  };
}
