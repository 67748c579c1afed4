import zlib from 'node:zlib';
import { type DocumentedOperation, fillPath } from './documented-operations.ts';
import { multipartBody, multipartCases } from './hostile-multipart.ts';

/** One hostile request to an operation; `status` is the one right refusal where only one is right. */
export interface HostileRequest {
  name: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  status?: number;
}

const bodyLimit = 1024 * 1024;
const bodyless = new Set(['GET', 'HEAD']);

/** Wrong types, huge and deeply nested bodies, broken JSON and multipart, odd content types, headers and URLs. */
export function hostileRequests(operation: DocumentedOperation): HostileRequest[] {
  const requests = [...queryRequests(operation), ...urlRequests(operation), ...headerRequests(operation)];
  if (bodyless.has(operation.method)) {
    requests.push(json(operation, 'a broken JSON body on a read (ignored)', '{"a":'));
    return requests;
  }
  return [...requests, ...jsonRequests(operation), ...valueRequests(operation), ...contentTypeRequests(operation), ...multipartRequests(operation)];
}

function withQuery(operation: DocumentedOperation, extra: string, drop?: string): string {
  const sample = new URLSearchParams(Object.entries(operation.sampleQuery).filter(([name]) => name !== drop)).toString();
  return `${operation.url}?${[sample, extra].filter(Boolean).join('&')}`;
}

const queryValues = [
  '',
  '%00',
  'x'.repeat(10_000),
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '0x10',
  '%F0%9F%94%A9',
  '%D0',
  "'%20OR%201=1%20--",
  '%3Cscript%3E',
];

/** The operation's sample body, so a hostile URL or header on a write reaches as far as it can. */
function withSampleBody(operation: DocumentedOperation, headers: Record<string, string> = {}): Pick<HostileRequest, 'headers' | 'payload'> {
  if (!operation.sampleBody || bodyless.has(operation.method)) return { headers };
  return { headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(operation.sampleBody) };
}

function queryRequests(operation: DocumentedOperation): HostileRequest[] {
  const { method } = operation;
  const request = (name: string, extra: string, drop?: string): HostileRequest => ({
    name,
    method,
    url: withQuery(operation, extra, drop),
    ...withSampleBody(operation),
  });
  const requests = [
    request('an unknown query key', 'hostile=1'),
    request('__proto__ in the query', '__proto__[polluted]=1&__proto__=x'),
    request('constructor in the query', 'constructor[prototype][polluted]=1&constructor=x&hasOwnProperty=x&toString=x'),
    request('a thousand query keys', Array.from({ length: 1000 }, (_, i) => `k${i}=${i}`).join('&')),
    request('broken percent-encoding in the query', 'q=%E0%A4%A&%=%%'),
  ];
  for (const { name } of operation.query) {
    requests.push(request(`query ${name} twice`, `${name}=1&${name}=2`, name));
    requests.push(request(`query ${name} as a nested key`, `${name}[a]=1`, name));
    for (const value of queryValues) requests.push(request(`query ${name}=${value.slice(0, 30)}`, `${name}=${value}`, name));
  }
  return requests;
}

function urlRequests(operation: DocumentedOperation): HostileRequest[] {
  const { method, url } = operation;
  const parameterised = operation.url !== operation.path;
  const otherMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((other) => other !== method);
  return [
    { name: 'broken percent-encoding in the path', method, url: parameterised ? fillPath(operation.path, '%E0%A4%A') : `${url}%`, status: 400 },
    { name: 'an overlong path segment', method, url: parameterised ? fillPath(operation.path, 'a'.repeat(1000)) : `${url}${'a'.repeat(1000)}` },
    { name: 'dot segments in the path', method, url: `${url}..%2f..%2f..%2fetc%2fpasswd` },
    ...otherMethods.map((other) => ({ name: `method ${other}`, method: other, url: withQuery(operation, '') })),
  ];
}

function headerRequests(operation: DocumentedOperation): HostileRequest[] {
  const { method } = operation;
  const request = (name: string, headers: Record<string, string>): HostileRequest => ({
    name,
    method,
    url: withQuery(operation, ''),
    ...withSampleBody(operation, headers),
  });
  return [
    request('garbage cookies and odd headers', {
      cookie: `sid=%ZZ%; sid=${'x'.repeat(43)}; other=${'y'.repeat(4000)}`,
      accept: 'application/xml',
      'accept-encoding': 'br;q=x, gzip;q=-1, *;q=0',
      'accept-language': '*;q=?',
      'x-forwarded-for': 'not-an-ip, <script>',
      'x-forwarded-proto': 'javascript',
      'x-forwarded-host': 'evil.example:99999',
      'if-none-match': '"',
      'if-modified-since': 'yesterday',
      range: 'bytes=999-1',
    }),
    request('a signed-looking session cookie', { cookie: 'sid=s:abc.def; sid=' }),
  ];
}

function json(operation: DocumentedOperation, name: string, payload: string | Buffer, status?: number, headers: Record<string, string> = {}): HostileRequest {
  return {
    name,
    method: operation.method,
    url: withQuery(operation, ''),
    headers: { 'content-type': 'application/json', ...headers },
    payload,
    ...(status ? { status } : {}),
  };
}

const nested = (depth: number, open: string, close: string) => `${open.repeat(depth)}1${close.repeat(depth)}`;

