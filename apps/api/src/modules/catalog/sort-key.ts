/**
 * A key whose plain string order is the natural order of product names: digit runs are zero-padded
 * (М8 before М10), case and ё are folded. Latin sorts before Cyrillic, as in code point order.
 */
export function sortKeyOfName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/\d+/g, (digits) => digits.padStart(6, '0'));
}
