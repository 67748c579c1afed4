import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
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

  const once = (path: string) =>
    new Promise<boolean>((resolve) => {
      const request = http.get({ host: base.hostname, port: base.port, path, agent, headers: { 'accept-encoding': 'br, gzip', ...options.headers } }, (response) => {
        response.resume();
        response.on('end', () => resolve((response.statusCode ?? 500) < 400));
      });
      request.on('error', () => resolve(false));
    });

  const worker = async () => {
    while (performance.now() < deadline && next < limit) {
      const path = options.paths[next++ % options.paths.length]!;
      const t0 = performance.now();
      const good = await once(path);
      if (good) latencies.push(performance.now() - t0);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
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