// The heavy payloads are the same for every operation: built once.
const deepArrays = nested(10_000, '[', ']');
const deepObjects = nested(10_000, '{"a":', '}');
const deeperArrays = nested(100_000, '[', ']');
const hugeArray = `[${'0,'.repeat(100_000)}0]`;
const manyKeys = JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])));
const overLimit = JSON.stringify({ padding: 'x'.repeat(bodyLimit) });
// Small on the wire, ten times the body limit once inflated: the limit must hold for what the server inflates.
const gzipBomb = zlib.gzipSync(JSON.stringify({ padding: '0'.repeat(10 * bodyLimit) }));

function jsonRequests(operation: DocumentedOperation): HostileRequest[] {
  const sample = operation.sampleBody ?? {};
  const withSample = (extra: string) => {
    const own = JSON.stringify(sample).slice(1, -1);
    return `{${[own, extra].filter(Boolean).join(',')}}`;
  };
  return [
    json(operation, 'broken JSON', '{"login_type": "email", "login": ', 400),
    json(operation, 'an empty JSON body', '', 400),
    json(operation, 'not JSON at all', 'hello', 400),
    json(operation, 'JSON with trailing garbage', `${JSON.stringify(sample)}x`, 400),
    json(operation, 'JSON after a byte order mark', `\ufeff${JSON.stringify(sample)}`),
    json(operation, 'invalid UTF-8 in JSON', Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')])),
    ...['null', '[]', '"text"', '42', 'true', '{}'].map((payload) => json(operation, `the body ${payload}`, payload)),
    json(operation, '__proto__ in the body', withSample('"__proto__":{"polluted":true}'), 400),
    json(operation, '__proto__ nested in the body', withSample('"x":{"y":{"__proto__":{"polluted":true}}}'), 400),
    json(operation, 'constructor.prototype in the body', withSample('"constructor":{"prototype":{"polluted":true}}'), 400),
    json(operation, '10,000 nested arrays as the body', deepArrays),
    json(operation, '10,000 nested objects as the body', deepObjects),
    json(operation, '100,000 nested arrays in a key', withSample(`"deep":${deeperArrays}`)),
    json(operation, 'a huge array as the body', hugeArray),
    json(operation, '10,000 unknown keys', manyKeys),
    json(operation, 'a body over the limit', overLimit, 413),
    json(operation, 'a gzip bomb', gzipBomb, 413, { 'content-encoding': 'gzip' }),
    json(operation, 'broken gzip', JSON.stringify(sample), 400, { 'content-encoding': 'gzip' }),
    json(operation, 'an unknown content encoding', JSON.stringify(sample), 415, { 'content-encoding': 'hostile' }),
  ];
}

const wrongValues: unknown[] = [
  1,
  1e308,
  0.5,
  true,
  null,
  [],
  { a: 1 },
  '',
  '   ',
  '\u0000',
  'x'.repeat(100_000),
  '\ud800',
  '\u202e',
  "'; DROP TABLE users; --",
];

/** Each documented property with values of the wrong type and hostile strings, the rest of the body plausible. */
function valueRequests(operation: DocumentedOperation): HostileRequest[] {
  const sample = operation.sampleBody;
  if (!sample) return [];
  const requests = Object.entries(sample).flatMap(([key, value]) => [
    ...wrongValues.map((wrong) => json(operation, `${key}=${JSON.stringify(wrong).slice(0, 30)}`, JSON.stringify({ ...sample, [key]: wrong }))),
    json(operation, `${key} with a NUL byte`, JSON.stringify({ ...sample, [key]: `${String(value)}\u0000` })),
  ]);
  requests.push(json(operation, 'every property null', JSON.stringify(Object.fromEntries(Object.keys(sample).map((key) => [key, null])))));
  requests.push(json(operation, 'every property a number', JSON.stringify(Object.fromEntries(Object.keys(sample).map((key) => [key, 42])))));
  return requests;
}

const foreignTypes = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'image/svg+xml',
  'application/vnd.api+json',
];
const oddTypes = [
  '%%%',
  'application/json;;;',
  ' application/json',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'multipart/mixed; boundary=x',
  '*/*',
  'application/',
];

function contentTypeRequests(operation: DocumentedOperation): HostileRequest[] {
  const payload = JSON.stringify(operation.sampleBody ?? {});
  const request = (type: string, status?: number): HostileRequest => ({
    name: `content type ${type}`,
    method: operation.method,
    url: withQuery(operation, ''),
    headers: { 'content-type': type },
    payload,
    ...(status ? { status } : {}),
  });
  return [
    ...foreignTypes.map((type) => request(type, operation.consumes.includes(type) ? undefined : 415)),
    ...oddTypes.map((type) => request(type)),
    { name: 'a body without a content type', method: operation.method, url: withQuery(operation, ''), payload },
    {
      name: 'multipart without a boundary',
      method: operation.method,
      url: withQuery(operation, ''),
      headers: { 'content-type': 'multipart/form-data' },
      payload: multipartBody(operation.sampleBody ?? {}),
    },
  ];
}

/** Broken multipart bodies; an operation that does not take multipart must refuse each with 415. */
function multipartRequests(operation: DocumentedOperation): HostileRequest[] {
  const takesMultipart = operation.consumes.includes('multipart/form-data');
  return multipartCases(operation.sampleBody ?? {}).map(({ name, contentType, payload, status }) => {
    const expected = takesMultipart ? status : 415;
    return {
      name: `multipart: ${name}`,
      method: operation.method,
      url: withQuery(operation, ''),
      headers: { 'content-type': contentType },
      payload,
      ...(expected ? { status: expected } : {}),
    };
  });
}
