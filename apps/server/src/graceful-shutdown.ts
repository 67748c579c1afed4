import type { FastifyInstance } from 'fastify';

export interface GracefulShutdownOptions {
  /** Connections still busy this long after shutdown starts are cut, so a stalled upload cannot keep the process alive. */
  drainTimeoutMs?: number;
}

/**
 * Returns the function that stops `app` gracefully: no new connections, in-flight requests finish,
 * then the app closes (its onClose hooks close the database). Calling it again returns the same promise.
 */
export function gracefulShutdown(app: FastifyInstance, { drainTimeoutMs = 10_000 }: GracefulShutdownOptions = {}): () => Promise<void> {
  let closing = false;
  // Node reaps idle keep-alive connections once, when the server closes: a request still running then
  // would leave its connection open for the whole keep-alive timeout (72 s) after its answer.
  app.server.on('request', (_request, response) => {
    response.once('finish', () => {
      if (closing) app.server.closeIdleConnections();
    });
  });
  let stopped: Promise<void> | undefined;
  return () => {
    stopped ??= (async () => {
      closing = true;
      const deadline = setTimeout(() => app.server.closeAllConnections(), drainTimeoutMs).unref();
      try {
        await app.close();
      } finally {
        clearTimeout(deadline);
      }
    })();
    return stopped;
  };
}
