import type { Token } from './normalize.ts';

/** A phrase is a list of word patterns (regular-expression sources matched against whole words). */
export type PhraseEntry<T> = { term: T; phrases: readonly (readonly string[])[] };
export type PhraseMatch<T> = { term: T; tokens: Token[] };

type Compiled<T> = { term: T; words: RegExp[] };

/**
 * Finds known phrases in a list of words. At each position the longest phrase wins ("нержавеющая
 * сталь" over "сталь", "анкерный болт" over "болт"); among equally long ones, the earlier entry.
 */
export function phraseMatcher<T>(entries: readonly PhraseEntry<T>[]) {
  const compiled: Compiled<T>[] = entries
    .flatMap(({ term, phrases }) => phrases.map((phrase) => ({ term, words: phrase.map((word) => new RegExp(`^(?:${word})$`, 'u')) })))
    .sort((a, b) => b.words.length - a.words.length);

  const matchAt = (tokens: readonly Token[], start: number) =>
    compiled.find(({ words }) => words.every((word, offset) => word.test(tokens[start + offset]?.value ?? '')));

  return (tokens: readonly Token[]): { matches: PhraseMatch<T>[]; rest: Token[] } => {
    const matches: PhraseMatch<T>[] = [];
    const rest: Token[] = [];
    for (let index = 0; index < tokens.length; ) {
      const found = matchAt(tokens, index);
      if (found) {
        matches.push({ term: found.term, tokens: tokens.slice(index, index + found.words.length) });
        index += found.words.length;
      } else {
        rest.push(tokens[index] as Token);
        index += 1;
      }
    }
    return { matches, rest };
  };
}
