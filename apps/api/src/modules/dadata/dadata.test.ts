import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../testing/accounts.ts';
import { body, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedOrganizations } from '../../seed/users.ts';
import { dadataLookups } from './dadata-client.ts';

let ips = 0;
/** Each test its own address, so the look-up limit of one does not reach another. */
const nextIp = () => `10.0.${Math.floor(++ips / 250)}.${ips % 250}`;

function lookups(t: TestApp, ip: string, cookie = '') {
  const headers = cookie ? { cookie } : {};
  return {
    organizations: (query?: string) =>
      t.app.inject({ method: 'GET', url: '/api/Dadata/findOrganization/', query: query === undefined ? {} : { query }, headers, remoteAddress: ip }),
    addresses: (payload: object) => t.app.inject({ method: 'POST', url: '/api/Dadata/findAddress/', payload, headers, remoteAddress: ip }),
  };
}

describe('/api/Dadata/… from local data (no DADATA_TOKEN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ skus: 100 });
  });
  afterAll(() => t.close());

  it('finds the seed’s organisation by name, in any letter case and without quotes, with every field', async () => {
    const response = await lookups(t, nextIp()).organizations('техмонтаж-урал');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(body(response).result).toEqual([seedOrganizations.child]);
    const both = body(await lookups(t, nextIp()).organizations('ТехМонтаж')).result;
    expect(both.map((found: { name: string }) => found.name)).toEqual(['ООО «ТехМонтаж»', 'ООО «ТехМонтаж-Урал»']);
  });

  it('finds an organisation by ИНН, whole or its start', async () => {
    const { inn } = seedOrganizations.parent;
    expect(body(await lookups(t, nextIp()).organizations(inn)).result).toEqual([seedOrganizations.parent]);
    const found = body(await lookups(t, nextIp()).organizations(inn.slice(0, 4))).result;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((organization: { inn: string }) => organization.inn.startsWith(inn.slice(0, 4)))).toBe(true);
  });

  it('answers an empty list for a blank query, an absent one and one nothing matches', async () => {
    const api = lookups(t, nextIp());
    for (const query of [undefined, '', '   ', 'нет такой компании']) expect(body(await api.organizations(query)).result, String(query)).toEqual([]);
    for (const query of ['', '   ', 'нетакойулицы 5']) expect(body(await api.addresses({ query })).result, query).toEqual([]);
  });

  it('suggests houses of the typed street in the chosen city, without the city, with postal code and city', async () => {
    const found = body(await lookups(t, nextIp()).addresses({ query: 'Тверская 7', city: 'Москва' })).result;
    expect(found).toEqual([
      { value: 'ул Тверская, д 7', unrestricted_value: '125009, г Москва, ул Тверская, д 7', house: '7', postal_code: '125009', city: 'Москва' },
    ]);
  });

  it('keeps only houses and strips the flat the buyer typed', async () => {
    const api = lookups(t, nextIp());
    const street = body(await api.addresses({ query: 'сухонская', city: 'Москва' })).result;
    expect(street.length).toBeGreaterThan(0);
    expect(street.every((entry: { house: string; value: string }) => entry.house !== '' && entry.value.includes(`д ${entry.house}`))).toBe(true);
    const withFlat = body(await api.addresses({ query: 'ул. Сухонская, д. 11, кв. 89' })).result;
    expect(withFlat).toEqual([
      { value: 'ул Сухонская, д 11', unrestricted_value: '127642, г Москва, ул Сухонская, д 11', house: '11', postal_code: '127642', city: 'Москва' },
    ]);
  });

  it('looks in the chosen city only, or in the city the query names', async () => {
    const api = lookups(t, nextIp());
    const omsk = body(await api.addresses({ query: 'ленина 5', city: 'Омск' })).result;
    expect(omsk.map((entry: { city: string }) => entry.city)).toEqual(['Омск']);
    const named = body(await api.addresses({ query: 'Пермь ленина 5' })).result;
    expect(named.map((entry: { city: string }) => entry.city)).toEqual(['Пермь']);
    expect(named[0].unrestricted_value).toBe('614000, Пермский край, г Пермь, ул Ленина, д 5');
    const everywhere = body(await api.addresses({ query: 'ленина 5' })).result;
    expect(new Set(everywhere.map((entry: { city: string }) => entry.city)).size).toBeGreaterThan(2);
  });

  it('refuses overlong queries, unknown keys and wrong types with 400', async () => {
    const api = lookups(t, nextIp());
    expect((await api.organizations('я'.repeat(301))).statusCode).toBe(400);
    const refused = await t.app.inject({ method: 'GET', url: '/api/Dadata/findOrganization/?query=x&inn=1', remoteAddress: nextIp() });
    expect(refused.statusCode).toBe(400);
    for (const payload of [{}, { query: 5 }, { query: 'я'.repeat(301) }, { query: 'тверская', extra: 1 }, { query: 'тверская', city: ['Москва'] }]) {
      expect((await api.addresses(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('limits look-ups per user and per address, not counting blank queries', async () => {
    const ip = nextIp();
    const user = await register(t.app);
    const api = lookups(t, ip, user.cookie);
    for (let i = 0; i < 60; i++) expect((await api.organizations(`тех${i}`)).statusCode).toBe(200);
    expect(body(await api.addresses({ query: '' })).result).toEqual([]);
    const limited = await api.addresses({ query: 'тверская 1' });
    expect(limited.statusCode).toBe(429);
    expect(body(limited).result.message).toBe('Слишком много запросов подсказок. Попробуйте через минуту');
    // The same user from elsewhere is still over the limit; someone else is not.
    expect((await lookups(t, nextIp(), user.cookie).organizations('тех')).statusCode).toBe(429);
    expect((await lookups(t, nextIp()).organizations('тех')).statusCode).toBe(200);
  });
});

describe('/api/Dadata/… through the Dadata client (DADATA_TOKEN), against a fake Dadata', () => {
  let t: TestApp;
  let server: http.Server;
  let status = 200;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(status, { 'content-type': 'application/json' });
        const address = (value: string, house: string | null) => ({
          value,
          unrestricted_value: `127642, ${value}`,
          data: { house, postal_code: '127642', city: 'Москва', city_with_type: 'г Москва' },
        });
        response.end(
          JSON.stringify({
            suggestions: request.url!.endsWith('/suggest/address')
              ? [address('г Москва, ул Сухонская', null), address('г Москва, ул Сухонская, д 11, кв 89', '11'), address('г Москва, ул Сухонская, д 11', '11')]
              : [{ value: 'ООО «Ромашка»', data: { inn: '7701234567', kpp: '770101001', ogrn: '1027700000000', management: { name: 'Иванов И. И.' } } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rs`;
    t = await createTestApp({ skus: 100, lookups: dadataLookups({ token: 'test-token-123', baseUrl }) });
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('cleans Dadata’s address suggestions as spec §5 says and passes organisations through', async () => {
    status = 200;
    const api = lookups(t, nextIp());
    expect(body(await api.addresses({ query: 'сухонская 11' })).result).toEqual([
      { value: 'ул Сухонская, д 11', unrestricted_value: '127642, г Москва, ул Сухонская, д 11', house: '11', postal_code: '127642', city: 'Москва' },
    ]);
    expect(body(await api.organizations('ромашка')).result).toEqual([
      { name: 'ООО «Ромашка»', inn: '7701234567', kpp: '770101001', ogrn: '1027700000000', director: 'Иванов И. И.', address: '', postal_code: '' },
    ]);
  });

  it('answers an empty list when Dadata fails', async () => {
    status = 503;
    const api = lookups(t, nextIp());
    const response = await api.addresses({ query: 'сухонская 11' });
    expect(response.statusCode).toBe(200);
    expect(body(response).result).toEqual([]);
    expect(body(await api.organizations('ромашка')).result).toEqual([]);
  });
});
