import type http from 'node:http';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulShutdown } from './graceful-shutdown.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  app?.server.closeAllConnections();
  await app?.close();
});

/** An app whose one route answers when the test says so. */
async function slowApp(): Promise<{ port: number; answer: () => void; started: Promise<void> }> {
  let answer!: () => void;
  let markStarted!: () => void;
  const released = new Promise<void>((resolve) => (answer = resolve));
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  app = Fastify();
  app.get('/slow', async () => {
    markStarted();
    await released;
    return { status: 'ok', result: null };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as net.AddressInfo).port, answer, started };
}

/** Resolves once the server stops listening: from then on Node no longer reaps idle connections by itself. */
function listeningStopped(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    const close = server.close.bind(server);
    server.close = (callback) => {
      close(callback);
      resolve();
      return server;
    };
  });
}

/** Everything the server sends until it closes the connection (a keep-alive socket left open fails the test's timeout). */
function readUntilClosed(socket: net.Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk) => (text += chunk));
  return new Promise((resolve, reject) => {
    socket.once('close', () => resolve(text));
    socket.once('error', reject);
  });
}

describe('gracefulShutdown', () => {
  it('lets an in-flight keep-alive request finish, then closes its connection and the app', async () => {
    const { port, answer, started } = await slowApp();
    const shutdown = gracefulShutdown(app!);
    const socket = net.connect(port, '127.0.0.1');
    const received = readUntilClosed(socket);
    socket.write('GET /slow HTTP/1.1\r\nHost: store\r\nConnection: keep-alive\r\n\r\n');
    await started;

    const closed = listeningStopped(app!.server);
    const stopped = shutdown();
    await closed;
    answer();

    expect(await received).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n\{"status":"ok","result":null\}$/);
    await stopped;
    expect(app!.server.listening).toBe(false);
  });

  it('cuts a connection still busy after the drain timeout', async () => {
    const { port, started } = await slowApp();
    const shutdown = gracefulShutdown(app!, { drainTimeoutMs: 50 });
    const socket = net.connect(port, '127.0.0.1');
    const received = readUntilClosed(socket);
    socket.write('GET /slow HTTP/1.1\r\nHost: store\r\n\r\n');
    await started;

    await shutdown();
    expect(await received).toBe('');
  });

  it('releases the database only after every onClose hook, a plugin’s included, has run', async () => {
    const steps: string[] = [];
    app = Fastify();
    await app.register(async (plugin) => {
      plugin.addHook('onClose', async () => {
        steps.push('plugin hook');
      });
    });
    app.addHook('onClose', async () => {
      steps.push('root hook');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await gracefulShutdown(app, { afterClose: async () => void steps.push('database released') })();
    expect(steps.at(-1)).toBe('database released');
    expect(steps).toHaveLength(3);
    app = undefined;
  });
});
