import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes raw bytes to the server and reads the whole answer until the server closes the connection. */
function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may close while the rest of an oversize request is still being written: what it answered counts.
    socket.on('error', (error: NodeJS.ErrnoException) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.end(request);
  });
}

describe("Node's HTTP parser refusals, on a real socket", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  const expectEnvelope = (answer: RawAnswer, status: number, message: string) => {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).toEqual({ status: 'error', result: { message } });
  };

  it('answers 431 in the envelope to a 20 KB header', async () => {
    const answer = await rawRequest(port, `GET /api/Settings/get/ HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectEnvelope(answer, 431, 'Слишком большие заголовки запроса');
  });

  it('answers 431 in the envelope to a 100 KB URL', async () => {
    const answer = await rawRequest(port, `GET /api/Search/getResults/?q=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expectEnvelope(answer, 431, 'Слишком большие заголовки запроса');
  });

  it('answers 400 in the envelope to a malformed request line', async () => {
    const answer = await rawRequest(port, 'GARBAGE\r\n\r\n');
    expectEnvelope(answer, 400, 'Некорректный запрос');
  });

  it('answers 400 in the envelope to a broken chunked body', async () => {
    const answer = await rawRequest(
      port,
      'POST /api/Auth/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    );
    expectEnvelope(answer, 400, 'Некорректный запрос');
  });
});
