import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extraSessionCookie, register } from '../testing/accounts.ts';
import { type DocumentedOperation, documentedOperations } from '../testing/documented-operations.ts';
import { type HostileRequest, hostileRequests } from '../testing/hostile-requests.ts';
import { createTestApp, type TestApp, testOperatorToken } from '../testing/test-app.ts';
import { operatorAuthMessages } from '../modules/operator/operator-auth.ts';

/** What an answer must never show: stack frames, files, framework and driver codes, English framework messages, SQL. */
const internals: Array<[string, RegExp]> = [
  ['a stack frame', /\bat [\w.<>]+ \(|\n\s+at /],
  ['a file path', /\/(?:work|home|root|usr|tmp)\/|node_modules|\w\.(?:ts|js|mjs|cjs)\b/],
  ['an error class', /\b[A-Z]\w*Error\b/],
  ['a framework or driver code', /\b(?:FST|ERR|HPE|SQLITE)_\w+/],
  [
    'an English framework message',
    /Unexpected (?:token|end)|Body cannot be empty|Unsupported Media Type|Bad Request|Not Found|Client Error|is not valid JSON|reach \w+ limit|prototype property|statusCode/i,
  ],
  ['SQL or the database', /\bselect\b|\binsert into\b|\bdelete from\b|\bsqlite\b|\bpostgres|\bkysely\b|syntax error|violates|constraint/i],
];

const cyrillic = /[а-яё]/i;

/** Why an answer to a hostile request is wrong, or nothing when it is a 4xx (or a harmless 2xx) in the envelope. */
function problemWith(request: HostileRequest, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (request.status !== undefined && status !== request.status) return `answered ${status}, expected ${request.status}`;
  if (status >= 500) return `answered ${status}`;
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  // A read may answer a harmless hostile request with its data (a drawing is an SVG, not an envelope).
  if (status < 300 && !isJson) return undefined;
  if (!isJson) return `answered ${status} as ${response.headers['content-type']}`;
  let answer: unknown;
  try {
    answer = JSON.parse(response.body);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  if (status < 300) return isOkEnvelope(answer) ? undefined : `answered ${status} outside the ok envelope`;
  const shapeProblem = errorEnvelopeProblem(answer);
  if (shapeProblem) return `answered ${status} ${shapeProblem}`;
  const leak = internals.find(([, pattern]) => pattern.test(response.body));
  return leak ? `answered ${status} showing ${leak[0]}` : undefined;
}

function isOkEnvelope(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { status?: unknown }).status === 'ok' && 'result' in answer;
}

function errorEnvelopeProblem(answer: unknown): string | undefined {
  const { status, result, ...rest } = (answer ?? {}) as { status?: unknown; result?: { message?: unknown; fields?: unknown } };
  if (status !== 'error' || typeof result !== 'object' || result === null || Object.keys(rest).length > 0) return 'outside the error envelope';
  const { message, fields, ...resultRest } = result;
  if (Object.keys(resultRest).length > 0) return `with extra keys ${Object.keys(resultRest).join(', ')}`;
  if (typeof message !== 'string' || !cyrillic.test(message)) return `with a message that is not Russian: ${String(message)}`;
  if (fields === undefined) return undefined;
  const texts = typeof fields === 'object' && fields !== null ? Object.values(fields) : [fields];
  const wrong = texts.find((text) => typeof text !== 'string' || !cyrillic.test(text));
  return wrong === undefined ? undefined : `with a field message that is not Russian: ${String(wrong)}`;
}

/** Each request comes from its own address, so per-address rate limits never stand between it and validation. */
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Runs the tasks with at most `limit` at a time (the huge payloads would otherwise all sit in memory at once). */
async function withLimit<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

describe('hostile input to every documented operation', () => {
  let t: TestApp;
  let operations: DocumentedOperation[];
  beforeAll(async () => {
    t = await createTestApp({ skus: 50 });
    operations = documentedOperations(t.app);
  });
  afterAll(() => t.close());

  it('takes the operations from the OpenAPI document', () => {
    const names = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(names).toContain('POST /api/Webform/sendMessage/');
    expect(
      operations.some((operation) => operation.url !== operation.path),
      'an operation with a path parameter',
    ).toBe(true);
    expect(names.every((name) => name.split(' ')[1]!.startsWith('/api/'))).toBe(true);
  });

  /**
   * Calls each operation with no credentials and what it would refuse (an unknown query parameter, a body of the wrong
   * type): the ones that did not answer 401 with `message` first, each with its answer.
   */
  async function notRefusedFirst(refused: DocumentedOperation[], message: string): Promise<string[]> {
    const misses = [];
    for (const operation of refused) {
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url: operation.method === 'GET' ? `${operation.url}?unknown=1` : operation.url,
        remoteAddress: nextAddress(),
        ...(operation.method === 'GET' ? {} : { payload: [] }),
      });
      const answer = response.json() as { result: { message: string } };
      if (response.statusCode !== 401 || answer.result.message !== message) {
        misses.push(`${operation.method} ${operation.path}: ${response.statusCode} ${answer.result.message}`);
      }
    }
    return misses;
  }

  it('tells a guest to sign in (401) before looking at what they sent, on every signed-in user’s operation', async () => {
    const signedIn = operations.filter((operation) => operation.signedIn);
    expect(signedIn.map((operation) => `${operation.method} ${operation.path}`)).toContain('POST /api/Employees/add/');
    expect(await notRefusedFirst(signedIn, 'Требуется вход в систему')).toEqual([]);
  });

  it('tells a caller without the operator’s token 401 before looking at what they sent, on every operator operation', async () => {
    const operator = operations.filter((operation) => operation.operator);
    expect(operator.map((operation) => `${operation.method} ${operation.path}`)).toContain('POST /api/Operator/setOrderStatus/');
    expect(await notRefusedFirst(operator, operatorAuthMessages.wrongToken)).toEqual([]);
  });

  it('answers every hostile request below 500, in the envelope, without internals (signed in, same origin)', async () => {
    // Signed in, so operations of signed-in users reach their handlers; a session per operation, since some hostile
    // requests (a logout, a registration) end or replace theirs.
    const account = await register(t.app, 'company');
    const cookies = await Promise.all(operations.map(() => extraSessionCookie(t.db, account.id)));
    const tasks = operations.flatMap((operation, index) =>
      hostileRequests(operation).map((request) => async () => {
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          // The operator's operations with its token, so they too reach their checks.
          headers: { cookie: cookies[index]!, ...(operation.operator && { authorization: `Bearer ${testOperatorToken}` }), ...request.headers },
          remoteAddress: nextAddress(),
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        const problem = problemWith(request, response);
        return problem && `${operation.method} ${operation.path} — ${request.name}: ${problem}: ${response.body.slice(0, 200)}`;
      }),
    );
    expect(tasks.length).toBeGreaterThan(operations.length * 40);
    const problems = (await withLimit(tasks, 8)).filter(Boolean);
    expect(problems).toEqual([]);
  }, 120_000);
});
