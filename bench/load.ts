import http from 'node:http';
import { percentile } from './percentile.ts';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * Closed-loop load: `connections` keep-alive clients each send the next URL as soon as the last answer
 * arrived, for `seconds`. Latencies in milliseconds. Bounded in time and count; loopback only.
 */
export async function runLoad(options: {
  baseUrl: string;
  paths: string[];
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Stop after this many requests (e.g. paths.length: each path asked exactly once). */
  requests?: number;
  /** POST request `n` with this JSON body instead of a GET. */
  body?: (n: number) => unknown;
  /** Headers of one virtual client (e.g. its own session cookie), by client number. */
  clientHeaders?: (client: number) => Record<string, string>;
}): Promise<LoadResult> {
  const base = new URL(options.baseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) throw new Error('load tests target this machine only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const limit = Math.min(options.requests ?? Number.POSITIVE_INFINITY, 2_000_000);

  const once = (path: string, client: number, payload: unknown) =>
    new Promise<boolean>((resolve) => {
      const json = payload === undefined ? null : JSON.stringify(payload);
      const headers = {
        'accept-encoding': 'br, gzip',
        ...options.headers,
        ...options.clientHeaders?.(client),
        ...(json === null ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(json)) }),
      };
      const request = http.request({ host: base.hostname, port: base.port, path, agent, method: json === null ? 'GET' : 'POST', headers }, (response) => {
        response.resume();
        response.on('end', () => resolve((response.statusCode ?? 500) < 400));
      });
      request.on('error', () => resolve(false));
      request.end(json ?? undefined);
    });

  const worker = async (client: number) => {
    while (performance.now() < deadline && next < limit) {
      const n = next++;
      const path = options.paths[n % options.paths.length]!;
      const t0 = performance.now();
      const good = await once(path, client, options.body?.(n));
      if (good) latencies.push(performance.now() - t0);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, client) => worker(client)));
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
  };
}
