import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceConnections, fairShare } from './connection-balance.ts';

describe('fairShare', () => {
  it('is the open connections over the workers, rounded up, so that a spread exists in which every worker is within it', () => {
    expect(fairShare(20, 2)).toBe(10);
    expect(fairShare(21, 2)).toBe(11);
    expect(fairShare(0, 2)).toBe(0);
    expect(fairShare(5, 0)).toBe(5);
  });
});

/** A stand-in for the worker's IPC channel to the primary. */
class FakePrimary extends EventEmitter {
  readonly reports: number[] = [];
  readonly connected = true;
  send = (message: { open: number }) => this.reports.push(message.open);
}

function get(url: string, agent: http.Agent): Promise<{ connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume().on('end', () => resolve({ connection: response.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('balanceConnections', () => {
  let app = Fastify();
  let agent = new http.Agent();
  afterEach(async () => {
    agent.destroy();
    await app.close();
  });

  /** The app on a free port with the balance; three requests at once on three keep-alive connections. */
  async function serve(primary: FakePrimary, settleMs: number) {
    app = Fastify();
    agent = new http.Agent({ keepAlive: true, maxSockets: 3 });
    balanceConnections(app, primary, { settleMs });
    app.get('/', async () => 'ok');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`;
    return () => Promise.all([get(url, agent), get(url, agent), get(url, agent)]);
  }

  it('reports its open connections, and above its share closes keep-alive connections after their answer until it holds its share', async () => {
    const primary = new FakePrimary();
    const three = await serve(primary, 0);

    // No share known yet: every connection is kept.
    expect((await three()).map((answer) => answer.connection)).toEqual(['keep-alive', 'keep-alive', 'keep-alive']);
    await expect.poll(() => primary.reports.at(-1)).toBe(3);

    primary.emit('message', { type: 'store:connection-share', share: 1 });
    const answers = await three();
    expect(answers.filter((answer) => answer.connection === 'close')).toHaveLength(2);
    // The two closed, the worker holds its share again (and the agent's next requests open new connections).
    await expect.poll(() => primary.reports.at(-1)).toBe(1);
  });

  it('keeps a connection younger than the settling time, whatever the share', async () => {
    const primary = new FakePrimary();
    const three = await serve(primary, 60_000);
    await three();
    primary.emit('message', { type: 'store:connection-share', share: 1 });
    expect((await three()).map((answer) => answer.connection)).toEqual(['keep-alive', 'keep-alive', 'keep-alive']);
  });
});
