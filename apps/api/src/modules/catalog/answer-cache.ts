import { LRUCache } from 'lru-cache';
import type { ListingIndex } from './listing-index.ts';

/**
 * Answers computed from the listing index, memoised per index: a catalogue change brings a new index and
 * so an empty cache. Buyers ask the same few questions over and over; concurrent askers of one question
 * share a single computation, and a failed one is forgotten.
 */
export function answerCache<T>(max: number) {
  const caches = new WeakMap<ListingIndex, LRUCache<string, Promise<T>>>();
  return (index: ListingIndex, key: string, compute: () => Promise<T>): Promise<T> => {
    let cache = caches.get(index);
    if (!cache) caches.set(index, (cache = new LRUCache({ max })));
    let answer = cache.get(key);
    if (!answer) {
      const answers = cache;
      answer = compute();
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  };
}
