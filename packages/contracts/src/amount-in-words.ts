// The default export: Node loads the package's CommonJS build, which has no named exports.
import numberToWordsRu from 'number-to-words-ru';

/**
 * An amount in words as Russian invoices print it, roubles in words and kopecks in digits:
 * 1234567 → 'Двенадцать тысяч триста сорок пять рублей 67 копеек'.
 * Imported as `@store/contracts/amount-in-words`, not from the index, so pages that never show it carry none of
 * the library.
 */
export function amountInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new RangeError('The amount must be whole non-negative kopecks');
  // Built from integers, never from kopecks / 100, so no float ever reaches the library.
  const roubles = Math.floor(kopecks / 100);
  const cents = String(kopecks % 100).padStart(2, '0');
  return numberToWordsRu.convert(`${roubles}.${cents}`, {
    currency: 'rub',
    showNumberParts: { integer: true, fractional: true },
    convertNumberToWords: { integer: true, fractional: false },
  });
}
