/** Russian company requisites with valid check digits (the ФНС algorithms), for demo organisations. */

const digits = (text: string) => [...text].map(Number);

/** A legal entity's 10-digit ИНН from its first 9 digits. */
export function innFor(first9: string): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = digits(first9).reduce((total, digit, i) => total + digit * weights[i]!, 0);
  return `${first9}${(sum % 11) % 10}`;
}

/** A 13-digit ОГРН from its first 12 digits. */
export function ogrnFor(first12: string): string {
  return `${first12}${(Number(first12) % 11) % 10}`;
}

export function isValidInn10(inn: string): boolean {
  return /^\d{10}$/.test(inn) && innFor(inn.slice(0, 9)) === inn;
}

export function isValidOgrn13(ogrn: string): boolean {
  return /^\d{13}$/.test(ogrn) && ogrnFor(ogrn.slice(0, 12)) === ogrn;
}
