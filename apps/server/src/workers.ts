import cluster, { type Worker } from 'node:cluster';

/**
 * How long to wait before replacing a worker that died before it ever listened, the `failedStarts`-th time in a
 * row: a store that cannot start (a bad configuration, the database down) must not fork in a tight loop.
 * A worker that served is replaced at once.
 */
export function restartDelay(failedStarts: number): number {
  return failedStarts === 0 ? 0 : Math.min(30_000, 500 * 2 ** (failedStarts - 1));
}

/** What a worker sends the primary once it serves (a socket of its own listening is not the cluster's to see). */
export const workerServing = 'store:worker-serving';

/**
 * How a worker listens on the store's port. On Linux, with a fixed port, each worker has a socket of its own on it
 * (SO_REUSEPORT) and the kernel hashes each new connection to one of them: on one shared socket whichever worker woke
 * first took a whole burst of keep-alive connections (all 22 of a benchmark's, at times), and the other idled while
 * the store ran at half its speed (bench/RESULTS.md). The hash spreads them at random, not evenly: the workers even
 * out what they hold (connection-balance.ts). The price: connections the kernel has already queued on a
 * worker that is killed are reset with it, like its requests in flight. Elsewhere, and on port 0 (any free port,
 * which each worker would pick differently), the workers share the primary's one socket and accept from it.
 */
export function workerListenOptions(port: number, host: string, platform: NodeJS.Platform = process.platform) {
  const ownSocket = platform === 'linux' && port !== 0;
  return { port, host, ...(ownSocket && { exclusive: true, reusePort: true }) };
}

/**
 * The primary of `npm start`: forks `count` workers (each runs this same entry and serves, all on the one port:
 * `workerListenOptions`), replaces any that dies while the others keep
 * serving, and on SIGTERM/SIGINT asks each to shut down gracefully (graceful-shutdown.ts: in-flight requests
 * finish), then exits; workers still busy after `hardStopMs` are killed.
 */
export function superviseWorkers(count: number, { hardStopMs = 15_000 } = {}): void {
  const workers = new Set<Worker>();
  const served = new WeakSet<Worker>();
  let failedStarts = 0;
  let stopping = false;
  let failedStop = false;

  const fork = () => {
    if (!stopping) workers.add(cluster.fork());
  };
  cluster.on('message', (worker, message) => {
    if (message !== workerServing) return;
    served.add(worker);
    failedStarts = 0;
  });
  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    if (stopping) {
      // A worker still starting has no shutdown handler yet: SIGTERM simply ends it, with nothing in flight.
      if (code !== 0 && !(signal === 'SIGTERM' && !served.has(worker))) {
        failedStop = true;
        console.error(`Worker ${worker.process.pid} stopped ${signal ? `by ${signal}` : `with code ${code}`}.`);
      }
      if (workers.size === 0) process.exit(failedStop ? 1 : 0);
      return;
    }
    if (!served.has(worker)) failedStarts++;
    const delay = served.has(worker) ? 0 : restartDelay(failedStarts);
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    console.error(`Worker ${worker.process.pid} ${how}; a new one starts${delay ? ` in ${delay} ms` : ''}.`);
    setTimeout(fork, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${workers.size} workers once their in-flight requests are answered`);
    if (workers.size === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      console.error(`Workers still running after ${hardStopMs} ms are killed.`);
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, hardStopMs).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  // Where workers share the primary's socket, each accepts from it itself (the kernel queues new connections there),
  // rather than the primary handing each connection to a worker in turn: a connection handed to a worker that has
  // just died, before the primary notices, would hang, while one queued in the kernel goes to a live worker.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  console.log(`Starting ${count} worker processes`);
  for (let i = 0; i < count; i++) fork();
}
