import cluster from 'node:cluster';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Worker → primary: how many connections the worker holds open. */
interface OpenConnections {
  type: 'store:open-connections';
  open: number;
}

/** Primary → workers: the most connections one worker should hold. */
interface ConnectionShare {
  type: 'store:connection-share';
  share: number;
}

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** The most of `open` connections one of `workers` workers should hold. */
export function fairShare(open: number, workers: number): number {
  return Math.ceil(open / Math.max(1, workers));
}

/**
 * How long a count of connections holds the share up after it falls. A connection a worker closes to even the spread
 * is gone until its client's next request opens another: were the share to fall meanwhile, the workers would close
 * the new connections too, and go on closing what they should keep.
 */
const peakHoldMs = 2_000;

/**
 * The primary's side: learns how many connections each worker holds and tells every worker its fair share whenever
 * that changes (a worker that dies leaves the count, a new one joins it with none). The share follows the highest
 * total of the last `peakHoldMs`.
 */
export function shareConnectionsFairly(): void {
  const open = new Map<number, number>();
  let peak = 0;
  let peakAt = 0;
  let share = Number.POSITIVE_INFINITY;
  let recount: NodeJS.Timeout | undefined;
  const update = () => {
    const total = [...open.values()].reduce((sum, count) => sum + count, 0);
    const now = Date.now();
    if (total >= peak || now - peakAt >= peakHoldMs) {
      peak = total;
      peakAt = now;
    } else if (!recount) {
      // The total fell: the share follows once the peak has held long enough.
      recount = setTimeout(
        () => {
          recount = undefined;
          update();
        },
        peakAt + peakHoldMs - now,
      ).unref();
    }
    const next = fairShare(peak, open.size);
    if (next === share) return;
    share = next;
    const message: ConnectionShare = { type: 'store:connection-share', share };
    // With a callback a worker whose channel is closing (it is stopping) makes no 'error', which would end the primary.
    for (const worker of Object.values(cluster.workers ?? {})) if (worker?.isConnected()) worker.send(message, () => {});
  };
  cluster.on('message', (worker, message) => {
    if (!isMessage<OpenConnections>(message, 'store:open-connections')) return;
    open.set(worker.id, message.open);
    update();
  });
  cluster.on('exit', (worker) => {
    open.delete(worker.id);
    update();
  });
}

/** How a worker talks to the primary: the process's IPC channel, or a test's stand-in. */
export interface PrimaryChannel {
  send?: (message: OpenConnections, callback: (error: Error | null) => void) => unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  readonly connected?: boolean;
}

/**
 * A worker's side: keeps its keep-alive connections to its fair share of all the workers' (learned from the primary).
 * The kernel hashes each new connection to one worker's socket at random (workers.ts), so twenty connections a
 * proxy or a benchmark opens together split 10 to 10 only about one time in six, and they stay as they landed: the worker
 * with more answers each of them later, and the store's slowest answers are all its. A worker above its share
 * answers the next request of a connection older than 200 ms with `Connection: close`; the client's next
 * connection lands anew, and the spread evens out within a second or two. No request is refused or cut short.
 */
export function balanceConnections(app: FastifyInstance, primary: PrimaryChannel = process, { settleMs = 200 } = {}): void {
  let open = 0;
  let closing = 0;
  let share = Number.POSITIVE_INFINITY;
  const openedAt = new WeakMap<Socket, number>();
  const leaving = new WeakSet<Socket>();

  // Told at most every 10 ms: connections come and go in bursts.
  let reportDue = false;
  const report = () => {
    if (reportDue) return;
    reportDue = true;
    setTimeout(() => {
      reportDue = false;
      // A channel closing meanwhile (the worker stopping) passes its error to the callback instead of ending the worker.
      if (primary.connected !== false) primary.send?.({ type: 'store:open-connections', open }, () => {});
    }, 10).unref();
  };

  primary.on('message', (message) => {
    if (isMessage<ConnectionShare>(message, 'store:connection-share')) share = message.share;
  });
  app.server.on('connection', (socket: Socket) => {
    open++;
    openedAt.set(socket, Date.now());
    report();
    socket.once('close', () => {
      open--;
      if (leaving.has(socket)) closing--;
      report();
    });
  });
  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket;
    // A connection younger than `settleMs` stays: the counts of a burst (or of the connections just closed to even
    // the spread) have not reached the share yet.
    if (open - closing > share && !leaving.has(socket) && Date.now() - (openedAt.get(socket) ?? 0) >= settleMs) {
      leaving.add(socket);
      closing++;
      // On the raw response, so that pages written past Fastify's reply carry it too.
      reply.raw.setHeader('connection', 'close');
    }
    done();
  });
  report();
}
