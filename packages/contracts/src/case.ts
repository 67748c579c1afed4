/** Wire keys are snake_case; the browser side works in camelCase (spec §7). */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

export type Camelize<T> = T extends readonly (infer Item)[]
  ? Camelize<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelize<T[K]> }
    : T;

const snakePattern = /_([a-z0-9])/g;

export function camelCaseKey(key: string): string {
  // Most keys have one word: no pattern to run (every API answer a page reads passes through here).
  return key.includes('_') ? key.replace(snakePattern, (_, letter: string) => letter.toUpperCase()) : key;
}

export function camelizeKeys<T>(value: T): Camelize<T> {
  if (Array.isArray(value)) return value.map(camelizeKeys) as Camelize<T>;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) if (Object.hasOwn(value, key)) out[camelCaseKey(key)] = camelizeKeys(value[key]);
    return out as Camelize<T>;
  }
  return value as Camelize<T>;
}

export function snakeCaseKey(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[snakeCaseKey(key)] = snakeKeys(item);
    return out;
  }
  return value;
}
