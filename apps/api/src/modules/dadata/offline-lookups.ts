import { lookupLimits, type OrganizationLookup } from '@store/contracts';
import { seedOrganizations } from '../../seed/users.ts';
import type { Lookups, RawAddress } from './lookups.ts';
import { offlineOrganizations } from './offline-organizations.ts';
import { type OfflineCity, offlineCities } from './offline-streets.ts';

/** Lower case, ё as е, no quotes or punctuation: how a typed query and the local data are compared. */
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[«»"'.,()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

// Words that name a kind of street, a house or a city, not the street itself.
const kindWords = new Set(['ул', 'улица', 'пр-кт', 'проспект', 'пр', 'шоссе', 'ш', 'пер', 'переулок', 'тракт', 'д', 'дом', 'г', 'город']);
const flatWords = new Set(['кв', 'квартира', 'оф', 'офис']);
const housePattern = /^\d+[а-я]?(?:\/\d+)?$/;
/** House numbers offered for a street typed without one. */
const firstHouses = ['1', '2', '3'];

function matchesOrganization(organization: OrganizationLookup, query: string): boolean {
  if (/^\d+$/.test(query)) return organization.inn.startsWith(query);
  const words = normalize(organization.name).join(' ');
  return normalize(query).every((word) => words.includes(word));
}

interface ParsedAddressQuery {
  words: string[];
  numbers: string[];
  flat: string;
}

function parseAddressQuery(query: string): ParsedAddressQuery {
  const tokens = normalize(query);
  const parsed: ParsedAddressQuery = { words: [], numbers: [], flat: '' };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (flatWords.has(token)) {
      parsed.flat = tokens[i + 1] ?? '';
      i++;
    } else if (housePattern.test(token)) parsed.numbers.push(token);
    else if (!kindWords.has(token)) parsed.words.push(token);
  }
  return parsed;
}

function addressOf(city: OfflineCity, street: string, postalCode: string, house: string, flat: string): RawAddress {
  const cityWithType = `г ${city.city}`;
  const tail = `${street}${house ? `, д ${house}` : ''}${flat ? `, кв ${flat}` : ''}`;
  const region = city.region === cityWithType ? [] : [city.region];
  return {
    value: `${cityWithType}, ${tail}`,
    unrestrictedValue: [postalCode, ...region, cityWithType, tail].join(', '),
    house,
    postalCode,
    city: city.city,
    cityWithType,
  };
}

/** Streets of the typed words in the chosen city (or in a city the query names, or in any), with the typed house. */
function findLocalAddresses(query: string, cityName: string | undefined): RawAddress[] {
  const parsed = parseAddressQuery(query);
  let cities = offlineCities;
  if (cityName) cities = cities.filter((city) => normalize(city.city).join(' ') === normalize(cityName).join(' '));
  const named = cities.filter((city) => normalize(city.city).every((word) => parsed.words.includes(word)));
  if (named.length > 0) {
    cities = named;
    const cityWords = new Set(named.flatMap((city) => normalize(city.city)));
    parsed.words = parsed.words.filter((word) => !cityWords.has(word));
  }
  if (parsed.words.length === 0) return [];

  const found: RawAddress[] = [];
  for (const city of cities) {
    for (const [street, postalCode] of city.streets) {
      const streetWords = normalize(street).filter((word) => !kindWords.has(word));
      if (!parsed.words.every((word) => streetWords.some((streetWord) => streetWord.startsWith(word)))) continue;
      // A number in the street's own name ('ул 10 лет Октября') is not the house.
      const houses = parsed.numbers.filter((number) => !streetWords.includes(number));
      if (houses.length > 0) found.push(addressOf(city, street, postalCode, houses[0]!, parsed.flat));
      else {
        found.push(addressOf(city, street, postalCode, '', ''));
        for (const house of firstHouses) found.push(addressOf(city, street, postalCode, house, ''));
      }
    }
  }
  return found.slice(0, lookupLimits.maxSuggestions * 2);
}

/**
 * Only the seed's and the made-up organisations: the store's customers in the database are nobody else's to look up.
 */
const localOrganizations: readonly OrganizationLookup[] = [...Object.values(seedOrganizations), ...offlineOrganizations];

/** The default look-ups (no DADATA_TOKEN): local organisations; streets of the largest cities. */
export function offlineLookups(): Lookups {
  return {
    async findOrganizations(query) {
      return localOrganizations.filter((organization) => matchesOrganization(organization, query)).slice(0, lookupLimits.maxSuggestions);
    },
    async findAddresses(query, city) {
      return findLocalAddresses(query, city);
    },
  };
}
