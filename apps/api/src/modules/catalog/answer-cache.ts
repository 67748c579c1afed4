import type { ProductCard } from '@store/contracts';
import { LRUCache } from 'lru-cache';
import { type ListingIndex, rowOf } from './listing-index.ts';

/** How a cached answer follows the index's stock; answers that show no stock are kept while the index stands. */
interface StockFollowing<T> {
  /** The answer with its shown units brought up to the index's stock (called only when the stock moved). */
  restock(answer: T, index: ListingIndex): T;
  /** Time to live, for answers that also rank by something the index does not hold (orders per product). */
  ttl?: number;
}

interface Entry<T> {
  answer: Promise<T>;
  /** The index's stock version the answer's units were read at. */
  stockVersion: number;
  computedAt: number;
}

/**
 * Answers computed from the listing index, memoised per index: a catalogue change brings a new index and
 * so an empty cache. Answers that show stock are also kept per availability version: an order that takes a
 * product out of stock (or a delivery that brings one back) moves the in-stock filter, counts and ranking, so
 * they are recomputed lazily by the next asker; an order that only takes some units restocks the cards of the
 * answers asked again, which costs a binary search per card instead of a computation per answer. Buyers ask the
 * same few questions over and over; concurrent askers of one question share a single computation, and a failed
 * one is forgotten.
 */
export function answerCache<T>(max: number, following?: StockFollowing<T>) {
  const caches = new WeakMap<ListingIndex, { availabilityVersion: number; answers: LRUCache<string, Entry<T>> }>();
  return (index: ListingIndex, key: string, compute: () => Promise<T>): Promise<T> => {
    let cache = caches.get(index);
    if (!cache || (following && cache.availabilityVersion !== index.availabilityVersion)) {
      cache = { availabilityVersion: index.availabilityVersion, answers: new LRUCache({ max }) };
      caches.set(index, cache);
    }
    const { answers } = cache;
    let entry = answers.get(key);
    if (entry && following?.ttl && Date.now() - entry.computedAt > following.ttl) entry = undefined;
    if (!entry) {
      entry = { answer: compute(), stockVersion: index.stockVersion, computedAt: Date.now() };
      answers.set(key, entry);
      const computed = entry;
      entry.answer.catch(() => answers.get(key) === computed && answers.delete(key));
    } else if (following && entry.stockVersion !== index.stockVersion) {
      // Read now: a patch may land before the promise settles, and the next asker would restock again.
      const stockVersion = index.stockVersion;
      entry.answer = entry.answer.then((answer) => following.restock(answer, index));
      entry.stockVersion = stockVersion;
    }
    return entry.answer;
  };
}

/** An answer's cards with the units in stock the index holds now. */
export function restockCards<A extends { items: ProductCard[] }>(answer: A, index: ListingIndex): A {
  let moved = false;
  const items = answer.items.map((card) => {
    const row = rowOf(index, card.id);
    const stock = row < 0 ? card.stock : index.stock[row]!;
    if (stock === card.stock) return card;
    moved = true;
    return { ...card, stock, available: stock > 0 };
  });
  return moved ? { ...answer, items } : answer;
}
