import type { OrganizationLookup } from '@store/contracts';
import { lookupLimits } from '@store/contracts';
import type { Lookups, RawAddress } from './lookups.ts';

/** Dadata's suggestions API (https://dadata.ru/api/suggest/): POST JSON, `Authorization: Token …`. */
export const dadataSuggestionsUrl = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs';

export interface DadataOptions {
  token: string;
  /** Tests point it at a local fake server. */
  baseUrl?: string;
  /** A look-up answers while the buyer types: a slow one is worth less than none. */
  timeoutMs?: number;
  /** Told of every failure (the answer is then an empty list). */
  onError?: (error: unknown) => void;
}

interface Suggestion<T> {
  value: string;
  unrestricted_value?: string;
  data?: T;
}

interface PartyData {
  inn?: string | null;
  kpp?: string | null;
  ogrn?: string | null;
  name?: { short_with_opf?: string | null } | null;
  management?: { name?: string | null } | null;
  fio?: { surname?: string | null; name?: string | null; patronymic?: string | null } | null;
  address?: { value?: string | null; data?: { postal_code?: string | null } | null } | null;
}

interface AddressData {
  house?: string | null;
  postal_code?: string | null;
  city?: string | null;
  city_with_type?: string | null;
  settlement?: string | null;
  settlement_with_type?: string | null;
}

const innPattern = /^(?:\d{10}|\d{12})$/;

function toOrganization(suggestion: Suggestion<PartyData>): OrganizationLookup {
  const data = suggestion.data ?? {};
  // A sole trader has no management; the person is the director.
  const person = [data.fio?.surname, data.fio?.name, data.fio?.patronymic].filter(Boolean).join(' ');
  return {
    name: data.name?.short_with_opf || suggestion.value,
    inn: data.inn ?? '',
    kpp: data.kpp ?? '',
    ogrn: data.ogrn ?? '',
    director: data.management?.name ?? person,
    address: data.address?.value ?? '',
    postal_code: data.address?.data?.postal_code ?? '',
  };
}

function toRawAddress(suggestion: Suggestion<AddressData>): RawAddress {
  const data = suggestion.data ?? {};
  return {
    value: suggestion.value,
    unrestrictedValue: suggestion.unrestricted_value ?? suggestion.value,
    house: data.house ?? '',
    postalCode: data.postal_code ?? '',
    city: data.city ?? data.settlement ?? '',
    cityWithType: data.city_with_type ?? data.settlement_with_type ?? '',
  };
}

/** The real look-ups; every failure (network, timeout, 4xx/5xx, an unexpected body) answers an empty list. */
export function dadataLookups(options: DadataOptions): Lookups {
  const baseUrl = options.baseUrl ?? dadataSuggestionsUrl;
  const timeoutMs = options.timeoutMs ?? 3000;

  async function suggest<T>(path: string, body: object): Promise<Suggestion<T>[]> {
    try {
      const response = await fetch(`${baseUrl}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${options.token}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`Dadata ${path} answered ${response.status}`);
      const answer = (await response.json()) as { suggestions?: unknown };
      if (!Array.isArray(answer.suggestions)) throw new Error(`Dadata ${path} answered without suggestions`);
      return answer.suggestions.filter((item): item is Suggestion<T> => typeof (item as Suggestion<T> | null)?.value === 'string');
    } catch (error) {
      options.onError?.(error);
      return [];
    }
  }

  return {
    async findOrganizations(query) {
      const count = lookupLimits.maxSuggestions;
      const found = innPattern.test(query)
        ? await suggest<PartyData>('findById/party', { query, count })
        : await suggest<PartyData>('suggest/party', { query, count });
      return found.map(toOrganization);
    },
    async findAddresses(query, city) {
      const body = { query, count: lookupLimits.maxSuggestions, ...(city ? { locations: [{ city }], restrict_value: true } : {}) };
      return (await suggest<AddressData>('suggest/address', body)).map(toRawAddress);
    },
  };
}
