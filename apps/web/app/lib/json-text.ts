import { useMemo } from 'react';

declare const parsesTo: unique symbol;

/**
 * A route's data as one JSON text. React Router's stream (turbo-stream) encodes loader data a value at a time, each
 * object, key and string an entry of its own: a page of 24 product cards is ~1,000 of them, and encoding them was
 * ~12 % of a rendered category page's CPU (bench/RESULTS.md). As one string it is one entry; JSON.stringify and
 * JSON.parse do the rest natively, on the server and in the browser. Only for plain JSON (the API's answers): a Date,
 * a Map or an undefined would not come through.
 */
export type JsonText<T> = string & { readonly [parsesTo]: T };

export const jsonText = <T>(value: T) => JSON.stringify(value) as JsonText<T>;

/** The value `text` holds, parsed once per text: a navigation to another page brings another text. */
export function useJsonText<T>(text: JsonText<T>): T {
  return useMemo(() => JSON.parse(text) as T, [text]);
}
