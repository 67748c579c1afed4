import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dadataLookups } from './dadata-client.ts';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A local stand-in for Dadata's suggestions API: records each request and answers as the test says. */
describe('the Dadata client against a fake Dadata', () => {
  let server: http.Server;
  let baseUrl: string;
  let received: Received[];
  let answer: (response: http.ServerResponse) => void;
  const errors: unknown[] = [];
  const client = (timeoutMs = 2000) => dadataLookups({ token: 'secret-token-1', baseUrl, timeoutMs, onError: (error) => errors.push(error) });
  const json = (status: number, payload: unknown) => (response: http.ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(payload));
  };

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        received.push({ method: request.method!, url: request.url!, headers: request.headers, body: JSON.parse(text) });
        answer(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/suggestions/api/4_1/rs`;
  });
  beforeEach(() => {
    received = [];
    errors.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const party = {
    value: 'ПАО СБЕРБАНК',
    unrestricted_value: 'ПАО СБЕРБАНК',
    data: {
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      name: { full_with_opf: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"', short_with_opf: 'ПАО СБЕРБАНК' },
      management: { name: 'Греф Герман Оскарович', post: 'ПРЕЗИДЕНТ' },
      address: { value: 'г Москва, ул Вавилова, д 19', data: { postal_code: '117312' } },
    },
  };

  it('finds an organisation by ИНН with findById/party, sending the token and a JSON body, and maps the answer', async () => {
    answer = json(200, { suggestions: [party] });
    expect(await client().findOrganizations('7707083893')).toEqual([
      {
        name: 'ПАО СБЕРБАНК',
        inn: '7707083893',
        kpp: '773601001',
        ogrn: '1027700132195',
        director: 'Греф Герман Оскарович',
        address: 'г Москва, ул Вавилова, д 19',
        postal_code: '117312',
      },
    ]);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/suggestions/api/4_1/rs/findById/party', body: { query: '7707083893', count: 10 } });
    expect(request!.headers.authorization).toBe('Token secret-token-1');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.accept).toBe('application/json');
  });

  it('finds organisations by name with suggest/party; a sole trader’s director is the person', async () => {
    const trader = {
      value: 'ИП Иванов Иван Иванович',
      data: { inn: '500100732259', ogrn: '304500116000157', fio: { surname: 'Иванов', name: 'Иван', patronymic: 'Иванович' }, address: null },
    };
    answer = json(200, { suggestions: [party, trader] });
    const found = await client().findOrganizations('сбер');
    expect(received[0]).toMatchObject({ url: '/suggestions/api/4_1/rs/suggest/party', body: { query: 'сбер', count: 10 } });
    expect(found[1]).toEqual({
      name: 'ИП Иванов Иван Иванович',
      inn: '500100732259',
      kpp: '',
      ogrn: '304500116000157',
      director: 'Иванов Иван Иванович',
      address: '',
      postal_code: '',
    });
  });

  it('asks for addresses within the city and maps house, postal code and city', async () => {
    answer = json(200, {
      suggestions: [
        {
          value: 'г Москва, ул Сухонская, д 11, кв 89',
          unrestricted_value: '127642, г Москва, р-н Северное Медведково, ул Сухонская, д 11, кв 89',
          data: { house: '11', postal_code: '127642', city: 'Москва', city_with_type: 'г Москва' },
        },
        { value: 'г Москва, ул Сухонская', unrestricted_value: 'г Москва, ул Сухонская', data: { house: null, city: 'Москва', city_with_type: 'г Москва' } },
      ],
    });
    const found = await client().findAddresses('сухонская 11', 'Москва');
    expect(received[0]).toMatchObject({
      url: '/suggestions/api/4_1/rs/suggest/address',
      body: { query: 'сухонская 11', count: 10, locations: [{ city: 'Москва' }], restrict_value: true },
    });
    expect(found).toEqual([
      {
        value: 'г Москва, ул Сухонская, д 11, кв 89',
        unrestrictedValue: '127642, г Москва, р-н Северное Медведково, ул Сухонская, д 11, кв 89',
        house: '11',
        postalCode: '127642',
        city: 'Москва',
        cityWithType: 'г Москва',
      },
      { value: 'г Москва, ул Сухонская', unrestrictedValue: 'г Москва, ул Сухонская', house: '', postalCode: '', city: 'Москва', cityWithType: 'г Москва' },
    ]);
    await client().findAddresses('сухонская 11');
    expect(received[1]!.body).toEqual({ query: 'сухонская 11', count: 10 });
  });

  it.each([
    ['403 (a bad token)', json(403, { family: 'CLIENT_ERROR', reason: 'Forbidden' })],
    ['429 (over the daily limit)', json(429, { family: 'CLIENT_ERROR', reason: 'Too Many Requests' })],
    ['500', json(500, { family: 'SERVER_ERROR' })],
    ['200 that is not JSON', (response: http.ServerResponse) => response.end('<html>')],
    ['200 without suggestions', json(200, { unexpected: true })],
  ])('answers an empty list when Dadata answers %s, and tells of the failure', async (_case, handler) => {
    answer = handler;
    expect(await client().findOrganizations('сбер')).toEqual([]);
    expect(await client().findAddresses('сухонская 11')).toEqual([]);
    expect(errors).toHaveLength(2);
  });

  it('answers an empty list when Dadata does not answer in time', async () => {
    answer = () => {}; // never answers; the connection is closed with the server
    expect(await client(50).findAddresses('сухонская 11')).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it('answers an empty list when Dadata cannot be reached', async () => {
    const unreachable = dadataLookups({ token: 'secret-token-1', baseUrl: 'http://127.0.0.1:1/rs', onError: (error) => errors.push(error) });
    expect(await unreachable.findOrganizations('7707083893')).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});
