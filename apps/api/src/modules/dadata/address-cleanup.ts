import type { AddressSuggestion } from '@store/contracts';
import type { RawAddress } from './lookups.ts';

// A flat, office or room at the very end ('…, д 11, кв 89', '…, д 5, кв.'): the buyer types it separately.
const trailingFlat = /,\s*(?:кв|квартира|оф|офис|пом|помещение)\.?(?:\s+[\p{L}\d/-]*)?\s*$/iu;

export function stripTrailingFlat(address: string): string {
  return address.replace(trailingFlat, '').trim();
}

/** Everything up to and including the city ('г Москва, '), which the buyer has already chosen. */
export function stripCityPrefix(value: string, cityWithType: string): string {
  if (cityWithType === '') return value;
  const at = value.indexOf(`${cityWithType}, `);
  return at === -1 ? value : value.slice(at + cityWithType.length + 2);
}

/**
 * Spec §5: address suggestions keep only entries with a house; city prefix and trailing flat marker stripped.
 * Entries that become the same after the clean-up are shown once.
 */
export function cleanAddressSuggestions(addresses: readonly RawAddress[]): AddressSuggestion[] {
  const seen = new Set<string>();
  const suggestions: AddressSuggestion[] = [];
  for (const address of addresses) {
    if (address.house.trim() === '') continue;
    const value = stripTrailingFlat(stripCityPrefix(address.value, address.cityWithType));
    const unrestrictedValue = stripTrailingFlat(address.unrestrictedValue);
    if (seen.has(unrestrictedValue)) continue;
    seen.add(unrestrictedValue);
    suggestions.push({ value, unrestricted_value: unrestrictedValue, house: address.house, postal_code: address.postalCode, city: address.city });
  }
  return suggestions;
}
