import type { OrganizationLookup } from '@store/contracts';

/**
 * An address as a look-up service gives it, before the spec's clean-up (address-cleanup.ts): `house` empty for a
 * street or a town, `cityWithType` the city as the address writes it ('г Москва').
 */
export interface RawAddress {
  value: string;
  unrestrictedValue: string;
  house: string;
  postalCode: string;
  city: string;
  cityWithType: string;
}

/**
 * Organisation and address look-ups (ARCHITECTURE.md "Outside services"): Dadata's API when DADATA_TOKEN is set
 * (dadata-client.ts), local data otherwise (offline-lookups.ts). Neither throws: a failure is an empty list (spec §7).
 */
export interface Lookups {
  /** By ИНН (10 or 12 digits) or by name. */
  findOrganizations(query: string): Promise<OrganizationLookup[]>;
  /** Addresses matching the typed text, within `city` when given. */
  findAddresses(query: string, city?: string): Promise<RawAddress[]>;
}
