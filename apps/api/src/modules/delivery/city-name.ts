/**
 * A city name as the city picker compares it: lower case, ё as е, single spaces, no leading 'г.' (Dadata writes
 * 'г Москва'). Migration 0008 stores `cities.search_name` the same way.
 */
export function citySearchName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/\s+/g, ' ')
    .replace(/^г\.? ?(?=\S)/, '');
}
